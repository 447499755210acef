import type { createApp } from "../../src/app";
import { totpCode } from "../../src/auth/totp-codes";

type App = ReturnType<typeof createApp>;

/** The name=value of a cookie a response sets. */
export const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((v) => v.startsWith(`${name}=`))
    ?.split(";")[0];

export const postJson = (app: App, path: string, body: unknown, cookie?: string, method = "POST") =>
  app.request(`http://localhost${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

export const postForm = (app: App, path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

export const get = (app: App, path: string, cookie?: string) =>
  app.request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Turns on two-factor sign-in through the JSON API; the secret and the recovery codes it showed. */
export async function enableTwoFactor(app: App, cookie: string, now: () => number) {
  const setup = await postJson(app, "/api/account/two-factor/setup", {}, cookie);
  if (setup.status !== 200) throw new Error(`setup ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await postJson(
    app,
    "/api/account/two-factor/enable",
    { code: totpCode(secret, now()) },
    cookie,
  );
  if (enable.status !== 200) throw new Error(`enable ${enable.status} ${await enable.text()}`);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}
