import type { FirmIdentity } from "./firm";

/** What every rendered page knows about the site it belongs to. */
export interface SiteInfo {
  firm: FirmIdentity;
  /** Absolute origin for canonical URLs, e.g. https://example.ky */
  origin: string;
}
