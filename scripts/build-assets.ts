/**
 * Builds what the browser loads and writes src/generated/assets.ts, the module the server serves from:
 *  - Tailwind CSS → build/assets/app-[hash].css
 *  - one client entry per island of views/islands/registry.ts → build/assets/[name]-[hash].js + shared chunks
 *  - brotli and gzip siblings for every text asset (hashed assets and public/ files)
 *  - a content version for every public/ file (assetUrl adds ?v=… so they can be cached for a year)
 * The generated module imports every file `with { type: "file" }`, so `bun build --compile` embeds them all.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = join(import.meta.dir, "..");
const out = join(root, "build");
const assetsDir = join(out, "assets");
const compressedDir = join(out, "compressed");
const generatedDir = join(root, "src", "generated");
const quiet = process.argv.includes("--quiet");
const log = (...a: unknown[]) => quiet || console.log(...a);

const hash = (data: Uint8Array | string) =>
  createHash("sha256").update(data).digest("base64url").slice(0, 10);
const COMPRESSIBLE = /\.(js|css|svg|ico|txt|xml|json|webmanifest)$/;

export async function buildAssets(): Promise<void> {
  const started = performance.now();
  // Old hashed files are left in place (their names never collide), so a server still running on the
  // previous build keeps serving them while this one is written; build/ is git-ignored scratch space.
  mkdirSync(assetsDir, { recursive: true });
  mkdirSync(join(generatedDir, "client"), { recursive: true });

  // 1. CSS
  const tmpCss = join(out, `app-${process.pid}.css`);
  const tw = Bun.spawnSync(
    [
      process.execPath,
      join(root, "node_modules/@tailwindcss/cli/dist/index.mjs"),
      "-i",
      join(root, "views/styles.css"),
      "-o",
      tmpCss,
      "--minify",
    ],
    { cwd: root, stderr: "pipe", stdout: "pipe" },
  );
  if (tw.exitCode !== 0) throw new Error(`Tailwind failed:\n${tw.stderr.toString()}`);
  const css = readFileSync(tmpCss);
  const cssName = `app-${hash(css)}.css`;
  writeFileSync(join(assetsDir, cssName), css);
  rmSync(tmpCss);

  // 2. Islands: registry keys → their component export and file
  const registry = readFileSync(join(root, "views/islands/registry.ts"), "utf8");
  const imports = new Map<string, string>();
  for (const m of registry.matchAll(/import \{ (\w+) \} from "\.\/([\w-]+)";/g)) imports.set(m[1]!, m[2]!);
  const body = registry.slice(registry.indexOf("export const islands"));
  const entries: { name: string; file: string }[] = [];
  for (const m of body.matchAll(/^\s+"?([\w-]+)"?: (\w+),/gm)) {
    const [, name, ident] = m as unknown as [string, string, string];
    const file = imports.get(ident);
    if (file !== name) throw new Error(`Island "${name}" must be exported from views/islands/${name}.tsx`);
    const entry = join(generatedDir, "client", `${name}.tsx`);
    writeFileSync(
      entry,
      `import { hydrateIslands } from "../../client/hydrate";\nimport { ${ident} } from "../../../views/islands/${name}";\nhydrateIslands("${name}", ${ident});\n`,
    );
    entries.push({ name, file: entry });
  }
  const result = await Bun.build({
    entrypoints: entries.map((e) => e.file),
    outdir: assetsDir,
    target: "browser",
    format: "esm",
    splitting: true,
    minify: true,
    sourcemap: "none",
    naming: { entry: "[name]-[hash].[ext]", chunk: "chunk-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": '"production"' },
  });
  if (!result.success) throw new AggregateError(result.logs, "Client build failed");

  const urlOf = (p: string) => `/assets/${relative(assetsDir, p)}`;
  const importsOf = (p: string): string[] => {
    const text = readFileSync(p, "utf8");
    return [...text.matchAll(/(?:from|import)\s*"\.\/(chunk-[\w-]+\.js)"/g)].map((m) =>
      join(assetsDir, m[1]!),
    );
  };
  const islandsManifest: Record<string, { src: string; preload: string[] }> = {};
  for (const o of result.outputs.filter((o) => o.kind === "entry-point")) {
    const name = relative(assetsDir, o.path).replace(/-[\w]+\.js$/, "");
    const seen = new Set<string>();
    const walk = (p: string) => {
      for (const c of importsOf(p)) {
        if (seen.has(c)) continue;
        seen.add(c);
        walk(c);
      }
    };
    walk(o.path);
    islandsManifest[name] = { src: urlOf(o.path), preload: [...seen].map(urlOf) };
  }

  // 3. Files to serve: hashed assets and public/
  const files: { url: string; path: string; immutable: boolean }[] = [];
  // This build's files only: older ones stay on disk for a server still running on them, but are neither
  // served by this build nor embedded in the executable (which would otherwise grow with every build).
  const current = new Set([cssName, ...result.outputs.map((o) => relative(assetsDir, o.path))]);
  for (const f of readdirSync(assetsDir))
    if (current.has(f)) files.push({ url: `/assets/${f}`, path: join(assetsDir, f), immutable: true });
  const publicVersions: Record<string, string> = {};
  const walkPublic = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walkPublic(p);
      else {
        const url = `/${relative(join(root, "public"), p).split("\\").join("/")}`;
        publicVersions[url] = hash(readFileSync(p));
        files.push({ url, path: p, immutable: false });
      }
    }
  };
  walkPublic(join(root, "public"));

  // 4. Precompress text files (only when it saves something)
  const lines: string[] = [];
  const entriesOut: string[] = [];
  let n = 0;
  const ref = (p: string) => {
    const id = `f${n++}`;
    lines.push(
      `import ${id} from ${JSON.stringify(relative(generatedDir, p).split("\\").join("/"))} with { type: "file" };`,
    );
    return id;
  };
  for (const f of files) {
    const parts = [`path: ${ref(f.path)}`, `immutable: ${f.immutable}`];
    if (COMPRESSIBLE.test(f.url)) {
      const data = readFileSync(f.path);
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = gzipSync(data, { level: 9 });
      if (br.length < data.length * 0.9) {
        const base = join(compressedDir, f.url);
        mkdirSync(dirname(base), { recursive: true });
        writeFileSync(`${base}.br`, br);
        writeFileSync(`${base}.gz`, gz);
        parts.push(`br: ${ref(`${base}.br`)}`, `gz: ${ref(`${base}.gz`)}`);
      }
    }
    entriesOut.push(`  ${JSON.stringify(f.url)}: { ${parts.join(", ")} },`);
  }

  const manifest = { css: `/assets/${cssName}`, islands: islandsManifest };
  // Written whole and renamed into place, so a server starting meanwhile never reads half a module.
  const tmpModule = join(generatedDir, `.assets-${process.pid}.ts`);
  writeFileSync(
    tmpModule,
    `// Generated by scripts/build-assets.ts. Do not edit.\n// @ts-nocheck: file imports of arbitrary extensions have no type declarations.\nimport type { AssetFile, AssetManifest } from "../lib/asset-manifest";\n${lines.join("\n")}\n\nexport const manifest: AssetManifest = ${JSON.stringify(manifest, null, 2)};\n\nexport const publicVersions: Record<string, string> = ${JSON.stringify(publicVersions, null, 2)};\n\nexport const files: Record<string, AssetFile> = {\n${entriesOut.join("\n")}\n};\n`,
  );
  renameSync(tmpModule, join(generatedDir, "assets.ts"));
  log(
    `assets built in ${Math.round(performance.now() - started)} ms: ${cssName}, ${entries.length} islands, ${files.length} files`,
  );
}

if (import.meta.main) await buildAssets();
