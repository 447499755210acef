/**
 * One .tar.gz file, written and read as a stream: no file, however large, sits in memory (modern-tar for the
 * tar format, the runtime's CompressionStream for gzip). Every file's SHA-256 is computed on the way through.
 * Bun.Archive is not used: it builds and reads whole archives in memory, and it silently writes file-backed
 * Blobs as empty entries (docs/decisions/012-backup-archives.md).
 */
import { mkdir, open } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createTarDecoder, createTarPacker } from "modern-tar";
import { isValidKey } from "../storage";
import { BackupError } from "./errors";
import { DB_ENTRY, MANIFEST_ENTRY, SUMS_ENTRY, UPLOADS_PREFIX } from "./manifest";

export interface ArchiveWriter {
  /** Adds one file of exactly `size` bytes; resolves to its SHA-256 (hex) once it is in the archive. */
  add(
    name: string,
    size: number,
    body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>,
  ): Promise<string>;
  /** Ends the archive and flushes it to disk; resolves to its size in bytes. */
  finish(): Promise<number>;
  /** Gives up (the caller deletes the file). */
  abort(): Promise<void>;
}

/** Hashes and counts the bytes that pass through. */
function measuring() {
  const hasher = new Bun.CryptoHasher("sha256");
  let bytes = 0;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      hasher.update(chunk);
      bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, bytes: () => bytes, sha256: () => hasher.digest("hex") };
}

/** Creates `path` (which must not exist; readable by its owner only: a backup holds personal data). */
export async function createArchiveWriter(path: string, mtime: Date): Promise<ArchiveWriter> {
  const file = await open(path, "wx", 0o600);
  const { readable, controller } = createTarPacker();
  let written = 0;
  // Awaiting each write is the back-pressure: the packer waits while the disk is slower than the source.
  const drained = (async () => {
    for await (const chunk of readable.pipeThrough(new CompressionStream("gzip"))) {
      await file.write(chunk);
      written += chunk.byteLength;
    }
  })();
  // A failed write (disk full) must also stop the entry being piped, or it would wait forever.
  const failed = new Promise<never>((_, reject) => drained.catch(reject));
  failed.catch(() => {});
  drained.catch((e) => controller.error(e));
  return {
    async add(name, size, body) {
      const sink = controller.add({ name, size, type: "file", mode: 0o600, mtime });
      const source = body instanceof Uint8Array ? new Blob([body]).stream() : body;
      const m = measuring();
      await Promise.race([source.pipeThrough(m.stream).pipeTo(sink), failed]);
      if (m.bytes() !== size) throw new BackupError(`${name} changed while it was being read`);
      // The chunks of a finished file are garbage the collector notices late; a quick young-generation
      // collection per file keeps a scheduled backup inside the server's memory budget (measured by
      // scripts/bench/sections/backup.ts).
      Bun.gc(false);
      return m.sha256();
    },
    async finish() {
      controller.finalize();
      await drained;
      await file.sync();
      await file.close();
      return written;
    },
    async abort() {
      controller.error(new Error("backup aborted"));
      await drained.catch(() => {});
      await file.close().catch(() => {});
    },
  };
}

/** Where an entry may go inside the extraction folder; anything else is refused. */
function entryPath(name: string): string | undefined {
  if (name === DB_ENTRY || name === MANIFEST_ENTRY || name === SUMS_ENTRY) return name;
  if (name.startsWith(UPLOADS_PREFIX) && isValidKey(name.slice(UPLOADS_PREFIX.length))) return name;
  return undefined;
}

export interface ExtractedFile {
  path: string;
  size: number;
  sha256: string;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Extracts a backup archive into `dir` (an empty folder), refusing anything a backup never contains (links,
 * devices, paths outside the layout, the same name twice). Resolves to every file written, with its hash.
 */
export async function extractArchive(archive: string, dir: string): Promise<ExtractedFile[]> {
  const head = new Uint8Array(await Bun.file(archive).slice(0, 2).arrayBuffer());
  if (head.length < 2 || head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(`${archive} is not a firm-site backup (not a .tar.gz archive)`);
  }
  const files: ExtractedFile[] = [];
  const seen = new Set<string>();
  const entries = Bun.file(archive)
    .stream()
    .pipeThrough(new DecompressionStream("gzip"))
    .pipeThrough(createTarDecoder({ strict: true }));
  try {
    for await (const entry of entries) {
      // Archives repacked by hand with tar(1) may say "./site.db" and carry folder entries.
      const name = entry.header.name.replace(/^(\.\/)+/, "");
      const type = entry.header.type ?? "file";
      if (type === "directory") {
        await entry.body.cancel();
        const folder = name.replace(/\/$/, "");
        const inUploads =
          folder.startsWith(UPLOADS_PREFIX) && isValidKey(folder.slice(UPLOADS_PREFIX.length));
        if (folder === "" || `${folder}/` === UPLOADS_PREFIX || inUploads) continue;
        throw new BackupError(`the archive holds an unexpected folder "${name}"`);
      }
      const path = type === "file" ? entryPath(name) : undefined;
      if (path === undefined) {
        await entry.body.cancel();
        throw new BackupError(`the archive holds an unexpected ${type} "${name}" (not a firm-site backup)`);
      }
      if (seen.has(path)) throw new BackupError(`the archive holds "${name}" twice`);
      seen.add(path);
      const target = join(dir, path);
      await mkdir(dirname(target), { recursive: true });
      // Default permissions (umask), like the files the server itself writes.
      const out = await open(target, "wx");
      const m = measuring();
      try {
        const reader = entry.body.pipeThrough(m.stream).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          await out.write(value);
        }
      } finally {
        await out.close();
      }
      files.push({ path, size: m.bytes(), sha256: m.sha256() });
    }
  } catch (e) {
    if (e instanceof BackupError) throw e;
    const code = (e as { code?: string }).code;
    if (code && /^E[A-Z]+$/.test(code)) throw e; // the disk, not the archive: the caller words it
    throw new BackupError(
      `${archive} is damaged or incomplete (${e instanceof Error ? e.message : String(e)}); nothing was restored`,
    );
  }
  return files;
}
