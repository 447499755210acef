import { afterEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { startTestSmtp } from "../../tests/support/smtp";
import { MIN_FILL_MS, NOTIFICATION, SUBMISSION } from "../contact";

/** Bots are answered like people, kept in the spam folder and never e-mailed. */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const visitor = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Corporate Law",
  message: "I would like advice on an exempted company.",
};
const THANKS = { message: "Thank you for contacting Ironwood Legal. We'll be in touch soon." };

async function setup() {
  const smtp = await startTestSmtp();
  let now = Date.parse("2026-03-04T15:00:00Z");
  const t = await makeTestAppWithAdmin(
    { RATE_LIMITS: "off", SMTP_URL: smtp.url, NOTIFY_TO: "intake@ironwoodlegal.ky" },
    { now: () => now, mail: { tuning: { probeEveryMs: [] } } },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );
  const cookie = await signIn(t.app);
  const json = (path: string, body: unknown, method = "POST") =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  /** The form token of a freshly rendered /contact page. */
  const tokenOfPage = async () => {
    const html = await (await t.app.request("http://localhost/contact")).text();
    return /<input type="hidden" name="formStarted" value="([^"]+)"\/>/.exec(html)![1]!;
  };
  const settle = async () => {
    await t.deps.jobs.kick("outbox");
    await t.deps.jobs.kick("outbox");
  };
  return {
    ...t,
    smtp,
    cookie,
    json,
    form,
    tokenOfPage,
    settle,
    advance: (ms: number) => (now += ms),
  };
}

describe("the contact page's form token", () => {
  test("every visitor gets a fresh one: /contact is private and never served from the page cache", async () => {
    const t = await setup();
    const first = await t.app.request("http://localhost/contact");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const a = await t.tokenOfPage();
    t.advance(1);
    const b = await t.tokenOfPage();
    expect(a).not.toBe(b);
    // The island gets it too (its props), so the JavaScript path sends it.
    expect(await first.text()).toMatch(/data-props="[^"]*formToken&quot;:&quot;[0-9a-z]+\.[\w-]{43}&quot;/);
  });

  test("the key lives in the database: a second app on the same data accepts the first one's tokens", async () => {
    const t = await setup();
    const token = await t.tokenOfPage();
    t.advance(MIN_FILL_MS);
    expect(await t.deps.formTokens.check(token)).toBe("ok");
    const { createFormTokens } = await import("../contact/form-token");
    const again = createFormTokens(t.repos.secrets, () => Date.parse("2026-03-04T16:00:00Z"));
    expect(await again.check(token)).toBe("ok");
    const flipped = token.at(-5) === "A" ? "B" : "A";
    expect(await again.check(`${token.slice(0, -5)}${flipped}${token.slice(-4)}`)).toBe("bad-token");
  });
});

describe("spam", () => {
  test("a filled honeypot: the normal answer, stored as spam, never e-mailed", async () => {
    const t = await setup();
    const res = await t.json("/api/contact", { ...visitor, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(THANKS);
    await t.settle();
    expect(await t.repos.submissions.list()).toHaveLength(0);
    const spam = await t.repos.submissions.listSpam();
    expect(spam).toHaveLength(1);
    expect(spam[0]).toMatchObject({ ...visitor, spamReason: "honeypot" });
    expect(await t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: spam[0]!.id })).toBeUndefined();
    expect(t.smtp.received).toHaveLength(0);
  });

  test("a form sent back within seconds of rendering (API and plain form): same answers, spam", async () => {
    const t = await setup();
    t.advance(1000);
    const token = await t.tokenOfPage();
    t.advance(MIN_FILL_MS - 500);
    const api = await t.json("/api/contact", { ...visitor, name: "Bot One", formStarted: token });
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual(THANKS);
    const plain = await t.form("/contact", { ...visitor, name: "Bot Two", formStarted: token });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/contact#contact-form");
    await t.settle();
    expect((await t.repos.submissions.listSpam()).map((s) => [s.name, s.spamReason])).toEqual([
      ["Bot Two", "too-fast"],
      ["Bot One", "too-fast"],
    ]);
    expect(t.smtp.received).toHaveLength(0);
  });

  test("a tampered or made-up token is spam; a person's token, or none at all (plain JSON clients), is not", async () => {
    const t = await setup();
    const token = await t.tokenOfPage();
    t.advance(MIN_FILL_MS + 1);
    const [stamp, sig] = token.split(".");
    const older = `${(Number.parseInt(stamp!, 36) - 60_000).toString(36)}.${sig}`;
    for (const [name, formStarted] of [
      ["Forged Older", older],
      ["Garbage", "not-a-token"],
      ["Number", 12345],
    ] as const)
      expect((await t.json("/api/contact", { ...visitor, name, formStarted })).status).toBe(200);
    expect((await t.json("/api/contact", { ...visitor, name: "Person", formStarted: token })).status).toBe(
      200,
    );
    expect((await t.json("/api/contact", { ...visitor, name: "Plain JSON" })).status).toBe(200);
    await t.settle();
    expect((await t.repos.submissions.listSpam()).map((s) => s.spamReason)).toEqual([
      "bad-token",
      "bad-token",
      "bad-token",
    ]);
    expect((await t.repos.submissions.list()).map((s) => s.name).sort()).toEqual(["Person", "Plain JSON"]);
    await t.smtp.waitFor(2);
    expect(t.smtp.received.map((r) => r.parsed.replyTo?.value[0]?.name).sort()).toEqual([
      "Person",
      "Plain JSON",
    ]);
  });

  test("spam stays out of the inbox, its API and counts; ?spam=1 lists it with the reason", async () => {
    const t = await setup();
    await t.json("/api/contact", { ...visitor, name: "Real Person" });
    await t.json("/api/contact", { ...visitor, name: "Spam Bot", website: "x" });
    const inbox = (await (
      await t.app.request("http://localhost/api/contact-submissions", { headers: { Cookie: t.cookie } })
    ).json()) as {
      name: string;
    }[];
    expect(inbox.map((s) => s.name)).toEqual(["Real Person"]);
    expect(Object.keys(inbox[0]!).sort()).toEqual(
      ["email", "id", "message", "name", "phone", "service", "status", "submittedAt"].sort(),
    );
    const spam = (await (
      await t.app.request("http://localhost/api/contact-submissions?spam=1", {
        headers: { Cookie: t.cookie },
      })
    ).json()) as { name: string; spamReason: string }[];
    expect(spam.map((s) => [s.name, s.spamReason])).toEqual([["Spam Bot", "honeypot"]]);
    const page = await (
      await t.app.request("http://localhost/admin/contact-submissions", { headers: { Cookie: t.cookie } })
    ).text();
    expect(page).toContain("Real Person");
    expect(page).not.toContain("Spam Bot");
    expect(/href="\/admin\/contact-submissions\/spam"[^>]*>Spam \(1\)</.test(page)).toBe(true);
    const spamPage = await (
      await t.app.request("http://localhost/admin/contact-submissions/spam", {
        headers: { Cookie: t.cookie },
      })
    ).text();
    expect(spamPage).toContain("Spam Bot");
    expect(spamPage).not.toContain("Real Person");
    expect(spamPage).toContain("the hidden field that only bots fill in was filled in");
    expect(spamPage).toContain("Not spam");
    expect(spamPage).toContain("Empty spam");
  });

  test("“Not spam” moves it to the inbox and e-mails it once (API, then again: 404)", async () => {
    const t = await setup();
    await t.json("/api/contact", { ...visitor, website: "x" });
    const [s] = await t.repos.submissions.listSpam();
    const res = await t.json(`/api/contact-submissions/${s!.id}/not-spam`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, notified: true });
    await t.smtp.waitFor(1);
    const again = await t.json(`/api/contact-submissions/${s!.id}/not-spam`, {});
    expect(again.status).toBe(404);
    await t.settle();
    expect(t.smtp.received).toHaveLength(1);
    expect(t.smtp.received[0]!.parsed.messageId).toBe(`<enquiry-${s!.id}@localhost>`);
    expect((await t.repos.submissions.list()).map((x) => x.id)).toEqual([s!.id]);
  });

  test("“Not spam” and “Empty spam” without JavaScript; emptying needs the tick box", async () => {
    const t = await setup();
    for (const name of ["Bot A", "Bot B", "Bot C"])
      await t.json("/api/contact", { ...visitor, name, website: "x" });
    const [a] = await t.repos.submissions.listSpam();
    const moved = await t.form(`/admin/contact-submissions/${a!.id}/not-spam`, {}, { Cookie: t.cookie });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("/admin/contact-submissions/spam");
    await t.smtp.waitFor(1);

    const unconfirmed = await t.form("/admin/contact-submissions/spam/empty", {}, { Cookie: t.cookie });
    expect(unconfirmed.status).toBe(303);
    expect(await t.repos.submissions.countSpam()).toBe(2);
    const emptied = await t.form(
      "/admin/contact-submissions/spam/empty",
      { confirm: "yes" },
      { Cookie: t.cookie },
    );
    expect(emptied.status).toBe(303);
    expect(await t.repos.submissions.countSpam()).toBe(0);
    expect((await t.repos.submissions.list()).map((s) => s.name)).toEqual([a!.name]);
    // Signed out: nothing happens.
    await t.json("/api/contact", { ...visitor, name: "Bot D", website: "x" });
    const anon = await t.form("/admin/contact-submissions/spam/empty", { confirm: "yes" });
    expect(anon.status).toBe(303);
    expect(anon.headers.get("location")).toBe("/admin/login");
    expect(await t.repos.submissions.countSpam()).toBe(1);
    const anonApi = await t.app.request("http://localhost/api/contact-submissions/spam/empty", {
      method: "POST",
    });
    expect(anonApi.status).toBe(401);
    const api = await t.json("/api/contact-submissions/spam/empty", {});
    expect(await api.json()).toEqual({ deleted: 1 });
  });

  test("a validation error keeps the visitor's own token, so fixing it quickly is not taken for a bot", async () => {
    const t = await setup();
    const token = await t.tokenOfPage();
    t.advance(MIN_FILL_MS + 1);
    const res = await t.form("/contact", { ...visitor, phone: "1", formStarted: token });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`name="formStarted" value="${token}"`);
    const fixed = await t.form("/contact", { ...visitor, formStarted: token });
    expect(fixed.status).toBe(303);
    expect(await t.repos.submissions.list()).toHaveLength(1);
  });
});
