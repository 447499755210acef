import type { Repos } from "../db";
import { FIRM_UTC_OFFSET_MS } from "../shared/dates";

/** The instant a firm's day starts. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - FIRM_UTC_OFFSET_MS;

/**
 * An address with its last part dropped: IPv4 keeps three bytes (a /24), IPv6 its first three groups (a /48),
 * so the hash below cannot single out one device on a network even for the day it lives.
 */
export function truncateIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (ip.includes(":")) {
    const groups = ip.split("%")[0]!.split(":");
    return `${groups.slice(0, 3).join(":")}::`;
  }
  return "unknown";
}

/**
 * Visitor ids for a day: a keyed hash (HMAC-SHA-256, the day's random salt as the key) of the truncated
 * address and the browser family. Not the Host the request named: it is whatever the client writes, and
 * the site is one site whatever it is called. The salt is shared by every instance (the first one to need it
 * stores it) and deleted within 48 hours, after which no id can be recomputed or linked to another day's.
 */
export function createVisitorIds(repos: Pick<Repos, "stats">) {
  const salts = new Map<string, Promise<string>>();
  const saltOf = (day: string): Promise<string> => {
    let s = salts.get(day);
    if (!s) {
      const candidate = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
      s = repos.stats.salt(day, candidate);
      s.catch(() => salts.delete(day)); // the database unavailable: ask again next time
      // A new day: the earlier salts are never needed again here.
      for (const d of salts.keys()) if (d < day) salts.delete(d);
      salts.set(day, s);
    }
    return s;
  };
  return {
    async id(day: string, ip: string, browserFamily: string): Promise<string> {
      const salt = await saltOf(day);
      const h = new Bun.CryptoHasher("sha256", salt);
      h.update(`${truncateIp(ip)}\u0000${browserFamily}`);
      return h.digest("base64url").slice(0, 22);
    },
  };
}
export type VisitorIds = ReturnType<typeof createVisitorIds>;
