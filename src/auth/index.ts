/**
 * Admin accounts and sign-in: passwords and their strength policy, the sign-in flow with its throttles
 * and second factor, sessions and their tokens, TOTP and recovery codes, the sessions list, adding and
 * removing admins, the first admin at start, and the gates that hold a half-finished account on the
 * Account page. The only door to src/auth. Nothing here sees the web framework: the request edge hands
 * each action an AuthRequest (its session, address and cookies).
 */

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
export { ACCOUNT_LOCK, accountHeldMessage } from "./account-lock";
export { addAdmin, listAdmins, removeAdmin, USERNAME_RULE } from "./admins";
export { ensureAdmin } from "./bootstrap";
export { ACCOUNT_PATH, GATE_MESSAGES, gateFor, openWhileGated } from "./gates";
export { checkNewPassword, PASSWORD_MIN_LENGTH, type PasswordVerdict } from "./password-policy";
export {
  hashPassword,
  hashPasswordHere,
  randomPassword,
  verifyPassword,
  verifyPasswordHere,
} from "./passwords";
export { endPendingSignIn, PENDING_COOKIE, PENDING_TTL_MS, pendingSignIn } from "./pending-sign-in";
export { hashRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes";
export type { AuthDeps, AuthRequest, CookieJar, SessionInfo } from "./request";
export { endSession, startSession } from "./session-cookie";
export {
  hashToken,
  isTokenShaped,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_REFRESH_MS,
  SESSION_SEEN_MS,
} from "./session-tokens";
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
export {
  createMemoryRateLimitStore,
  createRateLimiter,
  type RateLimiter,
  type RateLimitState,
  type RateLimitStore,
} from "./throttle";
