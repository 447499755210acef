/**
 * The set-up checklist: what still shows the sample content a fresh install comes with. Each task names
 * where it is done and disappears once the published site no longer shows the sample (or, for the legal
 * pages, once someone has published them since the install).
 */
import type { ContentRow } from "../db";
import type { PersonData, SettingsData } from "./data";
import { LEGAL_PAGE_IDS, PAGES } from "./fields";
import { seedItems } from "./seed";

export interface ChecklistTask {
  id: string;
  /** What is left, in words. */
  text: string;
  /** Where it is fixed. */
  href: string;
}

/** A site picture (public/images) rather than one the firm uploaded: the sample's artwork. */
const isSample = (src: unknown) => typeof src !== "string" || src.startsWith("/images/");
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function checklistOf(
  rows: readonly ContentRow[],
  opts: { notificationsOn: boolean; overridden: { name?: string; phone?: string; email?: string } },
): ChecklistTask[] {
  const live = rows.filter((r) => !r.removed && r.published);
  const seed = new Map(seedItems().map((i) => [`${i.kind}:${i.id}`, i.data]));
  const tasks: ChecklistTask[] = [];
  const settingsHref = "/admin/site/settings/firm";

  // A sample person is still shown under the sample's name (a firm may reuse the entry for its own).
  const samplePeople = live.filter((r) => {
    const sample = seed.get(`person:${r.id}`);
    const p = r.published as unknown as PersonData;
    return r.kind === "person" && sample !== undefined && !p.hidden && p.name === sample.name;
  });
  if (samplePeople.length > 0)
    tasks.push({
      id: "people",
      text: `${plural(samplePeople.length, "sample person is", "sample people are")} still on the site (${samplePeople.map((r) => r.published!.name).join(", ")}): replace them with the firm's people, or hide them.`,
      href: "/admin/site#site-people",
    });

  const s = live.find((r) => r.kind === "settings")?.published as unknown as SettingsData | undefined;
  const seeded = seed.get("settings:firm") as unknown as SettingsData;
  if (s) {
    if (!opts.overridden.phone && s.phone === seeded.phone)
      tasks.push({ id: "phone", text: "The phone number is the sample one.", href: settingsHref });
    if (!opts.overridden.email && s.email === seeded.email)
      tasks.push({ id: "email", text: "The e-mail address is the sample one.", href: settingsHref });
    if (same(s.addressContact, seeded.addressContact) || same(s.addressFooter, seeded.addressFooter))
      tasks.push({ id: "address", text: "The office address is the sample one.", href: settingsHref });
    if (!s.logoGlobal)
      tasks.push({
        id: "logo",
        text: "The header shows the sample logo: upload the firm's.",
        href: settingsHref,
      });
  }

  // Illustrations: every picture field still showing the site's own artwork.
  const pictures: { href: string; what: string }[] = [];
  for (const r of live) {
    const d = r.published!;
    const href = `/admin/site/${r.kind}/${r.id}`;
    if (r.kind === "person" && !d.hidden && isSample(d.image)) pictures.push({ href, what: String(d.name) });
    if (r.kind === "practice-area" && (isSample(d.image) || (d.onHome && isSample(d.homeImage))))
      pictures.push({ href, what: String(d.title) });
    if (r.kind === "page" && r.id === "about" && isSample(d.officeImage))
      pictures.push({ href, what: "About" });
    if (
      r.kind === "page" &&
      r.id === "home" &&
      (d.clientSegments as { image: unknown }[]).some((seg) => isSample(seg.image))
    )
      pictures.push({ href, what: "Home" });
  }
  if (pictures.length > 0)
    tasks.push({
      id: "illustrations",
      text: `Sample illustrations are still shown by ${pictures.map((p) => p.what).join(", ")}: replace them with the firm's photos.`,
      href: pictures[0]!.href,
    });

  for (const id of LEGAL_PAGE_IDS) {
    const row = live.find((r) => r.kind === "page" && r.id === id);
    if (row && same(row.published, seed.get(`page:${id}`)))
      tasks.push({
        id: `legal-${id}`,
        text: `${PAGES[id].title} has not been reviewed since the install: read it and publish the firm's version.`,
        href: `/admin/site/page/${id}`,
      });
  }

  if (!opts.notificationsOn)
    tasks.push({
      id: "notifications",
      text: "Enquiry e-mails are off: set SMTP_URL and NOTIFY_TO on the server so the firm hears of each enquiry.",
      href: "/admin/contact-submissions",
    });
  return tasks;
}
