import type { Repos } from "../db";
import { hashRecoveryCode, normaliseRecoveryCode } from "./recovery-codes";
import { matchTotp } from "./totp";

/**
 * Whether `input` is a valid second factor for the user now: a TOTP code not used before (its step is
 * claimed, so a replay within its window fails), or an unused recovery code (marked used). Both claims are
 * single statements, so two requests with the same code cannot both pass.
 */
export async function checkSecondFactor(
  repos: Pick<Repos, "users" | "twoFactor">,
  userId: string,
  input: string,
  now: number,
): Promise<"totp" | "recovery-code" | undefined> {
  const typed = input.trim();
  const digits = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const secret = await repos.users.totpSecret(userId);
    if (!secret) return undefined;
    const step = await matchTotp(secret, digits, now);
    if (step === undefined) return undefined;
    return (await repos.users.claimTotpStep(userId, step)) ? "totp" : undefined;
  }
  const recovery = normaliseRecoveryCode(typed);
  if (!recovery) return undefined;
  return (await repos.twoFactor.spendRecoveryCode(userId, hashRecoveryCode(recovery), now))
    ? "recovery-code"
    : undefined;
}
