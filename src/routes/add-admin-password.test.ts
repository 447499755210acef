/**
 * Adding an admin asks for the current admin's own password, on the JSON API and on the plain form: a
 * session left open on a shared computer cannot hand the firm's admin area to someone else. Missing or
 * wrong: a clear refusal naming the field, nothing created, what was typed kept.
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";

async function setup() {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const cookie = await signIn(t.app);
  const api = (body: unknown) =>
    t.app.request("http://localhost/api/admins", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const form = (fields: Record<string, string>) =>
    t.app.request("http://localhost/admin/account/admins", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
      },
      body: new URLSearchParams(fields).toString(),
    });
  const admins = async () => (await t.repos.users.listAccounts()).map((a) => a.username).sort();
  return { ...t, api, form, admins };
}

describe("adding an admin", () => {
  test("the API: missing password → 400, wrong → 403, each naming the field; nothing created", async () => {
    const t = await setup();
    const missing = await t.api({ username: "clerk" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.currentPassword).toMatch(
      /Enter your own password/,
    );
    const wrong = await t.api({ username: "clerk", currentPassword: "not-my-password" });
    expect(wrong.status).toBe(403);
    const body = (await wrong.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields.currentPassword).toBe(body.error);
    expect(body.error).toMatch(/password you signed in with/);
    expect(await t.admins()).toEqual(["admin"]);

    const added = await t.api({ username: "clerk", currentPassword: TEST_ADMIN.password });
    expect(added.status).toBe(201);
    expect(await t.admins()).toEqual(["admin", "clerk"]);
    const audit = await t.repos.audit.list({ limit: 5, action: "admin.add" });
    expect(audit.map((e) => e.targetLabel)).toEqual(["clerk"]);
  });

  test("the plain form: a password field; a wrong one re-shows the form with the username kept", async () => {
    const t = await setup();
    const page = await (
      await t.app.request("http://localhost/admin/account", { headers: { Cookie: await signIn(t.app) } })
    ).text();
    const addForm = /<form[^>]*action="\/admin\/account\/admins"[\s\S]*?<\/form>/.exec(page)?.[0] ?? "";
    expect(addForm).toContain('name="currentPassword"');
    expect(addForm).toContain('type="password"');

    const wrong = await t.form({ username: "paralegal", currentPassword: "nope" });
    expect(wrong.status).toBe(403);
    const html = await wrong.text();
    expect(html).toContain("password you signed in with");
    expect(html).toMatch(/name="username"[^>]*value="paralegal"|value="paralegal"[^>]*name="username"/);
    const missing = await t.form({ username: "paralegal" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Enter your own password");
    expect(await t.admins()).toEqual(["admin"]);

    const ok = await t.form({ username: "paralegal", currentPassword: TEST_ADMIN.password });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("data-one-time-password");
    expect(await t.admins()).toEqual(["admin", "paralegal"]);
  });
});
