/**
 * When the server has had no request for a while, it gives back what it holds only for speed: a full
 * garbage collection, then its program's code pages handed back to the kernel (madvise MADV_PAGEOUT on
 * the read-only mappings of its own executable file). Those pages are clean copies of the file: they stay
 * in the page cache, reclaimable, and a later request maps back the ones it needs (minor faults, a
 * millisecond or two for the first request after a quiet spell). A server that serves a page a minute
 * otherwise keeps ~45 MB of the runtime's code resident that it touched once at start or in an admin
 * session (docs/decisions/028). Anonymous memory is never paged out (that would be swapping).
 *
 * Linux only (elsewhere, and where madvise is refused, nothing happens). bun:ffi and libc load on the first
 * trim, never at start.
 */
import { readFileSync } from "node:fs";

/**
 * 10 s without a request: a visitor reading a page makes none, so a site is quiet most of the time, and
 * a burst (a page and its assets, an admin clicking through) is never cut in half. Again at 40 s: the
 * helper process, which shares the program's pages while it runs, exits 30 s after its last job.
 */
export const IDLE_TRIM_MS = 10_000;
export const IDLE_TRIM_AGAIN_MS = 40_000;

/** The advice that asks the kernel to reclaim the pages now (Linux 5.4+). */
const MADV_PAGEOUT = 21;

type Madvise = (start: bigint, length: bigint, advice: number) => number;

let madvise: Madvise | null | undefined;

async function loadMadvise(): Promise<Madvise | null> {
  if (madvise !== undefined) return madvise;
  try {
    const { dlopen, FFIType } = await import("bun:ffi");
    const libc = dlopen("libc.so.6", {
      madvise: { args: [FFIType.u64, FFIType.u64, FFIType.i32], returns: FFIType.i32 },
    });
    madvise = (start, length, advice) => libc.symbols.madvise(start, length, advice) as number;
  } catch {
    madvise = null; // not Linux with glibc: trimming is the collection alone
  }
  return madvise;
}

/** The read-only mappings of `file` in this process (`/proc/self/maps`): code and constant data. */
export function readOnlyMappingsOf(maps: string, file: string): { start: bigint; end: bigint }[] {
  const out: { start: bigint; end: bigint }[] = [];
  for (const line of maps.split("\n")) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) (r-xp|r--p) [0-9a-f]+ \S+ \d+\s+(.+)$/.exec(line);
    if (m && m[4] === file) out.push({ start: BigInt(`0x${m[1]}`), end: BigInt(`0x${m[2]}`) });
  }
  return out;
}

/** One trim now: the collection, then the code pages. Returns how many bytes of mappings were advised. */
export async function trimNow(file = process.execPath): Promise<number> {
  Bun.gc(true);
  if (process.platform !== "linux") return 0;
  const advise = await loadMadvise();
  if (!advise) return 0;
  let maps: string;
  try {
    maps = readFileSync("/proc/self/maps", "utf8");
  } catch {
    return 0;
  }
  let bytes = 0;
  for (const { start, end } of readOnlyMappingsOf(maps, file)) {
    if (advise(start, end - start, MADV_PAGEOUT) === 0) bytes += Number(end - start);
  }
  return bytes;
}

/**
 * Trims after `idleMs` without a request, and once more after `againMs` (by then the helper process, which
 * shares the program's pages while it runs, has gone). `seen()` is called for every request: one increment.
 */
export function createIdleTrim(opts: {
  idleMs: number;
  againMs: number;
  onError?: (e: unknown) => void;
  /** What a trim does (tests); default trimNow. */
  trim?: () => Promise<unknown>;
}) {
  const trim = opts.trim ?? (() => trimNow());
  let requests = 0;
  let seenAt = -1;
  let quietSince = Date.now();
  let trims = 0;
  const tick = () => {
    if (requests !== seenAt) {
      seenAt = requests;
      quietSince = Date.now();
      trims = 0;
      return;
    }
    const quiet = Date.now() - quietSince;
    const due = trims === 0 ? opts.idleMs : trims === 1 ? opts.againMs : Number.POSITIVE_INFINITY;
    if (quiet < due) return;
    trims++;
    trim().catch((e: unknown) => opts.onError?.(e));
  };
  const timer = setInterval(tick, Math.max(250, Math.floor(opts.idleMs / 4)));
  timer.unref();
  return {
    /** A request arrived. */
    seen() {
      requests++;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
