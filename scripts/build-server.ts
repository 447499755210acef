/**
 * What `bun run start` runs: the assets (scripts/build-assets.ts), then the server bundled for production
 * into build/server/, started as `bun build/server/server.js`. A bundle starts without transpiling and
 * resolving the site's ~270 TypeScript files and their dependencies, and without keeping their source
 * maps: ~5 MB less memory and ~25 ms less per start than `bun src/server.ts` (docs/decisions/019). It is the same code the
 * executable embeds, split the same way (jsdom, nodemailer, … load on first use), with React's production
 * build; names are kept, so a stack trace in the log still names its functions.
 *
 * Old chunks stay (their names carry a content hash): a server started from an earlier build can still
 * load what it loads on first use after a new build has replaced the entry. build/ is scratch space.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildAssets } from "./build-assets";

const root = join(import.meta.dir, "..");
export const SERVER_DIR = join(root, "build", "server");
export const SERVER_ENTRY = join(SERVER_DIR, "server.js");

export async function buildServer(): Promise<string> {
  await buildAssets();
  // Written beside, then moved in file by file (the entry last), so a concurrent start never reads half.
  const staging = join(root, "build", `server-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const result = await Bun.build({
      entrypoints: [join(root, "src", "server.ts")],
      outdir: staging,
      target: "bun",
      format: "esm",
      splitting: true,
      minify: { whitespace: true, syntax: true, identifiers: false },
      naming: { entry: "[name].[ext]", chunk: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
      define: { "process.env.NODE_ENV": '"production"' },
    });
    if (!result.success) {
      throw new Error(`Bundling the server failed:\n${result.logs.map(String).join("\n")}`);
    }
    mkdirSync(SERVER_DIR, { recursive: true });
    const names = readdirSync(staging).sort((a, b) => Number(a === "server.js") - Number(b === "server.js"));
    for (const name of names) renameSync(join(staging, name), join(SERVER_DIR, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return SERVER_ENTRY;
}

if (import.meta.main) await buildServer();
