import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import {
  bombPng,
  gifBytes,
  jpegFrom,
  photoPng,
  pngBytes,
  SECRETS,
  webpFrom,
  withCameraMetadata,
} from "../../../tests/support/images";
import { IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS, IMAGE_WRONG_TYPE } from "../../images";
import { MAX_IMAGE_BYTES } from "../../shared/upload-limits";

const dataDir = mkdtempSync(join(tmpdir(), "firm-upload-test-"));
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", DATA_DIR: dataDir });
  cookie = await signIn(t.app);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
const NAME = new RegExp(`^/uploads/${UUID}\\.(png|jpg|webp)$`);
/** Every key in the app's blob store (the uploads folder, or the S3 bucket in the scale-out pass). */
async function stored(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.deps.storage.list()) keys.push(o.key);
  return keys.sort();
}
const bytesAt = async (key: string) => new Uint8Array(await (await t.deps.storage.get(key))!.arrayBuffer());

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
const urlOf = async (res: Response) => ((await res.json()) as { url: string }).url;

describe("POST /api/upload", () => {
  test("signed out → 401 and nothing is written", async () => {
    const res = await upload(pngBytes(), "a.png", "image/png", {});
    expect(res.status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  test("a PNG → 200 { url } of the processed master under a random name, with its variants stored", async () => {
    const png = pngBytes(700, 400);
    const res = await upload(png, "My Photo.PNG");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string };
    expect(Object.keys(body)).toEqual(["url"]);
    const { url } = body;
    expect(url).toMatch(NAME);
    expect(url).toEndWith(".png");
    expect(url).not.toContain("Photo");
    const id = url.slice("/uploads/".length, -".png".length);
    // Master and WebP variants at 480 and at its own width (never wider than the upload).
    expect((await stored()).filter((k) => k.startsWith(id))).toEqual(
      [`${id}-480w.webp`, `${id}-700w.webp`, `${id}.png`].sort(),
    );
    const master = await bytesAt(`${id}.png`);
    expect(await new Bun.Image(master).metadata()).toEqual({ width: 700, height: 400, format: "png" });
    const row = await t.repos.images.findById(id);
    expect(row).toMatchObject({
      name: `${id}.png`,
      format: "png",
      sourceFormat: "png",
      width: 700,
      height: 400,
    });
    expect(row!.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 274],
      [700, 400],
    ]);
    expect(row!.placeholder).toMatch(/^data:image\/png;base64,/);
    const again = await urlOf(await upload(png, "My Photo.PNG"));
    expect(again).not.toBe(url);
  });

  test("JPEG, GIF and WebP are decoded and stored as what they are (a GIF as a PNG still)", async () => {
    const png = pngBytes(64, 48, [200, 30, 30]);
    for (const [bytes, ext, format] of [
      [await jpegFrom(png), "jpg", "jpeg"],
      [gifBytes(64, 48, [[200, 30, 30]]), "png", "png"],
      [await webpFrom(png), "webp", "webp"],
    ] as const) {
      const url = await urlOf(await upload(bytes, "upload.bin", "application/octet-stream"));
      expect(url).toMatch(NAME);
      expect(url).toEndWith(`.${ext}`);
      const served = await t.app.request(url);
      expect(served.headers.get("content-type")).toBe(`image/${format}`);
      const meta = await new Bun.Image(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(meta).toEqual({ width: 64, height: 48, format });
    }
  });

  test("the bytes decide, not the name or declared type: a PNG called .gif is stored as .png", async () => {
    const url = await urlOf(await upload(pngBytes(), "fake.gif", "image/gif"));
    expect(url).toEndWith(".png");
    const served = await t.app.request(url);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  test("a phone photo loses its EXIF, GPS, XMP and comment in every stored file, and is turned upright", async () => {
    const jpeg = withCameraMetadata(await jpegFrom(photoPng(300, 200)), 6);
    const url = await urlOf(await upload(jpeg, "IMG_0001.JPG", "image/jpeg"));
    const id = url.slice("/uploads/".length, -".jpg".length);
    const keys = (await stored()).filter((k) => k.startsWith(id));
    expect(keys.length).toBe(2); // the master and its one variant (300 px wide once upright: 200)
    for (const key of keys) {
      const text = Buffer.from(await bytesAt(key)).toString("latin1");
      for (const secret of [SECRETS.camera, SECRETS.xmp, SECRETS.comment, "Exif", "http://ns.adobe.com/xap"])
        expect({ key, secret, found: text.includes(secret) }).toEqual({ key, secret, found: false });
    }
    expect(await new Bun.Image(await bytesAt(`${id}.jpg`)).metadata()).toEqual({
      width: 200,
      height: 300,
      format: "jpeg",
    });
  });

  test("not an image, a polyglot, a damaged or a foreign format → 415 with a clear message, nothing written", async () => {
    const before = await stored();
    const png = pngBytes(8, 8);
    const jpeg = await jpegFrom(photoPng(64, 64));
    const bmp = Buffer.alloc(70);
    bmp.write("BM");
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(2, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    const cases: [string, Uint8Array | string, string][] = [
      ["html", "<!doctype html><script>alert(1)</script>", IMAGE_WRONG_TYPE],
      ["svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', IMAGE_WRONG_TYPE],
      [
        "xml svg",
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        IMAGE_WRONG_TYPE,
      ],
      ["text", "just some text", IMAGE_WRONG_TYPE],
      ["html before a png", Buffer.concat([Buffer.from("<html>"), png]), IMAGE_WRONG_TYPE],
      // PNG magic, then HTML: the "header" is HTML text, whatever huge size it would read as.
      [
        "png magic + html",
        Buffer.concat([png.subarray(0, 8), Buffer.from("<html><script>alert(1)</script></html>")]),
        IMAGE_DAMAGED,
      ],
      ["jpeg magic + html", Buffer.concat([jpeg.subarray(0, 3), Buffer.from("<html>")]), IMAGE_DAMAGED],
      // A real PNG header, then HTML where the pixels should be.
      [
        "png header + html",
        Buffer.concat([png.subarray(0, 33), Buffer.from("<html><script>alert(1)</script></html>")]),
        IMAGE_DAMAGED,
      ],
      [
        "whole png + html",
        Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]),
        IMAGE_DAMAGED,
      ],
      ["truncated jpeg", jpeg.subarray(0, Math.floor(jpeg.length / 2)), IMAGE_DAMAGED],
      ["bmp", bmp, "BMP images cannot be uploaded."],
    ];
    for (const [name, body, message] of cases) {
      const res = await upload(body, "innocent.png", "image/png");
      const { error } = (await res.json()) as { error: string };
      expect({ name, status: res.status, error }).toEqual({
        name,
        status: 415,
        error: expect.stringContaining(message),
      });
    }
    const empty = await upload("", "empty.png");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe("The image file is empty.");
    expect(await stored()).toEqual(before);
  });

  test("a decompression bomb (a tiny file declaring a huge canvas) → 413, refused from its header", async () => {
    const before = await stored();
    for (const bomb of [bombPng(100_000, 100_000), bombPng(20_000, 10), bombPng(8_000, 8_000)]) {
      expect(bomb.length).toBeLessThan(300_000);
      const res = await upload(bomb, "small.png");
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe(IMAGE_TOO_MANY_PIXELS);
    }
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
    // Phones keep data after a JPEG's end marker; it is allowed there (and dropped by re-encoding).
    const jpeg = await jpegFrom(pngBytes(40, 30));
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const res = await upload(padded(MAX_IMAGE_BYTES + 1), "big.jpg", "image/jpeg");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Image must be less than 5MB" });
    expect(await stored()).toEqual(before);
    const limit = await upload(padded(MAX_IMAGE_BYTES), "limit.jpg", "image/jpeg");
    expect(limit.status).toBe(200);
    const id = (await urlOf(limit)).slice("/uploads/".length, -".jpg".length);
    expect((await t.repos.images.findById(id))!.bytes).toBeLessThan(10_000);
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
  test("master and variants: their type, inline, nosniff, a year of immutable caching, 304 on revalidation", async () => {
    const url = await urlOf(await upload(await jpegFrom(photoPng(1200, 800))));
    const id = url.slice("/uploads/".length, -".jpg".length);
    for (const [path, type, width] of [
      [url, "image/jpeg", 1200],
      [`/uploads/${id}-480w.webp`, "image/webp", 480],
      [`/uploads/${id}-960w.webp`, "image/webp", 960],
      [`/uploads/${id}-1200w.webp`, "image/webp", 1200],
    ] as const) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe("inline");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("set-cookie")).toBeNull();
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect((await new Bun.Image(bytes).metadata()).width).toBe(width);
      const etag = res.headers.get("etag")!;
      const revalidated = await t.app.request(path, { headers: { "If-None-Match": etag } });
      expect(revalidated.status).toBe(304);
    }
  });

  test("only names the server makes, of processed images, are served; nothing else is reachable", async () => {
    await t.deps.storage.put("evil.html", new TextEncoder().encode("<script>alert(1)</script>"), "text/html");
    writeFileSync(join(dataDir, "secret.txt"), "TOP-SECRET-7f3a");
    // A file of the right shape that no processed image owns (an original, or debris) is never served.
    const raw = "0d5a3c9e-7b1f-4c2a-9e8d-1a2b3c4d5e6f";
    await t.deps.storage.put(
      `${raw}.png`,
      Buffer.concat([pngBytes(), Buffer.from("<script>alert(1)</script>")]),
      "image/png",
    );
    const url = await urlOf(await upload(pngBytes(600, 300)));
    const name = url.slice("/uploads/".length);
    const id = name.slice(0, -".png".length);
    const paths = [
      "/uploads/evil.html",
      "/uploads/../secret.txt",
      "/uploads/..%2fsecret.txt",
      "/uploads/%2e%2e%2fsecret.txt",
      "/uploads/..%252fsecret.txt",
      "/uploads/..%5csecret.txt",
      "/uploads/site.db",
      `/uploads/${raw}.png`,
      `/uploads/${name}.html`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${name.replace(".png", ".svg")}`,
      `/uploads/${id}.jpg`,
      `/uploads/${id}-960w.webp`,
      `/uploads/${id}-480w.png`,
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
    expect((await t.app.request(`/uploads/${id}-480w.webp`)).status).toBe(200);
  });
});
