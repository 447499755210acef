import { createRateLimiter, type RateLimitStore } from "../auth";
import { HELD_BACK_HOURS, VISITOR_MAIL_LIMITS, type VisitorMailKind } from "../shared/visitor-mail-limits";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * One mailbox however its address is spelled: lower case, without a "+tag", and at Gmail (gmail.com and
 * googlemail.com, one mailbox) without dots in the name, which Gmail ignores. Other providers may treat
 * dots as significant, so they keep them.
 */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf("+");
  if (plus > 0) name = name.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") name = name.replace(/\./g, "");
  return `${name}@${domain}`;
}

/** The eight groups of an IPv6 address (without a zone), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parse = (s: string): string[] | undefined => {
    if (s === "") return [];
    const parts = s.split(":");
    const last = parts.at(-1)!;
    // An IPv4 address in the last 32 bits (::ffff:192.0.2.1).
    const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(last);
    if (v4) {
      const b = v4.slice(1).map(Number);
      if (b.some((x) => x > 255)) return undefined;
      parts.splice(-1, 1, ((b[0]! << 8) | b[1]!).toString(16), ((b[2]! << 8) | b[3]!).toString(16));
    }
    return parts;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * The client network a request came from: its IPv4 /24 or IPv6 /48, the block one subscriber line or one
 * organisation usually holds, so a neighbour's address counts as the same sender. An IPv4 address mapped
 * into IPv6 counts as IPv4; anything unreadable is its own network.
 */
export function networkOf(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) return `${Number(v4[1])}.${Number(v4[2])}.${Number(v4[3])}.0/24`;
  const g = ipv6Groups(address);
  if (!g) return address || "unknown";
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.0/24`;
  return `${g
    .slice(0, 3)
    .map((x) => x.toString(16))
    .join(":")}::/48`;
}

export interface VisitorMailLimiter {
  /**
   * Inside the transaction that would queue the e-mail (`store` is that transaction's rate-limit table):
   * whether one more e-mail of this kind may go to `email` for a visitor at `ip`. An allowed one is
   * counted against every limit; a refused one only as held back.
   */
  allow(store: RateLimitStore, kind: VisitorMailKind, email: string, ip: string): Promise<boolean>;
  /** How many e-mails of this kind the limits held back in the last HELD_BACK_HOURS hours. */
  heldBack(kind: VisitorMailKind): Promise<number>;
}

/**
 * The limits of src/shared/visitor-mail-limits.ts, counted in the shared rate-limit table (every instance
 * counts against one budget; keys are hashes, never an address). All windows are checked before any is
 * counted, so a refused e-mail uses up no one's budget; the counting itself is atomic per window, so
 * parallel requests still cannot slip past. Held-back e-mails are counted per hour of the clock (no
 * address), which the staff screens add up over the last day.
 */
export function createVisitorMailLimits(deps: {
  store: RateLimitStore;
  enabled: boolean;
  now: () => number;
}): VisitorMailLimiter {
  const heldKey = (kind: VisitorMailKind, hour: number) => `visitor-mail-held:${kind}:${hour}`;
  const windowsOf = (kind: VisitorMailKind, store: RateLimitStore, mailbox: string, network: string) => {
    const l = VISITOR_MAIL_LIMITS[kind];
    const window = (name: string, windowMs: number, max: number, key: string) => ({
      limiter: createRateLimiter({ name: `${kind}:${name}`, windowMs, max, store, now: deps.now }),
      key,
    });
    return [
      window("mailbox-hour", HOUR, l.mailboxPerHour, mailbox),
      window("mailbox-day", DAY, l.mailboxPerDay, mailbox),
      window("network", HOUR, l.networkPerHour, network),
      window("site", HOUR, l.sitePerHour, "all"),
    ];
  };
  return {
    async allow(store, kind, email, ip) {
      if (!deps.enabled) return true;
      const windows = windowsOf(kind, store, normaliseMailbox(email), networkOf(ip));
      let allowed = true;
      for (const w of windows) if (!(await w.limiter.check(w.key)).allowed) allowed = false;
      if (allowed)
        for (const w of windows) {
          if ((await w.limiter.hit(w.key)).allowed) continue;
          allowed = false; // a parallel request took the last one
          break;
        }
      if (!allowed) {
        const t = deps.now();
        await store.hit(heldKey(kind, Math.floor(t / HOUR)), DAY + HOUR, t);
      }
      return allowed;
    },
    async heldBack(kind) {
      const t = deps.now();
      const hour = Math.floor(t / HOUR);
      const counts = await Promise.all(
        Array.from({ length: HELD_BACK_HOURS }, (_, i) => deps.store.peek(heldKey(kind, hour - i), t)),
      );
      return counts.reduce((sum, w) => sum + (w?.count ?? 0), 0);
    },
  };
}
