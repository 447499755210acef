/** The first admin: a generated password works once, like an added admin's; one from the environment stays. */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { cookieOf, get, postForm } from "../../tests/support/http";
import { ensureAdmin } from ".";

// Sign-ins and password changes hash with argon2id (~0.1 s of CPU each): seconds on a busy machine.
setDefaultTimeout(30_000);

const NEW_PASSWORD = "tidal-lantern-quartz-81";

/** Signs in through the no-JavaScript form; the session cookie and where it went. */
async function signIn(
  app: Awaited<ReturnType<typeof makeTestApp>>["app"],
  username: string,
  password: string,
) {
  const res = await postForm(app, "/admin/login", { username, password });
  expect(res.status).toBe(303);
  return { cookie: cookieOf(res, "sid")!, location: res.headers.get("location") };
}

describe("the first admin", () => {
  test("a generated password must be replaced at first sign-in; then the dashboard opens", async () => {
    const t = await makeTestApp({ RATE_LIMITS: "off" });
    const printed: string[] = [];
    await ensureAdmin(t.repos, t.config, (line) => printed.push(line));
    const password = /^ {4}password: (\S+)$/m.exec(printed.join("\n"))?.[1];
    expect(password).toBeDefined();
    expect(printed.join("\n")).toContain("choose your own password");

    const first = await signIn(t.app, "admin", password!);
    expect(first.location).toBe("/admin/dashboard");
    const dashboard = await get(t.app, "/admin/dashboard", first.cookie);
    expect(`${dashboard.status} ${dashboard.headers.get("location")}`).toBe("302 /admin/account");
    expect(await (await get(t.app, "/admin/account", first.cookie)).text()).toContain(
      "Choose your own password",
    );

    const change = await postForm(
      t.app,
      "/admin/account/password",
      { currentPassword: password!, newPassword: NEW_PASSWORD },
      first.cookie,
    );
    expect(`${change.status} ${change.headers.get("location")}`).toBe("303 /admin/dashboard");
    expect((await get(t.app, "/admin/dashboard", cookieOf(change, "sid")!)).status).toBe(200);
    // From then on, signing in lands on the dashboard.
    const again = await signIn(t.app, "admin", NEW_PASSWORD);
    expect(again.location).toBe("/admin/dashboard");
    expect((await get(t.app, "/admin/dashboard", again.cookie)).status).toBe(200);
  });

  test("one from ADMIN_USERNAME and ADMIN_PASSWORD is the operator's choice: no change asked", async () => {
    const t = await makeTestApp({
      RATE_LIMITS: "off",
      ADMIN_USERNAME: "partner",
      ADMIN_PASSWORD: NEW_PASSWORD,
    });
    await ensureAdmin(t.repos, t.config, () => {});
    const { cookie, location } = await signIn(t.app, "partner", NEW_PASSWORD);
    expect(location).toBe("/admin/dashboard");
    expect((await get(t.app, "/admin/dashboard", cookie)).status).toBe(200);
  });
});
