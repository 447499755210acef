/**
 * Backup and restore of a large site (run by `bun run bench`, or alone): time and peak memory of
 * `firm-site backup` and `firm-site restore` over many enquiries and a large upload folder. Archives are
 * streamed, so peak memory must not grow with the size of the uploads.
 *   bun scripts/bench-backup.ts [--upload-mb 240] [--enquiries 20000]
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import { openDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";

const root = join(import.meta.dir, "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const UPLOAD_MB = arg("upload-mb", 240);
const ENQUIRIES = arg("enquiries", 20_000);
/** Peak RSS allowed for either command, whatever the upload size. */
const BUDGET_MB = 150;

/** Runs a command, sampling its peak resident memory (VmHWM) until it exits. */
async function measure(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, "src/server.ts", ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"));
      if (m) peakKb = Math.max(peakKb, Number(m[1]));
    } catch {
      // exited
    }
  }, 10);
  const code = await proc.exited;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${args.join(" ")} failed: ${await new Response(proc.stderr).text()}`);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

const dir = mkdtempSync(join(tmpdir(), "firm-bench-backup-"));
let failed = false;
try {
  const dataDir = join(dir, "data");
  const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  await deps.repos.transaction(async (tx) => {
    for (let i = 0; i < ENQUIRIES; i++) {
      await tx.submissions.create({
        name: `Client ${i}`,
        email: `client${i}@example.com`,
        phone: "3455550100",
        service: "Corporate Law",
        message: "A message of ordinary length about a company matter that needs advice.".repeat(3),
      });
    }
  });
  // Incompressible bytes (like photos), 4 MB each: gzip cannot shrink them, the worst case for time.
  const chunk = 4 * 1024 * 1024;
  for (let i = 0; i < Math.ceil((UPLOAD_MB * 1024 * 1024) / chunk); i++) {
    const bytes = new Uint8Array(chunk);
    for (let o = 0; o < chunk; o += 65536) crypto.getRandomValues(bytes.subarray(o, o + 65536));
    await deps.storage.put(`${crypto.randomUUID()}.jpg`, bytes, "image/jpeg");
  }
  await deps.repos.db.close();

  const file = join(dir, "bench.tar.gz");
  const backup = await measure(["backup", file], { DATA_DIR: dataDir });
  const restore = await measure(["restore", file], { DATA_DIR: join(dir, "restored") });
  const size = statSync(file).size / 1024 / 1024;
  console.log(
    `\nBackup and restore (${ENQUIRIES} enquiries, ${UPLOAD_MB} MB of uploads; archive ${size.toFixed(0)} MB)`,
  );
  for (const [name, r] of [
    ["backup", backup],
    ["restore", restore],
  ] as const) {
    const over = r.peakMb > BUDGET_MB;
    failed ||= over;
    console.log(
      `  ${name.padEnd(8)} ${r.seconds.toFixed(1).padStart(5)} s  ${((UPLOAD_MB / r.seconds) | 0).toString().padStart(4)} MB/s  peak RSS ${r.peakMb.toFixed(0)} MB${over ? ` (over ${BUDGET_MB} MB)` : ""}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
