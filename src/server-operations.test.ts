/**
 * What the operator sees of a running program: its version, the start-up log (version, each migration
 * applied), the healthcheck command's reason when unhealthy, and files created for its own user only.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import packageJson from "../package.json" with { type: "json" };
import { pngBytes } from "../tests/support/images";
import { REPO_ROOT, type ServerProcess, startServer } from "../tests/support/server";
import { migrationsFor } from "./db/migrations";

// Each test starts the program, some twice: seconds on a busy machine.
setDefaultTimeout(60_000);

const root = mkdtempSync(join(tmpdir(), "firm-operations-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ADMIN = { username: "owner", password: "a long and unusual pass phrase 7" };

/** Runs a command of the program to its end. */
async function command(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn([process.execPath, "src/server.ts", ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: "error", DATA_DIR: join(root, "unused"), ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stdout, stderr] = await Promise.all([
    proc.exited,
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
  ]);
  return { code, stdout, stderr };
}

/** The JSON log lines a server wrote to standard output so far (it is stopped first). */
async function logOf(server: ServerProcess) {
  await server.stop();
  const text = await new Response(server.proc.stdout as ReadableStream).text();
  return text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { msg: string; [field: string]: unknown });
}

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

test("--version prints the version, without any configuration", async () => {
  // A bad setting does not stand in the way of asking the version.
  const { code, stdout, stderr } = await command(["--version"], { PORT: "not a port" });
  expect({ code, stdout, stderr }).toEqual({
    code: 0,
    stdout: `firm-site ${packageJson.version}\n`,
    stderr: "",
  });
});

describe("a server's start, its files and its health", () => {
  const data = join(root, "fresh", "data");
  const env = {
    DATA_DIR: data,
    LOG_LEVEL: "info",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMITS: "off",
  };

  test("start-up logs the version and each migration applied; a second start applies none", async () => {
    const first = await startServer({ env, stdout: "pipe" });
    const log = await logOf(first);
    expect(log[0]).toMatchObject({ msg: "starting", version: packageJson.version, database: "sqlite" });
    expect(log.filter((l) => l.msg === "migration applied").map((l) => l.migration)).toEqual(
      migrationsFor("sqlite").map((m) => m.name),
    );
    const second = await startServer({ env, stdout: "pipe" });
    const again = await logOf(second);
    expect(again.find((l) => l.msg === "starting")?.version).toBe(packageJson.version);
    expect(again.filter((l) => l.msg === "migration applied")).toEqual([]);
  });

  test("the data folder, the database and its side files, and uploads are its own user's only", async () => {
    const server = await startServer({ env: { ...env, DATA_DIR: join(root, "private", "data") } });
    try {
      const dir = join(root, "private", "data");
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { Origin: server.base, "Content-Type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
      const form = new FormData();
      form.set("image", new Blob([pngBytes(600, 400)], { type: "image/png" }), "photo.png");
      const upload = await fetch(`${server.base}/api/upload`, {
        method: "POST",
        headers: { Origin: server.base, Cookie: cookie },
        body: form,
      });
      expect(upload.status).toBe(200);
      expect(modeOf(join(root, "private"))).toBe("700");
      expect(modeOf(dir)).toBe("700");
      for (const name of ["site.db", "site.db-wal", "site.db-shm"])
        expect(modeOf(join(dir, name))).toBe("600");
      expect(modeOf(join(dir, "uploads"))).toBe("700");
      const files = readdirSync(join(dir, "uploads"));
      expect(files.length).toBeGreaterThan(1); // the master and its variants
      for (const name of files) expect(modeOf(join(dir, "uploads", name))).toBe("600");
    } finally {
      await server.stop();
    }
  });

  test("healthcheck: exit 0 when healthy; otherwise exit 1 and one line saying why", async () => {
    const dir = join(root, "health", "data");
    const server = await startServer({ env: { ...env, DATA_DIR: dir, LOG_LEVEL: "error" } });
    const url = `http://127.0.0.1:${server.port}/healthz`;
    const check = () => command(["healthcheck"], { PORT: String(server.port) });
    try {
      expect(await check()).toEqual({ code: 0, stdout: "", stderr: "" });
      rmSync(join(dir, "uploads"), { recursive: true });
      const missing = await check();
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe(`Unhealthy: ${url} answered 503: the uploads storage is unavailable\n`);
      mkdirSync(join(dir, "uploads"));
    } finally {
      await server.stop();
    }
    const stopped = await check();
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toBe(
      `Unhealthy: ${url}: nothing listens there (is the server running, with this PORT?)\n`,
    );
  });
});
