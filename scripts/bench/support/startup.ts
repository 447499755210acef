/**
 * Warm start: from exec to the first 200 on /healthz with an existing DATA_DIR, for the
 * compiled site and for a compiled bare Bun.serve (the reference), median of several starts each.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../tests/support/free-port";
import { startServer } from "../../../tests/support/server";
import { benchEnv, median } from "./server";

async function timeStart(
  cmd: string[],
  env: Record<string, string | undefined>,
  port: number,
): Promise<number> {
  const started = performance.now();
  const server = await startServer({ cmd, env, inheritEnv: false, port });
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

/** A compiled bare server: the least any Bun executable can take to answer. */
function buildReference(dir: string): string {
  const src = join(dir, "bare.ts");
  writeFileSync(
    src,
    `Bun.serve({ port: Number(process.env.PORT), hostname: "127.0.0.1", fetch: () => new Response("ok") });\n`,
  );
  const out = join(dir, "bare");
  const p = Bun.spawnSync([process.execPath, "build", "--compile", "--production", src, "--outfile", out], {
    stdout: "ignore",
    stderr: "inherit",
  });
  if (p.exitCode !== 0) throw new Error("could not compile the reference server");
  return out;
}

export async function measureStartup(binary: string, runs = 9): Promise<{ site: number; reference: number }> {
  const dir = mkdtempSync(join(tmpdir(), "firm-startup-"));
  try {
    const reference = buildReference(dir);
    const dataDir = join(dir, "data");
    const env = benchEnv(dataDir, 0);
    // First start creates and migrates the database; the measured starts find it ready ("warm").
    await timeStart([binary], env, freePort());
    const site: number[] = [];
    const ref: number[] = [];
    for (let i = 0; i < runs; i++) {
      site.push(await timeStart([binary], env, freePort()));
      ref.push(await timeStart([reference], env, freePort()));
    }
    return { site: median(site), reference: median(ref) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
