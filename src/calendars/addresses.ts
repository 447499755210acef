/**
 * Which network addresses a calendar may be read from: only public ones. A pasted address that leads to
 * the server's own machine, the office network or a cloud's metadata service would let anyone who can
 * edit a lawyer's calendar address make the server fetch what it should never reach.
 */
import { isIP } from "node:net";

/** IPv4 ranges never read: [first octets as a number, prefix length]. */
const V4_REFUSED: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved
  ["255.255.255.255", 32], // broadcast
];

const v4ToInt = (ip: string): number => ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);

function v4Refused(ip: string): boolean {
  const n = v4ToInt(ip);
  return V4_REFUSED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4ToInt(base);
    return n >= start && n < start + size;
  });
}

/** An IPv6 address as its eight 16-bit groups (an embedded dotted IPv4 tail becomes two groups). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (s: string | undefined) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

const groupsToV4 = (g: number[]) => [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join(".");

function v6Refused(ip: string): boolean {
  const g = v6Groups(ip);
  if (g.length !== 8 || g.some((x) => !Number.isInteger(x) || x < 0 || x > 0xffff)) return true;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return true; // ::
  if (zeroUpTo(7) && g[7] === 1) return true; // ::1
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // fc00::/7 unique-local
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g[0]! & 0xff00) === 0xff00) return true; // ff00::/8 multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  // IPv4 inside IPv6: judged as the IPv4 address it carries.
  if (zeroUpTo(5) && g[5] === 0xffff) return v4Refused(groupsToV4(g)); // ::ffff:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return v4Refused(groupsToV4(g)); // NAT64
  if (zeroUpTo(6)) return true; // the old IPv4-compatible form ::a.b.c.d, never a real address now
  return false;
}

/** Whether `ip` (v4 or v6, literal) is an address a calendar may be read from. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  const kind = isIP(bare.replace(/%.*$/, ""));
  if (kind === 4) return !v4Refused(bare);
  if (kind === 6) return !v6Refused(bare);
  return false;
}
