/** Waits until `base` answers `path` with a 2xx; the time it took in ms. Throws after `deadlineMs`. */
export async function waitHealthy(base: string, deadlineMs = 20_000, path = "/healthz"): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}${path}`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > deadlineMs) throw new Error(`${base} did not become healthy`);
    await Bun.sleep(2);
  }
}
