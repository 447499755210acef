import { afterAll, afterEach, beforeAll, expect, setDefaultTimeout, setSystemTime, test } from "bun:test";
import { join } from "node:path";
import { alertsSetup, type Cleanup, CORPORATE, FIRM_NEWS, linkToken } from "../../tests/support/alerts";
import { signIn } from "../../tests/support/app";
import type { Received } from "../../tests/support/smtp";

/**
 * Every kind of e-mail the site sends, as the mail server receives it, byte for byte: the notification of
 * an enquiry, its acknowledgement, "Send test e-mail", a sign-up's confirmation, the note to an address
 * that is subscribed already, an article's alert, an alert's test and its preview. Fixed inputs and a
 * fixed clock through the public routes and a real SMTP server; only what differs on every run (the Date
 * header, MIME boundaries, random ids and tokens) is replaced before comparing with the files in
 * golden/. A change of any other byte of any message fails here.
 */

setDefaultTimeout(60_000);
const T0 = Date.parse("2026-03-04T19:05:00Z"); // 2:05 PM in George Town
const GOLDEN = join(import.meta.dir, "golden");

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
// The enquiry's own time (the database's clock) is the system's: fixed too.
beforeAll(() => setSystemTime(new Date(T0)));
afterAll(() => setSystemTime());

/** A value that may be split by a quoted-printable soft line break anywhere. */
const spread = (value: string) =>
  new RegExp(
    value
      .split("")
      .map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(?:=\r\n)?"),
    "g",
  );

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The message with what changes on every run replaced: the Date header, the MIME boundaries, and every
 * id and token (numbered in order of appearance, so the same id twice reads the same).
 */
function normalise(raw: string): string {
  // Soft line breaks joined only to find the values; the raw bytes keep them.
  const joined = raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const named = (found: string[], name: string) =>
    [...new Set(found)].map((value, i): [string, string] => [value, `<${name}-${i + 1}>`]);
  const values = [
    ...named(
      [...joined.matchAll(/boundary="([^"]+)"/g)].map((m) => m[1]!),
      "boundary",
    ),
    ...named(joined.match(UUID) ?? [], "id"),
    ...named(
      [...joined.matchAll(/token=([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!),
      "token",
    ),
  ];
  let out = raw.replace(/^Date: .*$/m, "Date: <date>");
  for (const [value, placeholder] of values) out = out.replace(spread(value), placeholder);
  return out;
}

async function expectGolden(name: string, actual: string) {
  const file = Bun.file(join(GOLDEN, name));
  if (!(await file.exists())) throw new Error(`golden/${name} is missing; expected:\n${actual}`);
  expect(actual).toBe(await file.text());
}

test("every kind of e-mail, byte for byte", async () => {
  const t = await alertsSetup(cleanups, { start: T0 });
  const cookie = await signIn(t.app);
  const admin = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  // The firm turns its acknowledgement on, with the sample words.
  const item = (await (await admin("GET", "/api/content/settings/firm")).json()) as { revision: number };
  const put = await admin("PUT", "/api/content/settings/firm", {
    revision: item.revision,
    data: { acknowledge: true },
  });
  expect(put.status).toBe(200);
  expect((await admin("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);

  // An enquiry: its notification to the firm and its acknowledgement to the enquirer.
  const enquiry = await t.app.request("http://localhost/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Ann O'Neil-Ebanks",
      email: "ann@example.com",
      phone: "+1 345 555 0100",
      service: "Corporate Law",
      message: "Line one\r\nLine <two> & “three”\n\nRegards, Ann",
    }),
  });
  expect(enquiry.status).toBe(200);
  await t.delivered(2);
  const byTo = (address: string) => t.smtp.received.filter((r) => r.to.includes(address));
  const [notification] = byTo("intake@ironwoodlegal.ky");
  const [acknowledgement] = byTo("ann@example.com");

  // "Send test e-mail" on the enquiries screen.
  expect((await admin("POST", "/api/contact-submissions/test-email")).status).toBe(200);
  await t.smtp.waitFor(3);
  const testMail = byTo("intake@ironwoodlegal.ky")[1];

  // A sign-up's confirmation; once confirmed, a second sign-up's note.
  await t.subscribe("reader@example.com", [CORPORATE, FIRM_NEWS]);
  const [confirmation] = byTo("reader@example.com");
  const before = t.smtp.received.length;
  expect((await t.signUp("reader@example.com", [CORPORATE])).status).toBe(303);
  await t.delivered(before + 1);
  const already = byTo("reader@example.com")[1];

  // An article's alert, its preview and its test.
  const post = await t.writePost({
    title: "New rules for company filings",
    area: CORPORATE,
    excerpt: "From 1 July every company files its register online.\nThe old forms go.",
  });
  await t.announce();
  await t.delivered(before + 2);
  const alert = byTo("reader@example.com")[2];
  const preview = await admin("GET", `/admin/posts/${post.id}/alert/preview.html`);
  expect(preview.status).toBe(200);
  const testRes = await t.app.request(`http://localhost/admin/posts/${post.id}/alert/test`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: "http://localhost",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "to=partner%40ironwoodlegal.ky",
  });
  expect(testRes.status).toBe(303);
  const [alertTest] = byTo("partner@ironwoodlegal.ky");

  const messages: [string, Received | undefined][] = [
    ["notification.eml", notification],
    ["acknowledgement.eml", acknowledgement],
    ["test-mail.eml", testMail],
    ["confirmation.eml", confirmation],
    ["already-subscribed.eml", already],
    ["alert.eml", alert],
    ["alert-test.eml", alertTest],
  ];
  for (const [name, message] of messages) {
    expect(message, name).toBeDefined();
    await expectGolden(name, normalise(message!.raw));
  }
  await expectGolden("alert-preview.html", normalise(await preview.text()));
  // The personal links really are the subscriber's (the placeholders stand for real tokens).
  expect(linkToken(alert!, "unsubscribe")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(t.smtp.received).toHaveLength(before + 3);
});
