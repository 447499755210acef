/**
 * Every route the app registers under /api and /admin, called without a session: unless it is on the one
 * list of public endpoints, the API answers 401 and a screen redirects to the sign-in page. A route added
 * tomorrow is walked too, so it cannot ship open by mistake.
 */
import { describe, expect, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { LOGIN_PATH, PUBLIC_ENDPOINTS, publicEndpoint } from "./public-endpoints";

const { app } = await makeTestApp({ RATE_LIMITS: "off" });

const isAdminPath = (p: string) => ["/api", "/admin"].some((base) => p === base || p.startsWith(`${base}/`));
const routes = [
  ...new Map(
    app.routes
      .filter((r) => r.method !== "ALL" && isAdminPath(r.path))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];
/** A value for each `:param` (a plausible id that names nothing). */
const sample = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "0f8c1d2e-sample");
const isPublic = (method: string, path: string) =>
  path === LOGIN_PATH || publicEndpoint(method, path) !== undefined;

test("the walk covers the whole admin area (it cannot pass by walking nothing)", () => {
  expect(routes.length).toBeGreaterThan(50);
  for (const path of [
    "/api/contact-submissions",
    "/api/account/password",
    "/admin/dashboard",
    "/admin/activity",
  ])
    expect(routes.some((r) => r.path === path)).toBe(true);
});

test("the public list is exactly the short one, and every line of it is a registered route", () => {
  expect(PUBLIC_ENDPOINTS.map((e) => `${e.method} ${e.path}`)).toEqual([
    "GET /api/posts",
    "GET /api/posts/:id",
    "GET /api/posts/slug/:slug",
    "POST /api/contact",
    "GET /api/booking/types",
    "GET /api/booking/slots",
    "POST /api/booking",
    "POST /api/auth/login",
    "POST /api/auth/2fa",
    "GET /api/auth/check",
    "POST /api/auth/logout",
  ]);
  for (const e of PUBLIC_ENDPOINTS)
    expect(routes.some((r) => r.method === e.method && r.path === e.path)).toBe(true);
});

describe("without a session, every non-public route is closed", () => {
  for (const { method, path } of routes.filter((r) => !isPublic(r.method, r.path))) {
    test(`${method} ${path}`, async () => {
      const res = await app.request(`http://localhost${sample(path)}`, { method });
      if (path.startsWith("/api")) {
        expect(res.status).toBe(401);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(((await res.json()) as { error: string }).error).toContain("not signed in");
      } else {
        expect([302, 303]).toContain(res.status);
        expect(res.headers.get("location")).toBe(LOGIN_PATH);
      }
    });
  }
});

describe("the public endpoints answer without a session", () => {
  for (const { method, path } of routes.filter((r) => isPublic(r.method, r.path))) {
    test(`${method} ${path}`, async () => {
      const res = await app.request(`http://localhost${sample(path)}`, {
        method,
        ...(method === "POST" ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}),
      });
      expect(res.status).not.toBe(401);
      expect(res.status).toBeLessThan(500);
    });
  }
});
