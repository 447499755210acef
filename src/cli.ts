import type { AppDeps } from "./app-env";
import { hashPassword } from "./lib/passwords";

const USAGE = `Usage:
  firm-site                              start the web server
  firm-site healthcheck                  exit 0 when the local server answers GET /healthz (for containers)
  firm-site admin set-password <user>    create the admin user or reset its password
                                         (reads the new password from standard input)`;

/** Shell commands of the same executable. Returns the exit code. */
export async function runCli(args: string[], deps: AppDeps): Promise<number> {
  const { repos } = deps;
  const [group, command, username] = args;
  if (group === "admin" && command === "set-password" && username) {
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
  console.error(USAGE);
  return args[0] === "help" || args[0] === "--help" ? 0 : 2;
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
