/**
 * "Site" without JavaScript: plain pages and multipart forms. Save a draft, publish with a new photo, a
 * stale save refused with what was typed kept, a refused publish with the message beside the field,
 * schedule, revisions compared word by word and restored, people added, moved and removed.
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { photoPng } from "../../tests/support/images";

let now = Date.UTC(2026, 10, 2, 15, 0);
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;

beforeEach(async () => {
  now = Date.UTC(2026, 10, 2, 15, 0);
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => now });
  cookie = await signIn(t.app);
});

const get = async (path: string, who: string | undefined = cookie) =>
  t.app.request(`http://localhost${path}`, { headers: who ? { Cookie: who } : {} });
const text = async (path: string, who?: string) => (await get(path, who)).text();

/** The editor's form as a browser would send it: every control's current value, some changed. */
async function editorForm(path: string, change: Record<string, string | File> = {}): Promise<FormData> {
  const html = await text(path, cookie);
  const form = new FormData();
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const main = html.slice(html.indexOf("data-content-form"));
  for (const m of main.matchAll(/<input([^>]*)>/g)) {
    const attrs = m[1]!;
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name || /type="file"/.test(attrs) || /type="submit"/.test(attrs)) continue;
    if (/type="checkbox"/.test(attrs) && !/checked=""/.test(attrs)) continue;
    form.append(decode(name), decode(/value="([^"]*)"/.exec(attrs)?.[1] ?? ""));
  }
  for (const m of main.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    if (name) form.append(decode(name), decode(m[2]!));
  }
  for (const m of main.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    const chosen =
      /<option value="([^"]*)" selected=""/.exec(m[2]!)?.[1] ??
      /<option value="([^"]*)"/.exec(m[2]!)?.[1] ??
      "";
    if (name) form.append(decode(name), decode(chosen));
  }
  for (const [k, v] of Object.entries(change)) form.set(k, v);
  return form;
}

const post = (path: string, body: FormData | URLSearchParams) =>
  t.app.request(`http://localhost${path}`, { method: "POST", headers: { Cookie: cookie }, body });

describe("Site without JavaScript", () => {
  test("the overview lists settings, pages, practice areas and people with their state", async () => {
    const html = await text("/admin/site", cookie);
    for (const title of [
      "Firm settings",
      "Home",
      "Privacy Policy",
      "Terms of Engagement",
      "Services",
      "Wills Estates &amp; Trusts",
      "Natalie Ebanks",
      "Priya Walton",
    ])
      expect(html).toContain(title);
    // Settings, nine pages, eight practice areas, three people.
    expect(html.match(/data-status="published"/g)?.length).toBe(21);
    expect(html).toContain('href="/admin/site/practice-area/immigration"');
    expect(html).toContain('href="/admin/site/person/priya-walton"');
    expect(html).toContain('href="/our-people?preview=1"');
  });

  test("save a draft, then publish it with a new photo: the public page follows only on publish", async () => {
    const path = "/admin/site/person/priya-walton";
    const draft = await post(
      path,
      await editorForm(path, { intent: "save", bio: "A new biography for Priya." }),
    );
    expect(draft.status).toBe(303);
    expect(await text("/our-people")).not.toContain("A new biography for Priya.");
    const editor = await text(path, cookie);
    expect(editor).toContain("Draft: unpublished changes");
    expect(editor).toContain("A new biography for Priya.");

    const photo = new File([photoPng(900, 1050)], "priya.png", { type: "image/png" });
    const published = await post(
      path,
      await editorForm(path, { intent: "publish", "image!file": photo, imageAlt: "Priya at her desk" }),
    );
    expect(published.status).toBe(303);
    const page = await text("/our-people");
    expect(page).toContain("A new biography for Priya.");
    expect(page).toMatch(
      /<img src="\/uploads\/[A-Za-z0-9_-]+\.png" srcSet="[^"]+" sizes="[^"]+" alt="Priya at her desk"/,
    );
    // The sample portrait is gone from her card; the others keep theirs.
    expect(page).not.toContain("/images/team/priya-walton.svg");
    expect(page).toContain("/images/team/natalie-ebanks.svg");
  });

  test("a refused publish keeps what was typed and names the field", async () => {
    const path = "/admin/site/page/contact";
    const res = await post(
      path,
      await editorForm(path, { intent: "publish", heroTitle: "", formIntro: "Typed and kept" }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Headline is required");
    expect(html).toContain("Typed and kept");
    expect(html).toMatch(/aria-invalid="true"[^>]*name="heroTitle"|name="heroTitle"[^>]*aria-invalid="true"/);
    expect(await text("/contact")).toContain("Let&#x27;s Discuss Your Legal Needs");
  });

  test("a save on a stale copy is refused, saying who saved meanwhile, and keeps what was typed", async () => {
    const path = "/admin/site/page/about";
    const mine = await editorForm(path, { intent: "save", workWithUsTitle: "Mine" });
    expect(
      (await post(path, await editorForm(path, { intent: "save", workWithUsTitle: "Theirs" }))).status,
    ).toBe(303);
    const res = await post(path, mine);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain("admin saved this at");
    expect(html).toContain('value="Mine"');
  });

  test("settings: the office hours change on /contact, in the footer and in the JSON-LD", async () => {
    const path = "/admin/site/settings/firm";
    const form = await editorForm(path, { intent: "publish", "officeHours.friday.close": "14:00" });
    form.append("officeHours.saturday.open", "10:00");
    form.delete("officeHours.saturday.closed");
    form.set("officeHours.saturday.close", "12:30");
    expect((await post(path, form)).status).toBe(303);
    for (const p of ["/contact", "/about"]) {
      const html = await text(p);
      expect(html).toContain("Friday: 9:00 AM-2:00 PM");
      expect(html).toContain("Saturday: 10:00 AM-12:30 PM");
      expect(html).toContain('"openingHours":"Mo-Th 09:00-17:00, Fr 09:00-14:00, Sa 10:00-12:30"');
    }
  });

  test("settings: the acknowledgement e-mail is off, and is turned on with its words from the form", async () => {
    const path = "/admin/site/settings/firm";
    const html = await text(path, cookie);
    expect(html).toContain("Acknowledgement e-mail");
    expect(html).toContain(
      "{name} becomes the enquirer&#x27;s name, {service} the service chosen on the form",
    );
    const box = (page: string) => /<input id="cf-acknowledge" type="checkbox"[^>]*>/.exec(page)?.[0];
    expect(box(html)).toContain('name="acknowledge" value="true"');
    expect(box(html)).not.toContain("checked");
    const form = await editorForm(path, {
      intent: "publish",
      acknowledgementSubject: "Thank you, {name}",
      acknowledgementBody: "We have your note about {service}.",
    });
    form.append("acknowledge", "true");
    expect((await post(path, form)).status).toBe(303);
    const item = (await (await get("/api/content/settings/firm")).json()) as {
      published: Record<string, unknown>;
    };
    expect(item.published).toMatchObject({
      acknowledge: true,
      acknowledgementSubject: "Thank you, {name}",
      acknowledgementBody: "We have your note about {service}.",
    });
    expect(box(await text(path, cookie))).toContain('checked=""');
  });

  test("schedule from the form; revisions compared word by word; restore as a draft", async () => {
    const path = "/admin/site/page/our-people";
    const scheduled = await post(
      path,
      await editorForm(path, {
        intent: "schedule",
        at: "2026-12-01T09:00",
        intro: "Our people, renewed for the new year.",
      }),
    );
    expect(scheduled.status).toBe(303);
    expect(await text(path, cookie)).toContain("Scheduled for December 1, 2026 at 9:00 AM");
    expect(await text("/our-people")).not.toContain("renewed for the new year");

    const revisions = await text(`${path}/revisions`, cookie);
    expect(revisions).toContain("Scheduled");
    expect(revisions).toContain("The site&#x27;s first version");
    const compare = await text(`${path}/compare?a=1&b=3`, cookie);
    expect(compare).toContain("Introduction");
    expect(compare).toMatch(/<ins[^>]*>[^<]*renewed[^<]*<\/ins>/);
    expect(compare).toMatch(/<del[^>]*>/);

    const restore = await post(`${path}/revisions/1/restore`, new URLSearchParams());
    expect(restore.status).toBe(303);
    const editor = await text(path, cookie);
    expect(editor).toContain("Scheduled for");
    expect(editor).toContain("and a newer draft");
  });

  test("people: added, moved with Up and Down, removed after a confirmation", async () => {
    const added = await post("/admin/site/people", new URLSearchParams({ name: "Marcus Bodden" }));
    expect(added.status).toBe(303);
    const at = added.headers.get("location")!;
    expect(at).toMatch(/^\/admin\/site\/person\/marcus-bodden-[0-9a-f]{4}$/);
    const id = at.split("/").at(-1)!;
    const order = async () =>
      [
        ...(await text("/admin/site", cookie)).split('id="site-people"')[1]!.matchAll(/data-item="([^"]+)"/g),
      ].map((m) => m[1]);
    expect(await order()).toEqual(["natalie-ebanks", "jonathan-merren", "priya-walton", id]);
    await post(`/admin/site/people/${id}/move`, new URLSearchParams({ direction: "up" }));
    await post(`/admin/site/people/natalie-ebanks/move`, new URLSearchParams({ direction: "down" }));
    expect(await order()).toEqual(["jonathan-merren", "natalie-ebanks", id, "priya-walton"]);
    const unconfirmed = await post(`/admin/site/people/${id}/remove`, new URLSearchParams());
    expect(unconfirmed.status).toBe(303);
    expect(await order()).toContain(id);
    await post(`/admin/site/people/${id}/remove`, new URLSearchParams({ confirm: "yes" }));
    expect(await order()).not.toContain(id);
    const activity = await text("/admin/activity", cookie);
    expect(activity).toContain("Marcus Bodden");
    expect(activity).toContain("Took off the site");
  });
});
