import { deflateSync, inflateSync } from "node:zlib";

/**
 * Real images for tests (unit, route, browser and the benchmark): PNGs drawn here, JPEGs and WebPs
 * encoded from them by Bun.Image, GIFs written by a small LZW encoder, and camera metadata (EXIF with
 * orientation and GPS, XMP, comments, PNG text) spliced in the way cameras and editors write it.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
type Rgb = [number, number, number];

/** A truecolour PNG of raw rows (each a filter byte, then RGB triplets). */
function pngOfRows(width: number, height: number, raw: Buffer): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 1 })),
    chunk("IEND", new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

/** A truecolour PNG whose pixel (x, y) is `pixel(x, y)`. */
export function rgbPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Uint8Array<ArrayBuffer> {
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const i = y * stride + 1 + x * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  return pngOfRows(width, height, raw);
}

/** A solid-colour PNG of any size. */
export function pngBytes(width = 1, height = 1, rgb: Rgb = [14, 124, 134]): Uint8Array<ArrayBuffer> {
  return rgbPng(width, height, () => rgb);
}

/** A deterministic pseudo-random sequence (tests and benchmarks must not differ run to run). */
export function random(seed = 1): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/**
 * Something that compresses like a photograph: detail at every scale (fractal value noise: broad shapes
 * down to fine texture) plus sensor grain, so a JPEG of it is as large as a phone's (12 MP at quality 92:
 * ~4.5 MB) and its WebP variants as large as a real photo's. Deterministic for a seed.
 */
export function photoPng(width: number, height: number, seed = 7): Uint8Array<ArrayBuffer> {
  const rnd = random(seed);
  const octaves = [
    [256, 120],
    [64, 60],
    [16, 30],
    [4, 16],
  ].map(([cell, amp]) => {
    const gw = Math.ceil(width / cell!) + 2;
    const grid = new Float32Array(gw * (Math.ceil(height / cell!) + 2) * 3);
    for (let i = 0; i < grid.length; i++) grid[i] = rnd() - 0.5;
    return { cell: cell!, amp: amp!, gw, grid };
  });
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(height * stride);
  const row = new Float32Array(width * 3);
  for (let y = 0; y < height; y++) {
    row.fill(128);
    for (const { cell, amp, gw, grid } of octaves) {
      const fy = y / cell;
      const iy = Math.floor(fy);
      const ty = fy - iy;
      const sy = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < width; x++) {
        const fx = x / cell;
        const ix = Math.floor(fx);
        const tx = fx - ix;
        const sx = tx * tx * (3 - 2 * tx);
        const a = (iy * gw + ix) * 3;
        const b = a + gw * 3;
        for (let c = 0; c < 3; c++) {
          const top = grid[a + c]! + (grid[a + 3 + c]! - grid[a + c]!) * sx;
          const bottom = grid[b + c]! + (grid[b + 3 + c]! - grid[b + c]!) * sx;
          row[x * 3 + c]! += (top + (bottom - top) * sy) * amp;
        }
      }
    }
    const o = y * stride + 1;
    for (let x = 0; x < width; x++) {
      const grain = (rnd() - 0.5) * 24;
      for (let c = 0; c < 3; c++) {
        const v = row[x * 3 + c]! + grain;
        raw[o + x * 3 + c] = Math.max(0, Math.min(255, v));
      }
    }
  }
  return pngOfRows(width, height, raw);
}

/** An image whose four quadrants differ (top-left red, top-right green, bottom-left blue, bottom-right white), to see orientation. */
export function quadrantsPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  return rgbPng(width, height, (x, y) => {
    const right = x >= width / 2;
    const bottom = y >= height / 2;
    if (!bottom) return right ? [0, 200, 0] : [220, 0, 0];
    return right ? [255, 255, 255] : [0, 0, 220];
  });
}

/** A JPEG (Bun.Image's encoder) of a PNG. */
export const jpegFrom = (png: Uint8Array, quality = 90) => new Bun.Image(png).jpeg({ quality }).bytes();
/** A lossy WebP (Bun.Image's encoder) of a PNG. */
export const webpFrom = (png: Uint8Array, quality = 80) => new Bun.Image(png).webp({ quality }).bytes();

function segment(marker: number, body: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** The secrets spliced into test images, to look for in what the site stores. */
export const SECRETS = {
  camera: "SECRET-CAMERA-X100",
  gpsRef: "N",
  xmp: "SECRET-XMP-GPS-19.2869",
  comment: "SECRET-COMMENT-HOME",
  pngText: "SECRET-PNG-TEXT",
  gifComment: "SECRET-GIF-COMMENT",
} as const;

/**
 * An EXIF block (TIFF, little-endian): IFD0 with Orientation, Make and a GPS IFD holding a latitude
 * (19° 17' 12.84" N, somewhere in George Town).
 */
export function exifBlock(orientation: number): Buffer {
  const make = Buffer.from(`${SECRETS.camera}\0`, "latin1");
  const entries = 3;
  const ifd0 = 8;
  const makeAt = ifd0 + 2 + entries * 12 + 4;
  const gpsAt = makeAt + make.length + (make.length % 2);
  const gpsEntries = 2;
  const latAt = gpsAt + 2 + gpsEntries * 12 + 4;
  const tiff = Buffer.alloc(latAt + 24);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  let p = ifd0;
  tiff.writeUInt16LE(entries, p);
  p += 2;
  const entry = (tag: number, type: number, count: number, value: (at: number) => void) => {
    tiff.writeUInt16LE(tag, p);
    tiff.writeUInt16LE(type, p + 2);
    tiff.writeUInt32LE(count, p + 4);
    value(p + 8);
    p += 12;
  };
  entry(0x010f, 2, make.length, (at) => tiff.writeUInt32LE(makeAt, at)); // Make
  entry(0x0112, 3, 1, (at) => tiff.writeUInt16LE(orientation, at)); // Orientation
  entry(0x8825, 4, 1, (at) => tiff.writeUInt32LE(gpsAt, at)); // GPS IFD
  tiff.writeUInt32LE(0, p);
  make.copy(tiff, makeAt);
  p = gpsAt;
  tiff.writeUInt16LE(gpsEntries, p);
  p += 2;
  entry(0x0001, 2, 2, (at) => tiff.write(`${SECRETS.gpsRef}\0`, at, "latin1")); // GPSLatitudeRef
  entry(0x0002, 5, 3, (at) => tiff.writeUInt32LE(latAt, at)); // GPSLatitude
  tiff.writeUInt32LE(0, p);
  for (const [i, [num, den]] of [
    [19, 1],
    [17, 1],
    [1284, 100],
  ].entries()) {
    tiff.writeUInt32LE(num!, latAt + i * 8);
    tiff.writeUInt32LE(den!, latAt + i * 8 + 4);
  }
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
}

/** A JPEG as a phone writes it: EXIF (orientation, camera, GPS), XMP and a comment, right after SOI. */
export function withCameraMetadata(jpeg: Uint8Array, orientation = 1): Uint8Array<ArrayBuffer> {
  const xmp = Buffer.from(
    `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="${SECRETS.xmp}"/></rdf:RDF></x:xmpmeta>`,
    "latin1",
  );
  return new Uint8Array(
    Buffer.concat([
      jpeg.subarray(0, 2),
      segment(0xe1, exifBlock(orientation)),
      segment(0xe1, xmp),
      segment(0xfe, Buffer.from(SECRETS.comment, "latin1")),
      jpeg.subarray(2),
    ]),
  );
}

/** A PNG carrying a tEXt chunk and an eXIf chunk (with GPS) before its pixels. */
export function pngWithMetadata(png: Uint8Array): Uint8Array<ArrayBuffer> {
  const b = Buffer.from(png);
  const idat = b.indexOf("IDAT") - 4;
  return new Uint8Array(
    Buffer.concat([
      b.subarray(0, idat),
      chunk("tEXt", Buffer.from(`Comment\0${SECRETS.pngText}`, "latin1")),
      chunk("eXIf", exifBlock(1).subarray(6)),
      b.subarray(idat),
    ]),
  );
}

/** A lossy WebP rewrapped as extended WebP (VP8X) with EXIF and XMP chunks, as editors write it. */
export function webpWithMetadata(webp: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const b = Buffer.from(webp);
  const bitstream = b.subarray(12); // the VP8 chunk
  const riffChunk = (fourcc: string, data: Uint8Array) => {
    const head = Buffer.alloc(8);
    head.write(fourcc, 0, "latin1");
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04; // EXIF and XMP present
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([
    Buffer.from("WEBP", "latin1"),
    riffChunk("VP8X", vp8x),
    bitstream,
    riffChunk("EXIF", exifBlock(1).subarray(6)),
    riffChunk("XMP ", Buffer.from(`<x:xmpmeta>${SECRETS.xmp}</x:xmpmeta>`, "latin1")),
  ]);
  const head = Buffer.alloc(8);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length, 4);
  return new Uint8Array(Buffer.concat([head, body]));
}

/** GIF LZW with 8-bit codes, never compressing: a clear code before the table would widen the codes. */
function lzw(indices: Uint8Array): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  const put = (code: number) => {
    acc |= code << bits;
    bits += 9;
    while (bits >= 8) {
      out.push(acc & 0xff);
      acc >>>= 8;
      bits -= 8;
    }
  };
  for (let i = 0; i < indices.length; i++) {
    if (i % 250 === 0) put(256); // clear
    put(indices[i]!);
  }
  put(257); // end of information
  if (bits > 0) out.push(acc & 0xff);
  const blocks: number[] = [8]; // minimum code size
  for (let i = 0; i < out.length; i += 255) {
    const part = out.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

/**
 * A GIF of solid-colour frames (an animation when there are several: looping, 0.5 s a frame), with a
 * comment extension.
 */
export function gifBytes(width: number, height: number, frames: Rgb[]): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.write("GIF89a", 0, "latin1");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header[10] = 0xf7; // global colour table of 256 entries
  const palette = Buffer.alloc(256 * 3);
  for (const [i, rgb] of frames.entries()) palette.set(rgb, i * 3);
  const parts: Buffer[] = [header, palette];
  if (frames.length > 1) {
    parts.push(Buffer.from([0x21, 0xff, 11, ...Buffer.from("NETSCAPE2.0", "latin1"), 3, 1, 0, 0, 0]));
  }
  const comment = Buffer.from(SECRETS.gifComment, "latin1");
  parts.push(Buffer.from([0x21, 0xfe, comment.length]), comment, Buffer.from([0]));
  for (let i = 0; i < frames.length; i++) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0x04, 50, 0, 0, 0])); // graphic control: 0.5 s
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    parts.push(descriptor, lzw(new Uint8Array(width * height).fill(i)));
  }
  parts.push(Buffer.from([0x3b]));
  return new Uint8Array(Buffer.concat(parts));
}

/** A PNG's pixels as RGBA (8-bit truecolour or greyscale, with or without alpha, not interlaced). */
export function decodePng(png: Uint8Array): {
  width: number;
  height: number;
  rgba: (x: number, y: number) => number[];
} {
  const b = Buffer.from(png);
  let i = 8;
  let width = 0;
  let height = 0;
  let colour = 0;
  const idat: Buffer[] = [];
  while (i < b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString("latin1", i + 4, i + 8);
    const data = b.subarray(i + 8, i + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("decodePng: 8-bit, non-interlaced only");
      colour = data[9]!;
    } else if (type === "IDAT") idat.push(data);
    i += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colour];
  if (!channels) throw new Error(`decodePng: colour type ${colour} not supported`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = a + up - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - up) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - up) <= Math.abs(p - c)
            ? up
            : c;
      const pred = [0, a, up, (a + up) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (v + pred) & 0xff;
    }
  }
  return {
    width,
    height,
    rgba(x, y) {
      const o = y * stride + x * channels;
      const px = [...pixels.subarray(o, o + channels)];
      if (channels === 1) return [px[0]!, px[0]!, px[0]!, 255];
      if (channels === 2) return [px[0]!, px[0]!, px[0]!, px[1]!];
      return channels === 3 ? [...px, 255] : px;
    },
  };
}

/** A PNG whose header declares `width` × `height` but holds a single row of pixel data (a decompression bomb). */
export function bombPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}
