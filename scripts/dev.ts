/** `bun run dev`: rebuilds CSS and client code when views, client code or public/ change, and restarts the
 * server (bun --watch) when server code or the rebuilt asset map changes. */
import { watch } from "node:fs";
import { join } from "node:path";
import { buildAssets } from "./build-assets";

const root = join(import.meta.dir, "..");
await buildAssets();

let timer: ReturnType<typeof setTimeout> | undefined;
let building = false;
let again = false;
const rebuild = () => {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    try {
      await buildAssets();
    } catch (e) {
      console.error(e instanceof Error ? e.message : e);
    }
    building = false;
    if (again) {
      again = false;
      rebuild();
    }
  }, 150);
};
for (const dir of ["views", "src/client", "src/content", "public"]) {
  watch(join(root, dir), { recursive: true }, rebuild);
}

const server = Bun.spawn([process.execPath, "--watch", "src/server.ts"], {
  cwd: root,
  stdout: "inherit",
  stderr: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" },
});
process.on("SIGINT", () => {
  server.kill("SIGINT");
  process.exit(0);
});
await server.exited;
