/**
 * Two instances of the real server on different ports against one PostgreSQL database and one S3 bucket,
 * as a load balancer would run them: what one does, the other knows.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import {
  type RunningServer,
  sendEnquiry,
  servedBytes,
  signIn,
  startSiteOver,
  TEST_ADMIN,
  tempDir,
  upload,
} from "../support/backup";
import { pngBytes } from "../support/images";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { backendEnv, dropDatabases, freshBucket, freshDatabase } from "./backup-support";

// Each test drives two servers (sign-ins hash passwords, uploads decode images): seconds on a busy machine.
setDefaultTimeout(30_000);

const root = tempDir("multi");
let smtp: TestSmtp;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const env = {
    ...backendEnv(await freshDatabase("multi"), await freshBucket("multi")),
    SMTP_URL: smtp.url,
    NOTIFY_TO: "partners@example.ky",
    RATE_LIMITS: "on",
  };
  // Separate DATA_DIRs: nothing may depend on a shared disk.
  a = await startSiteOver(join(root, "a"), env);
  b = await startSiteOver(join(root, "b"), env);
}, 60_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await smtp?.stop();
  await dropDatabases();
  rmSync(root, { recursive: true, force: true });
});

async function until<T>(what: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const end = performance.now() + ms;
  for (;;) {
    const v = await what();
    if (v !== undefined || performance.now() > end) return v;
    await Bun.sleep(25);
  }
}

describe("two instances on one PostgreSQL database and one bucket", () => {
  test("a sign-in on one is valid on the other, and a sign-out on the other ends it on both", async () => {
    const cookie = await signIn(a.baseUrl);
    for (const s of [a, b])
      expect(
        (await fetch(`${s.baseUrl}/api/contact-submissions`, { headers: { Cookie: cookie } })).status,
      ).toBe(200);
    const out = await fetch(`${b.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: b.baseUrl },
    });
    expect(out.status).toBe(200);
    for (const s of [a, b])
      expect(
        (await fetch(`${s.baseUrl}/api/contact-submissions`, { headers: { Cookie: cookie } })).status,
      ).toBe(401);
  });

  test("a post published on one appears on the other's cached pages within a second, with its image", async () => {
    const cookie = await signIn(a.baseUrl);
    const practicePage = `${b.baseUrl}/services/corporate-law`;
    // Warm the other instance's page cache first: the page is served from memory from now on.
    for (let i = 0; i < 2; i++)
      expect(await (await fetch(practicePage)).text()).not.toContain("Shared article");
    expect((await fetch(`${b.baseUrl}/blog/shared-article`)).status).toBe(404);

    const image = await upload(a.baseUrl, cookie, pngBytes(320, 200, [30, 90, 160]));
    const res = await fetch(`${a.baseUrl}/api/posts`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: a.baseUrl },
      body: JSON.stringify({
        title: "Shared article",
        slug: "shared-article",
        content: "Written on one instance.",
        excerpt: "Read on the other.",
        serviceArea: "corporate-law",
        featuredImage: image,
      }),
    });
    expect(res.status).toBe(201);
    const written = performance.now();

    const seen = await until(
      async () => ((await (await fetch(practicePage)).text()).includes("Shared article") ? true : undefined),
      3000,
    );
    const elapsed = performance.now() - written;
    expect(seen).toBe(true);
    expect(elapsed).toBeLessThan(1000);
    expect((await fetch(`${b.baseUrl}/blog/shared-article`)).status).toBe(200);
    // The image lives in the bucket: the other instance serves the same bytes.
    expect(await servedBytes(b.baseUrl, image)).toEqual(await servedBytes(a.baseUrl, image));
  });

  test("a change of the site's content published on one shows on the other within a second", async () => {
    const cookie = await signIn(a.baseUrl);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${a.baseUrl}${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: a.baseUrl },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const page = `${b.baseUrl}/contact`;
    for (let i = 0; i < 2; i++) expect(await (await fetch(page)).text()).not.toContain("Talk to us today");
    const item = (await (await call("GET", "/api/content/page/contact")).json()) as {
      revision: number;
      published: Record<string, unknown>;
    };
    const saved = await call("PUT", "/api/content/page/contact", {
      revision: item.revision,
      data: { ...item.published, heroTitle: "Talk to us today" },
    });
    expect(saved.status).toBe(200);
    // A draft stays a draft on both.
    expect(await (await fetch(page)).text()).not.toContain("Talk to us today");
    expect((await call("POST", "/api/content/page/contact/publish", {})).status).toBe(200);
    const published = performance.now();
    const seen = await until(
      async () => ((await (await fetch(page)).text()).includes("Talk to us today") ? true : undefined),
      3000,
    );
    expect(seen).toBe(true);
    expect(performance.now() - published).toBeLessThan(1000);
  });

  test("a practice area renamed on one: the other redirects its old address within a second", async () => {
    const cookie = await signIn(a.baseUrl);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${a.baseUrl}${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: a.baseUrl },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const old = `${b.baseUrl}/services/intellectual-property`;
    expect((await fetch(old, { redirect: "manual" })).status).toBe(200);
    const item = (await (await call("GET", "/api/content/practice-area/intellectual-property")).json()) as {
      revision: number;
    };
    await call("PUT", "/api/content/practice-area/intellectual-property", {
      revision: item.revision,
      data: { slug: "ip-law" },
    });
    expect((await call("POST", "/api/content/practice-area/intellectual-property/publish", {})).status).toBe(
      200,
    );
    const published = performance.now();
    const moved = await until(async () => {
      const r = await fetch(old, { redirect: "manual" });
      return r.status === 301 ? r.headers.get("location") : undefined;
    }, 3000);
    expect(moved).toBe("/services/ip-law");
    expect(performance.now() - published).toBeLessThan(1000);
    expect((await fetch(`${b.baseUrl}/services/ip-law`)).status).toBe(200);
  });

  test("enquiries sent to either instance are each e-mailed exactly once", async () => {
    const before = smtp.received.length;
    const emails = Array.from({ length: 6 }, (_, i) => `client-${i}@example.com`);
    await Promise.all(emails.map((email, i) => sendEnquiry((i % 2 ? b : a).baseUrl, email)));
    await smtp.waitFor(before + emails.length, 20_000);
    // Both instances run the outbox: give a duplicate every chance to turn up.
    await Bun.sleep(3000);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(emails.length);
    expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(emails.length);
    expect(mails.map((m) => m.parsed.replyTo?.value[0]?.address).sort()).toEqual(emails.sort());
  }, 40_000);

  test("page views counted on both add up; one visitor seen by both is one visitor", async () => {
    const cookie = await signIn(a.baseUrl);
    const today = async () => {
      const res = await fetch(`${a.baseUrl}/admin/overview/visits.csv?period=7d`, {
        headers: { Cookie: cookie },
      });
      const [, visitors, views] = (await res.text()).trim().split("\r\n").at(-1)!.split(",");
      return { visitors: Number(visitors), views: Number(views) };
    };
    const before = await today();
    // One site behind a load balancer: the same Host whichever instance answers, the site's own (learnt
    // from the first admin's sign-in on the first instance; a request for another host is not counted).
    const host = new URL(a.baseUrl).host;
    const as = (ua: string) => ({ "User-Agent": ua, Accept: "text/html", Host: host });
    const chrome = as(
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    );
    const firefox = as("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0");
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${a.baseUrl}/`, { headers: chrome })).status).toBe(200);
      expect((await fetch(`${b.baseUrl}/about`, { headers: chrome })).status).toBe(200);
    }
    expect((await fetch(`${b.baseUrl}/`, { headers: firefox })).status).toBe(200);
    const expected = { visitors: before.visitors + 2, views: before.views + 11 };
    const after = await until(async () => {
      const t = await today();
      return t.views === expected.views ? t : undefined;
    }, 5000);
    expect(after).toEqual(expected);
  });

  test("the site's web address changed on one: the other's pages and e-mails use it within a second", async () => {
    const cookie = await signIn(a.baseUrl);
    const about = async () =>
      /<link rel="canonical" href="([^"]+)"/.exec(await (await fetch(`${b.baseUrl}/about`)).text())?.[1];
    // Learnt from the first admin sign-in (on one instance), the same on both; warm the other's cache.
    for (let i = 0; i < 2; i++) expect(await about()).toBe(`${a.baseUrl}/about`);
    const saved = await fetch(`${a.baseUrl}/admin/site/address`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: a.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: "origin=https%3A%2F%2Fwww.ironwood.example",
      redirect: "manual",
    });
    expect(saved.status).toBe(303);
    const seen = await until(
      async () => ((await about()) === "https://www.ironwood.example/about" ? true : undefined),
      3000,
    );
    expect(seen).toBe(true);
    const before = smtp.received.length;
    await sendEnquiry(b.baseUrl, "address-check@example.com");
    const [mail] = (await smtp.waitFor(before + 1, 20_000)).slice(before);
    expect(mail!.parsed.text).toContain("https://www.ironwood.example/admin/contact-submissions#submission-");
  }, 40_000);

  test("the sign-in throttle counts attempts made on both instances together", async () => {
    const attempt = (s: RunningServer) =>
      fetch(`${s.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: TEST_ADMIN.username, password: "wrong-password-here" }),
      });
    // Ten wrong passwords for one account (the limit), alternating: five on each instance.
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? b : a)).status).toBe(401);
    for (const s of [a, b]) {
      const res = await attempt(s);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});
