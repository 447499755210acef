import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { createElement } from "react";
import { renderPage } from "../../src/http/render";
import { LogoutButton } from "../../views/layout/logout-button.island";
import { Island } from "../../views/ui/island";
import { makeTestApp } from "../support/app";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
/** A stand-in admin screen with the Logout island in its toolbar, as every admin screen has. */
let toolbarHtml: string;
const TOOLBAR_PATH = "/test-fixture/admin-toolbar";

beforeAll(async () => {
  h = await startHarness();
  const { app } = await makeTestApp();
  app.get(TOOLBAR_PATH, (c) =>
    renderPage(
      c,
      { title: "Toolbar", description: "Test fixture", robots: "noindex, nofollow" },
      createElement(Island, { of: LogoutButton, props: {} }),
    ),
  );
  toolbarHtml = await (await app.request(TOOLBAR_PATH)).text();
});
afterAll(async () => {
  await h?.stop();
});

/** Served by the test from the real server's origin, so the island talks to the real server. */
async function openToolbar(page: Page) {
  await page.route(`${h.baseUrl}${TOOLBAR_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: toolbarHtml }),
  );
  await page.goto(TOOLBAR_PATH);
}

/** Waits until React owns the element, so a click goes to the island rather than the plain form. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

const path = (page: Page) => new URL(page.url()).pathname;
/** Chromium reports every non-2xx fetch on the console; a refused sign-in is expected to produce one. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 40[13]/.test(p));

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
}

describe("admin login with JavaScript", () => {
  test("the page shows the form, hydrates without console problems, and a failure toasts and stays", async () => {
    const { page, context, problems } = await h.newPage();
    await page.goto("/admin/login");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Login");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    const username = page.getByLabel("Username");
    const password = page.getByLabel("Password");
    expect(await username.getAttribute("required")).not.toBeNull();
    expect(await password.getAttribute("required")).not.toBeNull();
    expect(await username.getAttribute("autocomplete")).toBe("username");
    expect(await password.getAttribute("autocomplete")).toBe("current-password");
    await hydrated(page, "form[action='/admin/login']");
    expect(problems).toEqual([]);

    // Both fields are required in the browser: an empty submit goes nowhere.
    await page.getByRole("button", { name: "Login" }).click();
    expect(path(page)).toBe("/admin/login");
    expect(await page.getByRole("alert").count()).toBe(0);

    await fillLogin(page, ADMIN.username, "wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Login Failed");
    expect(await alert.textContent()).toContain("Invalid username or password");
    expect(path(page)).toBe("/admin/login");
    expect(await username.inputValue()).toBe(ADMIN.username);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test("the button reads 'Logging in...' and is disabled while the request is pending", async () => {
    const { page, context } = await h.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admin/login");
    await hydrated(page, "form[action='/admin/login']");
    await fillLogin(page, "nobody", "wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    const pending = page.getByRole("button", { name: "Logging in..." });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.getByRole("alert").waitFor();
    const button = page.getByRole("button", { name: "Login", exact: true });
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });

  test("when throttled, the toast carries the server's message", async () => {
    const { page, context } = await h.newPage();
    const message = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "900" },
        body: JSON.stringify({ error: message }),
      }),
    );
    await page.goto("/admin/login");
    await hydrated(page, "form[action='/admin/login']");
    await fillLogin(page, ADMIN.username, "whatever");
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Login Failed");
    expect(await alert.textContent()).toContain(message);
    expect(path(page)).toBe("/admin/login");
    await context.close();
  });

  test("success goes to the dashboard; a signed-in visit to the login page goes there too", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/admin/login");
    await hydrated(page, "form[action='/admin/login']");
    await fillLogin(page, ADMIN.username, ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/admin/dashboard");
    const cookie = (await context.cookies()).find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    await page.goto("/admin/login");
    expect(path(page)).toBe("/admin/dashboard");
    await context.close();
  });

  test("logout from an admin toolbar shows 'Logged out successfully' on the login page and ends the session", async () => {
    const { page, context, problems } = await h.newPage();
    await page.goto("/admin/login");
    await hydrated(page, "form[action='/admin/login']");
    await fillLogin(page, ADMIN.username, ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/admin/dashboard");
    // The dashboard is another screen, checked by its own tests: only what follows is checked here.
    await page.waitForLoadState("networkidle");
    problems.length = 0;

    await openToolbar(page);
    await hydrated(page, "form[action='/admin/logout']");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    const toast = page.getByRole("status").filter({ hasText: "Logged out successfully" });
    await toast.waitFor();
    expect(await toast.isVisible()).toBe(true);
    expect(problems, problems.join("\n")).toEqual([]);

    await page.goto("/admin/dashboard");
    expect(path(page)).toBe("/admin/login");
    await context.close();
  });
});

describe("unauthenticated visits", () => {
  for (const target of [
    "/admin/dashboard",
    "/admin/contact-submissions",
    "/admin/posts/new",
    "/ADMIN/Dashboard",
  ]) {
    test(`${target} lands on /admin/login`, async () => {
      const { page, context } = await h.newPage();
      await page.goto(target);
      expect(path(page)).toBe("/admin/login");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Login");
      await context.close();
    });
  }
});

describe("admin login without JavaScript", () => {
  const noJs = () => h.newPage({ javaScriptEnabled: false });

  test("a failure shows the toast and keeps the username", async () => {
    const { page, context } = await noJs();
    await page.goto("/admin/login");
    await fillLogin(page, ADMIN.username, "wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForLoadState();
    expect(path(page)).toBe("/admin/login");
    const alert = page.getByRole("alert");
    expect(await alert.textContent()).toContain("Login Failed");
    expect(await alert.textContent()).toContain("Invalid username or password");
    expect(await page.getByLabel("Username").inputValue()).toBe(ADMIN.username);
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await context.close();
  });

  test("success reaches the dashboard and logout returns to the login page with the toast", async () => {
    const { page, context } = await noJs();
    await page.goto("/admin/login");
    await fillLogin(page, ADMIN.username, ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/admin/dashboard");

    await openToolbar(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    expect(await page.getByRole("status").filter({ hasText: "Logged out successfully" }).count()).toBe(1);
    await page.goto("/admin/dashboard");
    expect(path(page)).toBe("/admin/login");
    await context.close();
  });
});
