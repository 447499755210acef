/** `bun run build`: assets, then one self-contained executable at dist/firm-site (assets, public/ and
 * migrations embedded; React's production build). `--bytecode` ships the code precompiled, so a start
 * skips parsing ~1,700 modules (warm start ~120 ms → ~40 ms here; docs/decisions/017); it needs ESM.
 * `--splitting` keeps what loads on first use (jsdom, nodemailer, the QR code and password-strength
 * libraries) in chunks of their own, so their imports of Node's http, net, tls and stream modules are not
 * loaded at every start (docs/decisions/018).
 *
 * Built twice: the first build is started twice in an empty folder (the second, a warm start, serves the
 * public pages while Bun records which functions run: BUN_BYTECODE_ORDER_OUT); the second build places that bytecode
 * together at the front, so a start touches fewer pages of the file (~4 MB less resident memory;
 * docs/decisions/019). If the profiling run fails, the first build stands and the build says so. */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../tests/support/server";
import { buildAssets } from "./build-assets";

const root = join(import.meta.dir, "..");
const outfile = join(root, "dist", "firm-site");
/** What a start commonly serves first: the profile covers start-up and rendering these. */
const PROFILE_PATHS = [
  "/",
  "/services",
  "/services/immigration",
  "/about",
  "/blog",
  "/contact",
  "/api/posts",
];

function compile(target: string, profile?: string): void {
  const proc = Bun.spawnSync(
    [
      process.execPath,
      "build",
      "--compile",
      "--production",
      "--bytecode",
      ...(profile ? ["--bytecode-order", profile] : []),
      "--format=esm",
      "--splitting",
      "./src/server.ts",
      "--outfile",
      target,
    ],
    { cwd: root, stdout: "inherit", stderr: "inherit" },
  );
  if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
}

/**
 * Runs the executable in `folder` until it answers, requests `paths`, and stops it; `profileTo` records
 * the bytecode-order profile of that run.
 */
async function run(executable: string, folder: string, paths: string[], profileTo?: string): Promise<void> {
  const server = await startServer({
    cmd: [executable],
    cwd: folder,
    inheritEnv: false,
    env: {
      DATA_DIR: join(folder, "data"),
      ADMIN_USERNAME: "profile",
      ADMIN_PASSWORD: "a profile run's own password",
      LOG_LEVEL: "error",
      ...(profileTo ? { BUN_BYTECODE_ORDER_OUT: profileTo } : {}),
    },
    timeoutMs: 10_000,
  });
  try {
    for (const path of paths) {
      const res = await fetch(`${server.base}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    }
  } finally {
    await server.stop();
  }
}

/** The profile of a warm start (the data folder made by a first run) that serves PROFILE_PATHS. */
async function profile(executable: string, folder: string): Promise<string> {
  const file = join(folder, "bytecode-order.txt");
  await run(executable, folder, []);
  await run(executable, folder, PROFILE_PATHS, file);
  if (!statSync(file, { throwIfNoEntry: false })?.size) throw new Error("no profile was written");
  return file;
}

await buildAssets();
mkdirSync(join(root, "dist"), { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), "firm-build-"));
try {
  const first = join(scratch, "firm-site");
  compile(first);
  let order: string | undefined;
  try {
    order = await profile(first, scratch);
  } catch (e) {
    console.warn(`Bytecode-order profile skipped (${e instanceof Error ? e.message : e}): one build only.`);
  }
  if (order) compile(outfile, order);
  else copyFileSync(first, outfile);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`dist/firm-site: ${(statSync(outfile).size / 1024 / 1024).toFixed(1)} MB`);
