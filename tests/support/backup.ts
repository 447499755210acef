/** Helpers for the backup tests: open a site on disk, read and tamper with archives, fingerprint folders. */
import { expect } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { packTar, type TarHeader, unpackTar } from "modern-tar";
import { formatSums, type Manifest } from "../../src/backup/manifest";
import { loadConfig } from "../../src/config";
import { openDeps } from "../../src/deps";
import type { AppDeps } from "../../src/http/app-env";
import { createLogger } from "../../src/lib/logger";
import { pngBytes } from "./images";
import { type ServerProcess, startServer } from "./server";

export const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `firm-site-backup-${label}-`));

/** A site on disk (DATA_DIR/site.db and uploads/), as the server opens it. */
export async function openSiteAt(dataDir: string, env: Record<string, string> = {}): Promise<AppDeps> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env });
  return openDeps(config, createLogger("silent"));
}

export type Entry = { header: TarHeader; data?: Uint8Array };

export async function readArchive(file: string): Promise<Entry[]> {
  const tar = Bun.gunzipSync(await Bun.file(file).bytes());
  return (await unpackTar(tar)).map((e) => ({ header: e.header, ...(e.data ? { data: e.data } : {}) }));
}

export async function writeArchive(file: string, entries: Entry[]): Promise<void> {
  const tar = await packTar(
    entries.map((e) => ({ header: { ...e.header, size: e.data?.byteLength ?? 0 }, body: e.data })),
  );
  await Bun.write(file, Bun.gzipSync(tar));
}

const sha256 = (data: Uint8Array) => new Bun.CryptoHasher("sha256").update(data).digest("hex");

/**
 * Rewrites manifest.json (through `edit`) and SHA256SUMS so that both agree with the entries: a tampered
 * archive that is consistent with itself, as a careful forger would make it.
 */
export function resign(entries: Entry[], edit: (m: Manifest) => void = () => {}): Entry[] {
  const byName = new Map(entries.map((e) => [e.header.name, e]));
  const manifest = JSON.parse(new TextDecoder().decode(byName.get("manifest.json")!.data)) as Manifest;
  manifest.files = manifest.files.map((f) => {
    const data = byName.get(f.path)?.data;
    return data ? { path: f.path, size: data.byteLength, sha256: sha256(data) } : f;
  });
  edit(manifest);
  const manifestBytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  const sums = formatSums([...manifest.files, { path: "manifest.json", sha256: sha256(manifestBytes) }]);
  return entries.map((e) =>
    e.header.name === "manifest.json"
      ? { ...e, data: manifestBytes }
      : e.header.name === "SHA256SUMS"
        ? { ...e, data: new TextEncoder().encode(sums) }
        : e,
  );
}

/** path → size and SHA-256 of every file under `dir` (folders too), to prove nothing changed. */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const rel = relative(dir, p);
      if (statSync(p).isDirectory()) {
        out[`${rel}/`] = "dir";
        walk(p);
      } else {
        const bytes = new Uint8Array(readFileSync(p));
        out[rel] = `${bytes.byteLength}:${sha256(bytes)}`;
      }
    }
  };
  walk(dir);
  return out;
}

const repoRoot = join(import.meta.dir, "..", "..");
export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery" };

export interface RunningServer {
  baseUrl: string;
  proc: ServerProcess["proc"];
  /** SIGTERM (a graceful stop) unless told otherwise; waits for the process to end. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

/** The real server (src/server.ts) on a free port over `dataDir`, with the test admin, as the browser tests start it. */
export async function startSiteOver(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "error",
      RATE_LIMITS: "off",
      ...env,
    },
  });
  return { baseUrl: server.base, proc: server.proc, stop: (signal) => server.stop(signal) };
}

/** `bun src/server.ts …args` (the same code the single executable runs), with DATA_DIR and more in env. */
export async function runCommand(
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const proc = Bun.spawn([process.execPath, join(repoRoot, "src/server.ts"), ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdout: "pipe",
    stderr: "pipe",
    stdin: "ignore",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, stdout, stderr };
}

// Writes through the HTTP API of a running server, as an admin and a visitor make them.

export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
}

export async function upload(
  baseUrl: string,
  cookie: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const form = new FormData();
  form.append("image", new Blob([bytes], { type: "image/png" }), "photo.png");
  const res = await fetch(`${baseUrl}/api/upload`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

export async function createPost(baseUrl: string, cookie: string, slug: string, featuredImage?: string) {
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: `Article ${slug}`,
      slug,
      content: "Text of the article.",
      excerpt: "What it is about.",
      serviceArea: "corporate-law",
      ...(featuredImage ? { featuredImage } : {}),
    }),
  });
  expect(res.status).toBe(201);
}

export async function sendEnquiry(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Test Client",
      email,
      phone: "3455550100",
      service: "Corporate Law",
      message: "Please call me about a company matter.",
    }),
  });
  expect(res.status).toBe(200);
}

/** Writes through HTTP until stopped; records when each was acknowledged. */
/** What the site serves for an upload: the processed image, not the bytes sent. */
export async function servedBytes(baseUrl: string, url: string): Promise<Uint8Array<ArrayBuffer>> {
  const res = await fetch(`${baseUrl}${url}`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

export function startWriters(baseUrl: string, cookie: string) {
  const acked: { kind: "enquiry" | "post"; key: string; image?: Uint8Array<ArrayBuffer>; at: number }[] = [];
  let running = true;
  let n = 0;
  const enquiries = (async () => {
    while (running) {
      const email = `during-${n++}@example.com`;
      await sendEnquiry(baseUrl, email);
      acked.push({ kind: "enquiry", key: email, at: performance.now() });
    }
  })();
  const posts = (async () => {
    for (let i = 0; running; i++) {
      const image = pngBytes(30 + (i % 50), 20, [i % 256, 99, 200]);
      const url = await upload(baseUrl, cookie, image);
      const served = await servedBytes(baseUrl, url);
      await createPost(baseUrl, cookie, `during-${i}`, url);
      acked.push({ kind: "post", key: `during-${i}`, image: served, at: performance.now() });
    }
  })();
  return {
    acked,
    async stop() {
      running = false;
      await Promise.all([enquiries, posts]);
    },
  };
}
