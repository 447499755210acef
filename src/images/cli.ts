import type { ImagesContext } from "./context";
import { rebuildImages } from "./rebuild";

export const IMAGES_USAGE = `  firm-site images rebuild                process uploads from before image processing existed, and make
                                         every image's variants and placeholder again from its master`;

/** `firm-site images rebuild`. Returns the exit code. */
export async function runImagesCommand(args: string[], ctx: ImagesContext): Promise<number> {
  if (args[0] !== "rebuild" || args.length > 1) {
    console.error(`Usage:\n${IMAGES_USAGE}`);
    return 2;
  }
  const started = performance.now();
  const summary = await rebuildImages(ctx, { all: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Images rebuilt in ${seconds} s: ${summary.processed} earlier upload(s) processed, ` +
      `${summary.refreshed} image(s) given fresh variants.`,
  );
  for (const u of summary.unreadable)
    console.log(`  not served, not an image we publish: ${u.name} (${u.reason})`);
  return 0;
}
