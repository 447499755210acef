/**
 * The site on a date as one .tar.gz: its pages, the public content document, the images those pages
 * show, and a manifest of every file's SHA-256 (manifest.json, and SHA256SUMS for `sha256sum -c`). Built
 * in memory: a small firm's site is a few megabytes.
 */
import { packTar } from "modern-tar";
import type { Content } from "../content";
import { type PastPage, pageFile, pagesAt, type RenderPast } from "./pages";
import type { PastSite } from "./site-at";

export interface ManifestFile {
  path: string;
  sha256: string;
  bytes: number;
}

export interface ArchiveManifest {
  instant: string;
  files: ManifestFile[];
}

const sha256 = (b: Uint8Array) => new Bun.CryptoHasher("sha256").update(b).digest("hex");

/** Local images a page shows (src, srcset, its social preview), site-relative. */
export function imagesIn(html: string, origin: string): string[] {
  const found = new Set<string>();
  const add = (u: string) => {
    const path = u.startsWith(origin) ? u.slice(origin.length) : u;
    if (/^\/(uploads|images)\/[^\s"'?#]+$/.test(path)) found.add(path);
  };
  for (const m of html.matchAll(/\b(?:src|href|content)="([^"]+)"/g)) add(m[1]!.replace(/&amp;/g, "&"));
  for (const m of html.matchAll(/\bsrcset="([^"]+)"/g))
    for (const part of m[1]!.split(",")) add(part.trim().split(/\s+/)[0] ?? "");
  return [...found].filter((p) => /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i.test(p));
}

export interface SiteArchive {
  bytes: Uint8Array<ArrayBuffer>;
  manifest: ArchiveManifest;
  pages: PastPage[];
}

export async function packSite(
  past: PastSite,
  render: RenderPast,
  content: Pick<Content, "documentAt">,
): Promise<SiteArchive> {
  const pages = await pagesAt(past, render);
  const enc = new TextEncoder();
  const files: { path: string; body: Uint8Array }[] = pages.map((p) => ({
    path: pageFile(p.path),
    body: enc.encode(p.html),
  }));
  files.push({
    path: "content.json",
    body: enc.encode(`${JSON.stringify(await content.documentAt(past.at), null, 2)}\n`),
  });
  const images = [...new Set(pages.flatMap((p) => imagesIn(p.html, past.origin)))].sort();
  for (const path of images) {
    const res = await render(past, path);
    if (res.status !== 200) {
      await res.body?.cancel();
      continue;
    }
    files.push({ path: `images${path}`, body: new Uint8Array(await res.arrayBuffer()) });
  }
  const manifest: ArchiveManifest = {
    instant: new Date(past.at).toISOString(),
    files: files.map((f) => ({ path: f.path, sha256: sha256(f.body), bytes: f.body.byteLength })),
  };
  const sums = manifest.files.map((f) => `${f.sha256}  ${f.path}\n`).join("");
  const mtime = new Date(past.at);
  const all = [
    ...files,
    { path: "manifest.json", body: enc.encode(`${JSON.stringify(manifest, null, 2)}\n`) },
    { path: "SHA256SUMS", body: enc.encode(sums) },
  ];
  const tar = await packTar(
    all.map((f) => ({
      header: { name: f.path, size: f.body.byteLength, type: "file" as const, mode: 0o644, mtime },
      body: f.body,
    })),
  );
  return { bytes: Bun.gzipSync(tar), manifest, pages };
}
