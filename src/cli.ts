import { recordEvent } from "./audit";
import { checkNewPassword, hashPassword } from "./auth";
import {
  BACKUP_USAGE,
  type CommandContext,
  runBackupCommand,
  runMigrateCommand,
  runRestoreCommand,
} from "./backup";
import type { Config } from "./config";
import { CONTENT_USAGE, runContentCommand } from "./content";
import { openDatabase } from "./db";
import { openDeps, openStorage } from "./deps";
import type { AppDeps } from "./http/app-env";
import { IMAGES_USAGE, runImagesCommand } from "./images";
import type { Logger } from "./lib/logger";
import { readHidden, TypingCancelled } from "./lib/terminal";

const USAGE = `Usage:
  firm-site                              start the web server
  firm-site --version                    print this program's version
  firm-site healthcheck                  exit 0 when the local server answers GET /healthz (for containers);
                                         otherwise exit 1 and say why
  firm-site admin set-password <user>    create the admin user or reset its password (on a terminal:
                                         typed twice, not shown; otherwise read from standard input)
  firm-site admin reset-2fa <user>       turn off the user's two-factor sign-in (a lost phone) and
                                         sign them out everywhere; they can set it up again
${IMAGES_USAGE}
${CONTENT_USAGE}
${BACKUP_USAGE}`;

/**
 * Shell commands of the same executable. Returns the exit code. Each command opens only what it needs:
 * restore must find the database unused (it refuses while a server has it open), and backup reads the
 * database as it is, without creating or migrating it beside a running server.
 */
export async function runCli(args: string[], config: Config, logger: Logger): Promise<number> {
  const [group, command, username] = args;
  if (group === "healthcheck") return healthcheck(config.port);
  if (group === "backup" || group === "restore" || group === "migrate-to-postgres") {
    const ctx: CommandContext = {
      config,
      openDatabase: () =>
        openDatabase(
          config.databaseUrl
            ? { kind: "postgres", url: config.databaseUrl }
            : { kind: "sqlite", dataDir: config.dataDir },
          { existing: true },
        ),
      storage: () => openStorage(config),
    };
    const run =
      group === "backup" ? runBackupCommand : group === "restore" ? runRestoreCommand : runMigrateCommand;
    return run(args.slice(1), ctx);
  }
  if (group === "content") {
    const deps = await openDeps(config, logger);
    try {
      return await runContentCommand(args.slice(1), {
        content: deps.content,
        imagesContext: { repos: deps.repos, storage: deps.storage },
      });
    } finally {
      deps.content.stop();
      deps.mail.close();
      await deps.repos.db.close();
    }
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
  if (group === "admin" && (command === "set-password" || command === "reset-2fa") && username) {
    const deps = await openDeps(config, logger);
    try {
      return command === "set-password"
        ? await setPassword(deps, username)
        : await resetTwoFactor(deps, username);
    } finally {
      deps.mail.close();
      await deps.repos.db.close();
    }
  }
  console.error(USAGE);
  return args[0] === "help" || args[0] === "--help" ? 0 : 2;
}

/**
 * The new password: typed twice on a terminal, never shown (a password on screen or in the scrollback is
 * a password seen); from a script or a pipe, standard input as it is, without its final line break.
 */
async function newPassword(username: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return (await new Response(Bun.stdin.stream()).text()).replace(/\r?\n$/, "");
  try {
    const first = await readHidden(`New password for ${username} (not shown as you type): `);
    const second = await readHidden("The same password again: ");
    if (first === second) return first;
    console.error("The two passwords differ; nothing was changed. Run the command again.");
  } catch (e) {
    if (!(e instanceof TypingCancelled)) throw e;
    console.error("Cancelled; nothing was changed.");
  }
  return undefined;
}

async function setPassword({ repos, config }: AppDeps, username: string): Promise<number> {
  const password = await newPassword(username);
  if (password === undefined) return 1;
  // The same rules as the Account page: the command line is no back door for a weak password.
  const verdict = await checkNewPassword(password, username, [config.firm.name]);
  if (!verdict.ok) {
    console.error(verdict.reason);
    return 1;
  }
  const hash = await hashPassword(password);
  const user = await repos.users.findByUsername(username);
  if (user) {
    await repos.users.setPasswordHash(user.id, hash);
    await repos.sessions.deleteForUser(user.id);
    await repos.twoFactor.deletePendingForUser(user.id);
    await recordEvent(repos, {
      action: "auth.password_reset",
      actor: undefined,
      ip: "command line",
      target: { type: "user", id: user.id },
    });
    console.log(`Password for "${username}" updated; existing sessions were signed out.`);
  } else {
    await repos.users.create(username, hash);
    console.log(`Admin user "${username}" created.`);
  }
  return 0;
}

/** For an admin who lost their authenticator: two-factor sign-in off, recovery codes gone, sessions ended. */
async function resetTwoFactor({ repos }: AppDeps, username: string): Promise<number> {
  const user = await repos.users.findByUsername(username);
  if (!user) {
    console.error(`No admin user is named "${username}".`);
    return 1;
  }
  const wasOn = (await repos.users.account(user.id))?.totpEnabled ?? false;
  await repos.transaction(async (tx) => {
    await tx.users.disableTotp(user.id);
    await tx.twoFactor.deleteRecoveryCodes(user.id);
    await tx.sessions.deleteForUser(user.id);
  });
  await recordEvent(repos, {
    action: "auth.2fa_reset",
    actor: undefined,
    ip: "command line",
    target: { type: "user", id: user.id },
  });
  console.log(
    wasOn
      ? `Two-factor sign-in for "${username}" is off and their sessions were signed out. They sign in with their password and can set it up again on the Account page.`
      : `Two-factor sign-in was already off for "${username}"; their sessions were signed out.`,
  );
  return 0;
}

/** What /healthz calls each check, in the words the healthcheck prints. */
const CHECK_NAMES: Record<string, string> = { database: "the database", storage: "the uploads storage" };

/**
 * For container health checks, where no curl exists: asks the running server on this machine. Exit 0 when
 * it is healthy; otherwise 1 and one line on standard error saying why (a health check's log shows it).
 */
export async function healthcheck(port: number): Promise<number> {
  const url = `http://127.0.0.1:${port}/healthz`;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch (e) {
    const name = (e as { name?: string }).name;
    const code = (e as { code?: string }).code;
    const why =
      name === "TimeoutError"
        ? "it did not answer within 3 seconds"
        : code === "ConnectionRefused" || code === "ECONNREFUSED"
          ? "nothing listens there (is the server running, with this PORT?)"
          : `it could not be reached (${e instanceof Error ? e.message : String(e)})`;
    console.error(`Unhealthy: ${url}: ${why}`);
    return 1;
  }
  if (res.ok) return 0;
  const body = (await res.json().catch(() => undefined)) as { checks?: Record<string, string> } | undefined;
  const down = Object.entries(body?.checks ?? {})
    .filter(([, state]) => state !== "ok")
    .map(([check, state]) => `${CHECK_NAMES[check] ?? check} is ${state}`);
  console.error(`Unhealthy: ${url} answered ${res.status}${down.length > 0 ? `: ${down.join(", ")}` : ""}`);
  return 1;
}
