import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../shared/contact-fields";
import type { SpamReason } from "../shared/wire-types";
import type { FormTokens } from "./form-token";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD };

/**
 * Whether an enquiry is spam, and why. A filled honeypot, or a form token sent back sooner
 * than a person could type (or one that was tampered with), is spam. No token at all is not: plain JSON
 * clients of POST /api/contact (the original API) send none, and the throttle guards that door.
 */
export async function spamReason(
  raw: Record<string, unknown>,
  tokens: FormTokens,
): Promise<SpamReason | undefined> {
  const trap = raw[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== null && !(typeof trap === "string" && trap.trim() === ""))
    return "honeypot";
  const check = await tokens.check(raw[FORM_TOKEN_FIELD]);
  if (check === "too-fast") return "too-fast";
  if (check === "bad-token") return "bad-token";
  return undefined;
}
