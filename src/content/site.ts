import type { FirmIdentity } from "../config";
import type { SiteContent } from "./site-content";

/** What every rendered page knows about the site it belongs to. */
export interface SiteInfo {
  /** The firm's identity as the site shows it (its settings, or FIRM_NAME, FIRM_PHONE, FIRM_EMAIL). */
  firm: FirmIdentity;
  /** Absolute origin for canonical URLs, e.g. https://example.ky */
  origin: string;
  /** The firm's content as this request shows it: the published site, or an admin's preview. */
  content: SiteContent;
}
