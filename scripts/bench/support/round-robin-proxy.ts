/**
 * The simplest load balancer for the benchmark: each request goes to the next backend in turn, body and
 * headers passed through untouched (compressed bodies stay compressed). It runs in a process of its own
 * (the benchmark blocks while wrk runs). Not for production: the README's compose.yaml uses Caddy.
 *   bun scripts/bench/support/round-robin-proxy.ts PORT BACKEND_URL…
 */
import { freePort } from "../../../tests/support/free-port";
import { startServer } from "../../../tests/support/server";

if (import.meta.main) {
  const [port, ...backends] = process.argv.slice(2);
  let next = 0;
  Bun.serve({
    port: Number(port),
    hostname: "127.0.0.1",
    async fetch(req) {
      const backend = backends[next++ % backends.length]!;
      const url = new URL(req.url);
      const res = await fetch(`${backend}${url.pathname}${url.search}`, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        redirect: "manual",
        decompress: false,
      } as RequestInit);
      return new Response(res.body, { status: res.status, headers: res.headers });
    },
  });
}

/** Starts the proxy in its own process over `backends`; resolves once it answers. */
export async function startRoundRobin(backends: string[]): Promise<{ base: string; stop(): Promise<void> }> {
  const port = freePort();
  const proxy = await startServer({
    cmd: [process.execPath, import.meta.path, String(port), ...backends],
    port,
  });
  return { base: proxy.base, stop: () => proxy.stop() };
}
