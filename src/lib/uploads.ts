/**
 * Image uploads (DESIGN.md §6): judged by their bytes only (the file name and declared type are the
 * client's word), capped at 5 MB, stored under a random name in the blob store (DATA_DIR/uploads/).
 */
import type { BlobStore } from "../storage";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "./upload-limits";

export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES };
export const UPLOADS_URL_PREFIX = "/uploads/";
export const IMAGE_WRONG_TYPE = "Only PNG, JPEG, GIF or WebP images can be uploaded.";
export const IMAGE_MISSING = 'Choose an image to upload (form field "image").';

export type ImageExtension = "png" | "jpg" | "gif" | "webp";

export const IMAGE_CONTENT_TYPES: Record<ImageExtension, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** Exactly the names saveImage() makes: a v4 UUID and one of our extensions. Nothing else is ever served. */
export const UPLOAD_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The image format the bytes are, by their magic numbers; undefined for anything else (SVG, HTML, …). */
export function sniffImageType(bytes: Uint8Array): ImageExtension | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Stores an image and returns its public URL; throws UploadError (400/413/415) for anything else. */
export async function saveImage(storage: BlobStore, file: Blob): Promise<{ url: string; name: string }> {
  if (file.size > MAX_IMAGE_BYTES) throw new UploadError(413, IMAGE_TOO_LARGE);
  if (file.size === 0) throw new UploadError(400, "The image file is empty.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = sniffImageType(bytes);
  if (!ext) throw new UploadError(415, IMAGE_WRONG_TYPE);
  const name = `${crypto.randomUUID()}.${ext}`;
  await storage.put(name, bytes, IMAGE_CONTENT_TYPES[ext]);
  return { url: `${UPLOADS_URL_PREFIX}${name}`, name };
}

/** The content type of an upload name, or undefined when the name is not one saveImage() could have made. */
export function uploadType(name: string): string | undefined {
  const m = UPLOAD_NAME_PATTERN.exec(name);
  return m ? IMAGE_CONTENT_TYPES[m[1] as ImageExtension] : undefined;
}
