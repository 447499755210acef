/**
 * Two-factor codes for the rest of src/auth. otpauth (src/auth/totp-codes.ts) and the QR library are
 * loaded on first use (a sign-in with a code, setting up two-factor sign-in), not at start: evaluating
 * otpauth alone took ~0.5 ms of every start (docs/decisions/020-lazy-start.md).
 */
const codes = () => import("./totp-codes");

export const newTotpSecret = async (): Promise<string> => (await codes()).newTotpSecret();

/** The step of the code if it is right at `now` (±1 step), else undefined (see totp-codes.ts). */
export const matchTotp = async (secret: string, code: string, now: number): Promise<number | undefined> =>
  (await codes()).matchTotp(secret, code, now);

/** What an authenticator app scans: otpauth://totp/{issuer}:{username}?secret=…&issuer=… */
export const totpUri = async (secret: string, username: string, issuer: string): Promise<string> =>
  (await codes()).totpUri(secret, username, issuer);

/**
 * The URI as an SVG QR code (markup generated here from our own data, safe to inline; no script, no image
 * request, fine under the CSP).
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

/** "JBSW Y3DP EHPK 3PXP …": the secret in groups of four, for typing it in by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");
