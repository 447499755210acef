/**
 * Reading a calendar address against a real local server: the guard that keeps the server from ever
 * reaching a private network (loopback, office ranges, cloud metadata) before connecting and on every
 * redirect, and the read itself (conditional requests, size and time limits, what is not a calendar).
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Server } from "bun";
import { readCalendar } from "./index";

setDefaultTimeout(20_000);

const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n";
const PRIVATE = "The address leads to a private network address, which is never read";
const none = { etag: null, lastModified: null };

let server: Server<undefined>;
let base: string;
let port: number;
let allow: string[];
/** Paths the server was asked for, in order. */
const asked: string[] = [];
/** Conditional headers of the last request. */
let lastConditional: { ifNoneMatch: string | null; ifModifiedSince: string | null } = {
  ifNoneMatch: null,
  ifModifiedSince: null,
};

beforeAll(() => {
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    idleTimeout: 30,
    fetch(req) {
      const url = new URL(req.url);
      asked.push(url.pathname);
      lastConditional = {
        ifNoneMatch: req.headers.get("if-none-match"),
        ifModifiedSince: req.headers.get("if-modified-since"),
      };
      const hop = url.pathname.match(/^\/hop(\d)$/);
      if (hop) {
        const n = Number(hop[1]);
        return new Response(null, {
          status: 302,
          headers: { location: n > 1 ? `/hop${n - 1}` : "/cal.ics" },
        });
      }
      switch (url.pathname) {
        case "/cal.ics":
          if (req.headers.get("if-none-match") === '"v1"') return new Response(null, { status: 304 });
          return new Response(ICS, {
            headers: {
              "content-type": "text/calendar",
              etag: '"v1"',
              "last-modified": "Wed, 25 Nov 2026 10:00:00 GMT",
            },
          });
        case "/to-metadata":
          return new Response(null, {
            status: 302,
            headers: { location: "https://169.254.169.254/latest/" },
          });
        case "/to-private-name":
          return new Response(null, {
            status: 301,
            headers: { location: "https://intranet.example.com/cal.ics" },
          });
        case "/page.html":
          return new Response("<!doctype html><title>Sign in</title>", {
            headers: { "content-type": "text/html" },
          });
        case "/huge-declared":
          return new Response(`${ICS}${"X".repeat(6 * 1024 * 1024)}`);
        case "/huge-streamed": {
          let sent = 0;
          const chunk = new TextEncoder().encode(`BEGIN:VCALENDAR\r\n${"X".repeat(64 * 1024)}`);
          return new Response(
            new ReadableStream({
              pull(controller) {
                if (sent > 8 * 1024 * 1024) return controller.close();
                sent += chunk.byteLength;
                controller.enqueue(chunk);
              },
            }),
          );
        }
        case "/slow":
          return new Promise<Response>(() => {});
        default:
          return new Response("not here", { status: 404 });
      }
    },
  });
  port = server.port ?? 0;
  base = `http://127.0.0.1:${port}`;
  allow = [`127.0.0.1:${port}`];
});

afterAll(() => server.stop(true));

/** A lookup that answers `addresses` for every name, for the private ranges no test can reach by DNS. */
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe("readCalendar: the private-network guard", () => {
  test("the server's own machine is refused without connecting, unless CALENDAR_ALLOW_HOSTS names it", async () => {
    asked.length = 0;
    const httpsLoopback = `https://127.0.0.1:${port}/cal.ics`;
    expect(await readCalendar(httpsLoopback, none, { allowHosts: [] })).toEqual({
      status: "failed",
      reason: PRIVATE,
    });
    expect(await readCalendar(`https://[::1]:${port}/cal.ics`, none, { allowHosts: [] })).toEqual({
      status: "failed",
      reason: PRIVATE,
    });
    expect(await readCalendar(`https://localhost:${port}/cal.ics`, none, { allowHosts: [] })).toEqual({
      status: "failed",
      reason: PRIVATE,
    });
    expect(asked).toEqual([]);
    const read = await readCalendar(`${base}/cal.ics`, none, { allowHosts: allow });
    expect(read).toMatchObject({ status: "ok", text: ICS });
  });

  test("plain http is refused for any host not allowed", async () => {
    const read = await readCalendar("http://calendar.example.com/cal.ics", none, {
      allowHosts: allow,
      lookup: resolvesTo("93.184.216.34"),
    });
    expect(read.status).toBe("failed");
    expect(read.status === "failed" && read.reason).toContain("https://");
    // Allowed is per host:port: another port of the same host is not.
    const otherPort = await readCalendar(`http://127.0.0.1:${port + 1}/cal.ics`, none, {
      allowHosts: allow,
    });
    expect(otherPort.status === "failed" && otherPort.reason).toContain("https://");
  });

  for (const [what, addresses] of [
    ["10.x", ["10.1.2.3"]],
    ["192.168.x", ["192.168.0.10"]],
    ["::1", ["::1"]],
    ["IPv4-mapped loopback", ["::ffff:127.0.0.1"]],
    ["IPv4-mapped private, hex form", ["::ffff:a00:1"]],
    ["cloud metadata", ["169.254.169.254"]],
    ["CGNAT", ["100.64.1.1"]],
    ["unique-local IPv6", ["fd12:3456::1"]],
    ["one public and one private address", ["93.184.216.34", "10.0.0.1"]],
  ] as const) {
    test(`a name resolving to ${what} is refused before connecting`, async () => {
      const read = await readCalendar("https://calendar.example.com/private/basic.ics", none, {
        allowHosts: [],
        lookup: resolvesTo(...addresses),
      });
      expect(read).toEqual({ status: "failed", reason: PRIVATE });
    });
  }

  test("a redirect from an allowed host to a private address is refused (metadata literal, private name)", async () => {
    asked.length = 0;
    expect(await readCalendar(`${base}/to-metadata`, none, { allowHosts: allow })).toEqual({
      status: "failed",
      reason: PRIVATE,
    });
    expect(
      await readCalendar(`${base}/to-private-name`, none, {
        allowHosts: allow,
        lookup: resolvesTo("10.0.0.7"),
      }),
    ).toEqual({ status: "failed", reason: PRIVATE });
    expect(asked).toEqual(["/to-metadata", "/to-private-name"]);
  });

  test("three redirects are followed; a fourth is refused", async () => {
    expect(await readCalendar(`${base}/hop3`, none, { allowHosts: allow })).toMatchObject({ status: "ok" });
    asked.length = 0;
    const read = await readCalendar(`${base}/hop4`, none, { allowHosts: allow });
    expect(read.status).toBe("failed");
    expect(read.status === "failed" && read.reason).toContain("more than 3 times");
    expect(asked).toEqual(["/hop4", "/hop3", "/hop2", "/hop1"]);
  });
});

describe("readCalendar: the read", () => {
  test("ETag and Last-Modified go back with the next read; a 304 is 'unchanged'", async () => {
    const first = await readCalendar(`${base}/cal.ics`, none, { allowHosts: allow });
    expect(first).toEqual({
      status: "ok",
      text: ICS,
      etag: '"v1"',
      lastModified: "Wed, 25 Nov 2026 10:00:00 GMT",
    });
    const previous = first.status === "ok" ? first : none;
    expect(await readCalendar(`${base}/cal.ics`, previous, { allowHosts: allow })).toEqual({
      status: "unchanged",
    });
    expect(lastConditional).toEqual({
      ifNoneMatch: '"v1"',
      ifModifiedSince: "Wed, 25 Nov 2026 10:00:00 GMT",
    });
  });

  test("over 5 MB is refused, whether the size is declared or only streamed", async () => {
    for (const path of ["/huge-declared", "/huge-streamed"])
      expect(await readCalendar(`${base}${path}`, none, { allowHosts: allow })).toEqual({
        status: "failed",
        reason: "Larger than 5 MB",
      });
  });

  test("a page that is not a calendar, and an error status, say so", async () => {
    expect(await readCalendar(`${base}/page.html`, none, { allowHosts: allow })).toEqual({
      status: "failed",
      reason: "Not a calendar (iCalendar) file",
    });
    expect(await readCalendar(`${base}/gone.ics`, none, { allowHosts: allow })).toEqual({
      status: "failed",
      reason: "The address answered 404",
    });
  });

  test("no answer within the time limit fails with that reason (a slow server, a slow name lookup)", async () => {
    expect(await readCalendar(`${base}/slow`, none, { allowHosts: allow, timeoutMs: 300 })).toEqual({
      status: "failed",
      reason: "No answer within 1 second",
    });
    const hangingLookup = () => new Promise<string[]>(() => {});
    const read = await readCalendar("https://calendar.example.com/x.ics", none, {
      allowHosts: [],
      timeoutMs: 300,
      lookup: hangingLookup,
    });
    expect(read.status === "failed" && read.reason).toStartWith("No answer within");
  });
});
