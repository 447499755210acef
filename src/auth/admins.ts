import { isUniqueViolation } from "../db";
import type { AdminView } from "../shared/wire-types";
import { hashPassword, randomPassword, verifyPassword } from "./passwords";
import { type AuthRequest, me, nowOf, recordAs } from "./request";

export const USERNAME_RULE =
  "A username is 3 to 50 characters: letters, digits, dots, hyphens, underscores or @ (no spaces).";
const USERNAME = /^[A-Za-z0-9._@-]{3,50}$/;

export async function listAdmins(r: AuthRequest): Promise<AdminView[]> {
  const session = me(r);
  return (await r.deps.repos.users.listAccounts()).map((a) => ({
    id: a.id,
    username: a.username,
    you: a.id === session.userId,
    createdAt: new Date(a.createdAt).toISOString(),
    twoFactor: a.totpEnabled,
    mustChangePassword: a.mustChangePassword,
  }));
}

export const WRONG_OWN_PASSWORD =
  "That is not your password. Enter the password you signed in with to add an admin.";

/**
 * Adds an admin with a one-time password made here and shown once: its owner must replace it at first
 * sign-in before reaching anything else. The admin adding one confirms their own password first, so a
 * session left open on a shared computer cannot let someone else in for good.
 */
export async function addAdmin(
  r: AuthRequest,
  input: { username: string; currentPassword: string },
): Promise<
  | { ok: true; admin: { id: string; username: string }; oneTimePassword: string }
  | { ok: false; status: 400 | 403 | 409; error: string; field: "username" | "currentPassword" }
> {
  const username = input.username.trim();
  if (!USERNAME.test(username)) return { ok: false, status: 400, error: USERNAME_RULE, field: "username" };
  const { repos } = r.deps;
  const account = await repos.users.findById(me(r).userId);
  if (!account || !(await verifyPassword(input.currentPassword, account.password_hash)))
    return { ok: false, status: 403, error: WRONG_OWN_PASSWORD, field: "currentPassword" };
  const oneTimePassword = randomPassword();
  let id: string;
  try {
    id = await repos.users.create(username, await hashPassword(oneTimePassword), {
      mustChangePassword: true,
      now: nowOf(r),
    });
  } catch (e) {
    if (isUniqueViolation(e))
      return {
        ok: false,
        status: 409,
        error: `An admin named “${username}” already exists.`,
        field: "username",
      };
    throw e;
  }
  await recordAs(r, "admin.add", { type: "user", id, label: username });
  return { ok: true, admin: { id, username }, oneTimePassword };
}

/** Removes another admin (never yourself, never the last one); their sessions end at once. */
export async function removeAdmin(
  r: AuthRequest,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 400 | 404 | 409; error: string }> {
  const session = me(r);
  const name = (await r.deps.repos.users.findById(id))?.username;
  const outcome = await r.deps.repos.users.remove(id, session.userId);
  if (outcome === "self")
    return { ok: false, status: 400, error: "You cannot remove yourself. Ask another admin to do it." };
  if (outcome === "last") return { ok: false, status: 409, error: "The last admin cannot be removed." };
  if (outcome === "not-found") return { ok: false, status: 404, error: "That admin no longer exists." };
  await recordAs(r, "admin.remove", { type: "user", id, label: name });
  return { ok: true };
}
