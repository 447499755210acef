/**
 * Every text an admin can type reaches visitors as text: each text field of every item (settings, every
 * page, every person) gets a script-and-attribute breakout of its own, is published, and every public page
 * is read back. No payload may arrive as markup, and each (but the sanitised markdown) must be on some
 * page, escaped, so a field left out of the pages cannot pass unseen.
 */
import { expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import { type FieldSpec, fieldsOf, sectionsOf } from "../../content";

const attack = (n: number) => `"'><script>pwn(${n})</script>`;

/**
 * Texts no public page of a site without e-mail shows: the acknowledgement e-mail's words go out as plain
 * text in mail (its tests: src/routes/contact-acknowledgement.test.ts), and the client alerts' consent
 * sentence sits under a form shown only when the site sends e-mail (escaped there: client-alerts.test.ts).
 * They are still checked on the admin's screens below.
 */
const MAIL_ONLY = new Set([
  "settings/firm: acknowledgementSubject",
  "settings/firm: acknowledgementBody",
  "settings/firm: alertsConsent",
  // Shown only inside a published case result's or testimonial's card, and a fresh install has none
  // (src/routes/disclaimers.test.ts renders them); still checked on the admin's screens below.
  "settings/firm: resultsDisclaimer",
  "settings/firm: testimonialsDisclaimer",
]);

/** Public pages that show content: every edited page, both practice pages with a profile, a 404. */
const PUBLIC = [
  "/",
  "/about",
  "/our-people",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/terms-of-engagement",
  "/accessibility",
  "/services",
  "/services/corporate-services",
  "/services/corporate-law",
  "/services/real-estate",
  "/services/immigration",
  "/services/regulatory-compliance",
  "/services/employment-law",
  "/services/intellectual-property",
  "/services/wills-estates-trusts",
  "/no-such-page",
  "/book?type=initial-consultation",
];

test("every text field of every item is escaped on every public page; markdown is sanitised", async () => {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  let n = 0;
  const shown = new Map<number, string>();
  const plant = (f: FieldSpec, where: string, current: unknown): unknown => {
    const fits = (max: number) => max >= attack(999).length;
    switch (f.type) {
      case "text":
      case "textarea":
        if (("format" in f && f.format) || !fits(f.max)) return current;
        shown.set(++n, where);
        return attack(n);
      case "markdown":
        return `${String(current)}\n\n${attack(++n)} <img src=x onerror="pwn(${n})">`;
      case "lines":
        shown.set(++n, where);
        return [attack(n), ...(current as string[]).slice(1)];
      case "links":
        shown.set(++n, where);
        return [{ label: attack(n), url: "https://example.com/firm" }];
      case "list":
        return (current as Record<string, unknown>[]).map((item, i) =>
          Object.fromEntries(
            Object.entries(item).map(([k, v]) => {
              const sub = f.fields.find((x) => x.key === k);
              return [k, sub ? plant(sub, `${where}.${i}.${k}`, v) : v];
            }),
          ),
        );
      default:
        return current;
    }
  };

  const everything = (await (await call("GET", "/api/content")).json()) as { kind: string; id: string }[];
  const items = everything;
  expect(items.length).toBe(23);
  for (const { kind, id } of items) {
    const item = (await (await call("GET", `/api/content/${kind}/${id}`)).json()) as {
      revision: number;
      published: Record<string, unknown>;
    };
    const data = { ...item.published };
    for (const f of fieldsOf(sectionsOf(kind as never, id)!))
      data[f.key] = plant(f, `${kind}/${id}: ${f.key}`, data[f.key]);
    // Every practice area shows all it can: its home card, and a profile under its heading.
    if (kind === "practice-area") Object.assign(data, { onHome: true, profile: "natalie-ebanks" });
    // The appointment type is offered, so the booking page shows it, with a question of every part.
    if (kind === "appointment-type") {
      const question = { label: "", kind: "choice", options: ["", "Second"], required: false };
      const questions = (f: FieldSpec) => (f.type === "list" ? [question] : []);
      Object.assign(data, { shown: true });
      for (const f of fieldsOf(sectionsOf(kind, id)!))
        if (f.key === "questions") data[f.key] = plant(f, `${kind}/${id}: ${f.key}`, questions(f));
    }
    const saved = await call("PUT", `/api/content/${kind}/${id}`, { revision: item.revision, data });
    expect({ item: `${kind}/${id}`, status: saved.status }).toEqual({ item: `${kind}/${id}`, status: 200 });
    const published = await call("POST", `/api/content/${kind}/${id}/publish`, {});
    expect({ item: `${kind}/${id}`, body: await published.text() }).toMatchObject({ item: `${kind}/${id}` });
    expect(published.status).toBe(200);
  }

  const read = async (p: string, headers: Record<string, string> = {}) =>
    (await t.app.request(`http://localhost${p}`, { headers })).text();
  const html = (await Promise.all(PUBLIC.map((p) => read(p)))).join("\n");
  // The admin's own screens show the same texts: the overview, every editor, the Activity page.
  const admin = (
    await Promise.all(
      ["/admin/site", "/admin/activity", ...items.map((i) => `/admin/site/${i.kind}/${i.id}`)].map((p) =>
        read(p, { Cookie: cookie }),
      ),
    )
  ).join("\n");
  expect(admin).toContain("pwn(1)");
  // Where a payload arrived as markup, with a little of what surrounds it.
  const all = `${html}\n${admin}`;
  const leaks = (re: RegExp) => [...all.matchAll(re)].map((m) => all.slice(m.index - 80, m.index + 40));
  expect(leaks(/<script>pwn/g)).toEqual([]);
  expect(leaks(/<[a-z][^>]*\sonerror/gi)).toEqual([]);
  expect(leaks(/="'>/g)).toEqual([]);
  const missing = [...shown].filter(([k]) => !html.includes(`pwn(${k})`)).map(([, where]) => where);
  expect(missing.filter((where) => !MAIL_ONLY.has(where))).toEqual([]);
  // The mail-only texts are planted (the list above names fields that exist) and shown, escaped, to admins.
  expect(missing.filter((where) => MAIL_ONLY.has(where)).sort()).toEqual([...MAIL_ONLY].sort());
  for (const [k, where] of shown) if (MAIL_ONLY.has(where)) expect(admin).toContain(`pwn(${k})`);
  expect(shown.size).toBeGreaterThan(80);
});
