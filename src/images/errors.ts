import { IMAGE_TOO_LARGE } from "../shared/upload-limits";
import { MAX_PIXELS, MAX_SIDE } from "./limits";

/** Why an upload was refused; `status` is the HTTP answer (bad input is a 4xx). */
export class ImageError extends Error {
  // Named explicitly: a minified build renames classes, and the helper process reports errors by name.
  override name = "ImageError";
  constructor(
    readonly status: 400 | 413 | 415 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const IMAGE_WRONG_TYPE = "Only PNG, JPEG, GIF or WebP images can be uploaded.";
export const IMAGE_MISSING = 'Choose an image to upload (form field "image").';
export const IMAGE_EMPTY = "The image file is empty.";
export const IMAGE_DAMAGED =
  "The image could not be read: the file is damaged or incomplete. Only whole PNG, JPEG, GIF or WebP images can be uploaded.";
/** 16384 → "16,384", without Intl (whose number formats cost milliseconds to load at start). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

export const IMAGE_TOO_MANY_PIXELS = `The image has too many pixels: at most ${MAX_PIXELS / 1_000_000} megapixels and ${thousands(MAX_SIDE)} pixels on a side can be uploaded. Scale it down and try again.`;

const FORMAT_NAMES: Record<string, string> = {
  heic: "HEIC",
  avif: "AVIF",
  bmp: "BMP",
  tiff: "TIFF",
};

/** The image processor (a separate process) stopped or gave up while working on this upload. */
export const IMAGE_PROCESSOR_STOPPED =
  "The image could not be processed: the image processor stopped while working on it. Try again; if the same file fails again, save it as a JPEG or PNG of a smaller size and upload that.";

export const tooLarge = () => new ImageError(413, IMAGE_TOO_LARGE);
export const processorStopped = () => new ImageError(503, IMAGE_PROCESSOR_STOPPED);
export const empty = () => new ImageError(400, IMAGE_EMPTY);
export const wrongType = () => new ImageError(415, IMAGE_WRONG_TYPE);
export const damaged = () => new ImageError(415, IMAGE_DAMAGED);
export const tooManyPixels = () => new ImageError(413, IMAGE_TOO_MANY_PIXELS);
/** A format the decoder knows but the site does not publish (an iPhone's HEIC, a BMP…). */
export const unsupportedFormat = (format: string) =>
  new ImageError(
    415,
    `${FORMAT_NAMES[format] ?? format.toUpperCase()} images cannot be uploaded. ${IMAGE_WRONG_TYPE} Save it as JPEG or PNG and try again.`,
  );
