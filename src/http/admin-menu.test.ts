/**
 * The admin menu comes from one list (views/layout/admin-menu.ts), and no admin screen is out of its reach:
 * every screen the app registers under /admin belongs to one of its sections, except the few that are
 * reached another way. A screen added tomorrow without its section fails here instead of shipping
 * unreachable.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { ADMIN_MENU, isInSection } from "../../views/layout/admin-menu";

// Signing in hashes a password on purpose slowly; a busy machine needs more than the default.
setDefaultTimeout(30_000);

const { app } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
const cookie = await signIn(app);

/** Screens that are in no section, each with how an admin gets there. */
const REACHED_ELSEWHERE: Record<string, string> = {
  "/admin": "a short address that leads on to Posts",
  "/admin/login": "the sign-in screen, before there is a menu",
  "/admin/subscribers.csv": "a download, linked from the Subscribers screen",
};

const screens = [
  ...new Set(
    app.routes
      .filter((r) => r.method === "GET" && (r.path === "/admin" || r.path.startsWith("/admin/")))
      .map((r) => r.path),
  ),
];

test("the walk sees the admin area's screens (it cannot pass by walking nothing)", () => {
  expect(screens.length).toBeGreaterThan(15);
  for (const path of ["/admin/dashboard", "/admin/posts/:id", "/admin/site/:kind/:id", "/admin/account"])
    expect(screens).toContain(path);
  // The exceptions are real screens, so the list cannot keep a line for one that is gone.
  for (const path of Object.keys(REACHED_ELSEWHERE)) expect(screens).toContain(path);
});

test("every admin screen belongs to a section of the menu, or is one of the few reached elsewhere", () => {
  const unreachable = screens.filter(
    (path) => !(path in REACHED_ELSEWHERE) && !ADMIN_MENU.some((entry) => isInSection(entry, path)),
  );
  expect(unreachable).toEqual([]);
});

describe("every section of the menu opens for a signed-in admin, marked as the current one", () => {
  for (const entry of ADMIN_MENU) {
    test(`${entry.label}: ${entry.path}`, async () => {
      const res = await app.request(`http://localhost${entry.path}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      const nav = /<nav aria-label="Admin"[\s\S]*?<\/nav>/.exec(await res.text())?.[0] ?? "";
      // The bar is drawn from the list: its links in the list's order, this section's marked.
      expect([...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual(ADMIN_MENU.map((e) => e.path));
      expect(/<a href="([^"]+)" aria-current="page"/.exec(nav)?.[1]).toBe(entry.path);
    });
  }
});
