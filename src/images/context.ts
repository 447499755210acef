import type { Repos } from "../db";
import type { BlobStore } from "../storage";

/** What the image capability works with; AppDeps is one. */
export interface ImagesContext {
  repos: Pick<Repos, "images" | "posts" | "content">;
  storage: BlobStore;
  now?: (() => number) | undefined;
}

export const nowOf = (ctx: ImagesContext) => (ctx.now ?? Date.now)();
