import { beforeAll, describe, expect, setDefaultTimeout, spyOn, test } from "bun:test";
import { createHash } from "node:crypto";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../../tests/support/app";
import { ACCOUNT_LOCK } from "../../auth";
import { helper } from "../../lib/helper-process";

// Each test checks passwords with argon2id (~0.1 s of CPU each), the throttle's tests ten or more times:
// seconds on a busy machine.
setDefaultTimeout(30_000);

type TestApp = Awaited<ReturnType<typeof makeTestAppWithAdmin>>["app"];

const post = async (app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const login = async (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  post(app, "/api/auth/login", body, headers);

const sidOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((v) => v.startsWith("sid="))
    ?.split(";")[0];
/** n attempts at once (argon2 makes each cost ~0.1 s of CPU); their statuses. */
const many = async (n: number, attempt: () => Promise<Response>) =>
  (await Promise.all(Array.from({ length: n }, attempt))).map((r) => r.status);
const hashOf = (cookie: string) => createHash("sha256").update(cookie.slice("sid=".length)).digest("hex");

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
});

describe("POST /api/auth/login", () => {
  test("right credentials → 200 with the user, a session cookie and no-store", async () => {
    const res = await login(t.app, TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, user: { username: TEST_ADMIN.username } });
    expect(sidOf(res)).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("a wrong username and a wrong password answer identically, both after a real hash check", async () => {
    // Verified in the passwords helper (src/auth/passwords.ts): count the verifications sent there.
    const verify = spyOn(helper("passwords"), "run");
    try {
      const wrongUser = await login(t.app, { username: "nobody", password: TEST_ADMIN.password });
      const wrongPassword = await login(t.app, { username: TEST_ADMIN.username, password: "wrong-password" });
      for (const res of [wrongUser, wrongPassword]) {
        expect(res.status).toBe(401);
        expect(res.headers.get("set-cookie")).toBeNull();
        expect(res.headers.get("content-type")).toBe(wrongUser.headers.get("content-type"));
      }
      expect(await wrongUser.text()).toBe(await wrongPassword.text());
      expect(await (await login(t.app, { username: "x", password: "y" })).json()).toEqual({
        error: "Invalid username or password",
      });
      // Same work for both, so the time does not tell which one was wrong.
      expect(verify.mock.calls.filter(([kind]) => kind === "verify-password")).toHaveLength(3);
    } finally {
      verify.mockRestore();
    }
  });

  test("usernames are exact: a differently cased one is wrong", async () => {
    const res = await login(t.app, {
      username: TEST_ADMIN.username.toUpperCase(),
      password: TEST_ADMIN.password,
    });
    expect(res.status).toBe(401);
  });

  test("bad input of any shape → 4xx JSON with a message, never 500", async () => {
    const cases: [body: string, type: string, status: number, message: RegExp][] = [
      ["{not json", "application/json", 400, /not a valid JSON object/],
      ["[1,2]", "application/json", 400, /not a valid JSON object/],
      ["null", "application/json", 400, /not a valid JSON object/],
      ["", "application/json", 400, /not a valid JSON object/],
      ["username=a&password=b", "application/x-www-form-urlencoded", 415, /Content-Type: application\/json/],
      ["{}", "text/plain", 415, /Content-Type: application\/json/],
      ["{}", "application/json", 400, /Username is required/],
      ['{"username":"admin"}', "application/json", 400, /Password is required/],
      ['{"username":5,"password":[]}', "application/json", 400, /required/],
      [JSON.stringify({ username: "a".repeat(101), password: "b" }), "application/json", 400, /.+/],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await t.app.request("http://localhost/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      expect(`${body} → ${res.status}`).toBe(`${body} → ${status}`);
      const json = (await res.json()) as { error: string };
      expect(json.error).toMatch(message);
    }
  });

  test("an oversized body → 413 JSON before it is read", async () => {
    const res = await login(t.app, { username: "a", password: "x".repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain("too large");
  });

  test("a foreign origin is refused (403), whatever the credentials", async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of foreign) {
      const res = await login(t.app, TEST_ADMIN, headers);
      expect(res.status).toBe(403);
      expect(sidOf(res)).toBeUndefined();
    }
    const own = await login(t.app, TEST_ADMIN, {
      Origin: "http://localhost",
      "Sec-Fetch-Site": "same-origin",
    });
    expect(own.status).toBe(200);
  });
});

describe("GET /api/auth/check", () => {
  test("answers authenticated false or true, always 200 and never cached", async () => {
    const anonymous = await t.app.request("/api/auth/check");
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ authenticated: false });
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const cookie = await signIn(t.app);
    const signedIn = await t.app.request("/api/auth/check", { headers: { Cookie: cookie } });
    expect(await signedIn.json()).toEqual({ authenticated: true });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
  });
});

describe("session rotation and logout", () => {
  test("every login gets a fresh id and the session it presented is deleted", async () => {
    const first = await signIn(t.app);
    const again = await login(t.app, TEST_ADMIN, { Cookie: first });
    const second = sidOf(again)!;
    expect(second).not.toBe(first);
    expect(await t.repos.sessions.findValid(hashOf(first))).toBeUndefined();
    expect(await t.repos.sessions.findValid(hashOf(second))).toBeDefined();
    const old = await t.app.request("/api/contact-submissions", { headers: { Cookie: first } });
    expect(old.status).toBe(401);
    const current = await t.app.request("/api/auth/check", { headers: { Cookie: second } });
    expect(await current.json()).toEqual({ authenticated: true });
  });

  test("a cookie planted before login never becomes the session", async () => {
    const planted = `sid=${"P".repeat(43)}`;
    const res = await login(t.app, TEST_ADMIN, { Cookie: planted });
    expect(sidOf(res)).not.toBe(planted);
    const check = await t.app.request("/api/auth/check", { headers: { Cookie: planted } });
    expect(await check.json()).toEqual({ authenticated: false });
  });

  test("logout deletes the session on the server and clears the cookie", async () => {
    const cookie = await signIn(t.app);
    expect(await t.repos.sessions.findValid(hashOf(cookie))).toBeDefined();
    const res = await post(t.app, "/api/auth/logout", "", { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cleared = res.headers.getSetCookie().find((v) => v.startsWith("sid="))!;
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await t.repos.sessions.findValid(hashOf(cookie))).toBeUndefined();
    // Replaying the old cookie gets nothing.
    const replay = await t.app.request("/api/auth/check", { headers: { Cookie: cookie } });
    expect(await replay.json()).toEqual({ authenticated: false });
  });

  test("logout without a session is fine", async () => {
    const res = await post(t.app, "/api/auth/logout", "");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("throttling failed logins", () => {
  const wrong = { username: TEST_ADMIN.username, password: "wrong-password" };

  test("10 failures per client and username → 429 with Retry-After and a clear message", async () => {
    let now = Date.UTC(2026, 0, 1);
    const { app } = await makeTestAppWithAdmin({}, { now: () => now });
    expect(await many(10, () => login(app, wrong))).toEqual(Array(10).fill(401));
    const limited = await login(app, wrong);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect(await limited.json()).toEqual({
      error: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    });
    // The right password does not get through while throttled either.
    expect((await login(app, TEST_ADMIN)).status).toBe(429);
    now += 14 * 60 * 1000 + 30 * 1000;
    const nearlyOver = await login(app, wrong);
    expect(nearlyOver.headers.get("retry-after")).toBe("30");
    expect(((await nearlyOver.json()) as { error: string }).error).toContain("wait 1 minute and");
    now += 30 * 1000;
    expect((await login(app, TEST_ADMIN)).status).toBe(200);
  });

  test("a success resets the count for that username", async () => {
    const { app } = await makeTestAppWithAdmin();
    expect(await many(9, () => login(app, wrong))).toEqual(Array(9).fill(401));
    expect((await login(app, TEST_ADMIN)).status).toBe(200);
    expect(await many(10, () => login(app, wrong))).toEqual(Array(10).fill(401));
    expect((await login(app, wrong)).status).toBe(429);
    // 21 argon2id checks: seconds on a busy machine.
  }, 30_000);

  test("per client overall: 50 attempts across usernames; other clients are unaffected", async () => {
    const { app } = await makeTestAppWithAdmin({ TRUST_PROXY: "on" });
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    let i = 0;
    const attempt = () => login(app, { username: `user${i++}`, password: "x" }, from("203.0.113.7"));
    expect(await many(50, attempt)).toEqual(Array(50).fill(401));
    const limited = await login(app, { username: "another", password: "x" }, from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(app, TEST_ADMIN, from("198.51.100.1"))).status).toBe(200);
    // 51 argon2id checks: half a minute on a busy machine.
  }, 120_000);

  test("X-Forwarded-For is ignored unless TRUST_PROXY is on", async () => {
    const { app } = await makeTestAppWithAdmin();
    let i = 0;
    await many(10, () => login(app, wrong, { "X-Forwarded-For": `192.0.2.${i++}` }));
    expect((await login(app, wrong, { "X-Forwarded-For": "192.0.2.200" })).status).toBe(429);
  });

  test("RATE_LIMITS=off disables it", async () => {
    // More than both limits (10 per username, 50 per client) from one client.
    expect(await many(51, () => login(t.app, wrong))).toEqual(Array(51).fill(401));
    // 51 argon2id checks: half a minute on a busy machine.
  }, 120_000);
});

describe("throttling failed logins per account, across addresses", () => {
  const wrong = { username: TEST_ADMIN.username, password: "wrong-password" };
  /** A site behind a proxy, so each attempt can come from its own address; its clock moved by hand. */
  async function proxied(env: Record<string, string> = {}) {
    const clock = { now: Date.UTC(2026, 0, 1) };
    const { app } = await makeTestAppWithAdmin({ TRUST_PROXY: "on", ...env }, { now: () => clock.now });
    let n = 0;
    /** Each call from an address never used before. */
    const fresh = (body: unknown) => login(app, body, { "X-Forwarded-For": `203.0.113.${n++}` });
    return { app, clock, fresh };
  }
  const held = async (res: Response) => ({
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    error: ((await res.json()) as { error: string }).error,
  });

  test("10 failures from 10 addresses hold the account: the right password from an 11th is refused too, with a clear message", async () => {
    const { fresh } = await proxied();
    expect(await many(10, () => fresh(wrong))).toEqual(Array(10).fill(401));
    expect(await held(await fresh(TEST_ADMIN))).toEqual({
      status: 429,
      retryAfter: "60",
      error:
        "Too many failed sign-ins for this account. Try again in 1 minute, or sign in from a place you have signed in from before (such as the office). If these attempts were not yours, tell another admin: someone may be guessing the password.",
    });
  }, 60_000);

  test("an unknown username is held exactly the same way (the answer never tells whether it exists)", async () => {
    const { fresh } = await proxied();
    const nobody = { username: "no-such-admin", password: "wrong-password" };
    expect(await many(10, () => fresh(nobody))).toEqual(Array(10).fill(401));
    const [a, b] = [await held(await fresh(nobody)), await held(await fresh(TEST_ADMIN))];
    expect(a.status).toBe(429);
    expect(a.retryAfter).toBe("60");
    // The real account is untouched by guesses at another name.
    expect(b.status).toBe(200);
  }, 60_000);

  test("each failure after a hold doubles it (2, 4, 8 minutes, then at most 15); the right password then gets in", async () => {
    const { clock, fresh } = await proxied();
    expect(await many(10, () => fresh(wrong))).toEqual(Array(10).fill(401));
    const waits: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await fresh(wrong);
      waits.push((await held(r)).retryAfter ?? "none");
      clock.now += Number(r.headers.get("retry-after")) * 1000;
      // Once the hold is over, the next guess is checked (and fails), which holds the account again.
      expect((await fresh(wrong)).status).toBe(401);
    }
    expect(waits).toEqual(["60", "120", "240", "480", "900", "900"]);
    expect((await fresh(TEST_ADMIN)).status).toBe(429);
    clock.now += ACCOUNT_LOCK.maxDelayMs;
    expect((await fresh(TEST_ADMIN)).status).toBe(200);
    // A success forgets the growth: the next hold starts at a minute again.
    expect(await many(10, () => fresh(wrong))).toEqual(Array(10).fill(401));
    expect((await held(await fresh(wrong))).retryAfter).toBe("60");
  }, 90_000);

  test("an address the admin signed in from before is not held: guesses elsewhere cannot keep the admin out", async () => {
    const { app, fresh } = await proxied();
    const office = { "X-Forwarded-For": "198.51.100.1" };
    expect((await login(app, TEST_ADMIN, office)).status).toBe(200);
    expect(await many(10, () => fresh(wrong))).toEqual(Array(10).fill(401));
    expect((await fresh(TEST_ADMIN)).status).toBe(429);
    expect((await login(app, TEST_ADMIN, office)).status).toBe(200);
  }, 60_000);

  test("RATE_LIMITS=off lifts it", async () => {
    const { fresh } = await proxied({ RATE_LIMITS: "off" });
    expect(await many(11, () => fresh(wrong))).toEqual(Array(11).fill(401));
    expect((await fresh(TEST_ADMIN)).status).toBe(200);
  }, 60_000);
});
