/**
 * Start-up against backends that cannot be reached, or a data folder that cannot be used: a clear one-line
 * reason and exit code 1, no stack.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../tests/support/free-port";
import { openSqlite } from "./db/sqlite";

// Each test starts the program (twice, some): seconds on a busy machine.
setDefaultTimeout(30_000);

const dir = mkdtempSync(join(tmpdir(), "firm-startup-"));
chmodSync(dir, 0o755); // another user's server (below) must reach the folders inside
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the program (the server, or a command with `args`), as another user with `as`; its exit and errors. */
async function start(env: Record<string, string>, as: string[] = [], args: string[] = []) {
  const proc = Bun.spawn([...as, process.execPath, "src/server.ts", ...args], {
    cwd: join(import.meta.dir, ".."),
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "error", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const code = await Promise.race([proc.exited, Bun.sleep(20_000).then(() => "timeout" as const)]);
  if (code === "timeout") proc.kill();
  return { code, stderr: await new Response(proc.stderr).text() };
}

test("PostgreSQL that does not answer: exit 1 naming the server, password hidden", async () => {
  const { code, stderr } = await start({ DATABASE_URL: "postgres://firm:s3cret-pass@127.0.0.1:1/firm" });
  expect(code).toBe(1);
  expect(stderr).toContain("Cannot reach PostgreSQL at postgres://firm:***@127.0.0.1:1/firm");
  expect(stderr).not.toContain("s3cret-pass");
  expect(stderr).not.toContain("    at ");
});

test("an S3 bucket that does not answer: exit 1 naming the bucket and endpoint", async () => {
  const { code, stderr } = await start({
    S3_BUCKET: "firm-uploads",
    S3_ENDPOINT: "http://127.0.0.1:9",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  });
  expect(code).toBe(1);
  expect(stderr).toContain(
    'Cannot reach the S3 bucket "firm-uploads" at http://127.0.0.1:9: connection refused',
  );
  expect(stderr).not.toContain("    at ");
});

test("S3 settings without a bucket, or a key without its secret, are refused at once", async () => {
  const noBucket = await start({ S3_ENDPOINT: "http://127.0.0.1:9" });
  expect(noBucket.code).toBe(1);
  expect(noBucket.stderr).toContain("S3_BUCKET: required when any other S3_ setting is set");
  const halfKey = await start({ S3_BUCKET: "firm-uploads", S3_ACCESS_KEY_ID: "key" });
  expect(halfKey.code).toBe(1);
  expect(halfKey.stderr).toContain("S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID");
  const badUrl = await start({ DATABASE_URL: "mysql://x@y/z" });
  expect(badUrl.code).toBe(1);
  expect(badUrl.stderr).toContain("DATABASE_URL: must be a PostgreSQL URL");
});

test("a setting that has no effect is a warning on its own line, and the program goes on", async () => {
  // The healthcheck command reads the configuration as the server does, and ends at once.
  const { code, stderr } = await start({ NOTIFY_TO: "partners@example.ky", PORT: "1" }, [], ["healthcheck"]);
  expect(code).toBe(1);
  const [warning, ...rest] = stderr.trim().split("\n");
  expect(warning).toBe(
    "Warning: NOTIFY_TO has no effect without SMTP_URL (no enquiry e-mails are sent): set SMTP_URL, or remove NOTIFY_TO",
  );
  expect(rest).toEqual([
    "Unhealthy: http://127.0.0.1:1/healthz: nothing listens there (is the server running, with this PORT?)",
  ]);
});

/** The one line a refused start prints (a second line, or a stack trace, fails the test). */
function oneLine(stderr: string): string {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(stderr).not.toContain("    at ");
  return lines[0]!;
}

/** A folder of its own for one case, inside the test's folder. */
let cases = 0;
const caseDir = () => {
  const d = join(dir, `case-${++cases}`);
  mkdirSync(d);
  return d;
};

describe("a data folder that cannot be used stops the start: one line naming DATA_DIR and why, exit 1", () => {
  test("DATA_DIR is a file", async () => {
    const file = join(caseDir(), "data");
    writeFileSync(file, "not a folder");
    const { code, stderr } = await start({ DATA_DIR: file });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe(
      `DATA_DIR ${file} is a file, not a folder: set DATA_DIR to a folder (it is made when missing)`,
    );
  });

  test("DATA_DIR lies under a file", async () => {
    const file = join(caseDir(), "data");
    writeFileSync(file, "not a folder");
    const { code, stderr } = await start({ DATA_DIR: join(file, "site", "data") });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe(
      `DATA_DIR ${join(file, "site", "data")} cannot be created: ${file} is a file, not a folder`,
    );
  });

  test("site.db is a folder", async () => {
    const data = caseDir();
    mkdirSync(join(data, "site.db"));
    const { code, stderr } = await start({ DATA_DIR: data });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe(
      `DATA_DIR ${data}: ${join(data, "site.db")} is a folder, not the database file; move it aside`,
    );
  });

  test("site.db is damaged (not a database)", async () => {
    const data = caseDir();
    writeFileSync(join(data, "site.db"), crypto.getRandomValues(new Uint8Array(8192)));
    const { code, stderr } = await start({ DATA_DIR: data });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe(
      `DATA_DIR ${data}: ${join(data, "site.db")} is damaged or not a firm-site database; move it aside and restore the latest backup (firm-site restore FILE)`,
    );
  });

  test("site.db cannot be written by the user the server runs as", async () => {
    const data = caseDir();
    openSqlite(data).close();
    // Permission bits do not stop root: as root, the server runs as nobody, who may read but not write.
    const asRoot = process.getuid?.() === 0;
    chmodSync(data, asRoot ? 0o755 : 0o555);
    chmodSync(join(data, "site.db"), asRoot ? 0o644 : 0o444);
    for (const side of ["site.db-wal", "site.db-shm"]) rmSync(join(data, side), { force: true });
    const { code, stderr } = await start({ DATA_DIR: data }, asRoot ? ["runuser", "-u", "nobody", "--"] : []);
    chmodSync(data, 0o755);
    expect(code).toBe(1);
    expect(oneLine(stderr)).toMatch(
      new RegExp(
        `^DATA_DIR ${data}: ${join(data, "site.db")} cannot be written \\(the server runs as user \\d+\\); the server must be able to write it and its folder`,
      ),
    );
  });

  test("its uploads folder is a file", async () => {
    const data = caseDir();
    writeFileSync(join(data, "uploads"), "not a folder");
    const { code, stderr } = await start({ DATA_DIR: data });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe(
      `DATA_DIR ${data}: the uploads folder cannot be used: ${join(data, "uploads")} is not a folder`,
    );
  });

  test("BACKUP_DIR is a file, or lies under one", async () => {
    const file = join(caseDir(), "backups");
    writeFileSync(file, "not a folder");
    const data = caseDir();
    const isFile = await start({ DATA_DIR: data, BACKUP_DIR: file });
    expect(isFile.code).toBe(1);
    expect(oneLine(isFile.stderr)).toBe(`BACKUP_DIR ${file} is a file, not a folder`);
    const under = await start({ DATA_DIR: data, BACKUP_DIR: join(file, "daily") });
    expect(under.code).toBe(1);
    expect(oneLine(under.stderr)).toBe(
      `BACKUP_DIR ${join(file, "daily")} cannot be created: a part of the path is not a folder`,
    );
  });

  test("the commands say the same in one line: set-password, content export, backup", async () => {
    const data = caseDir();
    writeFileSync(join(data, "site.db"), crypto.getRandomValues(new Uint8Array(8192)));
    const reason = `DATA_DIR ${data}: ${join(data, "site.db")} is damaged or not a firm-site database`;
    const setPassword = await start({ DATA_DIR: data }, [], ["admin", "set-password", "partner"]);
    expect(setPassword.code).toBe(1);
    expect(oneLine(setPassword.stderr)).toStartWith(reason);
    const exported = await start({ DATA_DIR: data }, [], ["content", "export", join(data, "site.json")]);
    expect(exported.code).toBe(1);
    expect(oneLine(exported.stderr)).toStartWith(reason);
    const backup = await start({ DATA_DIR: data }, [], ["backup", join(caseDir(), "b.tar.gz")]);
    expect(backup.code).toBe(1);
    expect(oneLine(backup.stderr)).toStartWith(`Backup failed: ${reason}`);
  });
});

/** A healthy server's output, read as it comes, until `until` holds (or 20 s pass); then it is stopped. */
async function outputUntil(env: Record<string, string>, until: (out: string) => boolean) {
  const port = freePort();
  const proc = Bun.spawn([process.execPath, "src/server.ts"], {
    cwd: join(import.meta.dir, ".."),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(dir, "site-")),
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) out += decoder.decode(chunk);
  };
  const reading = Promise.all([read(proc.stdout), read(proc.stderr)]);
  const deadline = Date.now() + 20_000;
  while (!until(out) && Date.now() < deadline && proc.exitCode === null) await Bun.sleep(20);
  proc.kill("SIGTERM");
  await proc.exited;
  await reading;
  return { out, port };
}

test("without SITE_URL, one warning line says which address links use and how to set SITE_URL", async () => {
  const { out, port } = await outputUntil({ SITE_URL: "", LOG_LEVEL: "error" }, (o) =>
    o.includes("SITE_URL is not set"),
  );
  const warnings = out.split("\n").filter((l) => l.includes('"level":"warn"'));
  expect(warnings).toHaveLength(1);
  const { msg } = JSON.parse(warnings[0]!) as { msg: string };
  expect(msg).toContain(
    `links in e-mails, the feed, the sitemap and canonical tags use http://localhost:${port}`,
  );
  expect(msg).toContain("Set SITE_URL to the site's public address (e.g. SITE_URL=https://www.example.ky)");
}, 30_000);

test("with SITE_URL set, no such warning", async () => {
  // The server logs "listening" and then, in the same turn when SITE_URL is set, becomes ready to stop.
  const { out } = await outputUntil({ SITE_URL: "https://www.ironwood.ky", LOG_LEVEL: "info" }, (o) =>
    o.includes('"msg":"listening"'),
  );
  expect(out).toContain('"msg":"stopping"');
  expect(out).not.toContain("SITE_URL is not set");
}, 30_000);
