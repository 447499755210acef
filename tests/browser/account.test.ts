import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { totpCode } from "../../src/auth/totp-codes";
import { ADMIN, type Harness, startHarness } from "./harness";

/**
 * Accounts in Chromium, against the real server: the Account page (password, two-factor set-up,
 * sessions, admins) with and without JavaScript, the two-step sign-in, and the Activity page.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const path = (page: Page) => new URL(page.url()).pathname;
/** Chromium reports every non-2xx fetch on the console; refusals are expected to produce some. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p));

async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

async function login(page: Page, username: string, password: string, js = true) {
  await page.goto("/admin/login");
  if (js) await hydrated(page, "form[action='/admin/login']");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Scans nothing: reads the secret the page shows as text and computes the app's code, as a person would type it. */
async function enrol(page: Page) {
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await page.locator("[data-totp-secret]").waitFor();
  expect(await page.locator("#two-factor svg").count()).toBe(1);
  const secret = (await page.locator("[data-totp-secret]").getAttribute("data-totp-secret"))!;
  const shown = (await page.locator("[data-totp-secret]").textContent())!;
  expect(shown.replace(/\s/g, "")).toBe(secret);
  await page.getByLabel("Code from the app").fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await page.getByRole("heading", { name: "Two-factor sign-in is on" }).waitFor();
  const codes = await page.locator("[data-recovery-code]").allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

describe("Account page with JavaScript", () => {
  test("reached from the admin navigation; a weak password is refused with the reason; a good one is taken", async () => {
    const { page, context, problems } = await h.newPage();
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
    await page.waitForURL("**/admin/account");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Account");
    expect(await page.getByRole("link", { name: "Account" }).getAttribute("aria-current")).toBe("page");
    // This session, described from the browser's User-Agent.
    expect(await page.locator("#sessions").textContent()).toContain("This browser");
    expect(await page.locator("#sessions").textContent()).toContain("Chrome");

    await hydrated(page, "form[action='/admin/account/password']");
    // A marker on the window: it survives only if the page is not reloaded (the island works in place).
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByLabel("Current password").fill(ADMIN.password);
    await page.getByLabel("New password").fill("password1234");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.locator("#new-password-error").waitFor();
    expect(await page.locator("#new-password-error").textContent()).toContain("commonly used password");
    expect(await page.getByRole("alert").textContent()).toContain("commonly used password");

    const change = async (current: string, next: string) => {
      await page.getByLabel("Current password").fill(current);
      await page.getByLabel("New password").fill(next);
      const [res] = await Promise.all([
        page.waitForResponse("**/api/account/password"),
        page.getByRole("button", { name: "Change password" }).click(),
      ]);
      expect(res.status()).toBe(200);
      await page.getByRole("status").filter({ hasText: "Password Changed" }).waitFor();
    };
    await change(ADMIN.password, "blue-kettle-march-violin");
    expect(path(page)).toBe("/admin/account");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.getByLabel("New password").inputValue()).toBe("");
    expect(await page.locator("#new-password-error").count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    // And back, so the other tests sign in with the harness's password.
    await change("blue-kettle-march-violin", ADMIN.password);
    await context.close();
  });

  test("two-factor sign-in: set up from the page, then the login asks for a code (the island's second step)", async () => {
    const { page, context, problems } = await h.newPage();
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/account");
    const { secret, codes } = await enrol(page);
    await page.getByRole("link", { name: "I have saved them" }).click();
    expect(await page.locator("[data-recovery-codes-left]").textContent()).toBe("10");

    const second = await h.newPage();
    await login(second.page, ADMIN.username, ADMIN.password);
    const code = second.page.getByLabel("Authentication code");
    await code.waitFor();
    expect(path(second.page)).toBe("/admin/login");
    expect((await second.context.cookies()).some((c) => c.name === "sid")).toBe(false);
    // Half signed in is not signed in.
    const check = await second.page.evaluate(() => fetch("/api/auth/check").then((r) => r.json()));
    expect(check).toEqual({ authenticated: false });

    await code.fill("000000");
    await second.page.getByRole("button", { name: "Verify" }).click();
    await second.page.getByRole("alert").filter({ hasText: "That code is not right" }).waitFor();
    // The code of the next 30 seconds (the current one was used to turn it on, and a code works once).
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await second.page.getByRole("button", { name: "Verify" }).click();
    await second.page.waitForURL("**/admin/dashboard");
    expect(unexpected(second.problems)).toEqual([]);
    await second.context.close();

    // A recovery code works once.
    const third = await h.newPage();
    await login(third.page, ADMIN.username, ADMIN.password);
    await third.page.getByLabel("Authentication code").fill(codes[0]!);
    await third.page.getByRole("button", { name: "Verify" }).click();
    await third.page.waitForURL("**/admin/dashboard");
    await third.context.close();

    // Turn it off again (password required), so later tests sign in with the password alone.
    await page.getByLabel("Your password, to turn it off").fill(ADMIN.password);
    await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await page.getByRole("status").filter({ hasText: "Two-Factor Sign-In Off" }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe("Account page with JavaScript: admins and sessions change in place", () => {
  test("add an admin, see the one-time password once, sign their session out, remove them", async () => {
    const { page, context, problems } = await h.newPage();
    await login(page, ADMIN.username, ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/account");
    await hydrated(page, "form[action='/admin/account/admins']");
    await page.evaluate(() => Object.assign(window, { stayed: true }));

    await page.getByLabel("Add an admin").fill("associate");
    await page.getByLabel("Your password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Add admin" }).click();
    const shown = page.getByRole("region", { name: "Admin added" });
    await shown.waitFor();
    const oneTime = (await shown.locator("[data-one-time-password]").textContent())!;
    expect(oneTime).toMatch(/^[\w-]{24}$/);
    expect(await page.locator('[data-admin="associate"]').textContent()).toContain(
      "has not chosen a password yet",
    );
    // A taken name is refused beside the field.
    await page.getByLabel("Add an admin").fill("associate");
    await page.getByLabel("Your password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Add admin" }).click();
    await page.locator("#new-admin-error").waitFor();
    expect(await page.locator("#new-admin-error").textContent()).toContain("already exists");

    // This admin's own second session, signed out from the list without a reload.
    const other = await h.newPage({
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    });
    await login(other.page, ADMIN.username, ADMIN.password);
    await other.page.waitForURL("**/admin/dashboard");
    await page.reload();
    await hydrated(page, "form[action='/admin/account/sessions/revoke-others']");
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    const before = await page.locator("[data-session]").count();
    await page.getByRole("button", { name: /^Sign out Safari 17 on macOS/ }).click();
    await page.getByRole("status").filter({ hasText: "Session Signed Out" }).waitFor();
    expect(await page.locator("[data-session]").count()).toBe(before - 1);
    await other.page.goto("/admin/dashboard");
    expect(path(other.page)).toBe("/admin/login");
    await other.context.close();

    const row = page.locator('[data-admin="associate"]');
    await row.getByLabel("Yes, remove associate").check();
    await row.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("status").filter({ hasText: "Admin Removed" }).waitFor();
    expect(await page.locator('[data-admin="associate"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const gone = await h.query("SELECT id FROM users WHERE username = ?", ["associate"]);
    expect(gone).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe("Account page without JavaScript", () => {
  const noJs = () => h.newPage({ javaScriptEnabled: false });

  test("add an admin (one-time password shown once); they must choose their own password first", async () => {
    const { page, context } = await noJs();
    await login(page, ADMIN.username, ADMIN.password, false);
    await page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/account");
    await page.getByLabel("Add an admin").fill("paralegal");
    await page.getByLabel("Your password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Add admin" }).click();
    await page.getByRole("heading", { name: "Admin added" }).waitFor();
    const oneTime = (await page.locator("[data-one-time-password]").textContent())!;
    expect(oneTime).toMatch(/^[\w-]{24}$/);

    const them = await noJs();
    await login(them.page, "paralegal", oneTime, false);
    await them.page.waitForURL("**/admin/account");
    expect(await them.page.getByRole("heading", { level: 2 }).first().textContent()).toBe(
      "Choose your own password",
    );
    await them.page.goto("/admin/contact-submissions");
    expect(path(them.page)).toBe("/admin/account");
    await them.page.getByLabel("One-time password").fill(oneTime);
    await them.page.getByLabel("New password").fill("violet-harbour-lantern-42");
    await them.page.getByRole("button", { name: "Change password" }).click();
    await them.page.waitForURL("**/admin/dashboard");
    expect(await them.page.getByRole("status").filter({ hasText: "Password Changed" }).count()).toBe(1);

    // Removing them (with the tick) ends their session at once.
    await page.goto("/admin/account");
    const row = page.locator('[data-admin="paralegal"]');
    await row.getByLabel("Yes, remove paralegal").check();
    await row.getByRole("button", { name: "Remove" }).click();
    await page.waitForURL("**/admin/account#admins");
    expect(await page.locator('[data-admin="paralegal"]').count()).toBe(0);
    await them.page.goto("/admin/dashboard");
    expect(path(them.page)).toBe("/admin/login");
    await them.context.close();
    await context.close();
  });

  test("sessions: another browser is listed and signed out from here", async () => {
    const { page, context } = await noJs();
    await login(page, ADMIN.username, ADMIN.password, false);
    await page.waitForURL("**/admin/dashboard");
    const other = await h.newPage({
      javaScriptEnabled: false,
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    });
    await login(other.page, ADMIN.username, ADMIN.password, false);
    await other.page.waitForURL("**/admin/dashboard");

    await page.goto("/admin/account");
    await page
      .getByRole("button", { name: /^Sign out Firefox 128 on Windows/ })
      .first()
      .click();
    await page.waitForURL("**/admin/account#sessions");
    expect(await page.getByRole("status").filter({ hasText: "Session Signed Out" }).count()).toBe(1);
    await other.page.goto("/admin/dashboard");
    expect(path(other.page)).toBe("/admin/login");

    await login(other.page, ADMIN.username, ADMIN.password, false);
    await other.page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await page.waitForURL("**/admin/account#sessions");
    expect(await page.locator("[data-session]").count()).toBe(1);
    await other.page.goto("/admin/dashboard");
    expect(path(other.page)).toBe("/admin/login");
    await other.context.close();
    await context.close();
  });

  test("two-factor set-up and the two-step sign-in work as plain forms", async () => {
    const { page, context } = await noJs();
    await login(page, ADMIN.username, ADMIN.password, false);
    await page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/account");
    const { secret } = await enrol(page);

    const other = await noJs();
    await login(other.page, ADMIN.username, ADMIN.password, false);
    await other.page.waitForURL("**/admin/login");
    await other.page.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + 30_000));
    await other.page.getByRole("button", { name: "Verify" }).click();
    await other.page.waitForURL("**/admin/dashboard");
    await other.context.close();

    await page.goto("/admin/account");
    await page.getByLabel("Your password, to turn it off").fill(ADMIN.password);
    await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await page.waitForURL("**/admin/account");
    expect(await page.getByRole("button", { name: "Set up two-factor sign-in" }).count()).toBe(1);
    await context.close();
  });
});

describe("Activity page", () => {
  test("lists what happened, newest first, filterable by action, without JavaScript", async () => {
    const { page, context } = await h.newPage({ javaScriptEnabled: false });
    await login(page, ADMIN.username, ADMIN.password, false);
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
    await page.waitForURL("**/admin/activity");
    const firstRow = page.locator("tbody tr").first();
    expect(await firstRow.textContent()).toContain("Signed in");
    expect(await firstRow.textContent()).toContain("admin");
    expect(await page.locator("tbody").textContent()).toContain("Added an admin");
    await page.getByLabel("Action").selectOption("admin.remove");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/\/admin\/activity\?.*action=admin\.remove/);
    const rows = await page.locator("tbody tr").allTextContents();
    const removals = await h.query<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = ?", [
      "admin.remove",
    ]);
    // Earlier tests removed admins (with and without JavaScript): exactly those, nothing else.
    expect(rows.length).toBe(Number(removals[0]!.n));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).toContain("Removed an admin");
    const db = await h.query<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = ?", [
      "auth.2fa_enable",
    ]);
    expect(Number(db[0]!.n)).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe("REQUIRE_2FA=on", () => {
  test("signing in leads to the set-up, nothing else opens until it is on, then the dashboard", async () => {
    const strict = await startHarness({ REQUIRE_2FA: "on" });
    try {
      const { page, problems } = await strict.newPage();
      await login(page, ADMIN.username, ADMIN.password);
      await page.waitForURL("**/admin/account");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Set up two-factor sign-in");
      const nav = page.getByRole("navigation", { name: "Admin" });
      expect(await nav.getByRole("link").allTextContents()).toEqual(["Account"]);
      await page.goto("/admin/contact-submissions");
      expect(path(page)).toBe("/admin/account");
      await hydrated(page, "form[action='/admin/account/two-factor/setup']");
      await enrol(page);
      await page.getByRole("link", { name: "I have saved them" }).click();
      await page.waitForURL("**/admin/dashboard");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Posts");
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await strict.stop();
    }
  });
});
