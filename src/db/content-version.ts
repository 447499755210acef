/**
 * A number that changes whenever anything shown on public pages changes (a post written, published or
 * deleted). Rendered public pages are cached per version (src/middleware/page-cache.ts), so every write
 * that public pages show must bump it. Reading it is a memory read: the page cache asks on every request.
 */
export interface ContentVersion {
  current(): number;
  bump(): void;
}

/** One process: the version lives in memory. */
export function createContentVersion(): ContentVersion {
  let version = 0;
  return {
    current: () => version,
    bump: () => {
      version++;
    },
  };
}
