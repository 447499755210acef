/**
 * Admin accounts and sign-in (issue #14): passwords and their strength policy, the sign-in flow with its
 * throttles and second factor, TOTP and recovery codes, the sessions list, adding and removing admins,
 * and the gates that hold a half-finished account on the Account page. The only door to src/auth.
 */

export { endSession, startSession } from "../http/session";
export {
  cancelTotpSetup,
  changePassword,
  currentTotpSetup,
  disableTotp,
  enableTotp,
  type Refused,
  startTotpSetup,
  type TotpSetup,
  WRONG_CURRENT_PASSWORD,
} from "./account";
export { addAdmin, listAdmins, removeAdmin, USERNAME_RULE } from "./admins";
export { ACCOUNT_PATH, GATE_MESSAGES, gateFor, openWhileGated } from "./gates";
export { checkNewPassword, PASSWORD_MIN_LENGTH, type PasswordVerdict } from "./password-policy";
export { hashPassword, randomPassword, verifyPassword } from "./passwords";
export { endPendingSignIn, PENDING_COOKIE, PENDING_TTL_MS, pendingSignIn } from "./pending-sign-in";
export { hashRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes";
export { listMySessions, revokeMyOtherSessions, revokeMySession } from "./sessions";
export {
  type CodeResult,
  createSignIn,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  LOGIN_LIMITS,
  SIGN_IN_EXPIRED,
  type SignInFlow,
  type SignInResult,
  throttledMessage,
} from "./sign-in";
