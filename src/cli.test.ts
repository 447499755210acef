/** `firm-site admin set-password`: the Account page's password rules hold on the command line too. */
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
}, 30_000);
