import type { Repos } from "../db";
import type { EnquiryOrigin } from "../shared/wire-types";
import type { ViewCounter } from "./counter";
import { browserOf, loadParsers } from "./visit";
import { firmDay, type VisitorIds } from "./visitor";

/**
 * Where an enquiry came from, read on the server from the visit that sends it, never from the visitor's
 * browser: the same daily visitor id the counting uses finds where that visit landed today (its page,
 * source, medium and campaign); the page the form was sent from is the request's own referrer on the site.
 * A visitor who was not counted (a bot, Do Not Track, Global Privacy Control) has no landing: only the page
 * of the form is kept.
 */
export async function enquiryOrigin(
  deps: { repos: Pick<Repos, "stats">; visitors: VisitorIds; counter: ViewCounter; now: number },
  req: Request,
  ip: string,
): Promise<EnquiryOrigin> {
  const url = new URL(req.url);
  let sentFrom: string | null = null;
  try {
    const ref = new URL(req.headers.get("referer") ?? "");
    if (ref.host === url.host) sentFrom = `${ref.pathname}${ref.search}`.slice(0, 300);
  } catch {
    sentFrom = null;
  }
  const none: EnquiryOrigin = { landingPage: null, source: null, medium: null, campaign: null, sentFrom };
  const tracked = req.headers.get("dnt") !== "1" && req.headers.get("sec-gpc") !== "1";
  const browser = tracked ? browserOf(req.headers.get("user-agent"), await loadParsers()) : null;
  if (!browser) return none;
  const day = firmDay(deps.now);
  const visitor = await deps.visitors.id(day, url.host, ip, browser.family);
  await deps.counter.flush(); // the visit's landing may still be in this instance's buffer
  const landing = await deps.repos.stats.landing(day, visitor);
  if (!landing) return none;
  const direct = landing.medium === "internal";
  return {
    landingPage: landing.path,
    source: direct ? "Direct" : landing.source || null,
    medium: direct ? "direct" : landing.medium || null,
    campaign: landing.campaign || null,
    sentFrom,
  };
}
