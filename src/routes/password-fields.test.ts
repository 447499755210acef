import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { LoginForm } from "../../views/admin/account/login-form.island";

/**
 * Password and two-factor fields work with password managers and pasting: each says what it holds
 * (autocomplete), keeps one id and name whatever else is on the page, and nothing blocks paste.
 */

setDefaultTimeout(30_000);

/** Every input of the HTML as its attributes. */
const inputs = (html: string) =>
  [...html.matchAll(/<input\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
const byId = (html: string, id: string) => inputs(html).find((i) => i.id === id);
const NO_PASTE_BLOCKING = /on(paste|copy|cut|drop)=|readonly[^>]*type="password"/i;

describe("password and two-factor fields", () => {
  test("sign-in: username, current password and the one-time code, with fixed ids and names", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const html = await (await t.app.request("http://localhost/admin/login")).text();
    expect(byId(html, "login-username")).toMatchObject({ name: "username", autocomplete: "username" });
    expect(byId(html, "login-password")).toMatchObject({
      name: "password",
      type: "password",
      autocomplete: "current-password",
    });
    const code = renderToString(createElement(LoginForm, { username: "admin", step: "code" }));
    expect(byId(code, "login-code")).toMatchObject({ name: "code", autocomplete: "one-time-code" });
    for (const page of [html, code]) expect(page).not.toMatch(NO_PASTE_BLOCKING);
  });

  test("account: the password change names whose password it is; current and new passwords say which is which", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    const html = await (
      await t.app.request("http://localhost/admin/account", { headers: { Cookie: cookie } })
    ).text();
    const form = /<form[^>]*action="\/admin\/account\/password"[\s\S]*?<\/form>/.exec(html)![0];
    // A password manager updates the saved sign-in of this username (not sent with the form: no name).
    expect(inputs(form)[0]).toMatchObject({ type: "text", autocomplete: "username", value: "admin" });
    expect(inputs(form)[0]!.name).toBeUndefined();
    expect(byId(form, "current-password")).toMatchObject({
      name: "currentPassword",
      type: "password",
      autocomplete: "current-password",
    });
    expect(byId(form, "new-password")).toMatchObject({
      name: "newPassword",
      type: "password",
      autocomplete: "new-password",
    });
    for (const i of inputs(html).filter((x) => x.type === "password"))
      expect(["current-password", "new-password"]).toContain(i.autocomplete!);
    expect(html).not.toMatch(NO_PASTE_BLOCKING);
  });
});
