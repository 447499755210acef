import { describe, expect, test } from "bun:test";
import {
  bombPng,
  decodePng,
  exifBlock,
  gifBytes,
  jpegFrom,
  photoPng,
  pngBytes,
  pngWithMetadata,
  quadrantsPng,
  SECRETS,
  webpFrom,
  webpWithMetadata,
  withCameraMetadata,
} from "../../tests/support/images";
import {
  IMAGE_DAMAGED,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_WRONG_TYPE,
  ImageError,
  inspect,
  type ProcessedImage,
  processImage,
  variantWidths,
} from ".";

const RED = [220, 0, 0];
const GREEN = [0, 200, 0];
const BLUE = [0, 0, 220];
const WHITE = [255, 255, 255];

/** The colour of each corner of an image, as the nearest of the four quadrant colours. */
async function corners(bytes: Uint8Array) {
  const png = decodePng(await new Bun.Image(bytes).png().bytes());
  const near = (rgba: number[]) =>
    [
      ["red", RED],
      ["green", GREEN],
      ["blue", BLUE],
      ["white", WHITE],
    ].reduce(
      (best, [name, c]) => {
        const d = (c as number[]).reduce((s, v, i) => s + Math.abs(v - rgba[i]!), 0);
        return d < best.d ? { name: name as string, d } : best;
      },
      { name: "?", d: Number.POSITIVE_INFINITY },
    ).name;
  const m = 4;
  return [
    near(png.rgba(m, m)),
    near(png.rgba(png.width - 1 - m, m)),
    near(png.rgba(m, png.height - 1 - m)),
    near(png.rgba(png.width - 1 - m, png.height - 1 - m)),
  ];
}

/** Every file the pipeline produced for one upload. */
const outputs = (p: ProcessedImage) => [p.master.data, ...p.variants.map((v) => v.data)];
const text = (b: Uint8Array) => Buffer.from(b).toString("latin1");

async function refused(bytes: Uint8Array): Promise<ImageError> {
  try {
    await processImage(bytes);
  } catch (e) {
    if (e instanceof ImageError) return e;
    throw e;
  }
  throw new Error("was accepted");
}

describe("orientation", () => {
  // Quadrants as stored: top-left red, top-right green, bottom-left blue, bottom-right white.
  const cases: [number, string[]][] = [
    [1, ["red", "green", "blue", "white"]],
    [3, ["white", "blue", "green", "red"]], // rotated 180°
    [6, ["blue", "red", "white", "green"]], // to be turned 90° clockwise
    [8, ["green", "white", "red", "blue"]], // to be turned 90° anticlockwise
  ];
  for (const [orientation, expected] of cases) {
    test(`EXIF orientation ${orientation} is applied to the master and every variant`, async () => {
      const jpeg = withCameraMetadata(await jpegFrom(quadrantsPng(1200, 600), 95), orientation);
      const p = await processImage(jpeg);
      const turned = orientation >= 5;
      expect([p.master.width, p.master.height]).toEqual(turned ? [600, 1200] : [1200, 600]);
      for (const file of outputs(p)) expect(await corners(file)).toEqual(expected);
      // Nothing says "rotate me" any more: decoding the output as it is gives the same picture.
      const raw = await new Bun.Image(p.master.data, { autoOrient: false }).metadata();
      expect([raw.width, raw.height]).toEqual([p.master.width, p.master.height]);
    });
  }
});

describe("metadata is gone from every stored file", () => {
  test("JPEG: EXIF (camera, GPS), XMP and comment", async () => {
    const source = withCameraMetadata(await jpegFrom(photoPng(1000, 700)), 1);
    for (const s of [SECRETS.camera, SECRETS.xmp, SECRETS.comment, "Exif"]) expect(text(source)).toContain(s);
    const p = await processImage(source);
    expect(p.variants.length).toBe(2);
    for (const file of outputs(p)) {
      const t = text(file);
      for (const s of [
        SECRETS.camera,
        SECRETS.xmp,
        SECRETS.comment,
        "Exif",
        "http://ns.adobe.com/xap",
        "GPS",
      ])
        expect(t.includes(s)).toBe(false);
      // The GPS latitude's rational numbers (19/1, 17/1, 1284/100) as EXIF stores them.
      expect(Buffer.from(file).includes(exifBlock(1).subarray(-24))).toBe(false);
    }
  });

  test("PNG: text and eXIf chunks", async () => {
    const source = pngWithMetadata(photoPng(600, 400));
    expect(text(source)).toContain(SECRETS.pngText);
    const p = await processImage(source);
    for (const file of outputs(p)) {
      expect(text(file).includes(SECRETS.pngText)).toBe(false);
      expect(text(file).includes("eXIf")).toBe(false);
      expect(text(file).includes("tEXt")).toBe(false);
      expect(text(file).includes("Exif")).toBe(false);
    }
  });

  test("WebP: EXIF and XMP chunks", async () => {
    const source = webpWithMetadata(await webpFrom(photoPng(640, 480)), 640, 480);
    expect(await inspect(source)).toEqual({ format: "webp", width: 640, height: 480 });
    const p = await processImage(source);
    for (const file of outputs(p)) {
      for (const s of ["EXIF", "XMP ", "Exif", SECRETS.xmp]) expect(text(file).includes(s)).toBe(false);
    }
  });

  test("GIF: comment extension", async () => {
    const p = await processImage(gifBytes(100, 80, [[10, 20, 30]]));
    for (const file of outputs(p)) expect(text(file).includes(SECRETS.gifComment)).toBe(false);
  });
});

describe("sizes", () => {
  test("the master is capped at 2560 px on its longest side, either way round", async () => {
    const wide = await processImage(await jpegFrom(pngBytes(4000, 3000)));
    expect([wide.master.width, wide.master.height]).toEqual([2560, 1920]);
    const tall = await processImage(await jpegFrom(pngBytes(1500, 3000)));
    expect([tall.master.width, tall.master.height]).toEqual([1280, 2560]);
    expect((await new Bun.Image(tall.master.data).metadata()).height).toBe(2560);
  }, 20_000);

  test("nothing is scaled up: a 700 px image keeps 700 px, with variants at 480 and 700", async () => {
    const p = await processImage(pngBytes(700, 350));
    expect([p.master.width, p.master.height]).toEqual([700, 350]);
    expect(p.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [700, 350],
    ]);
    const tiny = await processImage(pngBytes(40, 20));
    expect(tiny.variants.map((v) => v.width)).toEqual([40]);
  });

  test("variants are WebP at 480, 960 and 1600, with their recorded sizes true to the files", async () => {
    const p = await processImage(await jpegFrom(photoPng(3000, 2000)));
    expect([p.master.width, p.master.height]).toEqual([2560, 1707]);
    expect(p.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    for (const v of p.variants) {
      expect(Math.abs(v.height - (v.width * 2) / 3)).toBeLessThanOrEqual(1);
      expect(await new Bun.Image(v.data).metadata()).toEqual({
        width: v.width,
        height: v.height,
        format: "webp",
      });
      expect(v.bytes).toBe(v.data.length);
    }
    // Each narrower file is smaller: that is the point.
    expect(p.variants[0]!.bytes).toBeLessThan(p.variants[1]!.bytes);
    expect(p.variants[1]!.bytes).toBeLessThan(p.variants[2]!.bytes);
  }, 20_000);

  test("which widths an image gets", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1700)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    // A standard width within 10% of the image's own is not worth a file.
    expect(variantWidths(1000)).toEqual([480, 1000]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(500)).toEqual([500]);
    expect(variantWidths(120)).toEqual([120]);
  });

  test("the placeholder is a tiny PNG data URL of the same shape", async () => {
    const p = await processImage(await jpegFrom(photoPng(1600, 900)));
    expect(p.placeholder).toMatch(/^data:image\/png;base64,/);
    expect(p.placeholder.length).toBeLessThan(3000);
    const png = Buffer.from(p.placeholder.split(",")[1]!, "base64");
    const meta = await new Bun.Image(png).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(32);
    expect(meta.width / meta.height).toBeCloseTo(16 / 9, 0);
  }, 20_000);
});

describe("formats", () => {
  test("each format's master stays that format; WebP keeps lossless when it was", async () => {
    const png = photoPng(300, 200);
    expect((await processImage(png)).master.format).toBe("png");
    expect((await processImage(await jpegFrom(png))).master.format).toBe("jpeg");
    const lossy = await processImage(await webpFrom(png));
    expect(lossy.master.format).toBe("webp");
    expect(text(lossy.master.data)).toContain("VP8 ");
    const lossless = await processImage(await new Bun.Image(png).webp({ lossless: true }).bytes());
    expect(text(lossless.master.data)).toContain("VP8L");
  });

  test("an animated GIF becomes a still of its first frame (PNG master, WebP variants)", async () => {
    const gif = gifBytes(640, 360, [
      [200, 0, 0],
      [0, 0, 200],
      [0, 200, 0],
    ]);
    expect(text(gif)).toContain("NETSCAPE2.0");
    const p = await processImage(gif);
    expect(p.sourceFormat).toBe("gif");
    expect(p.master.format).toBe("png");
    expect([p.master.width, p.master.height]).toEqual([640, 360]);
    expect(decodePng(p.master.data).rgba(320, 180)).toEqual([200, 0, 0, 255]);
    expect(p.variants.map((v) => v.width)).toEqual([480, 640]);
    const variant = decodePng(await new Bun.Image(p.variants[0]!.data).png().bytes()).rgba(100, 100);
    expect(variant[0]).toBeGreaterThan(180);
    expect(variant[2]).toBeLessThan(30);
  });
});

describe("refused", () => {
  test("anything that is not a PNG, JPEG, GIF or WebP, whatever its first bytes", async () => {
    const png = pngBytes(16, 16);
    expect((await refused(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).message).toBe(
      IMAGE_WRONG_TYPE,
    );
    expect((await refused(Buffer.from("<!doctype html><p>hi"))).message).toBe(IMAGE_WRONG_TYPE);
    expect((await refused(new Uint8Array(0))).status).toBe(415);
    // Polyglots: PNG magic then HTML; a PNG header then HTML; a whole PNG then HTML.
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    expect((await refused(Buffer.concat([png.subarray(0, 8), html]))).message).toBe(IMAGE_DAMAGED);
    for (const magic of [
      [0xff, 0xd8, 0xff],
      [...Buffer.from("GIF89a")],
      [...Buffer.from("RIFF\x20\0\0\0WEBPVP8 ")],
    ])
      expect((await refused(Buffer.concat([Buffer.from(magic), html]))).status).toBe(415);
    expect((await refused(Buffer.concat([png.subarray(0, 33), html]))).message).toBe(IMAGE_DAMAGED);
    expect((await refused(Buffer.concat([png, html]))).message).toBe(IMAGE_DAMAGED);
  });

  test("truncated files of every format", async () => {
    const photo = photoPng(400, 300);
    const files = {
      jpeg: await jpegFrom(photo),
      png: photo,
      webp: await webpFrom(photo),
      gif: gifBytes(50, 40, [[1, 2, 3]]),
    };
    for (const [format, bytes] of Object.entries(files)) {
      for (const keep of [0.5, 0.9]) {
        const e = await refused(bytes.subarray(0, Math.floor(bytes.length * keep)));
        expect({ format, keep, message: e.message }).toEqual({ format, keep, message: IMAGE_DAMAGED });
      }
      expect((await processImage(bytes)).sourceFormat).toBe(format as ProcessedImage["sourceFormat"]);
    }
  });

  test("data after a JPEG's end: what cameras and phones keep there is allowed and dropped; anything else is refused", async () => {
    const jpeg = Buffer.from(await jpegFrom(photoPng(200, 100)));
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    // A JPEG followed by a web page, an archive, or text: refused as a PNG followed by HTML is.
    for (const trailer of [
      html,
      Buffer.concat([Buffer.from("PK\x03\x04"), html]),
      Buffer.from("MotionPhoto_Data <html>"),
      Buffer.concat([Buffer.alloc(16), html]),
    ])
      expect((await refused(Buffer.concat([jpeg, trailer]))).message).toBe(IMAGE_DAMAGED);
    // Kept by cameras and phones: a second picture (multi-picture format), a motion photo's video, a
    // Samsung trailer, padding. Accepted, and none of it survives the re-encoding.
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypmp42"),
      Buffer.from("MotionVideo"),
    ]);
    const samsung = Buffer.concat([
      Buffer.from("SEFH"),
      Buffer.from("MotionPhoto_Data"),
      Buffer.alloc(8),
      Buffer.from("SEFT"),
    ]);
    for (const trailer of [
      Buffer.from(await jpegFrom(pngBytes(8, 8))),
      video,
      samsung,
      Buffer.alloc(64),
      Buffer.alloc(8, 0xff),
    ]) {
      const p = await processImage(Buffer.concat([jpeg, trailer]));
      for (const file of outputs(p)) {
        expect(text(file).includes("Motion")).toBe(false);
        expect(text(file).includes("SEF")).toBe(false);
      }
    }
  });

  test("decompression bombs are refused from the header: over 50 megapixels, or a side over 16384 px", async () => {
    for (const [w, h] of [
      [100_000, 100_000],
      [8_000, 7_000],
      [16_385, 10],
      [10, 20_000],
    ] as const) {
      const e = await refused(bombPng(w, h));
      expect({ w, h, status: e.status, message: e.message }).toEqual({
        w,
        h,
        status: 413,
        message: IMAGE_TOO_MANY_PIXELS,
      });
    }
    // A JPEG whose header declares 60000 × 60000.
    const jpeg = Buffer.from(await jpegFrom(pngBytes(16, 16)));
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(60_000, sof + 5);
    jpeg.writeUInt16BE(60_000, sof + 7);
    expect((await refused(jpeg)).message).toBe(IMAGE_TOO_MANY_PIXELS);
  });
});
