/**
 * The image pipeline as the server runs it: in a helper process of its own (src/lib/helper-process.ts,
 * docs/decisions/027 and 031), one image at a time. Decoding a 12-megapixel photo takes ~190 MB for a
 * moment; there the memory goes back to the system when the helper stops, and the server's own stays flat.
 * Two uploads at once wait for each other here, so the helper never holds two photos' pixels either.
 */
import { HelperJobError, helper } from "../lib/helper-process";
import { ImageError } from "./errors";
import type { EncodedVariant, ProcessedImage } from "./pipeline";
import { serially } from "./queue";

/** An upload's refusal (ImageError: 400, 413, 415) comes back as one; anything else stays an error. */
function local(e: unknown): never {
  if (e instanceof HelperJobError && e.remote.name === "ImageError" && e.remote.status !== undefined)
    throw new ImageError(e.remote.status as ImageError["status"], e.remote.message);
  throw e;
}

export function processImageInHelper(bytes: Uint8Array): Promise<ProcessedImage> {
  return serially(() => helper("images").run<ProcessedImage>("image", bytes)).catch(local);
}

export function makeVariantsInHelper(
  master: Uint8Array,
  width: number,
): Promise<{ variants: EncodedVariant[]; placeholder: string }> {
  return serially(() =>
    helper("images").run<{ variants: EncodedVariant[]; placeholder: string }>("image-variants", {
      master,
      width,
    }),
  ).catch(local);
}
