/** Fallback load generator (no wrk): `bun fetch-load.ts URL SECONDS CONNECTIONS HEADERS_JSON` → JSON result. */
const [url, seconds, connections, headersJson] = process.argv.slice(2) as [string, string, string, string];
const headers = JSON.parse(headersJson) as Record<string, string>;
const until = performance.now() + Number(seconds) * 1000;
const times: number[] = [];
let errors = 0;
await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      try {
        const res = await fetch(url, { headers });
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
  JSON.stringify({ rps: Math.round(times.length / Number(seconds)), p50: pct(0.5), p99: pct(0.99), errors }),
);

export {};
