import type { Repos } from "../db";
import { firmDate } from "../shared/dates";
import type { EnquiryOrigin } from "../shared/wire-types";
import type { ViewCounter } from "./counter";
import { asksNotToBeTracked, browserOf, loadParsers, sourceOf, visitSource } from "./visit";
import type { VisitorIds } from "./visitor";

interface Deps {
  repos: Pick<Repos, "stats">;
  visitors: VisitorIds;
  counter: ViewCounter;
  now: number;
}

const NONE = { landingPage: null, source: null, medium: null, campaign: null };

/** Where the counted visit of this request's visitor landed today, if it was counted. */
async function countedLanding(deps: Deps, req: Request, ip: string) {
  const browser = browserOf(req.headers.get("user-agent"), await loadParsers());
  if (!browser) return undefined;
  const day = firmDate(deps.now);
  const visitor = await deps.visitors.id(day, ip, browser.family);
  await deps.counter.flush(); // the visit's landing may still be in this instance's buffer
  const landing = await deps.repos.stats.landing(day, visitor);
  if (!landing) return undefined;
  const { source, medium } = visitSource(landing.source, landing.medium);
  return {
    landingPage: landing.path,
    source: source || null,
    medium: medium || null,
    campaign: landing.campaign || null,
  };
}

/**
 * Where the visit showing the contact form came from, for the form to carry (a hidden field, and the
 * island's request): where the visitor's counted visit landed today, found by the same daily visitor id the
 * counting uses; else, for a visitor who was not counted (a browser the bot list knows, say), what this
 * request itself tells: the page that led here (its campaign tags) or the site that sent the visitor. The
 * page of the form is this page. Nothing is read from or stored in the browser; a visitor who asked not to
 * be tracked carries only the page of the form.
 */
export async function formPageOrigin(deps: Deps, req: Request, ip: string): Promise<EnquiryOrigin> {
  const url = new URL(req.url);
  const sentFrom = `${url.pathname}${url.search}`.slice(0, 300);
  if (asksNotToBeTracked(req.headers)) return { ...NONE, sentFrom };
  const counted = await countedLanding(deps, req, ip);
  if (counted) return { ...counted, sentFrom };
  const referrer = req.headers.get("referer");
  let before: URL | undefined;
  try {
    before = referrer ? new URL(referrer) : undefined;
  } catch {
    before = undefined;
  }
  const p = await loadParsers();
  if (before && before.host === url.host) {
    // Came from another page of the site: that page's own tags say where the visit came from.
    const s = sourceOf(before, null, url.host, p);
    const tagged = s.medium !== "direct";
    return {
      landingPage: before.pathname.slice(0, 300),
      source: tagged ? s.source : "Direct",
      medium: tagged ? s.medium : "direct",
      campaign: s.campaign || null,
      sentFrom,
    };
  }
  const s = sourceOf(url, referrer, url.host, p);
  return {
    landingPage: url.pathname,
    source: s.source,
    medium: s.medium,
    campaign: s.campaign || null,
    sentFrom,
  };
}

/** An origin as one URL-safe token (base64url JSON): safe in an attribute, a form field and JSON. */
export const encodeOrigin = (o: EnquiryOrigin): string =>
  Buffer.from(JSON.stringify([o.landingPage, o.source, o.medium, o.campaign, o.sentFrom])).toString(
    "base64url",
  );

/** Text without control characters (line breaks included): what a carried value may hold. */
const printable = (v: string) => [...v].filter((ch) => ch >= " " && ch !== "\u007f").join("");

/** The origin a form carried back, or undefined when it is missing or not one of ours in shape. */
export function decodeOrigin(token: unknown): EnquiryOrigin | undefined {
  if (typeof token !== "string" || token.length === 0 || token.length > 2000) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parts) || parts.length !== 5) return undefined;
  const [landingPage, source, medium, campaign, sentFrom] = parts.map((v, i) =>
    typeof v === "string" && v.length > 0 ? printable(v).slice(0, i === 0 || i === 4 ? 300 : 100) : null,
  );
  // Pages are paths on this site.
  const path = (v: string | null | undefined) => (v?.startsWith("/") && !v.startsWith("//") ? v : null);
  return {
    landingPage: path(landingPage),
    source: source ?? null,
    medium: medium ?? null,
    campaign: campaign ?? null,
    sentFrom: path(sentFrom),
  };
}

/**
 * Where an enquiry came from: what its form carried (see formPageOrigin); a request without it (the API
 * called directly) is looked up as the form page would have been, with its own referrer as the form's page.
 */
export async function enquiryOrigin(
  deps: Deps,
  req: Request,
  ip: string,
  carried: unknown,
): Promise<EnquiryOrigin> {
  const fromForm = decodeOrigin(carried);
  if (fromForm) return fromForm;
  let sentFrom: string | null = null;
  try {
    const ref = new URL(req.headers.get("referer") ?? "");
    if (ref.host === new URL(req.url).host) sentFrom = `${ref.pathname}${ref.search}`.slice(0, 300);
  } catch {
    sentFrom = null;
  }
  if (asksNotToBeTracked(req.headers)) return { ...NONE, sentFrom };
  return { ...((await countedLanding(deps, req, ip)) ?? NONE), sentFrom };
}
