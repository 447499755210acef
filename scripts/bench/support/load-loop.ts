/**
 * The load loop of the fallback load generators (fetch-load.ts, flood-load.ts): CONNECTIONS keep-alive
 * clients fetch URL for SECONDS, each request with the headers `headersFor` gives it; prints one JSON line
 * { rps, p50, p99, errors } for the parent process to read.
 */
export async function runLoad(
  url: string,
  seconds: number,
  connections: number,
  headersFor: (i: number) => Record<string, string>,
): Promise<void> {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers: headersFor(n++) });
          await res.arrayBuffer();
          if (res.status >= 400) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? Number.NaN;
  console.log(
    JSON.stringify({ rps: Math.round(times.length / seconds), p50: pct(0.5), p99: pct(0.99), errors }),
  );
}
