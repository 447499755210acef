import type { AppDeps } from "./app-env";
import { BACKUP_USAGE, runBackupCommand, runRestoreCommand } from "./backup";
import type { Config } from "./config";
import { openDatabase } from "./db";
import { openDeps, openStorage } from "./deps";
import { IMAGES_USAGE, runImagesCommand } from "./images";
import type { Logger } from "./lib/logger";
import { hashPassword } from "./lib/passwords";

const USAGE = `Usage:
  firm-site                              start the web server
  firm-site healthcheck                  exit 0 when the local server answers GET /healthz (for containers)
  firm-site admin set-password <user>    create the admin user or reset its password
                                         (reads the new password from standard input)
${IMAGES_USAGE}
${BACKUP_USAGE}`;

/**
 * Shell commands of the same executable. Returns the exit code. Each command opens only what it needs:
 * restore must find DATA_DIR's database closed (it refuses while anything has it open), and backup reads the
 * database as it is, without creating or migrating it beside a running server.
 */
export async function runCli(args: string[], config: Config, logger: Logger): Promise<number> {
  const [group, command, username] = args;
  if (group === "healthcheck") return healthcheck(config.port);
  if (group === "backup" || group === "restore") {
    const ctx = {
      config,
      async openSource() {
        const db = await openDatabase({ kind: "sqlite", dataDir: config.dataDir }, { existing: true });
        return { db, storage: openStorage(config), close: () => db.close() };
      },
    };
    return group === "backup" ? runBackupCommand(args.slice(1), ctx) : runRestoreCommand(args.slice(1), ctx);
  }
  if (group === "images") {
    const deps = await openDeps(config, logger);
    try {
      return await runImagesCommand(args.slice(1), deps);
    } finally {
      deps.mail.close();
      await deps.repos.db.close();
    }
  }
  if (group === "admin" && command === "set-password" && username) {
    const deps = await openDeps(config, logger);
    try {
      return await setPassword(deps, username);
    } finally {
      deps.mail.close();
      await deps.repos.db.close();
    }
  }
  console.error(USAGE);
  return args[0] === "help" || args[0] === "--help" ? 0 : 2;
}

async function setPassword({ repos }: AppDeps, username: string): Promise<number> {
  if (process.stdin.isTTY) process.stdout.write(`New password for ${username}: `);
  const text = await new Response(Bun.stdin.stream()).text();
  const password = text.replace(/\r?\n$/, "");
  if (password.length < 8) {
    console.error("The password must be at least 8 characters.");
    return 1;
  }
  const hash = await hashPassword(password);
  const user = await repos.users.findByUsername(username);
  if (user) {
    await repos.users.setPasswordHash(user.id, hash);
    await repos.sessions.deleteForUser(user.id);
    console.log(`Password for "${username}" updated; existing sessions were signed out.`);
  } else {
    await repos.users.create(username, hash);
    console.log(`Admin user "${username}" created.`);
  }
  return 0;
}

/** For container health checks, where no curl exists: asks the running server on this machine. */
export async function healthcheck(port: number): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
    return res.ok ? 0 : 1;
  } catch {
    return 1;
  }
}
