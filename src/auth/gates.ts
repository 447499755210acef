/**
 * Half-finished accounts: an admin signed in with a password someone else set (a new admin's one-time
 * password) must replace it, and with REQUIRE_2FA=on an admin without two-factor sign-in must set it up,
 * before reaching any other admin page or API. The admin guard (src/http/admin-guard.ts) applies
 * these; only the exact paths below stay open, so no other spelling of any path gets through.
 */
import type { Gate } from "../shared/wire-types";

export const ACCOUNT_PATH = "/admin/account";

export function gateFor(
  session: { mustChangePassword: boolean; totpEnabled: boolean },
  require2fa: boolean,
): Gate | undefined {
  if (session.mustChangePassword) return "password";
  if (require2fa && !session.totpEnabled) return "two-factor";
  return undefined;
}

const OPEN: Record<Gate, ReadonlySet<string>> = {
  password: new Set([
    `GET ${ACCOUNT_PATH}`,
    `POST ${ACCOUNT_PATH}/password`,
    "POST /api/account/password",
    "POST /admin/logout",
  ]),
  "two-factor": new Set([
    `GET ${ACCOUNT_PATH}`,
    `POST ${ACCOUNT_PATH}/two-factor/setup`,
    `POST ${ACCOUNT_PATH}/two-factor/enable`,
    `POST ${ACCOUNT_PATH}/two-factor/cancel`,
    "POST /api/account/two-factor/setup",
    "POST /api/account/two-factor/enable",
    "POST /api/account/two-factor/cancel",
    "POST /admin/logout",
  ]),
};

export const openWhileGated = (gate: Gate, method: string, path: string) =>
  OPEN[gate].has(`${method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()} ${path}`);

export const GATE_MESSAGES: Record<Gate, string> = {
  password: "Choose a new password first: the one you signed in with was set for you and works only once.",
  "two-factor": "Set up two-factor sign-in first: this site requires it for every admin.",
};
