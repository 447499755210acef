import { Secret, TOTP } from "otpauth";

/**
 * TOTP (RFC 6238) as every authenticator app reads it: 30-second steps, 6 digits, HMAC-SHA-1, a 160-bit
 * secret; otpauth does the arithmetic. The product reaches this module through src/auth/totp.ts, which
 * loads it on first use; tests import it directly for totpCode.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** One step either side, for clocks a little off and a code typed as it changes. */
export const TOTP_WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label = "admin", issuer = "Admin") =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** The time step a moment falls in. */
export const totpStep = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_S);

/**
 * The step of the code if it is right for this secret at `now` (±1 step), else undefined. The caller then
 * claims the step, so the same code is refused the second time.
 */
export function matchTotp(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : totpStep(now) + delta;
}

/** The code for a moment (tests, and nothing else in the product). */
export const totpCode = (secret: string, now: number) => totpFor(secret).generate({ timestamp: now });

/** What an authenticator app scans: otpauth://totp/{issuer}:{username}?secret=…&issuer=… */
export const totpUri = (secret: string, username: string, issuer: string) =>
  totpFor(secret, username, issuer).toString();
