/**
 * Uploaded images (src/images), the only door: decode → orient → strip → cap → master +
 * WebP variants + placeholder on upload; serving only processed files; the responsive markup's data;
 * housekeeping (unused images, debris, uploads from before the pipeline). Decision 010 says why.
 */
export { IMAGES_USAGE, runImagesCommand } from "./cli";
export { enhanceContentImages } from "./content-html";
export type { ImagesContext } from "./context";
export {
  IMAGE_DAMAGED,
  IMAGE_EMPTY,
  IMAGE_MISSING,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_WRONG_TYPE,
  ImageError,
} from "./errors";
export { releaseImages, type SweepSummary, sweepImages } from "./housekeeping";
export { IMAGES_JOB, imagesJob } from "./job";
export { MAX_EDGE, MAX_PIXELS, MAX_SIDE, VARIANT_WIDTHS } from "./limits";
export { parseUploadName, parseUploadUrl, UPLOADS_PREFIX, uploadIdsIn } from "./names";
export { inspect, makeVariants, type ProcessedImage, processImage } from "./pipeline";
export { type RebuildSummary, rebuildImages } from "./rebuild";
export { imageAt, responsiveImage, responsiveImagesFor } from "./responsive";
export { findImageFile, type StoredImageFile } from "./serve";
export {
  checkImport,
  entryOf,
  filesOf,
  type ImageEntry,
  recordsOf,
  storeImported,
} from "./transfer";
export { uploadImage } from "./upload";
export { variantWidths } from "./variants";
