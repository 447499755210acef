/**
 * `firm-site admin set-password`: the Account page's password rules hold on the command line too; on a
 * terminal the password is typed twice and never shown.
 */
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Each test runs the program, and a password check hashes with argon2id: seconds on a busy machine.
setDefaultTimeout(30_000);

const dir = mkdtempSync(join(tmpdir(), "firm-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function setPassword(user: string, password: string) {
  const proc = Bun.spawn([process.execPath, "src/server.ts", "admin", "set-password", user], {
    cwd: join(import.meta.dir, ".."),
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "silent" },
    stdin: new Blob([`${password}\n`]),
    stdout: "pipe",
    stderr: "pipe",
  });
  return {
    code: await proc.exited,
    stdout: await new Response(proc.stdout).text(),
    stderr: await new Response(proc.stderr).text(),
  };
}

test("a short, common or username-based password is refused with the reason; a strong one is set", async () => {
  const short = await setPassword("partner", "short-pw");
  expect(short.code).toBe(1);
  expect(short.stderr).toContain("at least 12 characters");
  const common = await setPassword("partner", "password1234");
  expect(common.code).toBe(1);
  expect(common.stderr.trim().length).toBeGreaterThan(0);
  const named = await setPassword("partner", "partner-harbour-7731");
  expect(named.code).toBe(1);
  expect(named.stderr).toContain("username");
  const ok = await setPassword("partner", "tidal-lantern-quartz-81");
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain('Admin user "partner" created.');
});

/** The password hash stored for `user`, if the user exists. */
function storedHash(user: string): string | undefined {
  const db = new Database(join(dir, "site.db"), { readonly: true });
  try {
    return db
      .query<{ h: string }, [string]>("SELECT password_hash AS h FROM users WHERE username = ?")
      .get(user)?.h;
  } finally {
    db.close();
  }
}

test("from a script: standard input is the password, nothing of it is printed", async () => {
  const ok = await setPassword("scripted", "harbour-compass-violet-52");
  expect(ok.code).toBe(0);
  expect(`${ok.stdout}${ok.stderr}`).not.toContain("harbour-compass-violet-52");
  expect(await Bun.password.verify("harbour-compass-violet-52", storedHash("scripted")!)).toBe(true);
});

/**
 * Runs set-password on a terminal (a pseudo-terminal made by script(1)), typing each answer once its
 * prompt is on the screen; everything the terminal showed, and the exit code.
 */
async function onTerminal(user: string, answers: string[]) {
  const cmd = `${process.execPath} src/server.ts admin set-password ${user}`;
  const proc = Bun.spawn(["script", "-qec", cmd, "/dev/null"], {
    cwd: join(import.meta.dir, ".."),
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "silent" },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
  });
  const prompt = /New password for \S+ \(not shown as you type\): |The same password again: /g;
  let screen = "";
  let typed = 0;
  const decoder = new TextDecoder();
  const watch = setTimeout(() => proc.kill(), 20_000);
  for await (const chunk of proc.stdout) {
    screen += decoder.decode(chunk);
    for (const shown = screen.match(prompt)?.length ?? 0; typed < Math.min(shown, answers.length); typed++) {
      proc.stdin.write(`${answers[typed]}\r`);
      await proc.stdin.flush();
    }
  }
  clearTimeout(watch);
  return { code: await proc.exited, screen };
}

describe("on a terminal", () => {
  test("asks twice and shows nothing of what is typed", async () => {
    const { code, screen } = await onTerminal("typist", ["quiet-meadow-falcon-39", "quiet-meadow-falcon-39"]);
    expect(code).toBe(0);
    expect(screen).toContain("New password for typist (not shown as you type): ");
    expect(screen).toContain("The same password again: ");
    expect(screen).toContain('Admin user "typist" created.');
    expect(screen).not.toContain("quiet-meadow");
    expect(await Bun.password.verify("quiet-meadow-falcon-39", storedHash("typist")!)).toBe(true);
  });

  test("two different passwords change nothing and say so", async () => {
    const { code, screen } = await onTerminal("mistyped", [
      "quiet-meadow-falcon-39",
      "quiet-meadow-falcon-93",
    ]);
    expect(code).toBe(1);
    expect(screen).toContain("The two passwords differ; nothing was changed. Run the command again.");
    expect(screen).not.toContain("quiet-meadow");
    expect(storedHash("mistyped")).toBeUndefined();
  });
});
