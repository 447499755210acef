import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_IMAGE_BYTES, sniffImageType } from "../../lib/uploads";
import { GIF_HEAD, JPEG_HEAD, pngBytes, WEBP_HEAD } from "../../test-images";
import { makeTestAppWithAdmin, signIn } from "../../test-support";

const dataDir = mkdtempSync(join(tmpdir(), "firm-upload-test-"));
const _uploads = join(dataDir, "uploads");
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", DATA_DIR: dataDir });
  cookie = await signIn(t.app);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const NAME =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
/** Every key in the app's blob store (the uploads folder, or the S3 bucket in the scale-out pass). */
async function stored(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.deps.storage.list()) keys.push(o.key);
  return keys.sort();
}

async function upload(
  bytes: Uint8Array | string,
  fileName = "photo.png",
  type = "image/png",
  headers: Record<string, string> = { Cookie: cookie },
) {
  const form = new FormData();
  form.append(
    "image",
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], fileName, { type }),
  );
  return await t.app.request("http://localhost/api/upload", { method: "POST", headers, body: form });
}

describe("POST /api/upload", () => {
  test("signed out → 401 and nothing is written", async () => {
    const res = await upload(pngBytes(), "a.png", "image/png", {});
    expect(res.status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  test("a PNG → 200 { url } under a random name, stored byte for byte", async () => {
    const png = pngBytes(4, 3);
    const res = await upload(png, "My Photo.PNG");
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(NAME);
    expect(url).toEndWith(".png");
    expect(url).not.toContain("Photo");
    const blob = await t.deps.storage.get(url.slice("/uploads/".length));
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array(png));
    const again = (await (await upload(png, "My Photo.PNG")).json()) as { url: string };
    expect(again.url).not.toBe(url);
  });

  test("JPEG, GIF and WebP are accepted and named by what they are", async () => {
    for (const [bytes, ext] of [
      [JPEG_HEAD, "jpg"],
      [GIF_HEAD, "gif"],
      [WEBP_HEAD, "webp"],
    ] as const) {
      const { url } = (await (await upload(bytes, "upload.bin", "application/octet-stream")).json()) as {
        url: string;
      };
      expect(url).toMatch(NAME);
      expect(url).toEndWith(`.${ext}`);
    }
  });

  test("the bytes decide, not the name or declared type: a PNG called .gif is stored as .png", async () => {
    const { url } = (await (await upload(pngBytes(), "fake.gif", "image/gif")).json()) as { url: string };
    expect(url).toEndWith(".png");
    const served = await t.app.request(url);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  test("HTML, SVG, text or an empty file dressed as a PNG → 4xx with a clear message, nothing written", async () => {
    const before = await stored();
    const fakes = [
      "<!doctype html><script>alert(1)</script>",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "just some text",
      // A PNG signature that is not at the start does not count.
      Buffer.concat([Buffer.from("<html>"), pngBytes()]),
    ];
    for (const body of fakes) {
      const res = await upload(body, "innocent.png", "image/png");
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: "Only PNG, JPEG, GIF or WebP images can be uploaded." });
    }
    const empty = await upload("", "empty.png");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe("The image file is empty.");
    expect(await stored()).toEqual(before);
  });

  test("no image field, or not multipart → 400/415 naming the field", async () => {
    const form = new FormData();
    form.append("file", new File([pngBytes()], "a.png", { type: "image/png" }));
    form.append("image", "not a file");
    const missing = await t.app.request("http://localhost/api/upload", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain('form field "image"');
    const json = await t.app.request("http://localhost/api/upload", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { error: string }).error).toContain("multipart/form-data");
  });

  test("over 5MB → 413 with the spec's message; exactly 5MB is fine", async () => {
    const before = await stored();
    const tooBig = Buffer.concat([pngBytes(), Buffer.alloc(MAX_IMAGE_BYTES + 1 - pngBytes().length)]);
    const res = await upload(tooBig);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Image must be less than 5MB" });
    expect(await stored()).toEqual(before);
    const limit = Buffer.concat([pngBytes(), Buffer.alloc(MAX_IMAGE_BYTES - pngBytes().length)]);
    expect((await upload(limit)).status).toBe(200);
  });

  test("a body declared far above 5MB is refused before it is read", async () => {
    const res = await t.app.request("http://localhost/api/upload", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(MAX_IMAGE_BYTES + 512 * 1024),
      },
      body: "--x--",
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain("Image must be less than 5MB");
  });

  test("a body above the 6 MB transport limit → 413, never read into memory", async () => {
    const res = await upload(Buffer.concat([pngBytes(), Buffer.alloc(7 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain("5MB");
  });
});

describe("GET /uploads/:name", () => {
  test("served inline with its type, nosniff, a year of immutable caching, and 304 on revalidation", async () => {
    const png = pngBytes(2, 2);
    const { url } = (await (await upload(png)).json()) as { url: string };
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe("inline");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(png));
    const etag = res.headers.get("etag")!;
    const revalidated = await t.app.request(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  test("only names the server makes are served; nothing outside the uploads folder is reachable", async () => {
    await t.deps.storage.put("evil.html", new TextEncoder().encode("<script>alert(1)</script>"), "text/html");
    writeFileSync(join(dataDir, "secret.txt"), "TOP-SECRET-7f3a");
    const { url } = (await (await upload(pngBytes())).json()) as { url: string };
    const name = url.slice("/uploads/".length);
    const paths = [
      "/uploads/evil.html",
      "/uploads/../secret.txt",
      "/uploads/..%2fsecret.txt",
      "/uploads/%2e%2e%2fsecret.txt",
      "/uploads/..%252fsecret.txt",
      "/uploads/..%5csecret.txt",
      "/uploads/site.db",
      `/uploads/${name}.html`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${name.replace(".png", ".svg")}`,
      `/uploads/${name}%00.png`,
      `/uploads/x/${name}`,
      "/uploads/00000000-0000-4000-8000-000000000000.png",
      "/uploads/",
      "/uploads",
    ];
    for (const path of paths) {
      const res = await t.app.request(`http://localhost${path}`);
      expect([404, 301]).toContain(res.status);
      const body = await res.text();
      expect({
        path,
        leaked: body.includes("TOP-SECRET-7f3a") || body.includes("<script>alert(1)</script>"),
      }).toEqual({
        path,
        leaked: false,
      });
    }
  });
});

describe("sniffImageType", () => {
  test("knows the four formats by their magic bytes and nothing else", () => {
    expect(sniffImageType(pngBytes())).toBe("png");
    expect(sniffImageType(JPEG_HEAD)).toBe("jpg");
    expect(sniffImageType(GIF_HEAD)).toBe("gif");
    expect(sniffImageType(Buffer.from("GIF87a..."))).toBe("gif");
    expect(sniffImageType(WEBP_HEAD)).toBe("webp");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg/>"))).toBeUndefined();
  });
});
