/**
 * The single executable: a warm start against a bare compiled Bun.serve, then its memory measured as the
 * http section measures `bun run start`'s (12 posts).
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { renderedMb } from "../support/http";
import { fmt, root, startedMb } from "../support/server";
import { measureStartup } from "../support/startup";
import { TARGET, verdict } from "../support/targets";
import { routesFor, startSeeded } from "./http";

export async function benchStartup(): Promise<boolean> {
  const v = verdict();
  const { flag } = v;
  const binary = join(root, "dist", "firm-site");
  console.log("\nBuilding dist/firm-site for the start-up measurement…");
  const build = Bun.spawnSync([process.execPath, "scripts/build.ts"], {
    cwd: root,
    stdout: "ignore",
    stderr: "inherit",
  });
  if (build.exitCode !== 0 || !existsSync(binary)) throw new Error("bun run build failed");
  const s = await measureStartup(binary);
  const factor = s.site / s.reference;
  console.log(
    `\nWarm start (exec → first 200 on /healthz, existing DATA_DIR, median of 9): site ${fmt(s.site)} ms, ` +
      `bare compiled Bun.serve ${fmt(s.reference)} ms → ${fmt(factor, 1)}× (target ≤ ${TARGET.startupFactor}×): ${flag(factor <= TARGET.startupFactor)}`,
  );
  const { running: exe, slug } = await startSeeded(12, binary);
  try {
    const idle = await startedMb(exe.pid);
    const rendered = await renderedMb(exe, routesFor(slug));
    console.log(
      `Executable memory: ${fmt(idle, 0)} MB idle, started and before any request (target ≤ ${TARGET.idleMb}: ${flag(idle <= TARGET.idleMb)}); ` +
        `${fmt(rendered, 0)} MB at rest once every route of the http section is rendered`,
    );
  } finally {
    await exe.stop();
    rmSync(exe.dataDir, { recursive: true, force: true });
  }
  return v.within;
}
