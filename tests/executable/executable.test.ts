/** The single executable: `bun run build`, then dist/firm-site run from an empty folder. */
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { programSuite, root } from "./program-suite";

programSuite("the single executable, run from an empty folder", (folder) => {
  const build = Bun.spawnSync([process.execPath, "scripts/build.ts"], { cwd: root, stderr: "pipe" });
  if (build.exitCode !== 0) throw new Error(`bun run build failed:\n${build.stderr.toString()}`);
  copyFileSync(join(root, "dist", "firm-site"), join(folder, "firm-site"));
  return { cmd: (dir) => [join(dir, "firm-site")], leftovers: ["data", "firm-site"] };
});
