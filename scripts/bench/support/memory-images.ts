/**
 * For the memory section: the server's helper process (its child: sanitising, images, argon2id,
 * docs/decisions/027) found and sampled, and the image round: a 12-megapixel photo (JPEG), a 4,000 × 3,000
 * PNG, then two photos uploaded at once, with the server's resident memory sampled every 20 ms meanwhile.
 */
import { readdirSync, readFileSync } from "node:fs";
import { jpegFrom, photoPng, quadrantsPng } from "../../../tests/support/images";
import { memoryMb } from "./server";

/** The processes whose parent is `pid` (the helper, while it runs). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * Samples, every `everyMs` until stopped: the server's RSS (its highest value since `start()`) and the
 * helper's peak (VmHWM of each child seen; a child's own high-water mark survives between samples, so a
 * short spike is not missed even if the child exits soon after).
 */
export function sampler(pid: number, everyMs = 20) {
  let serverMax = 0;
  let childPeak = 0;
  const seen = new Set<number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    try {
      serverMax = Math.max(serverMax, memoryMb(pid).rss);
    } catch {}
    for (const child of childPids(pid)) {
      seen.add(child);
      try {
        childPeak = Math.max(childPeak, memoryMb(child).peak);
      } catch {}
    }
  };
  return {
    start() {
      serverMax = 0;
      tick();
      timer = setInterval(tick, everyMs);
    },
    stop() {
      clearInterval(timer);
      tick();
      return { serverMax, childPeak, children: seen.size };
    },
    /** For the whole run: keep sampling in the background. */
    get childPeak() {
      return childPeak;
    },
  };
}

let photo: Uint8Array | undefined;
let png: Uint8Array | undefined;

export async function upload(base: string, cookie: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(bytes)], name, { type }));
  const started = performance.now();
  const res = await fetch(`${base}/api/upload`, { method: "POST", headers: { Cookie: cookie }, body: form });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

export interface ImageRound {
  jpegMs: number;
  pngMs: number;
  twoMs: number;
  serverMax: number;
  childPeak: number;
}

/** The photo, the PNG, then two photos at once; the server's highest RSS meanwhile. */
export async function imageRound(pid: number, base: string, cookie: string): Promise<ImageRound> {
  photo ??= await jpegFrom(photoPng(4000, 3000, 11), 92);
  png ??= quadrantsPng(4000, 3000);
  const s = sampler(pid);
  s.start();
  const jpegMs = await upload(base, cookie, photo, "IMG_0043.JPG", "image/jpeg");
  const pngMs = await upload(base, cookie, png, "plan.png", "image/png");
  const t = performance.now();
  await Promise.all([
    upload(base, cookie, photo, "IMG_0044.JPG", "image/jpeg"),
    upload(base, cookie, photo, "IMG_0045.JPG", "image/jpeg"),
  ]);
  const twoMs = performance.now() - t;
  const { serverMax, childPeak } = s.stop();
  return { jpegMs, pngMs, twoMs, serverMax, childPeak };
}
