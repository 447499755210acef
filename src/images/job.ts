import type { JobSpec } from "../jobs";
import type { ImagesContext } from "./context";
import { sweepImages } from "./housekeeping";
import { rebuildImages } from "./rebuild";

export const IMAGES_JOB = "images";
/** A quiet hour in the firm's time zone, after the 02:30 backup. */
export const IMAGES_TIME = "03:15";

/**
 * At start and daily: uploads from before the pipeline are processed (once: they have a row afterwards),
 * then images no post has used for a day and files no image owns are deleted.
 */
export function imagesJob(
  ctx: ImagesContext,
  log?: (msg: string, fields: Record<string, unknown>) => void,
): JobSpec {
  return {
    name: IMAGES_JOB,
    schedule: { dailyAt: IMAGES_TIME },
    atStart: true,
    // A first rebuild of a large upload folder takes a while; a crashed run's lease expires after this.
    leaseMs: 60 * 60_000,
    async run() {
      const rebuilt = await rebuildImages(ctx);
      for (const u of rebuilt.unreadable) log?.("earlier upload is not an image we publish", u);
      const swept = await sweepImages(ctx);
      if (rebuilt.processed + rebuilt.unreadable.length + swept.unused + swept.strays > 0) {
        log?.("images housekeeping", {
          processed: rebuilt.processed,
          unreadable: rebuilt.unreadable.length,
          deletedUnused: swept.unused,
          deletedStrays: swept.strays,
        });
      }
    },
  };
}
