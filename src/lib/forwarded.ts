/**
 * What the trusted proxies say in an X-Forwarded-* header: a list each proxy appends to, so only its
 * right-hand end is theirs, and everything to the left of it is whatever the client wrote. With `hops`
 * proxies in front of the site, the entry `hops` from the right is the one the outermost of them added
 * (the farthest there is, when the list is shorter); undefined without proxies or without a value.
 */
export function forwarded(header: string | null | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  return entries[Math.max(0, entries.length - hops)];
}
