/**
 * The site's own web address, the one origin every absolute link is built from (e-mails, the feed, the
 * sitemap, robots.txt, canonical and social tags, structured data). Never a request's Host header: anyone
 * can send any Host, and a link built from it would send a client's personal token, or staff, elsewhere.
 *
 * SITE_URL when set; else the address stored in the database, learnt from the first signed-in admin's own
 * request and changeable on the Site screen; else http://localhost:{PORT} until an admin has signed in.
 * The stored address is read once per content version (a change of it bumps the version on every
 * instance), so no request reads it from the database.
 */
import { recordEvent } from "../audit";
import type { Config } from "../config";
import type { Repos, SiteOriginSource, StoredSiteOrigin } from "../db";
import { type Actor, iso, type Outcome } from "./items";

/** How the Site screen describes the address links use now. */
export interface SiteAddressView {
  origin: string;
  /** "configuration": SITE_URL fixes it (the screen cannot change it); "fallback": nothing known yet. */
  source: "configuration" | SiteOriginSource | "fallback";
  updatedAt: string | null;
  updatedBy: string | null;
}

export const SITE_ADDRESS_FIELD = "origin";
const EXAMPLE = "https://www.example.ky";

/**
 * What an admin typed, as an origin (scheme, host, port; nothing else), or why it is not one. A bare host
 * ("www.example.ky") is taken as https.
 */
export function parseSiteAddress(raw: unknown): { ok: true; origin: string } | { ok: false; error: string } {
  const typed = typeof raw === "string" ? raw.trim() : "";
  if (typed === "") return { ok: false, error: `Enter the site's web address, e.g. ${EXAMPLE}.` };
  if (typed.length > 200) return { ok: false, error: "That address is too long (200 characters at most)." };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: `That is not a web address. Type it as in a browser, e.g. ${EXAMPLE}.` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, error: `The address must start with https:// (or http://), e.g. ${EXAMPLE}.` };
  if (url.username || url.password)
    return { ok: false, error: "Leave out any user name or password: only the site's address." };
  if (url.pathname !== "/" || url.search || url.hash || /[?#]/.test(withScheme))
    return {
      ok: false,
      error: `Only the address of the site itself, without a page, ? or # after it, e.g. ${EXAMPLE}.`,
    };
  if (!url.hostname || /\s/.test(typed))
    return { ok: false, error: `That is not a web address. Type it as in a browser, e.g. ${EXAMPLE}.` };
  return { ok: true, origin: url.origin };
}

export function createSiteOrigin(deps: {
  repos: Repos;
  config: Pick<Config, "siteUrl" | "port">;
  now: () => number;
}) {
  const { repos, config } = deps;
  const fallback = `http://localhost:${config.port}`;
  let loaded: { version: number; stored: Promise<StoredSiteOrigin | undefined> } | undefined;
  let last: StoredSiteOrigin | undefined;

  /** The stored address as of the current content version (one read per version). */
  function stored(): Promise<StoredSiteOrigin | undefined> {
    const version = repos.contentVersion.current();
    if (loaded?.version !== version) {
      const read: Promise<StoredSiteOrigin | undefined> = repos.siteOrigin.get().then(
        (s) => {
          last = s;
          return s;
        },
        () => {
          // The database gone for a moment: the last address read serves, and the next call reads again.
          if (loaded?.stored === read) loaded = undefined;
          return last;
        },
      );
      loaded = { version, stored: read };
    }
    return loaded.stored;
  }

  return {
    /** The origin of every absolute link, as the site stands now. */
    async origin(): Promise<string> {
      if (config.siteUrl) return config.siteUrl;
      return (await stored())?.origin ?? fallback;
    },
    /** The same from memory (the address last read), for the few callers that cannot wait. */
    currentOrigin: (): string => config.siteUrl ?? last?.origin ?? fallback,
    /**
     * The origin only when the site knows it (SITE_URL, or one learnt or set), never the stand-in: what
     * decides which host's visits are the site's (before an admin has signed in, every host's are).
     */
    knownOrigin: (): string | undefined => config.siteUrl ?? last?.origin,

    /** The Site screen's view: the address, and where it came from. */
    async originInfo(): Promise<SiteAddressView> {
      if (config.siteUrl)
        return { origin: config.siteUrl, source: "configuration", updatedAt: null, updatedBy: null };
      const s = await repos.siteOrigin.get();
      if (!s) return { origin: fallback, source: "fallback", updatedAt: null, updatedBy: null };
      return { origin: s.origin, source: s.source, updatedAt: iso(s.updatedAt), updatedBy: s.updatedBy };
    },

    /**
     * A signed-in admin's request reached the site at `requestOrigin`: the first such address is kept
     * (when SITE_URL is unset and nothing is stored yet). Whether it was kept now.
     */
    async learnOrigin(requestOrigin: string, username: string): Promise<boolean> {
      if (config.siteUrl || last) return false;
      if (await stored()) return false;
      const parsed = parseSiteAddress(requestOrigin);
      if (!parsed.ok) return false;
      return repos.siteOrigin.learn(parsed.origin, username, deps.now());
    },

    /** An admin's choice on the Site screen; refused while SITE_URL fixes the address. */
    async setOrigin(actor: Actor, typed: unknown): Promise<Outcome<SiteAddressView>> {
      if (config.siteUrl)
        return {
          ok: false,
          status: 409,
          error:
            "This address is fixed in the server's set-up, so it cannot be changed here. Ask whoever runs the server to change it.",
        };
      const parsed = parseSiteAddress(typed);
      if (!parsed.ok)
        return {
          ok: false,
          status: 400,
          error: parsed.error,
          fields: { [SITE_ADDRESS_FIELD]: parsed.error },
        };
      const at = deps.now();
      await repos.siteOrigin.set(parsed.origin, actor.username, at);
      await recordEvent(repos, {
        action: "site.address",
        actor: { userId: actor.userId, username: actor.username },
        ip: actor.ip,
        target: { type: "content", id: "settings:address", label: "Web address of this site" },
        detail: { address: parsed.origin },
        at,
      });
      return {
        ok: true,
        value: { origin: parsed.origin, source: "admin", updatedAt: iso(at), updatedBy: actor.username },
      };
    },
  };
}
