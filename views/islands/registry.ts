import { ExpertiseMenu } from "./expertise-menu";
import { MobileMenu } from "./mobile-menu";
import { Toaster } from "./toaster";

/**
 * The one list of islands: the only code that runs in the browser. The key is the island's name and must
 * equal its file name in views/islands/ (scripts/build-assets.ts builds one client entry per key, so a
 * page loads only the islands it shows).
 */
export const islands = {
  "expertise-menu": ExpertiseMenu,
  "mobile-menu": MobileMenu,
  toaster: Toaster,
};

export type IslandName = keyof typeof islands;
