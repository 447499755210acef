import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";

// Each test signs in (an argon2id check, ~0.1 s of CPU each), the throttle's ten times: seconds on a busy
// machine.
setDefaultTimeout(30_000);

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
beforeAll(async () => {
  t = await makeTestAppWithAdmin();
});

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.request("http://localhost/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const sidOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((v) => v.startsWith("sid="))
    ?.split(";")[0];

describe("GET /admin/login", () => {
  test("renders a plain form with required, labelled, autocompleting fields; noindex and no-store", async () => {
    const res = await t.app.request("/admin/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Admin Login");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const formTag = /<form [^>]*>/.exec(html)?.[0] ?? "";
    expect(formTag).toContain('action="/admin/login"');
    expect(formTag).toContain('method="post"');
    for (const [label, name, autocomplete, type] of [
      ["Username", "username", "username", "text"],
      ["Password", "password", "current-password", "password"],
    ]) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id).toBeDefined();
      const input = new RegExp(`<input [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(input).toContain(`name="${name}"`);
      expect(input).toContain(`type="${type}"`);
      expect(input).toContain('required=""');
      expect(input.toLowerCase()).toContain(`autocomplete="${autocomplete}"`);
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    expect(html).toContain('data-island="login-form"');
  });

  test("a signed-in visit goes to the dashboard", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.request("/admin/login", { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
  });
});

describe("POST /admin/login (no JavaScript)", () => {
  test("wrong credentials → 401 page with the failure toast, the username kept and the password not echoed", async () => {
    for (const fields of [
      { username: TEST_ADMIN.username, password: "not-the-password" },
      { username: "nobody", password: "not-the-password" },
    ]) {
      const res = await form(fields);
      expect(res.status).toBe(401);
      expect(sidOf(res)).toBeUndefined();
      const html = await res.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain("Login Failed");
      expect(html).toContain("Invalid username or password");
      expect(html).toContain(`value="${fields.username}"`);
      expect(html).not.toContain("not-the-password");
    }
  });

  test("a typed username is escaped when shown again", async () => {
    const res = await form({ username: '"><script>alert(1)</script>', password: "x" });
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });

  test("missing fields → 400 page with the reason", async () => {
    const res = await form({ username: "someone" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Login Failed");
    expect(html).toContain("Password is required");
    expect(html).toContain('value="someone"');
  });

  test("right credentials → 303 to the dashboard with a session cookie", async () => {
    const res = await form(TEST_ADMIN);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    const cookie = sidOf(res)!;
    const check = await t.app.request("/api/auth/check", { headers: { Cookie: cookie } });
    expect(await check.json()).toEqual({ authenticated: true });
  });

  test("throttled → 429 page with the wait and Retry-After", async () => {
    const now = Date.UTC(2026, 0, 1);
    const { app } = await makeTestAppWithAdmin({}, { now: () => now });
    const wrong = { username: TEST_ADMIN.username, password: "wrong" };
    await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request("/api/auth/login", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(wrong),
        }),
      ),
    );
    const res = await app.request("http://localhost/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(wrong).toString(),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("900");
    const html = await res.text();
    expect(html).toContain("Login Failed");
    expect(html).toContain("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  });

  test("a cross-site form post is refused", async () => {
    const res = await form(TEST_ADMIN, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(sidOf(res)).toBeUndefined();
  });
});

describe("POST /admin/logout (no JavaScript)", () => {
  test("deletes the session, carries the toast and goes to the login page", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.request("http://localhost/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login");
    expect(sidOf(res)).toBe("sid=");
    const flash = res.headers
      .getSetCookie()
      .find((v) => v.startsWith("flash="))!
      .split(";")[0]!;
    const check = await t.app.request("/api/auth/check", { headers: { Cookie: cookie } });
    expect(await check.json()).toEqual({ authenticated: false });

    const page = await t.app.request("/admin/login", { headers: { Cookie: flash } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Logged out successfully");
  });
});

test("GET /admin goes to the dashboard when signed in", async () => {
  const cookie = await signIn(t.app);
  const res = await t.app.request("/admin", { headers: { Cookie: cookie } });
  expect(res.headers.get("location")).toBe("/admin/dashboard");
});
