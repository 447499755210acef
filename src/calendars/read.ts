/**
 * One read of a calendar address with the guard against reaching private networks: every name is looked
 * up and every address it has must be public before the server connects, and the connection is made to
 * that checked address (no second lookup for a rebinding name to answer differently); again on each
 * redirect (at most 3). Only https is used unless CALENDAR_ALLOW_HOSTS names the exact host:port. The body
 * is streamed and dropped past 5 MB; the whole read has a time limit; the previous ETag / Last-Modified go
 * along, so an unchanged calendar costs a 304. Failures come back as sentences for staff, never as
 * exceptions.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { isAllowedHost, literalIp, normaliseAddress, PRIVATE_ADDRESS, urlProblem } from "./address";
import { isPublicAddress } from "./addresses";
import { NOT_A_CALENDAR } from "./busy-types";

export const CALENDAR_MAX_BYTES = 5 * 1024 * 1024;
export const CALENDAR_READ_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;

export type CalendarRead =
  | { status: "unchanged" }
  | { status: "ok"; text: string; etag: string | null; lastModified: string | null }
  | { status: "failed"; reason: string };

export interface ReadOptions {
  allowHosts: readonly string[];
  timeoutMs?: number;
  lookup?: (host: string) => Promise<string[]>;
}

const defaultLookup = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** A failure with its sentence for staff, thrown inside this file only. */
class ReadFailure extends Error {}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Seams for tests only (never on the door): a certificate authority to trust besides the system's, and
 * a wider idea of which addresses count as public, so the pinned connection can be shown against a local
 * server.
 */
export interface ReadTestHooks {
  ca?: string;
  isPublic?: (ip: string) => boolean;
}

/**
 * Refuses `u` unless it is https (or allowed) and every address its name has is public (or allowed).
 * Returns the checked addresses to connect to (IPv4 first: a server without IPv6 routes fails those
 * slowly), or undefined when the address is allowed or written as an IP (then it is used as it is).
 */
async function check(u: URL, opts: ReadOptions, hooks: ReadTestHooks): Promise<string[] | undefined> {
  const problem = urlProblem(u, opts.allowHosts);
  if (problem) throw new ReadFailure(problem);
  if (isAllowedHost(u, opts.allowHosts) || literalIp(u) !== undefined) return undefined;
  let addresses: string[];
  try {
    addresses = await (opts.lookup ?? defaultLookup)(u.hostname);
  } catch {
    throw new ReadFailure("The address's server name could not be found");
  }
  if (addresses.length === 0) throw new ReadFailure("The address's server name could not be found");
  // Every address, not just the first: a later attempt may use any of them.
  if (!addresses.every(hooks.isPublic ?? isPublicAddress)) throw new ReadFailure(PRIVATE_ADDRESS);
  return [...addresses.filter((a) => !a.includes(":")), ...addresses.filter((a) => a.includes(":"))];
}

/**
 * The request itself. A checked name is connected to at the very address that was checked (the URL
 * carries the IP, the Host header and the TLS server name carry the name, and the certificate is verified
 * against the name), so a second DNS answer cannot swap a private address in between.
 */
async function connect(
  u: URL,
  addresses: string[] | undefined,
  headers: Record<string, string>,
  signal: AbortSignal,
  hooks: ReadTestHooks,
): Promise<Response> {
  const ca = hooks.ca ? { ca: hooks.ca } : {};
  if (!addresses) return fetch(u, { headers, redirect: "manual", signal, tls: { ...ca } });
  let last: unknown;
  for (const ip of addresses) {
    const pinned = new URL(u);
    pinned.hostname = ip.includes(":") ? `[${ip}]` : ip;
    try {
      return await fetch(pinned, {
        headers: { ...headers, host: u.host },
        redirect: "manual",
        signal,
        tls: { serverName: u.hostname, ...ca },
      });
    } catch (e) {
      if (signal.aborted) throw e;
      last = e;
    }
  }
  throw last;
}

function networkFailure(e: unknown): string {
  const code = String((e as { code?: unknown })?.code ?? "");
  if (/CERT|SSL|TLS/i.test(code)) return "The address's security certificate could not be trusted";
  if (/ENOTFOUND|EAI_AGAIN|DNS/i.test(code)) return "The address's server name could not be found";
  return "The address could not be reached";
}

/** The body as text, at most `max` bytes (a larger one is dropped as soon as it is known to be larger). */
async function boundedText(res: Response, max: number): Promise<string> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => {});
    throw new ReadFailure(`Larger than ${mb(max)}`);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new ReadFailure(`Larger than ${mb(max)}`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function readGuarded(
  url: string,
  previous: { etag: string | null; lastModified: string | null },
  opts: ReadOptions,
  signal: AbortSignal,
  hooks: ReadTestHooks,
): Promise<CalendarRead> {
  let u: URL;
  try {
    u = new URL(normaliseAddress(url));
  } catch {
    throw new ReadFailure("That is not a web address");
  }
  const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5" };
  if (previous.etag) headers["if-none-match"] = previous.etag;
  if (previous.lastModified) headers["if-modified-since"] = previous.lastModified;
  for (let hop = 0; ; hop++) {
    const addresses = await check(u, opts, hooks);
    let res: Response;
    try {
      res = await connect(u, addresses, headers, signal, hooks);
    } catch (e) {
      if (signal.aborted) throw e;
      throw new ReadFailure(networkFailure(e));
    }
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && res.status !== 304 && location) {
      await res.body?.cancel().catch(() => {});
      if (hop >= MAX_REDIRECTS)
        throw new ReadFailure(`The address sent the reader on more than ${MAX_REDIRECTS} times`);
      try {
        u = new URL(location, u);
      } catch {
        throw new ReadFailure("The address sent the reader on to something that is not a web address");
      }
      continue;
    }
    if (res.status === 304) {
      await res.body?.cancel().catch(() => {});
      return { status: "unchanged" };
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      throw new ReadFailure(`The address answered ${res.status}`);
    }
    const text = await boundedText(res, CALENDAR_MAX_BYTES);
    if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new ReadFailure(NOT_A_CALENDAR);
    return {
      status: "ok",
      text,
      etag: res.headers.get("etag"),
      lastModified: res.headers.get("last-modified"),
    };
  }
}

export function readCalendar(
  url: string,
  previous: { etag: string | null; lastModified: string | null },
  opts: ReadOptions,
): Promise<CalendarRead> {
  return readCalendarWith(url, previous, opts, {});
}

/** `readCalendar` with the test seams. */
export async function readCalendarWith(
  url: string,
  previous: { etag: string | null; lastModified: string | null },
  opts: ReadOptions,
  hooks: ReadTestHooks,
): Promise<CalendarRead> {
  const timeoutMs = opts.timeoutMs ?? CALENDAR_READ_TIMEOUT_MS;
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const tooLate = `No answer within ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A race, not only the fetch's signal: a name lookup cannot be aborted, yet counts against the limit.
  const late = new Promise<CalendarRead>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({
        status: "failed",
        reason: tooLate,
      });
    }, timeoutMs);
  });
  const attempt = readGuarded(url, previous, opts, controller.signal, hooks).catch((e): CalendarRead => {
    if (controller.signal.aborted)
      return {
        status: "failed",
        reason: tooLate,
      };
    if (e instanceof ReadFailure) return { status: "failed", reason: e.message };
    return { status: "failed", reason: networkFailure(e) };
  });
  try {
    return await Promise.race([attempt, late]);
  } finally {
    clearTimeout(timer);
  }
}
