/**
 * A pasted calendar address: whether it may be read at all (no network needed), the host:port key
 * CALENDAR_ALLOW_HOSTS names, and the masked form staff see again. The address is a secret (whoever has
 * it reads the lawyer's diary), so it is shown back only as its host and last few characters.
 */
import { isIP } from "node:net";
import { isPublicAddress } from "./addresses";

export const PRIVATE_ADDRESS = "The address leads to a private network address, which is never read";
const MAX_ADDRESS_LENGTH = 2048;

/** `webcal://` is how some calendars offer a subscription: it is the same address over https. */
export function normaliseAddress(url: string): string {
  const trimmed = url.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, "https://") : trimmed;
}

/** "host:port" as CALENDAR_ALLOW_HOSTS writes it (default ports filled in, lower case). */
export function hostKey(u: URL): string {
  const port = u.port || (u.protocol === "http:" ? "80" : "443");
  return `${u.hostname.toLowerCase()}:${port}`;
}

export const isAllowedHost = (u: URL, allowHosts: readonly string[]) => allowHosts.includes(hostKey(u));

/** An IP written in the address itself, without brackets, or undefined for a name. */
export function literalIp(u: URL): string | undefined {
  const bare = u.hostname.replace(/^\[|\]$/g, "");
  return isIP(bare) ? bare : undefined;
}

/**
 * What is wrong with `u` before any name is looked up: the scheme, a private IP written in it, a name
 * that is not on the internet. null when it may be tried.
 */
export function urlProblem(u: URL, allowHosts: readonly string[]): string | null {
  const allowed = isAllowedHost(u, allowHosts);
  if (u.protocol !== "https:" && !(u.protocol === "http:" && allowed))
    return "The address must begin with https:// (a calendar read over plain http could be read or changed on the way)";
  if (allowed) return null;
  const ip = literalIp(u);
  if (ip !== undefined) return isPublicAddress(ip) ? null : PRIVATE_ADDRESS;
  const host = u.hostname.toLowerCase().replace(/\.$/, "");
  if (!host.includes(".") || /\.(localhost|local|internal|home\.arpa|lan)$/.test(host))
    return PRIVATE_ADDRESS;
  return null;
}

export function calendarAddressProblem(url: string, allowHosts: readonly string[]): string | null {
  const text = normaliseAddress(url);
  if (text === "") return "Paste the calendar's private address, beginning with https://";
  if (text.length > MAX_ADDRESS_LENGTH) return "That address is too long to be a calendar address";
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return "That is not a web address: paste the whole address, beginning with https://";
  }
  return urlProblem(u, allowHosts);
}

/** The address as staff see it again: its host and its last 4 characters, never the secret part. */
export function maskCalendarAddress(url: string): string {
  try {
    const u = new URL(normaliseAddress(url));
    const rest = `${u.pathname}${u.search}`;
    return `${u.host}/…${rest.length > 8 ? rest.slice(-4) : ""}`;
  } catch {
    return "…";
  }
}
