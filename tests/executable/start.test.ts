/**
 * What `bun run start` runs (package.json): the server bundle built by scripts/build-server.ts, run by
 * Bun with React's production build, here from an empty folder (its data folder lands there).
 */
import { expect } from "bun:test";
import { join } from "node:path";
import { programSuite, root } from "./program-suite";

const START = "bun scripts/build-server.ts && NODE_ENV=production bun build/server/server.js";

programSuite("the server bundle `bun run start` runs", () => {
  // The suite runs the two steps itself (a `bun run` wrapper would outlive a stopped server's shell).
  const scripts = (require(join(root, "package.json")) as { scripts: Record<string, string> }).scripts;
  expect(scripts.start).toBe(START);
  const build = Bun.spawnSync([process.execPath, "scripts/build-server.ts"], { cwd: root, stderr: "pipe" });
  if (build.exitCode !== 0) throw new Error(`building the server failed:\n${build.stderr.toString()}`);
  return {
    cmd: () => [process.execPath, join(root, "build", "server", "server.js")],
    env: { NODE_ENV: "production" },
    leftovers: ["data"],
  };
});
