import type { Config } from "../config";
import type { Repos } from "../db";
import { hashPassword, randomPassword } from "./passwords";

/**
 * The first admin: ADMIN_USERNAME + ADMIN_PASSWORD create that user when absent. With no admin
 * at all and no env, `admin` is created with a random password, printed once.
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
  await repos.users.create("admin", await hashPassword(password));
  print("");
  print("  No admin user existed, so one was created. This password is shown only once:");
  print(`    username: admin`);
  print(`    password: ${password}`);
  print(
    "  Change it with: firm-site admin set-password admin   (or: bun src/server.ts admin set-password admin)",
  );
  print("");
}
