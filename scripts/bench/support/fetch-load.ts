/** Fallback load generator (no wrk): `bun fetch-load.ts URL SECONDS CONNECTIONS HEADERS_JSON` → JSON result. */
import { runLoad } from "./load-loop";

const [url, seconds, connections, headersJson] = process.argv.slice(2) as [string, string, string, string];
const headers = JSON.parse(headersJson) as Record<string, string>;
await runLoad(url, Number(seconds), Number(connections), () => headers);
