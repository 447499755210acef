/**
 * The set-up checklist: what still shows the sample content a fresh install comes with. Each task names
 * where it is done and disappears once the published site no longer shows the sample (or, for the legal
 * pages, once someone has published them since the install).
 */
import type { ContentRow } from "../db";
import type { LogoVariant, PersonData, SettingsData } from "./data";
import { type ContentKind, type FieldSpec, fieldsOf, LEGAL_PAGE_IDS, PAGES, sectionsOf } from "./fields";
import { hoursProse } from "./hours";
import { titleOf } from "./items";
import { logoUpload } from "./navigation";
import { sampleFirmValues, seedItems } from "./seed";

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
const quoted = (xs: readonly string[]) => xs.map((x) => `“${x}”`).join(", ");
/** The editor's address of a field (views/components/content-fields.tsx gives each control this id). */
const fieldHref = (kind: string, id: string, path: string) =>
  `/admin/site/${kind}/${id}#cf-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

/** The settings that are the firm's facts themselves (their own tasks look at them). */
const FACT_FIELDS = new Set([
  "name",
  "phone",
  "email",
  "addressContact",
  "addressFooter",
  "streetAddress",
  "streetName",
  "locality",
  "region",
  "country",
]);

/** Every text of an item with where it is: the field's path and its label (a list item's too). */
function textsOf(fields: readonly FieldSpec[], data: Record<string, unknown>, at = "", label = "") {
  const out: { path: string; label: string; text: string }[] = [];
  for (const f of fields) {
    const v = data[f.key];
    const path = `${at}${f.key}`;
    const name = label ? `${label}: ${f.label}` : f.label;
    if ((f.type === "text" || f.type === "textarea" || f.type === "markdown") && typeof v === "string")
      out.push({ path, label: name, text: v });
    else if (f.type === "lines" && Array.isArray(v)) out.push({ path, label: name, text: v.join("\n") });
    else if (f.type === "list" && Array.isArray(v))
      v.forEach((item, i) => {
        if (item && typeof item === "object")
          out.push(
            ...textsOf(f.fields, item as Record<string, unknown>, `${path}.${i}.`, `${f.itemLabel} ${i + 1}`),
          );
      });
  }
  return out;
}

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

  const s = live.find((r) => r.kind === "settings" && r.id === "firm")?.published as unknown as
    | SettingsData
    | undefined;
  const seeded = seed.get("settings:firm") as unknown as SettingsData;
  if (s) {
    if (!opts.overridden.phone && s.phone === seeded.phone)
      tasks.push({ id: "phone", text: "The phone number is the sample one.", href: settingsHref });
    if (!opts.overridden.email && s.email === seeded.email)
      tasks.push({ id: "email", text: "The e-mail address is the sample one.", href: settingsHref });
    if (
      same(s.addressContact, seeded.addressContact) ||
      same(s.addressFooter, seeded.addressFooter) ||
      s.streetName === seeded.streetName
    )
      tasks.push({ id: "address", text: "The office address is the sample one.", href: settingsHref });

    // Every place a logo appears: the header of every page, and each practice page's own choice.
    const uploads: Partial<Record<LogoVariant, string>> = {};
    for (const [variant, src] of [
      ["global", s.logoGlobal],
      ["corporate-services", s.logoCorporateServices],
      ["compliance", s.logoCompliance],
      ["legal-services", s.logoLegalServices],
    ] as const)
      if (src) uploads[variant] = src;
    const places = [
      ...(logoUpload("global", uploads) ? [] : ["every page"]),
      ...live
        .filter((r) => r.kind === "practice-area")
        .filter((r) => !logoUpload(r.published!.logo as LogoVariant, uploads))
        .map((r) => titleOf(r.kind, r.id, r.published)),
    ];
    if (places.length > 0)
      tasks.push({
        id: "logo",
        text: `The header still shows a sample logo (${places.join(", ")}): upload the firm's logo. It then shows wherever no other logo is uploaded.`,
        href: `${settingsHref}#cf-logoGlobal`,
      });
  }

  // Texts that still state one of the sample firm's details, each with a link to the first such field.
  // A sample person still shown is the "people" task's, a hidden one shows nothing; the settings' own
  // facts have their tasks above.
  const samples = sampleFirmValues();
  if (s && hoursProse(s.officeHours) !== hoursProse(seeded.officeHours))
    samples.push({ value: hoursProse(seeded.officeHours), placeholder: "{officeHours}" });
  for (const r of live) {
    if (samplePeople.includes(r) || (r.kind === "person" && r.published!.hidden === true)) continue;
    const fields = fieldsOf(sectionsOf(r.kind as ContentKind, r.id) ?? []).filter(
      (f) => r.kind !== "settings" || !FACT_FIELDS.has(f.key),
    );
    const found = textsOf(fields, r.published!).flatMap((t) => {
      const lower = t.text.toLowerCase();
      const hits = samples.filter((v) => v.value && lower.includes(v.value.toLowerCase()));
      return hits.length ? [{ ...t, hits }] : [];
    });
    if (found.length === 0) continue;
    const values = [...new Set(found.flatMap((f) => f.hits.map((h) => h.value)))];
    const placeholders = [...new Set(found.flatMap((f) => f.hits.flatMap((h) => h.placeholder ?? [])))];
    tasks.push({
      id: `text-${r.kind}-${r.id}`,
      text: `${titleOf(r.kind, r.id, r.published)} still names the sample firm: ${quoted(values)} in ${found
        .map((f) => f.label)
        .join(
          ", ",
        )}. Write the firm's own words${placeholders.length ? `, or ${placeholders.join(", ")} to show the details from the firm settings` : ""}.`,
      href: fieldHref(r.kind, r.id, found[0]!.path),
    });
  }

  // Illustrations: every picture field still showing the site's own artwork (a practice area may have
  // no picture at all: then it shows none).
  const pictures: { href: string; what: string }[] = [];
  for (const r of live) {
    const d = r.published!;
    const href = `/admin/site/${r.kind}/${r.id}`;
    const shown = (src: unknown) => typeof src === "string" && src.startsWith("/images/");
    if (r.kind === "person" && !d.hidden && isSample(d.image)) pictures.push({ href, what: String(d.name) });
    if (
      r.kind === "practice-area" &&
      (shown(d.image) || (d.onHome && (shown(d.homeImage) || (!d.homeImage && shown(d.image)))))
    )
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

  // The site sets no cookie for visitors (its visit counts are cookieless; the one cookie a visitor may
  // get is the minute-long message after a form sent without JavaScript), so the banner asks for a
  // consent nothing needs.
  if (s?.cookieBanner)
    tasks.push({
      id: "cookie-banner",
      text: "The cookie banner asks visitors about cookies, but the site sets none for them: switch the banner off.",
      href: `${settingsHref}#cf-cookieBanner`,
    });

  // The statement answers at its address from the start; visitors only find it once it is linked.
  if (s && !s.accessibilityInFooter)
    tasks.push({
      id: "accessibility",
      text: "The accessibility statement is not linked from the site: review it (Site → Accessibility statement), then switch on its footer link in the firm settings.",
      href: `${settingsHref}#cf-accessibilityInFooter`,
    });

  if (!opts.notificationsOn)
    tasks.push({
      id: "notifications",
      text: "Enquiry e-mails are off, so nobody hears of a new enquiry until they look: ask whoever runs the server to set up the site's e-mail.",
      href: "/admin/contact-submissions",
    });
  return tasks;
}
