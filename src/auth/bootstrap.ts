import type { Config } from "../config";
import type { Repos } from "../db";
import { hashPassword, randomPassword } from "./passwords";

/**
 * The first admin: ADMIN_USERNAME + ADMIN_PASSWORD create that user when absent (the operator chose that
 * password). With no admin at all and no env, `admin` is created with a random password, printed once: a
 * one-time password like an added admin's, which its owner replaces at first sign-in before reaching
 * anything else (it stood in a log).
 */
export async function ensureAdmin(
  repos: Repos,
  config: Config,
  print: (line: string) => void,
): Promise<void> {
  if (config.admin) {
    if (!(await repos.users.findByUsername(config.admin.username))) {
      await repos.users.create(config.admin.username, await hashPassword(config.admin.password));
      print(`Created admin user "${config.admin.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    }
    return;
  }
  if ((await repos.users.count()) > 0) return;
  const password = randomPassword();
  await repos.users.create("admin", await hashPassword(password), { mustChangePassword: true });
  print("");
  print("  No admin user existed, so one was created. This password is shown only once and works once:");
  print(`    username: admin`);
  print(`    password: ${password}`);
  print(
    "  Sign in at /admin/login and choose your own password. Lost it? firm-site admin set-password admin",
  );
  print("");
}
