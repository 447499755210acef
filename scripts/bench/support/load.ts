/**
 * Load generation for the benchmark. wrk (Debian's `wrk` package) runs in its own process, so the load
 * generator does not compete with the measured server inside one runtime; without wrk, a Bun process with
 * keep-alive connections stands in (less precise, but the ceiling is measured the same way, so ratios hold).
 */

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx answers or socket errors. */
  errors: number;
}

export const hasWrk = () => Bun.which("wrk") !== null;

const toMs = (v: string, unit: string) => Number(v) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);

function parseWrk(out: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const lat = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    return m ? toMs(m[1]!, m[2]!) : Number.NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { rps: Math.round(rps), p50: lat("50"), p99: lat("99"), errors: non2xx + socketErrors };
}

export async function load(
  url: string,
  { seconds = 5, connections = 64, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  if (hasWrk()) {
    const args = ["wrk", "-t", "2", "-c", String(connections), "-d", `${seconds}s`, "--latency"];
    for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
    const p = Bun.spawnSync([...args, url], { stdout: "pipe", stderr: "pipe" });
    return parseWrk(p.stdout.toString());
  }
  const p = Bun.spawnSync(
    [
      process.execPath,
      `${import.meta.dir}/fetch-load.ts`,
      url,
      String(seconds),
      String(connections),
      JSON.stringify(headers),
    ],
    { stdout: "pipe", stderr: "inherit" },
  );
  return JSON.parse(p.stdout.toString()) as LoadResult;
}
