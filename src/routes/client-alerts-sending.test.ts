import { afterEach, describe, expect, test } from "bun:test";
import {
  type AlertsTest,
  alertsSetup,
  type Cleanup,
  CORPORATE,
  FIRM_NEWS,
  IMMIGRATION,
  linkToken,
  rawHeaders,
} from "../../tests/support/alerts";
import type { Received } from "../../tests/support/smtp";

/**
 * Client alerts, the sending side, against a real SMTP server and a fake clock: one alert per
 * confirmed subscriber of the article's area, once whatever happens to the article afterwards, scheduled
 * articles when they go live, permanent refusals suppressing an address, temporary ones retried,
 * ALERTS_PER_MINUTE, header injection through a title, and a crashed run's claims.
 */

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
const setup = (opts: Parameters<typeof alertsSetup>[1] = {}) => alertsSetup(cleanups, opts);

const subjects = (rs: readonly Received[]) => rs.map((r) => r.parsed.subject).sort();
const DAY = 24 * 60 * 60 * 1000;

/** Three readers: one of Corporate Services, one of Firm news, one of Immigration only. */
async function readers(t: AlertsTest) {
  return {
    corporate: await t.subscribe("corp@example.com", [CORPORATE]),
    news: await t.subscribe("news@example.com", [FIRM_NEWS]),
    immigration: await t.subscribe("immi@example.com", [IMMIGRATION]),
  };
}

describe("publishing an article", () => {
  test("one alert to each confirmed subscriber of its area and of Firm news, none to others", async () => {
    const t = await setup();
    const r = await readers(t);
    await t.signUp("pending@example.com", [CORPORATE, FIRM_NEWS]);
    const base = t.smtp.received.length + 1; // the pending reader's confirmation
    await t.writePost({
      title: "New rules for company filings",
      area: CORPORATE,
      excerpt: "From 1 July every company files its register online.",
    });
    await t.announce();
    await t.delivered(base + 2);
    const alerts = t.alerts();
    expect(alerts.map((a) => a.to).sort()).toEqual([["corp@example.com"], ["news@example.com"]]);

    const a = t.alertsTo("corp@example.com")[0]!;
    expect(a.parsed.subject).toBe("New rules for company filings");
    expect(a.parsed.from?.value[0]?.address).toBe("website@ironwoodlegal.ky");
    const text = a.parsed.text!;
    for (const part of [
      "New rules for company filings",
      "From 1 July every company files its register online.",
      "http://localhost/blog/article-1",
      "Ironwood Legal",
      "+1 (345) 555-0142",
      "info@ironwoodlegal.ky",
      "You receive this because you asked Ironwood Legal for client alerts on Corporate Services",
      `/alerts/preferences?token=${r.corporate.token}`,
      `/alerts/unsubscribe?token=${r.corporate.token}`,
    ])
      expect(text).toContain(part);
    const html = String(a.parsed.html);
    for (const part of [
      "New rules for company filings",
      "From 1 July every company files its register online.",
      'href="http://localhost/blog/article-1"',
      "Ironwood Legal",
      "You receive this because",
      `/alerts/unsubscribe?token=${r.corporate.token}`,
    ])
      expect(html).toContain(part);
    // Firm news names what the reader asked for.
    expect(t.alertsTo("news@example.com")[0]!.parsed.text).toContain("Firm news");
    expect(linkToken(t.alertsTo("news@example.com")[0]!, "unsubscribe")).toBe(r.news.token);
    // The Message-ID names the article and the subscriber, never the address.
    expect(a.parsed.messageId).not.toContain("corp@");

    // Another run of the job, on any schedule, sends nothing more.
    for (let i = 0; i < 3; i++) await t.announce();
    await t.delivered(base + 2);
    expect(t.alerts()).toHaveLength(2);
    const send = (await t.repos.alertSends.sends(10, 0))[0]!;
    expect(send).toMatchObject({ title: "New rules for company filings", queued: 2, sent: 2, pending: 0 });
  });

  test("a scheduled article is announced only once its time comes, and then once", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const start = t.smtp.received.length;
    await t.writePost({ title: "Scheduled", publishedAt: t.now() + 2 * 60 * 60_000 });
    await t.announce();
    t.advance(60 * 60_000);
    await t.announce();
    await t.delivered(start);
    expect(t.alerts()).toHaveLength(0);
    t.advance(61 * 60_000);
    await t.announce();
    await t.announce();
    await t.delivered(start + 1);
    expect(subjects(t.alerts())).toEqual(["Scheduled"]);
  });

  test("editing, unpublishing and publishing again sends nothing a second time", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const start = t.smtp.received.length;
    const post = await t.writePost({ title: "Original title" });
    await t.announce();
    await t.delivered(start + 1);
    await t.repos.posts.update(post.id, { title: "Edited title", excerpt: "Changed." });
    await t.announce();
    await t.repos.posts.update(post.id, { status: "draft" });
    await t.announce();
    t.advance(60_000);
    await t.repos.posts.update(post.id, { status: "published", publishedAt: t.now() - 1000 });
    await t.announce();
    t.advance(DAY);
    await t.announce();
    await t.delivered(start + 1);
    expect(subjects(t.alerts())).toEqual(["Original title"]);
  });

  test("an article that went live more than 7 days ago (backdated, imported) is never announced", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const start = t.smtp.received.length;
    await t.writePost({ title: "Old news", publishedAt: t.now() - 8 * DAY });
    await t.writePost({ title: "Last week", publishedAt: t.now() - 6 * DAY });
    await t.announce();
    await t.delivered(start + 1);
    expect(subjects(t.alerts())).toEqual(["Last week"]);
  });

  test("an article whose alert was kept back before publishing sends nothing", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const start = t.smtp.received.length;
    const draft = await t.writePost({ title: "Kept back", status: "draft" });
    expect(await t.deps.alerts.keepBack({ id: draft.id, title: draft.title })).toBe(true);
    await t.repos.posts.update(draft.id, { status: "published", publishedAt: t.now() - 1000 });
    await t.announce();
    t.advance(60_000);
    await t.announce();
    await t.delivered(start);
    expect(t.alerts()).toHaveLength(0);
    expect((await t.deps.alerts.sendOf(draft.id))?.state).toBe("off");
  });
});

describe("the mail server's refusals", () => {
  test("a 5xx for one address suppresses it: not retried, skipped by later alerts, until lifted", async () => {
    const t = await setup();
    const good = await t.subscribe("good@example.com", [CORPORATE]);
    const gone = await t.subscribe("gone@example.com", [CORPORATE]);
    t.smtp.rejectRecipients.add("gone@example.com");
    const start = t.smtp.received.length;
    await t.writePost({ title: "First" });
    await t.announce();
    await t.delivered(start + 1);
    expect(t.alerts().map((a) => a.to)).toEqual([["good@example.com"]]);
    const suppressed = await t.deps.alerts.byId(gone.id);
    expect(suppressed?.suppressedAt).not.toBeNull();
    expect(suppressed?.suppressedReason).toContain("550");
    expect((await t.deps.alerts.byId(good.id))?.suppressedAt).toBeNull();

    // Not retried: hours pass and the address is not tried again (the server would still refuse it).
    t.smtp.rejectRecipients.clear();
    for (let i = 0; i < 3; i++) {
      t.advance(2 * 60 * 60_000);
      await t.settle();
    }
    await t.delivered(start + 1);
    expect(t.alertsTo("gone@example.com")).toHaveLength(0);
    const first = (await t.repos.alertSends.sends(10, 0)).find((s) => s.title === "First")!;
    expect(first).toMatchObject({ queued: 2, sent: 1, failed: 1, pending: 0 });

    // The next article skips it.
    await t.writePost({ title: "Second" });
    await t.announce();
    await t.delivered(start + 2);
    expect(t.alertsTo("gone@example.com")).toHaveLength(0);
    expect(subjects(t.alertsTo("good@example.com"))).toEqual(["First", "Second"]);

    // An admin lifts the suppression: the next article reaches it again.
    expect(await t.deps.alerts.unsuppress(gone.id)).toBe(true);
    expect((await t.deps.alerts.byId(gone.id))?.suppressedAt).toBeNull();
    await t.writePost({ title: "Third" });
    await t.announce();
    await t.delivered(start + 4);
    expect(subjects(t.alertsTo("gone@example.com"))).toEqual(["Third"]);
  });

  test("a 4xx is retried and the alert delivered later, once", async () => {
    const t = await setup();
    const s = await t.subscribe("later@example.com", [CORPORATE]);
    const start = t.smtp.received.length;
    t.smtp.rejectData = "451 try later";
    const post = await t.writePost({ title: "Try again" });
    await t.announce();
    await t.settle();
    expect(t.alerts()).toHaveLength(0);
    expect((await t.repos.alertSends.send(post.id))?.pending).toBe(1);
    // Not suppressed: a temporary refusal says nothing about the address.
    expect((await t.deps.alerts.byId(s.id))?.suppressedAt).toBeNull();
    t.smtp.rejectData = undefined;
    t.advance(16_000);
    await t.delivered(start + 1);
    t.advance(60 * 60_000);
    await t.delivered(start + 1);
    expect(t.alertsTo("later@example.com").map((a) => a.parsed.subject)).toEqual(["Try again"]);
    expect(await t.repos.alertSends.send(post.id)).toMatchObject({ sent: 1, failed: 0, pending: 0 });
  });
});

describe("ALERTS_PER_MINUTE", () => {
  async function fiveReaders(t: AlertsTest) {
    for (let i = 1; i <= 5; i++) await t.subscribe(`r${i}@example.com`, [CORPORATE]);
    const start = t.smtp.received.length;
    await t.writePost({ title: "To five" });
    await t.announce();
    return start;
  }

  test("at 2 a minute, a run sends 2 and the rest go as the minutes pass", async () => {
    const t = await setup({ env: { ALERTS_PER_MINUTE: "2" } });
    const start = await fiveReaders(t);
    await t.delivered(start + 2);
    await t.settle();
    await Bun.sleep(50);
    expect(t.alerts()).toHaveLength(2);
    t.advance(61_000);
    await t.delivered(start + 4);
    expect(t.alerts()).toHaveLength(4);
    t.advance(61_000);
    await t.delivered(start + 5);
    expect(t.alerts()).toHaveLength(5);
    expect(new Set(t.alerts().map((a) => a.to[0])).size).toBe(5);
  });

  test("unlimited sends all at once, past the default 60 a minute", async () => {
    const t = await setup({ env: { ALERTS_PER_MINUTE: "unlimited" } });
    // 75 confirmed readers, written as confirmed sign-ups are (their own sign-up e-mails are not the point).
    for (let i = 0; i < 75; i++) {
      const id = await t.repos.alerts.create({
        email: `reader${i}@example.com`,
        token: `unlimited-reader-${i}-abcdefghijklmnopqrstuvwxyz`,
        now: t.now(),
        from: "/blog",
        consentText: "ok",
        consentAreas: ["Corporate Services"],
        origin: "http://localhost",
        areas: [CORPORATE],
      });
      await t.repos.alerts.confirm(id, t.now());
    }
    await t.writePost({ area: CORPORATE });
    await t.announce();
    await t.delivered(75);
    expect(t.alerts()).toHaveLength(75);
    expect(new Set(t.alerts().map((a) => a.to[0])).size).toBe(75);
  });

  test("confirmations are not held up behind a rate-limited article", async () => {
    const t = await setup({ env: { ALERTS_PER_MINUTE: "2" } });
    const start = await fiveReaders(t);
    await t.delivered(start + 2);
    expect((await t.signUp("newcomer@example.com", [CORPORATE])).status).toBe(303);
    await t.delivered(start + 3);
    expect(t.to("newcomer@example.com")).toHaveLength(1);
  });
});

describe("nothing typed becomes a header or a recipient", () => {
  test("a title with CR/LF and a Bcc line stays the Subject; the envelope holds the subscriber only", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const start = t.smtp.received.length;
    await t.writePost({ title: "Budget 2026\r\nBcc: evil@example.net\r\nX-Injected: yes" });
    await t.announce();
    await t.delivered(start + 1);
    await Bun.sleep(50);
    expect(t.smtp.received).toHaveLength(start + 1);
    const a = t.alerts()[0]!;
    expect(a.to).toEqual(["corp@example.com"]);
    const headers = rawHeaders(a);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Injected:/im);
    expect(a.parsed.subject).toContain("Budget 2026");
    expect(a.parsed.subject).not.toMatch(/[\r\n]/);
    expect(a.parsed.bcc).toBeUndefined();
    // The text's first line is the title on one line: no forged paragraph either.
    expect(a.parsed.text!.split("\n")[0]).toMatch(/^Budget 2026 +Bcc: evil@example\.net +X-Injected: yes$/);
    expect(a.parsed.text).not.toMatch(/^Bcc:/m);
  });
});

describe("a run that crashed mid-send", () => {
  test("its claimed alerts go once after the claim expires, with their Message-ID", async () => {
    const t = await setup();
    for (const e of ["a@example.com", "b@example.com", "c@example.com"]) await t.subscribe(e, [CORPORATE]);
    const start = t.smtp.received.length;
    // The article is announced (its alerts queued, as the job does, without waking the outbox), and a run
    // claims every alert and dies (kill -9) before the server answers.
    const post = await t.writePost({ title: "Crash test" });
    const queued = await t.deps.alerts.announce(post, [CORPORATE, FIRM_NEWS]);
    expect(queued).toEqual({ announced: true, queued: 3 });
    const claimed = await t.repos.outbox.claimDue("crashed-run", t.now(), 100, 60_000, "alerts");
    expect(claimed).toHaveLength(3);
    const ids = new Map(claimed.map((c) => [c.subject.id, c.messageId]));
    await t.settle();
    await Bun.sleep(50);
    expect(t.alerts()).toHaveLength(0);
    // The claim expires: the next run sends each once.
    t.advance(61_000);
    await t.delivered(start + 3);
    t.advance(61_000);
    await t.delivered(start + 3);
    const alerts = t.alerts();
    expect(alerts.map((a) => a.to[0]).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    for (const a of alerts) {
      const s = await t.repos.alerts.byEmail(a.to[0]!);
      expect(a.parsed.messageId).toBe(ids.get(s!.id)!);
    }
    // The crashed run's late answer cannot record anything over the new run's result.
    expect(await t.repos.outbox.markSent(claimed[0]!.id, "crashed-run", t.now())).toBe(false);
  });
});
