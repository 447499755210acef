/**
 * Client alerts with two instances of the real server on one PostgreSQL database, as a load
 * balancer would run them: readers sign up and confirm on either, an article published on one waits (its
 * stored wait holds on both), and once "Send now" is pressed on the other it is sent to each subscriber
 * exactly once while both run the client-alerts and outbox jobs; and two announcements of one article
 * racing in two connections (no job lease between them) queue it once.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "../../src/db";
import { encodeForm, isAlert, isConfirmation, linkToken } from "../support/alerts";
import { openSiteAt, type RunningServer, signIn, startSiteOver, tempDir } from "../support/backup";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { backendEnv, dropDatabases, freshBucket, freshDatabase } from "./backup-support";

const root = tempDir("alerts-instances");
let smtp: TestSmtp;
let a: RunningServer;
let b: RunningServer;
let databaseUrl: string;
const opened: Database[] = [];
const closers: (() => void)[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  databaseUrl = await freshDatabase("alerts");
  const env = {
    ...backendEnv(databaseUrl, await freshBucket("alerts")),
    SMTP_URL: smtp.url,
    NOTIFY_TO: "partners@example.ky",
    MAIL_FROM: "website@ironwoodlegal.ky",
    ALERTS_PER_MINUTE: "unlimited",
  };
  a = await startSiteOver(join(root, "a"), env);
  b = await startSiteOver(join(root, "b"), env);
}, 60_000);

afterAll(async () => {
  for (const close of closers) close();
  for (const db of opened) await db.close();
  await a?.stop();
  await b?.stop();
  await smtp?.stop();
  await dropDatabases();
  rmSync(root, { recursive: true, force: true });
});

const post = (base: string, path: string, fields: Record<string, string | string[]>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: encodeForm(fields),
  });

async function until(what: () => boolean, ms: number): Promise<boolean> {
  const end = performance.now() + ms;
  while (!what()) {
    if (performance.now() > end) return false;
    await Bun.sleep(50);
  }
  return true;
}

describe("client alerts on two instances over one PostgreSQL database", () => {
  const readers = ["one", "two", "three", "four", "five", "six"].map((n) => `${n}@example.com`);

  test("an article published on one instance reaches each subscriber once while both run the jobs", async () => {
    // The sign-up form as a reader gets it, filled in at a person's pace (the form token is 3 s old).
    const html = await (await fetch(`${a.baseUrl}/blog`)).text();
    const formStarted = /name="formStarted" value="([^"]+)"/.exec(html)?.[1];
    expect(formStarted).toBeDefined();
    await Bun.sleep(3_100);
    for (const [i, email] of readers.entries()) {
      // Half sign up on each instance, for Corporate Law (the article's area) or Firm news.
      const res = await post(i % 2 ? b.baseUrl : a.baseUrl, "/alerts", {
        formStarted: formStarted!,
        website: "",
        from: "/blog",
        email,
        areas: i % 3 === 0 ? "@firm-news" : "corporate-law",
      });
      expect(res.status).toBe(303);
    }
    // Someone who only wants Immigration must not hear of it.
    expect(
      (
        await post(a.baseUrl, "/alerts", {
          formStarted: formStarted!,
          website: "",
          email: "other@example.com",
          areas: "immigration",
        })
      ).status,
    ).toBe(303);
    expect(await until(() => smtp.received.filter(isConfirmation).length >= 7, 15_000)).toBe(true);
    // Each confirms on the instance they did not sign up on.
    for (const [i, mail] of smtp.received.filter(isConfirmation).entries()) {
      const res = await post(i % 2 ? a.baseUrl : b.baseUrl, "/alerts/confirm", {
        token: linkToken(mail, "confirm"),
      });
      expect(res.status).toBe(200);
    }
    await Bun.sleep(200);
    expect(smtp.received.filter(isConfirmation)).toHaveLength(7);

    // Published through the admin API of one instance: it looks for articles at once, the other within 10 s.
    // Its alerts wait (10 minutes by default): the send-after time is stored, so neither instance sends
    // them early.
    const cookie = await signIn(a.baseUrl);
    const created = await fetch(`${a.baseUrl}/api/posts`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: a.baseUrl },
      body: JSON.stringify({
        title: "Two instances, one alert",
        slug: "two-instances-one-alert",
        content: "Text of the article.",
        excerpt: "What it is about.",
        serviceArea: "corporate-law",
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Past both instances' next polls of both jobs (every 10 s and 5 s): nothing has left.
    await Bun.sleep(12_000);
    expect(smtp.received.filter(isAlert)).toHaveLength(0);
    // "Send now" on the other instance skips the rest of the wait.
    const cookieB = await signIn(b.baseUrl);
    const sendNow = await fetch(`${b.baseUrl}/admin/posts/${id}/alert/send-now`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookieB, "Content-Type": "application/x-www-form-urlencoded", Origin: b.baseUrl },
      body: "",
    });
    expect(sendNow.status).toBe(303);
    expect(await until(() => smtp.received.filter(isAlert).length >= readers.length, 20_000)).toBe(true);
    // Past both instances' next polls of both jobs (every 10 s and 5 s): still one each.
    await Bun.sleep(12_000);
    const alerts = smtp.received.filter(isAlert);
    expect(alerts.map((m) => m.to[0]).sort()).toEqual([...readers].sort());
    expect(new Set(alerts.map((m) => m.parsed.messageId)).size).toBe(readers.length);
  }, 90_000);

  test("two announcements of one article racing in two connections queue its alerts once", async () => {
    // Two more instances of the app over the database (no job lease between their announcements).
    const env = {
      ...backendEnv(databaseUrl, await freshBucket("alerts-race")),
      SMTP_URL: smtp.url,
      NOTIFY_TO: "partners@example.ky",
      MAIL_FROM: "website@ironwoodlegal.ky",
    };
    const [one, two] = [
      await openSiteAt(join(root, "race-1"), env),
      await openSiteAt(join(root, "race-2"), env),
    ];
    for (const deps of [one, two]) {
      opened.push(deps.repos.db);
      closers.push(() => deps.mail.close());
    }
    // A post written straight to the database, a draft: the servers' outbox drops its alerts unsent.
    const draft = await one.repos.posts.create({
      title: "Raced",
      slug: "raced",
      content: "Text.",
      excerpt: "Short.",
      serviceArea: "corporate-law",
      status: "draft",
    });
    const results = await Promise.all(
      [one, two, one, two].map((deps) => deps.alerts.announce(draft, ["corporate-law", "@firm-news"])),
    );
    expect(results.filter((r) => r.announced)).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.queued, 0)).toBe(readers.length);
    expect((await one.repos.alertSends.send(draft.id))?.queued).toBe(readers.length);
  });
});
