/**
 * Image benchmark, run by `bun run bench` or alone (`bun scripts/bench/sections/images.ts`):
 *  1. the pipeline on a 12-megapixel phone photo (4000 × 3000 JPEG, ~4.5 MB): median time of several runs,
 *     in-process and end to end through POST /api/upload on the real server, and the server's peak memory;
 *  2. a decompression bomb: how fast it is refused and what it costs in memory;
 *  3. bytes a phone (390 px wide) transfers for /blog/{slug} with that photo as the featured image, before
 *     (the original upload served as-is, as the site did until now) and after (a variant chosen by srcset),
 *     measured in Chromium.
 * Options: --runs N (default 7).
 */
import { readFileSync, rmSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { processImage } from "../../../src/images";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../tests/browser/harness";
import { bombPng, jpegFrom, photoPng } from "../../../tests/support/images";
import { fmt, median, startSite } from "../support/server";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg("runs", 7);
const MB = 1024 * 1024;
const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;

/** Peak resident memory of a process so far (VmHWM), in MB. */
const peakMb = (pid: number | "self") =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const rssMb = (pid: number | "self") =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

// A photo as a phone takes it: 12 MP, compressed to about 4.5 MB.
const photo = await jpegFrom(photoPng(4000, 3000, 11), 92);
console.log(`\nImages: a ${fmt(photo.length / MB, 2)} MB, 4000 × 3000 JPEG`);

// 1a. In-process pipeline.
const times: number[] = [];
let variantBytes: number[] = [];
let masterBytes = 0;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  const p = await processImage(photo);
  times.push(performance.now() - started);
  masterBytes = p.master.data.length;
  variantBytes = p.variants.map((v) => v.bytes);
}
console.log(
  `  pipeline (decode, orient, strip, cap to 2560, master + 3 WebP variants + placeholder): median ${fmt(median(times), 0)} ms ` +
    `of ${RUNS} (min ${fmt(Math.min(...times), 0)}, max ${fmt(Math.max(...times), 0)})`,
);
console.log(
  `  stored: master ${kb(masterBytes)} (2560 × 1920 JPEG), variants ${variantBytes.map(kb).join(" / ")} (480 / 960 / 1600 WebP)`,
);

// 2. A bomb: 100,000 × 100,000 pixels declared in a few hundred kilobytes.
{
  const bomb = bombPng(100_000, 100_000);
  Bun.gc(true);
  const before = rssMb("self");
  const started = performance.now();
  let refused = "";
  try {
    await processImage(bomb);
  } catch (e) {
    refused = (e as { status?: number }).status === 413 ? "413" : String(e);
  }
  const ms = performance.now() - started;
  console.log(
    `  decompression bomb (${bomb.length} byte file declaring 100,000 × 100,000 px): refused ${refused} in ${fmt(ms, 1)} ms, ` +
      `resident memory ${fmt(before, 0)} → ${fmt(rssMb("self"), 0)} MB (a decode would need ~40 GB)`,
  );
}

// 1b and 3: the real server.
const site = await startSite({ env: { LOG_LEVEL: "silent" } });
let browser: Browser | undefined;
let failed = false;
try {
  const login = await fetch(`${site.base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "bench-password-long" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const upload = async () => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(photo)], "IMG_0042.JPG", { type: "image/jpeg" }));
    const res = await fetch(`${site.base}/api/upload`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  };
  const restMb = rssMb(site.pid);
  const uploadTimes: number[] = [];
  let url = "";
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    url = await upload();
    uploadTimes.push(performance.now() - started);
  }
  console.log(
    `  POST /api/upload end to end (send 4.5 MB over loopback, process, store): median ${fmt(median(uploadTimes), 0)} ms of ${RUNS}; ` +
      `server memory ${fmt(restMb, 0)} MB before, peak ${fmt(peakMb(site.pid), 0)} MB`,
  );

  const slug = "bench-photo-article";
  const created = await fetch(`${site.base}/api/posts`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Our new harbour office",
      slug,
      excerpt: "Photographs of the new office.",
      content: "We have moved.\n\nThe new office is on the harbour front.",
      featuredImage: url,
      serviceArea: "real-estate",
    }),
  });
  if (!created.ok) throw new Error(`post failed: ${created.status}`);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  for (const dpr of [1, 3]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: dpr,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    let total = 0;
    let image = 0;
    let imageUrl = "";
    cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
    cdp.on("Network.loadingFinished", (e) => {
      total += e.encodedDataLength;
      const u = urls.get(e.requestId) ?? "";
      if (u.includes("/uploads/")) {
        image += e.encodedDataLength;
        imageUrl = new URL(u).pathname;
      }
    });
    await page.goto(`${site.base}/blog/${slug}`, { waitUntil: "networkidle" });
    await context.close();
    // Before: the same page, its featured image the original upload (the site served it as-is, to everyone).
    const before = total - image + photo.length;
    console.log(
      `  /blog/${slug} at 390 px, ${dpr}× screen: ${kb(before)} before → ${kb(total)} after ` +
        `(the image: ${kb(photo.length)} original → ${kb(image)}, ${imageUrl.replace(/^.*-(\d+w\.webp)$/, "$1")}); ` +
        `${fmt((1 - total / before) * 100, 0)}% less`,
    );
    if (!imageUrl.endsWith(dpr === 1 ? "-480w.webp" : "-1600w.webp")) failed = true;
  }
} finally {
  await browser?.close();
  await site.stop();
  rmSync(site.dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log("  UNEXPECTED: a phone was not sent the variant its screen needs");
  process.exit(1);
}
