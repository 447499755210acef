import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { createHash } from "node:crypto";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";
import { cookieOf, get, postForm, postJson } from "../../tests/support/http";

// Each test hashes and checks passwords with argon2id (~0.1 s of CPU each): seconds on a busy machine.
setDefaultTimeout(30_000);

const sha = (cookie: string) => createHash("sha256").update(cookie.slice("sid=".length)).digest("hex");
const NEW_PASSWORD = "blue-kettle-march-violin";

async function signInWithAgent(
  app: Awaited<ReturnType<typeof makeTestAppWithAdmin>>["app"],
  ua: string,
  credentials = TEST_ADMIN,
) {
  const res = await app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": ua },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return cookieOf(res, "sid")!;
}

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("change password", () => {
  test("needs the current password; a weak one is refused with the reason; nothing changes", async () => {
    const { app } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(app);
    const wrong = await postJson(
      app,
      "/api/account/password",
      { currentPassword: "nope", newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "Your current password is not right.",
      fields: { currentPassword: "Your current password is not right." },
    });
    for (const [weak, reason] of [
      ["short", /at least 12 characters/],
      ["password1234", /commonly used password/],
      ["admin-rules-the-site", /must not contain your username/],
    ] as const) {
      const res = await postJson(
        app,
        "/api/account/password",
        { currentPassword: TEST_ADMIN.password, newPassword: weak },
        cookie,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(reason);
    }
    // The no-JS form answers with the page, the reason beside the field and in a toast.
    const form = await postForm(
      app,
      "/admin/account/password",
      { currentPassword: TEST_ADMIN.password, newPassword: "password1234" },
      cookie,
    );
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain('id="new-password-error"');
    expect(html).toContain("commonly used password");
    expect(html).not.toContain("password1234");
    // The old password still works.
    expect((await postJson(app, "/api/auth/login", TEST_ADMIN)).status).toBe(200);
  });

  test("a change signs out every other session and keeps this one under a fresh id", async () => {
    const { app, repos } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const here = await signInWithAgent(app, FIREFOX);
    const phone = await signInWithAgent(app, IPHONE);
    const res = await postForm(
      app,
      "/admin/account/password",
      { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD },
      here,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/account");
    const fresh = cookieOf(res, "sid")!;
    expect(fresh).toMatch(/^sid=[\w-]{43}$/);
    expect(fresh).not.toBe(here);
    expect(await repos.sessions.findValid(sha(here))).toBeUndefined();
    expect(await repos.sessions.findValid(sha(phone))).toBeUndefined();
    expect((await get(app, "/api/contact-submissions", phone)).status).toBe(401);
    expect((await get(app, "/api/contact-submissions", here)).status).toBe(401);
    expect((await get(app, "/api/contact-submissions", fresh)).status).toBe(200);
    expect((await postJson(app, "/api/auth/login", TEST_ADMIN)).status).toBe(401);
    expect(
      (await postJson(app, "/api/auth/login", { username: TEST_ADMIN.username, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe("sessions list", () => {
  test("shows each session's browser, address, start and last seen; signs one out, then everywhere else", async () => {
    let now = Date.UTC(2026, 2, 4, 15, 0);
    const { app } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => now });
    const here = await signInWithAgent(app, FIREFOX);
    const laptop = await signInWithAgent(app, "curl/8.5.0");
    now += 60_000;
    const phone = await signInWithAgent(app, IPHONE);
    const list = (await (await get(app, "/api/account/sessions", here)).json()) as {
      id: string;
      current: boolean;
      browser: string;
      ip: string;
      createdAt: string;
    }[];
    expect(list.map((s) => [s.browser, s.current])).toEqual([
      ["Firefox 128 on Windows", true],
      ["Safari 17 on iPhone", false],
      ["Unknown browser", false],
    ]);
    expect(list[1]!.createdAt).toBe(new Date(Date.UTC(2026, 2, 4, 15, 1)).toISOString());

    const page = await (await get(app, "/admin/account", here)).text();
    expect(page).toContain("Safari 17 on iPhone");
    expect(page).toContain("This browser");
    // March 4, 2026 15:01 UTC is 10:01 AM in the Cayman Islands.
    expect(page).toContain("March 4, 2026 at 10:01 AM");

    const phoneId = list[1]!.id;
    const revoke = await postForm(app, `/admin/account/sessions/${phoneId}/revoke`, {}, here);
    expect(revoke.status).toBe(303);
    expect((await get(app, "/api/auth/check", phone)).headers.get("set-cookie")).toContain("sid=;");
    expect(await (await get(app, "/api/auth/check", phone)).json()).toEqual({ authenticated: false });
    expect(await (await get(app, "/api/auth/check", laptop)).json()).toEqual({ authenticated: true });
    // Signing out this session from the list is refused (Logout does that); an unknown id is a 404.
    expect(
      (
        await app.request(`http://localhost/api/account/sessions/${sha(here)}`, {
          method: "DELETE",
          headers: { Cookie: here },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await app.request(`http://localhost/api/account/sessions/${"0".repeat(64)}`, {
          method: "DELETE",
          headers: { Cookie: here },
        })
      ).status,
    ).toBe(404);

    const others = await postJson(app, "/api/account/sessions/revoke-others", {}, here);
    expect(await others.json()).toEqual({ ok: true, count: 1 });
    expect(await (await get(app, "/api/auth/check", laptop)).json()).toEqual({ authenticated: false });
    expect(await (await get(app, "/api/auth/check", here)).json()).toEqual({ authenticated: true });
  });

  test("another admin's session cannot be signed out from my list", async () => {
    const { app } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const mine = await signIn(app);
    const added = (await (
      await postJson(app, "/api/admins", { username: "clerk", currentPassword: TEST_ADMIN.password }, mine)
    ).json()) as {
      oneTimePassword: string;
    };
    const theirs = await signIn(app, { username: "clerk", password: added.oneTimePassword });
    const res = await app.request(`http://localhost/api/account/sessions/${sha(theirs)}`, {
      method: "DELETE",
      headers: { Cookie: mine },
    });
    expect(res.status).toBe(404);
    expect(await (await get(app, "/api/auth/check", theirs)).json()).toEqual({ authenticated: true });
  });

  test("last seen is written at most every five minutes, not per request", async () => {
    let now = Date.UTC(2026, 0, 1);
    const { app, repos } = await makeTestAppWithAdmin({}, { now: () => now });
    const cookie = await signIn(app);
    const seen = async () =>
      (await repos.sessions.listForUser((await repos.users.findByUsername("admin"))!.id, now))[0]!.lastSeenAt;
    now += 60_000;
    await get(app, "/api/auth/check", cookie);
    expect(await seen()).toBe(Date.UTC(2026, 0, 1));
    now += 5 * 60_000;
    await get(app, "/api/auth/check", cookie);
    expect(await seen()).toBe(now);
  });
});

describe("admins", () => {
  test("add: a one-time password shown once; its owner must change it before anything else", async () => {
    const { app, repos } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const admin = await signIn(app);
    const form = await postForm(
      app,
      "/admin/account/admins",
      { username: "paralegal", currentPassword: TEST_ADMIN.password },
      admin,
    );
    expect(form.status).toBe(200);
    const html = await form.text();
    const password = /data-one-time-password="true">([^<]+)</.exec(html)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(form.headers.get("cache-control")).toBe("no-store");
    // The database holds only its hash.
    const row = (await repos.users.findByUsername("paralegal"))!;
    expect(row.password_hash).toStartWith("$argon2id$");

    const dup = await postJson(
      app,
      "/api/admins",
      { username: "paralegal", currentPassword: TEST_ADMIN.password },
      admin,
    );
    expect(dup.status).toBe(409);
    const bad = await postJson(
      app,
      "/api/admins",
      { username: "has space", currentPassword: TEST_ADMIN.password },
      admin,
    );
    expect(bad.status).toBe(400);

    const theirs = await signIn(app, { username: "paralegal", password: password! });
    for (const path of [
      "/admin/dashboard",
      "/admin/contact-submissions",
      "/admin/activity",
      "/Admin/Dashboard",
      "/admin/account/",
    ]) {
      const res = await get(app, path, theirs);
      expect(`${path} ${res.status} ${res.headers.get("location")}`).toBe(`${path} 302 /admin/account`);
    }
    const api = await get(app, "/api/contact-submissions", theirs);
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: string }).error).toContain("Choose a new password first");
    expect((await postJson(app, "/api/posts", {}, theirs)).status).toBe(403);
    expect((await postJson(app, "/api/admins", { username: "sneaky" }, theirs)).status).toBe(403);
    const page = await (await get(app, "/admin/account", theirs)).text();
    expect(page).toContain("Choose your own password");
    expect(page).not.toContain("Active sessions");

    const change = await postForm(
      app,
      "/admin/account/password",
      { currentPassword: password!, newPassword: NEW_PASSWORD },
      theirs,
    );
    expect(change.status).toBe(303);
    expect(change.headers.get("location")).toBe("/admin/dashboard");
    const after = cookieOf(change, "sid")!;
    expect((await get(app, "/admin/dashboard", after)).status).toBe(200);
    expect((await signIn(app, { username: "paralegal", password: NEW_PASSWORD })).length).toBeGreaterThan(4);
  });

  test("remove: never yourself, and the removed admin's sessions end at once", async () => {
    const { app } = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const admin = await signIn(app);
    const me = ((await (await get(app, "/api/admins", admin)).json()) as { id: string; you: boolean }[]).find(
      (a) => a.you,
    )!;
    const self = await app.request(`http://localhost/api/admins/${me.id}`, {
      method: "DELETE",
      headers: { Cookie: admin },
    });
    expect(self.status).toBe(400);
    expect(((await self.json()) as { error: string }).error).toContain("cannot remove yourself");

    const added = (await (
      await postJson(app, "/api/admins", { username: "clerk", currentPassword: TEST_ADMIN.password }, admin)
    ).json()) as {
      admin: { id: string };
      oneTimePassword: string;
    };
    const theirs = await signIn(app, { username: "clerk", password: added.oneTimePassword });
    // The no-JS form needs the confirmation tick.
    const unticked = await postForm(app, `/admin/account/admins/${added.admin.id}/remove`, {}, admin);
    expect(unticked.status).toBe(303);
    expect(await (await get(app, "/api/auth/check", theirs)).json()).toEqual({ authenticated: true });
    const removed = await postForm(
      app,
      `/admin/account/admins/${added.admin.id}/remove`,
      { confirm: "yes" },
      admin,
    );
    expect(removed.status).toBe(303);
    expect(await (await get(app, "/api/auth/check", theirs)).json()).toEqual({ authenticated: false });
    expect(
      (await postJson(app, "/api/auth/login", { username: "clerk", password: added.oneTimePassword })).status,
    ).toBe(401);
    const again = await app.request(`http://localhost/api/admins/${added.admin.id}`, {
      method: "DELETE",
      headers: { Cookie: admin },
    });
    expect(again.status).toBe(404);
  });

  test("the last admin cannot be removed", async () => {
    const { repos } = await makeTestAppWithAdmin();
    const only = (await repos.users.findByUsername("admin"))!;
    expect(await repos.users.remove(only.id, "someone-else")).toBe("last");
    expect(await repos.users.count()).toBe(1);
  });
});

describe("account pages and APIs are guarded", () => {
  test("signed out: pages redirect to the login page, APIs answer 401", async () => {
    const { app } = await makeTestAppWithAdmin();
    for (const path of ["/admin/account", "/admin/activity", "/admin/account/admins", "/ADMIN/Account"]) {
      expect((await get(app, path)).headers.get("location")).toBe("/admin/login");
    }
    for (const [method, path] of [
      ["GET", "/api/account/sessions"],
      ["POST", "/api/account/password"],
      ["POST", "/api/account/two-factor/setup"],
      ["GET", "/api/admins"],
      ["POST", "/api/admins"],
      ["DELETE", "/api/admins/x"],
      ["GET", "/api/activity"],
      ["GET", "/API/Activity"],
    ] as const) {
      const res = await app.request(`http://localhost${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
    expect((await postForm(app, "/admin/account/admins", { username: "x" })).headers.get("location")).toBe(
      "/admin/login",
    );
  });
});
