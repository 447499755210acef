/**
 * A flood of made-up headers, for the stats section: `bun flood-load.ts URL SECONDS CONNECTIONS MODE
 * HEADERS_JSON` → JSON result (like fetch-load.ts). Every request carries HEADERS plus what MODE makes up
 * anew for it: "referer" (a new referring site), "ua" (a new browser user agent), "ua-8k" (a new 8 KB one),
 * "host" (a new Host), "all" (a new referrer, user agent and Host at once, one request in four with an
 * 8 KB user agent). A Bun process of its own with keep-alive connections, as fetch-load.ts: wrk sends the
 * same headers every time.
 */
import { runLoad } from "./load-loop";

const [url, seconds, connections, mode, headersJson] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const base = JSON.parse(headersJson) as Record<string, string>;
const CHROME = base["User-Agent"] ?? "Mozilla/5.0";
const PAD = "x".repeat(8 * 1024 - 200);
const run = Math.random().toString(36).slice(2, 8);

function headersFor(i: number): Record<string, string> {
  const h = { ...base };
  const tag = `${run}${i}`;
  const referer = () => {
    h.Referer = `https://r${tag}.example/page`;
  };
  const ua = (big: boolean) => {
    h["User-Agent"] = `${CHROME} Flood/${tag}${big ? ` ${PAD}` : ""}`;
  };
  const host = () => {
    h.Host = `h${tag}.example`;
  };
  if (mode === "referer") referer();
  else if (mode === "ua") ua(false);
  else if (mode === "ua-8k") ua(true);
  else if (mode === "host") host();
  else if (mode === "all") {
    referer();
    ua(i % 4 === 0);
    if (i % 2 === 0) host();
  }
  return h;
}

await runLoad(url, Number(seconds), Number(connections), headersFor);
