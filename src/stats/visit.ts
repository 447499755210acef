/**
 * What one request is, for the statistics: whether it is a page view a person made, and what it is filed
 * under (page, source and medium, campaign, device class, browser family). Nothing here is stored as it
 * came: the address is truncated and hashed elsewhere (visitor.ts), the user agent is reduced to a browser
 * family and a device class, the referrer to a source name and a medium.
 */

/** The parsers, loaded on the first count rather than at start (they are large; start stays quick). */
export interface Parsers {
  isbot: (ua: string) => boolean;
  bowser: typeof import("bowser").default;
  referrer: (url: string) => { referrerSource: string | null; referrerMedium: string | null };
}

let loading: Promise<Parsers> | undefined;
export function loadParsers(): Promise<Parsers> {
  loading ??= Promise.all([import("isbot"), import("bowser"), import("@tryghost/referrer-parser")]).then(
    ([bot, bowser, ref]) => ({ isbot: bot.isbot, bowser: bowser.default, referrer: (url) => ref.parse(url) }),
  );
  return loading;
}

/** Paths that are never pages: the admin, the API, files. */
const NOT_A_PAGE = /^\/(?:admin|api|assets|uploads|images|fonts)(?:\/|$)|\.[a-z0-9]+$|^\/healthz$/i;

/**
 * Whether a finished request is a page view to count. Only GET (not HEAD) of a public page answered with
 * the page (200) or with "you have it already" (304, a revisit); not a prefetch or prerender (the person
 * may never see it); not from someone who asked not to be tracked (Do Not Track or Global Privacy Control).
 * Bots and signed-in admins are left out by the caller, which knows them.
 */
export function isPageView(req: Request, path: string, status: number, contentType: string | null): boolean {
  if (req.method !== "GET") return false;
  if (status === 200) {
    if (!contentType?.startsWith("text/html")) return false;
  } else if (status === 304) {
    if (!req.headers.get("accept")?.includes("text/html")) return false;
  } else return false;
  if (NOT_A_PAGE.test(path)) return false;
  const h = req.headers;
  const purpose = `${h.get("sec-purpose") ?? ""}${h.get("purpose") ?? ""}${h.get("x-purpose") ?? ""}${h.get("x-moz") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  return !asksNotToBeTracked(h);
}

/** Do Not Track or Global Privacy Control: such a visit is neither counted nor attributed. */
export const asksNotToBeTracked = (h: Headers): boolean => h.get("dnt") === "1" || h.get("sec-gpc") === "1";

/**
 * Where a visit came from, as the firm reads it: one that began on a page of the site (a visitor back from
 * yesterday, whose first page today was not their first) came, as far as we know, directly.
 */
export const visitSource = (source: string, medium: string): { source: string; medium: string } =>
  medium === "internal" ? { source: "Direct", medium: "direct" } : { source, medium };

export interface Browser {
  /** "Chrome", "Firefox"…: part of the visitor's daily hash, never stored. */
  family: string;
  /** desktop, mobile, tablet or other. */
  device: string;
}

/**
 * How much of a User-Agent or Referer is read. Real ones are a few hundred characters at most; the rest
 * of a longer one (up to the server's 8 KB header limit) would only make every parser slower.
 */
export const MAX_HEADER_CHARS = 512;
export const clipHeader = (value: string): string =>
  value.length > MAX_HEADER_CHARS ? value.slice(0, MAX_HEADER_CHARS) : value;

/** A bounded memo in insertion order: the oldest entry goes when it is full. */
function remember<V>(memo: Map<string, V>, key: string, value: V, max = 1000): V {
  if (memo.size >= max) memo.delete(memo.keys().next().value!);
  memo.set(key, value);
  return value;
}

/**
 * How many user agents and referrers never seen before one write may still parse fully. bowser takes a
 * fraction of a millisecond per agent, and Ghost's referrer parser sorts its whole list (some 2,400 sites)
 * on every call: a flood of made-up headers must not buy that hundreds of times a second. Past the budget,
 * an agent is read by its best-known tokens (roughBrowser) and a referrer is named by its host, as the
 * parser names any site it does not know (so only a well-known one arriving mid-flood is filed as a plain
 * referral). Neither is remembered, so a later write parses it properly.
 */
export interface ParseBudget {
  agents: number;
  referrers: number;
}

/** User agents seen lately → their family and device class (or null: a bot). Parsing costs; agents repeat. */
const agents = new Map<string, Browser | null>();

/**
 * A user agent read without bowser, by its best-known tokens and in bowser's names, for the agents past a
 * write's budget (see ParseBudget): a flood of made-up ones must not buy a full parse each.
 */
function roughBrowser(ua: string): Browser {
  const family = /\bEdg(?:e|A|iOS)?\//.test(ua)
    ? "Microsoft Edge"
    : /\bOPR\/|\bOpera\b/.test(ua)
      ? "Opera"
      : /\bSamsungBrowser\//.test(ua)
        ? "Samsung Internet for Android"
        : /\b(?:Firefox|FxiOS)\//.test(ua)
          ? "Firefox"
          : /\b(?:Chrome|CriOS)\//.test(ua)
            ? "Chrome"
            : /\bSafari\//.test(ua)
              ? "Safari"
              : "Other";
  const device = /iPad|Tablet/i.test(ua)
    ? "tablet"
    : /Mobi|iPhone|iPod|Windows Phone/i.test(ua)
      ? "mobile"
      : /Android/i.test(ua)
        ? "tablet"
        : "desktop";
  return { family, device };
}

/**
 * The browser family and device class of a user agent, or null for a bot or no user agent at all.
 * `budget`: how many agents never seen before may still be parsed fully in this write.
 */
export function browserOf(agent: string | null, p: Parsers, budget?: ParseBudget): Browser | null {
  if (!agent) return null;
  const ua = clipHeader(agent);
  const known = agents.get(ua);
  if (known !== undefined) return known;
  if (p.isbot(ua)) return remember(agents, ua, null);
  // Not remembered: a later write may have the budget to parse it properly.
  if (budget && budget.agents-- <= 0) return roughBrowser(ua);
  let out: Browser;
  try {
    const parsed = p.bowser.parse(ua);
    const type = parsed.platform.type;
    out = {
      family: parsed.browser.name ?? "Other",
      device: type === "desktop" || type === "mobile" || type === "tablet" ? type : "other",
    };
  } catch {
    out = { family: "Other", device: "other" };
  }
  return remember(agents, ua, out);
}

export interface Source {
  source: string;
  /** search, social, email, direct, referral (another site), campaign (tagged with another medium), internal. */
  medium: string;
  campaign: string;
}

const clip = (s: string, n: number) => s.trim().replace(/\s+/g, " ").slice(0, n);

/** A campaign's utm_medium in our words. */
function mediumOf(utm: string): string {
  const m = utm.toLowerCase();
  if (/e-?mail|newsletter/.test(m)) return "email";
  if (/social|linkedin|facebook|twitter/.test(m)) return "social";
  if (/cpc|ppc|paid|search|organic/.test(m)) return "search";
  if (/referral/.test(m)) return "referral";
  return "campaign";
}

/**
 * Where a view came from: the campaign tags of its address (utm_source, utm_medium, utm_campaign) first,
 * else its referrer (Ghost's maintained list of search engines, social networks and mail services), else
 * "Direct". A referrer on the site itself is a visitor moving between pages ("internal").
 */
export function sourceOf(
  url: URL,
  referrer: string | null,
  siteHost: string,
  p: Parsers,
  budget?: ParseBudget,
): Source {
  const q = url.searchParams;
  const campaign = clip(q.get("utm_campaign") ?? "", 100);
  const utmSource = clip(q.get("utm_source") ?? "", 60);
  const utmMedium = clip(q.get("utm_medium") ?? "", 60);
  if (utmSource) return { source: utmSource, medium: utmMedium ? mediumOf(utmMedium) : "campaign", campaign };
  const known = referrer ? referrerOf(clipHeader(referrer), p, budget) : undefined;
  if (!known) return { source: "Direct", medium: utmMedium ? mediumOf(utmMedium) : "direct", campaign };
  if (known.host === siteHost) return { source: "", medium: "internal", campaign };
  return { source: known.source, medium: utmMedium ? mediumOf(utmMedium) : known.medium, campaign };
}

/** Referrers seen lately → what they are. */
const referrers = new Map<string, { host: string; source: string; medium: string } | null>();

/** A referrer's host, source name and medium (search, social, email or referral); null when it is no URL. */
function referrerOf(referrer: string, p: Parsers, budget?: ParseBudget) {
  const seen = referrers.get(referrer);
  if (seen !== undefined) return seen;
  let host: string | undefined;
  try {
    host = new URL(referrer).host;
  } catch {
    host = undefined;
  }
  if (!host) return remember(referrers, referrer, null);
  // Not remembered: the next batch may have the budget to name it properly.
  if (budget && budget.referrers-- <= 0)
    return { host, source: clip(host.replace(/^www\./, ""), 60), medium: "referral" };
  const parsed = p.referrer(referrer);
  const medium =
    parsed.referrerMedium === "search" ||
    parsed.referrerMedium === "social" ||
    parsed.referrerMedium === "email"
      ? parsed.referrerMedium
      : "referral";
  return remember(referrers, referrer, {
    host,
    source: clip(parsed.referrerSource ?? host.replace(/^www\./, ""), 60),
    medium,
  });
}
