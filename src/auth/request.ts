import { type AuditAction, type AuditDetail, type AuditTarget, recordEvent } from "../audit";
import type { Config } from "../config";
import type { Repos } from "../db";

/** The admin a request is signed in as. */
export interface SessionInfo {
  id: string;
  userId: string;
  username: string;
  /** The password was set by someone else: it must be changed before anything else (see gates.ts). */
  mustChangePassword: boolean;
  /** Two-factor sign-in is on for this admin. */
  totpEnabled: boolean;
}

/** What sign-in and the account actions need of the app. */
export interface AuthDeps {
  repos: Repos;
  config: Pick<Config, "firm" | "require2fa" | "rateLimits">;
  /** Clock, so throttles and sessions can be tested without waiting. */
  now?: (() => number) | undefined;
}

/** The request's cookies: read, and set or deleted on its response (HttpOnly, SameSite=Lax, path /). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  delete(name: string): void;
}

/**
 * One request as sign-in and the account actions see it: who is signed in, from which address, its
 * cookies. The request edge makes one from the web framework's context (src/http/auth-request.ts), so
 * nothing here depends on how requests are served.
 */
export interface AuthRequest {
  readonly deps: AuthDeps;
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly cookies: CookieJar;
  session(): SessionInfo | undefined;
  /** Signs the request in (or out) for the rest of its handling. */
  setSession(session: SessionInfo | undefined): void;
}

export const nowOf = (r: AuthRequest): number => (r.deps.now ?? Date.now)();

/** The signed-in admin: the admin guard has put a session on every request that reaches an account action. */
export function me(r: AuthRequest): SessionInfo {
  const s = r.session();
  if (!s) throw new Error("account action without a session");
  return s;
}

/** Records what the signed-in admin of this request did, from the request's address. */
export async function recordAs(
  r: AuthRequest,
  action: AuditAction,
  target?: AuditTarget,
  detail?: AuditDetail,
): Promise<void> {
  const session = r.session();
  await recordEvent(r.deps.repos, {
    action,
    actor: session ? { userId: session.userId, username: session.username } : undefined,
    ip: r.ip,
    target,
    detail,
    at: nowOf(r),
  });
}
