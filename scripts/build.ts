/** `bun run build`: assets, then one self-contained executable at dist/firm-site (assets, public/ and
 * migrations embedded; React's production build). `--bytecode` ships the code precompiled, so a start
 * skips parsing ~1,700 modules (warm start ~120 ms → ~40 ms here; docs/decisions/017); it needs ESM.
 * `--splitting` keeps what loads on first use (jsdom, nodemailer, the QR code and password-strength
 * libraries) in chunks of their own, so their imports of Node's http, net, tls and stream modules are not
 * loaded at every start (docs/decisions/018). */
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildAssets } from "./build-assets";

const root = join(import.meta.dir, "..");
await buildAssets();
mkdirSync(join(root, "dist"), { recursive: true });
const outfile = join(root, "dist", "firm-site");
const proc = Bun.spawnSync(
  [
    process.execPath,
    "build",
    "--compile",
    "--production",
    "--bytecode",
    "--format=esm",
    "--splitting",
    "./src/server.ts",
    "--outfile",
    outfile,
  ],
  { cwd: root, stdout: "inherit", stderr: "inherit" },
);
if (proc.exitCode !== 0) process.exit(proc.exitCode ?? 1);
console.log(`dist/firm-site: ${(statSync(outfile).size / 1024 / 1024).toFixed(1)} MB`);
