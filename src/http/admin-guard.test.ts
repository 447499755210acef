import { beforeAll, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";
import { adminArea } from "./admin-guard";

/** Every admin call of the original API (each answers 401 without a valid session). */
const ADMIN_API: [method: string, path: string, body?: string][] = [
  ["POST", "/api/posts", "{}"],
  ["PATCH", "/api/posts/x", "{}"],
  ["PUT", "/api/posts/x", "{}"],
  ["DELETE", "/api/posts/x"],
  ["POST", "/api/upload"],
  ["GET", "/api/contact-submissions"],
  ["PATCH", "/api/contact-submissions/x/status", '{"status":"contacted"}'],
  ["DELETE", "/api/contact-submissions/x"],
];

const ADMIN_PAGES = [
  "/admin",
  "/admin/dashboard",
  "/admin/contact-submissions",
  "/admin/posts/new",
  "/admin/posts/1",
];

/** Spellings that a router, a proxy or a browser might treat as the same admin page. */
const ODD_SPELLINGS = [
  "/admin/dashboard/",
  "//admin/dashboard",
  "/admin//dashboard",
  "/ADMIN/dashboard",
  "/Admin/Dashboard",
  "/admin/%64ashboard",
  "/%61dmin/dashboard",
  "/admin%2Fdashboard",
  "/admin%252Fdashboard",
  "/admin/./dashboard",
  "/x/..%2Fadmin/dashboard",
  "/admin\\dashboard",
  "/admin/login/",
  "/ADMIN/login",
  "/admin/login/../dashboard",
  "/admin/posts/..%2Flogin",
];

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let loggedOutCookie: string;

beforeAll(async () => {
  t = await makeTestAppWithAdmin();
  // A handler registered after the guard, as later admin screens will be: it must be unreachable unguarded.
  t.app.get("/admin/secret", (c) => c.text("admin secret"));
  t.app.get("/Admin/secret", (c) => c.text("admin secret"));
  t.app.post("/api/contact-submissions/export", (c) => c.text("admin secret"));
  loggedOutCookie = await signIn(t.app);
  await t.app.request("http://localhost/api/auth/logout", {
    method: "POST",
    headers: { Cookie: loggedOutCookie },
  });
});

const request = (method: string, path: string, cookie?: string, body?: string) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body,
  });

describe("admin API without a valid session → 401 JSON", () => {
  const cookies: [string, () => string | undefined][] = [
    ["no cookie", () => undefined],
    ["a garbage cookie", () => "sid=garbage"],
    ["a well-formed but unknown token", () => `sid=${"A".repeat(43)}`],
    ["a logged-out session", () => loggedOutCookie],
  ];
  for (const [label, cookie] of cookies) {
    for (const [method, path, body] of ADMIN_API) {
      test(`${method} ${path} with ${label}`, async () => {
        const res = await request(method, path, cookie(), body);
        expect(res.status).toBe(401);
        expect(res.headers.get("cache-control")).toBe("no-store");
        const json = (await res.json()) as { error: string };
        expect(json.error).toContain("sign");
      });
    }
  }

  test("odd spellings and lowercase methods of admin API paths are guarded too", async () => {
    for (const [method, path] of [
      ["POST", "/API/posts"],
      ["POST", "//api/posts/"],
      ["DELETE", "/api/posts%2Fx"],
      ["patch", "/api/posts/x"],
      ["GET", "/api/Contact-Submissions"],
      ["GET", "/api/contact-submissions/"],
      ["POST", "/api/contact-submissions/export"],
      ["POST", "/api/upload/"],
    ] as const) {
      const res = await request(method, path, undefined, "{}");
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
  });
});

describe("public API stays public", () => {
  test("reading posts, checking auth and signing in need no session", async () => {
    for (const [method, path] of [
      ["GET", "/api/posts"],
      ["GET", "/api/posts/x"],
      ["GET", "/api/posts/slug/x"],
      ["GET", "/api/auth/check"],
    ]) {
      const res = await request(method!, path!);
      expect(`${path} ${res.status}`).not.toBe(`${path} 401`);
    }
    const contact = await request("POST", "/api/contact", undefined, "{}");
    expect(contact.status).not.toBe(401);
  });
});

describe("admin pages without a session redirect to /admin/login", () => {
  for (const path of [...ADMIN_PAGES, ...ODD_SPELLINGS]) {
    test(path, async () => {
      const res = await request("GET", path);
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toBe("/admin/login");
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  }

  test("with a garbage or logged-out cookie too", async () => {
    for (const cookie of ["sid=garbage", loggedOutCookie]) {
      const res = await request("GET", "/admin/dashboard", cookie);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
  });

  test("a form post to an admin page answers 303, so the browser follows with a GET", async () => {
    const res = await t.app.request("http://localhost/admin/posts/new", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "title=x",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login");
  });

  test("a handler added under /admin later is unreachable without a session, however it is spelled", async () => {
    for (const path of [
      "/admin/secret",
      "/Admin/secret",
      "/admin//secret",
      "/admin/secret/",
      "/admin/%73ecret",
    ]) {
      const res = await request("GET", path);
      expect(await res.text()).not.toContain("admin secret");
      expect(res.headers.get("location")).toBe("/admin/login");
    }
  });
});

describe("with a valid session", () => {
  test("admin pages and API pass the guard and are never cached", async () => {
    const cookie = await signIn(t.app);
    const page = await request("GET", "/admin/secret", cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("admin secret");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const odd = await request("GET", "/Admin/secret", cookie);
    expect(odd.status).toBe(200);
    for (const [method, path, body] of ADMIN_API) {
      const res = await request(method, path, cookie, body);
      expect(`${method} ${path} ${res.status}`).not.toBe(`${method} ${path} 401`);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});

test("refusals carry the strict headers too", async () => {
  for (const res of [
    await request("GET", "/admin/dashboard"),
    await request("POST", "/api/posts", undefined, "{}"),
  ]) {
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  }
});

describe("adminArea", () => {
  test("classifies by normalised path and method", () => {
    expect(adminArea("GET", "/admin/login")).toBe("login");
    expect(adminArea("POST", "/admin/login")).toBe("login");
    expect(adminArea("GET", "/admin/login/")).toBe("page");
    expect(adminArea("POST", "/admin/logout")).toBe("page");
    expect(adminArea("GET", "/administrator")).toBeUndefined();
    expect(adminArea("GET", "/api/posts")).toBeUndefined();
    expect(adminArea("HEAD", "/api/posts/x")).toBeUndefined();
    expect(adminArea("POST", "/api/posts")).toBe("api");
    expect(adminArea("POST", "/api/contact")).toBeUndefined();
    // Closed by default: an API path that is not on the public list needs a session, known or not.
    expect(adminArea("POST", "/api/contact-submissionsx")).toBe("api");
    expect(adminArea("GET", "/api/nothing")).toBe("api");
    expect(adminArea("GET", "/api/posts/x%2F..%2F..%2Fcontact-submissions")).toBe("api");
    expect(adminArea("GET", "/api/upload")).toBe("api");
    expect(adminArea("POST", "/api/auth/login")).toBe("auth");
    expect(adminArea("GET", "/about")).toBeUndefined();
    expect(adminArea("GET", "/admin/%ZZ")).toBe("page");
    expect(adminArea("GET", "/admin%ZZ")).toBeUndefined();
  });
});

describe("a half-finished account (one-time password) passes only to the steps finishing it", () => {
  test("every other admin page, however spelled, goes to the Account page; admin APIs answer 403", async () => {
    const cookie = await signIn(t.app);
    const added = (await (
      await t.app.request("http://localhost/api/admins", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ username: "newcomer", currentPassword: TEST_ADMIN.password }),
      })
    ).json()) as { oneTimePassword: string };
    const theirs = await signIn(t.app, { username: "newcomer", password: added.oneTimePassword });
    for (const path of [
      ...ADMIN_PAGES,
      ...ODD_SPELLINGS.filter((p) => !/login/i.test(p)),
      "/admin/secret",
      "/admin/account/",
      "/ADMIN/account",
    ]) {
      const res = await request("GET", path, theirs);
      expect(`${path} → ${res.status} ${res.headers.get("location")}`).toBe(`${path} → 302 /admin/account`);
    }
    for (const [method, path, body] of ADMIN_API) {
      const res = await request(method, path, theirs, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
    }
    for (const [method, path] of [
      ["POST", "/api/account/two-factor/setup"],
      ["GET", "/api/account/sessions"],
      ["GET", "/api/activity"],
      ["POST", "/API/account/password"],
    ] as const) {
      const res = await request(method, path, theirs, "{}");
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
    }
    expect((await request("GET", "/admin/account", theirs)).status).toBe(200);
    // Signing out is always possible.
    const out = await request("POST", "/admin/logout", theirs);
    expect(out.headers.get("location")).toBe("/admin/login");
  });
});
