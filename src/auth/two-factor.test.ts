import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";
import { cookieOf, enableTwoFactor, get, postForm, postJson } from "../../tests/support/http";
import { INVALID_CODE, SIGN_IN_EXPIRED } from "./sign-in";
import { totpCode } from "./totp-codes";

// Each test signs in (an argon2id check, ~0.1 s of CPU each) several times: seconds on a busy machine.
setDefaultTimeout(30_000);

const T0 = Date.UTC(2026, 5, 1, 12, 0, 5);

async function setup(env: Record<string, string> = {}) {
  const clock = { now: T0 };
  const t = await makeTestAppWithAdmin(env, { now: () => clock.now });
  const cookie = await signIn(t.app);
  const { secret, recoveryCodes } = await enableTwoFactor(t.app, cookie, () => clock.now);
  return { ...t, clock, secret, recoveryCodes, cookie };
}

/** Step one through the JSON API: 202 and only a pending cookie. */
async function password(app: Awaited<ReturnType<typeof setup>>["app"]) {
  const res = await postJson(app, "/api/auth/login", TEST_ADMIN);
  expect(res.status).toBe(202);
  expect(await res.json()).toEqual({ ok: false, twoFactorRequired: true, next: "/api/auth/2fa" });
  expect(cookieOf(res, "sid")).toBeUndefined();
  const pending = cookieOf(res, "sid_pending")!;
  expect(pending).toMatch(/^sid_pending=[\w-]{43}$/);
  expect(res.headers.getSetCookie().find((c) => c.startsWith("sid_pending="))).toMatch(
    /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
  );
  return pending;
}

describe("enrolment", () => {
  test("the set-up shows a QR code (SVG) and the secret as text; a wrong code does not turn it on", async () => {
    const { app } = await makeTestAppWithAdmin();
    const cookie = await signIn(app);
    const start = await postForm(app, "/admin/account/two-factor/setup", {}, cookie);
    expect(start.status).toBe(303);
    const page = await (await get(app, "/admin/account", cookie)).text();
    const secret = /data-totp-secret="([A-Z2-7]+)"/.exec(page)?.[1];
    expect(secret).toHaveLength(32);
    expect(page).toContain("<svg");
    expect(page).toContain(secret!.slice(0, 4));
    const wrong = await postForm(app, "/admin/account/two-factor/enable", { code: "000000" }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right");
    expect((await postJson(app, "/api/auth/login", TEST_ADMIN)).status).toBe(200);

    const right = await postForm(
      app,
      "/admin/account/two-factor/enable",
      { code: totpCode(secret!, Date.now()) },
      cookie,
    );
    expect(right.status).toBe(200);
    const html = await right.text();
    const codes = [...html.matchAll(/data-recovery-code="true">([a-z2-9-]+)</g)].map((m) => m[1]);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(right.headers.get("cache-control")).toBe("no-store");
    // Codes are stored hashed only; the page never shows them again.
    const again = await (await get(app, "/admin/account", cookie)).text();
    expect(again).not.toContain(codes[0]!);
    expect(again).toContain('Recovery codes left: <strong data-recovery-codes-left="true">10</strong>');
    expect((await postJson(app, "/api/auth/login", TEST_ADMIN)).status).toBe(202);
  });
});

describe("sign-in with a second factor", () => {
  test("a right password is not a session: check says false and no admin page or API opens", async () => {
    const { app } = await setup();
    const pending = await password(app);
    expect(await (await get(app, "/api/auth/check", pending)).json()).toEqual({ authenticated: false });
    for (const path of ["/admin/dashboard", "/admin/account", "/Admin/Account"]) {
      expect((await get(app, path, pending)).headers.get("location")).toBe("/admin/login");
    }
    expect((await get(app, "/api/contact-submissions", pending)).status).toBe(401);
    expect(
      (await postJson(app, "/api/account/two-factor/disable", { password: TEST_ADMIN.password }, pending))
        .status,
    ).toBe(401);
    // A pending token presented as a session cookie is no session either.
    expect((await get(app, "/api/contact-submissions", pending.replace("sid_pending=", "sid="))).status).toBe(
      401,
    );
  });

  test("the right code signs in; the same code is refused the second time, the next one works", async () => {
    const { app, clock, secret } = await setup();
    clock.now += 30_000;
    const code = totpCode(secret, clock.now);
    const pending = await password(app);
    const wrong = await postJson(
      app,
      "/api/auth/2fa",
      { code: code === "123456" ? "654321" : "123456" },
      pending,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: INVALID_CODE });
    const ok = await postJson(app, "/api/auth/2fa", { code }, pending);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, user: { username: TEST_ADMIN.username } });
    const sid = cookieOf(ok, "sid")!;
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("sid_pending=;"))).toBe(true);
    expect(await (await get(app, "/api/auth/check", sid)).json()).toEqual({ authenticated: true });
    // The pending sign-in is used up.
    const reused = await postJson(app, "/api/auth/2fa", { code }, pending);
    expect(await reused.json()).toEqual({ error: SIGN_IN_EXPIRED, restart: true });

    // Same code, new sign-in, same 30 seconds: refused (RFC 6238 §5.2).
    const second = await password(app);
    expect((await postJson(app, "/api/auth/2fa", { code }, second)).status).toBe(401);
    clock.now += 30_000;
    expect((await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now) }, second)).status).toBe(
      200,
    );
  });

  test("a code from one step either side is accepted; two steps off is not", async () => {
    const { app, clock, secret } = await setup();
    clock.now += 5 * 60_000;
    const pending = await password(app);
    expect(
      (await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now - 60_000) }, pending)).status,
    ).toBe(401);
    expect(
      (await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now + 30_000) }, pending)).status,
    ).toBe(200);
  });

  test("wrong codes are throttled per account, however many sign-ins they are spread over", async () => {
    const { app, clock, secret } = await setup();
    clock.now += 60_000;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const pending = await password(app);
      statuses.push((await postJson(app, "/api/auth/2fa", { code: "000000" }, pending)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const pending = await password(app);
    const right = await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now) }, pending);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBe("900");
    expect(((await right.json()) as { error: string }).error).toContain("Too many failed sign-in attempts");
    clock.now += 15 * 60_000;
    const later = await password(app);
    expect((await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now) }, later)).status).toBe(
      200,
    );
  });

  test("a recovery code works once, in any case and with or without hyphens", async () => {
    const { app, recoveryCodes } = await setup();
    const code = recoveryCodes[3]!;
    const first = await password(app);
    expect(
      (await postJson(app, "/api/auth/2fa", { code: ` ${code.toUpperCase().replace(/-/g, "")} ` }, first))
        .status,
    ).toBe(200);
    const second = await password(app);
    expect((await postJson(app, "/api/auth/2fa", { code }, second)).status).toBe(401);
    expect((await postJson(app, "/api/auth/2fa", { code: recoveryCodes[4]! }, second)).status).toBe(200);
  });

  test("the pending sign-in expires after five minutes", async () => {
    const { app, clock, secret } = await setup();
    const pending = await password(app);
    clock.now += 5 * 60_000 + 1;
    const res = await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now) }, pending);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: SIGN_IN_EXPIRED, restart: true });
  });

  test("without JavaScript: password, then the code step on the login page, then the dashboard", async () => {
    const { app, clock, secret } = await setup();
    clock.now += 30_000;
    const step1 = await postForm(app, "/admin/login", TEST_ADMIN);
    expect(step1.status).toBe(303);
    expect(step1.headers.get("location")).toBe("/admin/login");
    expect(cookieOf(step1, "sid")).toBeUndefined();
    const pending = cookieOf(step1, "sid_pending")!;
    const page = await (await get(app, "/admin/login", pending)).text();
    expect(page).toContain("Authentication code");
    expect(page).toMatch(/autocomplete="one-time-code"/i);
    expect(page).not.toContain('name="password"');

    const wrong = await postForm(app, "/admin/login", { step: "code", code: "12345x" }, pending);
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(INVALID_CODE);
    expect(wrongHtml).toContain("Authentication code");

    const right = await postForm(
      app,
      "/admin/login",
      { step: "code", code: totpCode(secret, clock.now) },
      pending,
    );
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin/dashboard");
    expect((await get(app, "/admin/dashboard", cookieOf(right, "sid"))).status).toBe(200);
  });

  test("without JavaScript: 'start again' forgets the pending sign-in", async () => {
    const { app, secret, clock } = await setup();
    const pending = cookieOf(await postForm(app, "/admin/login", TEST_ADMIN), "sid_pending")!;
    const cancel = await postForm(app, "/admin/login", { step: "cancel" }, pending);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.getSetCookie().some((c) => c.startsWith("sid_pending=;"))).toBe(true);
    expect(await (await get(app, "/admin/login", pending)).text()).toContain('name="password"');
    expect(
      (await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now + 30_000) }, pending)).status,
    ).toBe(401);
  });
});

describe("turning it off", () => {
  test("needs the password (or a current code); afterwards sign-in asks only for the password", async () => {
    const { app, cookie, secret, clock } = await setup();
    const refused = await postJson(app, "/api/account/two-factor/disable", { password: "wrong" }, cookie);
    expect(refused.status).toBe(400);
    const form = await postForm(
      app,
      "/admin/account/two-factor/disable",
      { password: TEST_ADMIN.password },
      cookie,
    );
    expect(form.status).toBe(303);
    expect((await postJson(app, "/api/auth/login", TEST_ADMIN)).status).toBe(200);
    // And on again, then off with a code.
    clock.now += 60_000;
    const again = await enableTwoFactor(app, cookie, () => clock.now);
    clock.now += 30_000;
    const byCode = await postJson(
      app,
      "/api/account/two-factor/disable",
      { code: totpCode(again.secret, clock.now) },
      cookie,
    );
    expect(byCode.status).toBe(200);
    expect(secret).not.toBe(again.secret);
  });
});

describe("REQUIRE_2FA=on", () => {
  test("an admin without it is held on the set-up until it is on, then goes on as usual", async () => {
    let now = T0;
    const { app } = await makeTestAppWithAdmin({ REQUIRE_2FA: "on" }, { now: () => now });
    const cookie = await signIn(app);
    for (const path of [
      "/admin/dashboard",
      "/admin/contact-submissions",
      "/admin/posts/new",
      "/admin/activity",
    ]) {
      expect((await get(app, path, cookie)).headers.get("location")).toBe("/admin/account");
    }
    const api = await get(app, "/api/contact-submissions", cookie);
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: string }).error).toContain(
      "this site requires it for every admin",
    );
    expect(
      (await postJson(app, "/api/account/password", { currentPassword: "x", newPassword: "y" }, cookie))
        .status,
    ).toBe(403);
    const page = await (await get(app, "/admin/account", cookie)).text();
    expect(page).toContain("Set up two-factor sign-in");
    expect(page).toContain("requires two-factor sign-in");
    expect(page).not.toContain("Active sessions");

    await enableTwoFactor(app, cookie, () => now);
    expect((await get(app, "/admin/dashboard", cookie)).status).toBe(200);
    const off = await postJson(
      app,
      "/api/account/two-factor/disable",
      { password: TEST_ADMIN.password },
      cookie,
    );
    expect(off.status).toBe(403);
    now += 60_000;
    expect((await postJson(app, "/api/auth/login", TEST_ADMIN)).status).toBe(202);
  });
});

test("a password change ends sign-ins still waiting for their code", async () => {
  const { app, clock, secret, cookie } = await setup({ RATE_LIMITS: "off" });
  const pending = await password(app);
  const change = await postJson(
    app,
    "/api/account/password",
    { currentPassword: TEST_ADMIN.password, newPassword: "blue-kettle-march-violin" },
    cookie,
  );
  expect(change.status).toBe(200);
  const res = await postJson(app, "/api/auth/2fa", { code: totpCode(secret, clock.now + 30_000) }, pending);
  expect(await res.json()).toEqual({ error: SIGN_IN_EXPIRED, restart: true });
});
