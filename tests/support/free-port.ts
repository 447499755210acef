/** A TCP port free on loopback right now (the OS picks it), for servers started by tests and benchmarks. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}
