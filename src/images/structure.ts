import type { SourceFormat } from "../db";

/**
 * Whether an upload is one whole image file. The decoders are lenient on purpose: libjpeg-turbo decodes a
 * truncated JPEG with only a warning (the missing part comes out grey), and every decoder ignores bytes
 * after the image's end, where a polyglot keeps its HTML. We re-encode everything, so those bytes never
 * reach a visitor; refusing such files as well tells the admin the file is damaged instead of publishing a
 * half-grey photo. After a JPEG's end marker, only what cameras and phones keep there is allowed (and
 * dropped by the re-encoding): further pictures of the multi-picture format, a motion photo's video, a
 * Samsung trailer, padding. Anything else there (a web page, an archive) is refused as it is after a PNG.
 */

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** SOI, then segments and entropy-coded scans, up to an EOI marker: the index just after it, or -1. */
function jpegEnd(b: Uint8Array): number {
  if (b[0] !== 0xff || b[1] !== 0xd8) return -1;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return -1;
    while (b[i] === 0xff) i++; // fill bytes
    const marker = b[i];
    i++;
    if (marker === undefined) return -1;
    if (marker === 0xd9) return i; // EOI
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
    if (i + 2 > b.length) return -1;
    const length = u16be(b, i);
    if (length < 2 || i + length > b.length) return -1;
    i += length;
    if (marker !== 0xda) continue;
    // Entropy-coded data runs to the next marker: 0xFF not followed by a stuffed 0x00 or a restart.
    for (;;) {
      i = b.indexOf(0xff, i);
      if (i < 0 || i + 1 >= b.length) return -1;
      const next = b[i + 1]!;
      if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
        i += next === 0xff ? 1 : 2;
        continue;
      }
      break;
    }
  }
  return -1;
}

/**
 * What may follow a JPEG's end: nothing, padding (0x00 or 0xFF), and after any padding another JPEG (the
 * multi-picture format's further pictures, a phone's depth map), an MP4/QuickTime video (a motion photo:
 * a box size, then "ftyp"), or a Samsung trailer (its directory ends the file with "SEFT").
 */
function cameraTrailer(b: Uint8Array, end: number): boolean {
  for (let i = end; i < b.length; i++) {
    if (startsWith(b, JPEG_START, i) || startsWith(b, FTYP, i + 4)) return true;
    if (b[i] !== 0x00 && b[i] !== 0xff) return startsWith(b, SEFT, b.length - 4);
  }
  return true;
}

/** Signature, then chunks up to IEND, which must be the last byte of the file. */
function pngComplete(b: Uint8Array): boolean {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = String.fromCharCode(b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!);
    const end = i + 12 + length;
    if (end > b.length) return false;
    if (type === "IEND") return end === b.length;
    i = end;
  }
  return false;
}

/** Sub-blocks (a size byte, then that many bytes) up to the zero-size terminator; -1 when cut short. */
function skipSubBlocks(b: Uint8Array, i: number): number {
  while (i < b.length) {
    const size = b[i]!;
    i += 1 + size;
    if (size === 0) return i <= b.length ? i : -1;
  }
  return -1;
}

/** Header and screen descriptor, then extensions and frames up to the trailer, the file's last byte. */
function gifComplete(b: Uint8Array): boolean {
  if (b.length < 13) return false;
  const flags = b[10]!;
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x3b) return i + 1 === b.length;
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2); // introducer + label
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return false;
      const local = b[i + 9]!;
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      i = skipSubBlocks(b, i + 1); // LZW minimum code size, then the data
    } else {
      return false;
    }
    if (i < 0) return false;
  }
  return false;
}

/** The RIFF container's declared size covers the file exactly (allowing its one padding byte). */
function webpComplete(b: Uint8Array): boolean {
  if (b.length < 12) return false;
  const end = 8 + u32le(b, 4);
  return end === b.length || (end % 2 === 1 && end + 1 === b.length);
}

const startsWith = (b: Uint8Array, signature: readonly number[], at = 0) =>
  b.length >= at + signature.length && signature.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const JPEG_START = [0xff, 0xd8, 0xff];
const FTYP = ascii("ftyp");
const SEFT = ascii("SEFT");

/**
 * Which of our four formats the file says it is, by its magic bytes (the name and declared type are the
 * client's word). Only a claim: isComplete and the decoder then have to agree.
 */
export function sniffFormat(b: Uint8Array): SourceFormat | undefined {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a"))) return "gif";
  if (startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

export function isComplete(format: SourceFormat, bytes: Uint8Array): boolean {
  switch (format) {
    case "jpeg": {
      const end = jpegEnd(bytes);
      return end >= 0 && cameraTrailer(bytes, end);
    }
    case "png":
      return pngComplete(bytes);
    case "gif":
      return gifComplete(bytes);
    case "webp":
      return webpComplete(bytes);
  }
}

/** Whether a WebP file is lossless (a VP8L bitstream), so its master stays lossless. */
export function isLosslessWebp(b: Uint8Array): boolean {
  let i = 12;
  while (i + 8 <= b.length) {
    const fourcc = String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);
    if (fourcc === "VP8L") return true;
    if (fourcc === "VP8 ") return false;
    const size = u32le(b, i + 4);
    i += 8 + size + (size % 2);
  }
  return false;
}
