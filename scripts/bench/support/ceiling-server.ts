/**
 * The ceiling: a bare Bun.serve answering each captured path with exactly the bytes and headers the site
 * sent for it, from memory. `bun ceiling-server.ts PORT CAPTURE_FILE`.
 */
interface Captured {
  path: string;
  status: number;
  headers: [string, string][];
  body: string; // base64
}
const [port, file] = process.argv.slice(2) as [string, string];
const captured = JSON.parse(await Bun.file(file).text()) as Captured[];
const responses = new Map(
  captured.map((c) => [
    c.path,
    // A Headers object made once: the fastest way Bun.serve can answer with a fixed set of headers.
    { status: c.status, headers: new Headers(c.headers), body: Buffer.from(c.body, "base64") },
  ]),
);
Bun.serve({
  port: Number(port),
  hostname: "127.0.0.1",
  fetch(req) {
    const url = req.url;
    const r = responses.get(url.slice(url.indexOf("/", 8)));
    if (!r) return new Response("not captured", { status: 404 });
    return new Response(r.body, { status: r.status, headers: r.headers });
  },
});
console.log("ready");

export {};
