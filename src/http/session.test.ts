import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "../auth";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function clock() {
  let t = Date.UTC(2026, 0, 1);
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** Cookie attributes, lower-cased names. */
function parseSetCookie(header: string) {
  const [pair, ...attrs] = header.split(";").map((s) => s.trim());
  const [name, value] = pair!.split("=") as [string, string];
  const attributes = Object.fromEntries(
    attrs.map((a) => {
      const [k, v] = a.split("=");
      return [k!.toLowerCase(), v ?? true];
    }),
  ) as Record<string, string | true>;
  return { name, value, attributes };
}

const sidCookie = (res: Response) => res.headers.getSetCookie().find((v) => v.startsWith("sid="));

async function login(
  app: Awaited<ReturnType<typeof makeTestAppWithAdmin>>["app"],
  url: string,
  headers = {},
) {
  return app.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(TEST_ADMIN),
  });
}

describe("session cookie", () => {
  test("holds a 256-bit random token; HttpOnly, SameSite=Lax, Path=/, no Secure over http", async () => {
    const { app, repos } = await makeTestAppWithAdmin();
    const res = await login(app, "http://localhost/api/auth/login");
    expect(res.status).toBe(200);
    const { name, value, attributes } = parseSetCookie(sidCookie(res)!);
    expect(name).toBe("sid");
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(attributes.httponly).toBe(true);
    expect(attributes.samesite).toBe("Lax");
    expect(attributes.path).toBe("/");
    expect(attributes.secure).toBeUndefined();
    expect(Number(attributes["max-age"])).toBe(SESSION_IDLE_MS / 1000);
    // The database keeps only the token's SHA-256.
    const hashed = createHash("sha256").update(value).digest("hex");
    expect((await repos.sessions.findValid(hashed))?.username).toBe(TEST_ADMIN.username);
    expect(await repos.sessions.findValid(value)).toBeUndefined();
  });

  test("is Secure over HTTPS, and behind a proxy only when TRUST_PROXY says so", async () => {
    const direct = await makeTestAppWithAdmin();
    const https = await login(direct.app, "https://localhost/api/auth/login");
    expect(parseSetCookie(sidCookie(https)!).attributes.secure).toBe(true);
    const spoofed = await login(direct.app, "http://localhost/api/auth/login", {
      "X-Forwarded-Proto": "https",
    });
    expect(parseSetCookie(sidCookie(spoofed)!).attributes.secure).toBeUndefined();

    const proxied = await makeTestAppWithAdmin({ TRUST_PROXY: "on" });
    const viaProxy = await login(proxied.app, "http://localhost/api/auth/login", {
      "X-Forwarded-Proto": "https",
    });
    expect(parseSetCookie(sidCookie(viaProxy)!).attributes.secure).toBe(true);
  });

  test("a garbage cookie is not a session and is cleared", async () => {
    const { app } = await makeTestAppWithAdmin();
    const res = await app.request("/api/auth/check", { headers: { Cookie: "sid=garbage" } });
    expect(await res.json()).toEqual({ authenticated: false });
    const cleared = parseSetCookie(sidCookie(res)!);
    expect(cleared.value).toBe("");
    expect(cleared.attributes["max-age"]).toBe("0");
  });

  test("cookie updates never ride on publicly cacheable responses", async () => {
    const { app } = await makeTestAppWithAdmin();
    const res = await app.request("/robots.txt", { headers: { Cookie: "sid=garbage" } });
    expect(res.headers.get("cache-control")).toContain("public");
    expect(sidCookie(res)).toBeUndefined();
  });
});

describe("session lifetime", () => {
  test("slides: used within 7 days it stays valid, extended at most once an hour", async () => {
    const c = clock();
    const { app, repos } = await makeTestAppWithAdmin({}, { now: c.now });
    const cookie = await signIn(app);
    const check = () => app.request("/api/auth/check", { headers: { Cookie: cookie } });
    const id = createHash("sha256").update(cookie.slice(4)).digest("hex");
    const expiry = async () => (await repos.sessions.findValid(id, c.now()))?.expires_at;
    const first = (await expiry())!;

    c.advance(30 * 60 * 1000);
    const soon = await check();
    expect(await soon.json()).toEqual({ authenticated: true });
    expect(sidCookie(soon)).toBeUndefined();
    expect(await expiry()).toBe(first);

    c.advance(HOUR);
    const later = await check();
    expect(await later.json()).toEqual({ authenticated: true });
    expect(await expiry()).toBe(c.now() + SESSION_IDLE_MS);
    expect(parseSetCookie(sidCookie(later)!).attributes["max-age"]).toBe(String(SESSION_IDLE_MS / 1000));

    // Used every 6 days, it lives on...
    for (let i = 0; i < 4; i++) {
      c.advance(6 * DAY);
      expect(await (await check()).json()).toEqual({ authenticated: true });
    }
    // ...but never past 30 days from sign-in.
    c.advance(6 * DAY);
    expect(c.now() - Date.UTC(2026, 0, 1)).toBeGreaterThan(SESSION_MAX_MS);
    expect(await (await check()).json()).toEqual({ authenticated: false });
  });

  test("expires after 7 days idle", async () => {
    const c = clock();
    const { app } = await makeTestAppWithAdmin({}, { now: c.now });
    const cookie = await signIn(app);
    c.advance(SESSION_IDLE_MS + 1);
    const res = await app.request("/api/auth/check", { headers: { Cookie: cookie } });
    expect(await res.json()).toEqual({ authenticated: false });
    const admin = await app.request("/api/contact-submissions", { headers: { Cookie: cookie } });
    expect(admin.status).toBe(401);
  });

  test("expired sessions are purged", async () => {
    const c = clock();
    const { app, repos } = await makeTestAppWithAdmin({}, { now: c.now });
    await signIn(app);
    expect(await repos.sessions.purgeExpired(c.now())).toBe(0);
    c.advance(SESSION_IDLE_MS);
    expect(await repos.sessions.purgeExpired(c.now())).toBe(1);
  });
});
