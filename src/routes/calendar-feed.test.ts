/**
 * A lawyer's bookings feed, GET /calendars/{token}.ics: open to anyone with the address (calendar services
 * cannot sign in), text/calendar kept privately for five minutes, a plain 404 for a wrong or stopped
 * address, never kept by the site's page cache, and the token never written to the request log.
 */
import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { type FakeHosts, fakeHosts } from "../../tests/support/fake-hosts";
import { logRequest } from "../http/request-context";

setDefaultTimeout(30_000);

const TOKEN = "Q2FsZW5kYXJGZWVkVG9rZW5Gb3JKYW5lRWJhbmtzMDE";
const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-PUBLISHED-TTL:PT15M\r\nEND:VCALENDAR\r\n";
let t: Awaited<ReturnType<typeof makeTestApp>>;
let fake: FakeHosts;
beforeAll(async () => {
  t = await makeTestApp();
  fake = fakeHosts(t.deps.booking);
  fake.feeds[TOKEN] = ICS;
});
const get = (path: string) => t.app.request(`http://localhost${path}`);

describe("GET /calendars/{token}.ics", () => {
  test("a working address: the calendar, as text/calendar, kept privately for five minutes, to anyone", async () => {
    const res = await get(`/calendars/${TOKEN}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    expect(await res.text()).toBe(ICS);
  });

  test("a wrong, stopped or malformed address is a 404 that shares nothing", async () => {
    for (const path of [
      `/calendars/${TOKEN.slice(0, -1)}B.ics`,
      "/calendars/short.ics",
      `/calendars/${TOKEN}`,
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("VCALENDAR");
    }
  });

  test("a stopped address answers 404 at once (the page cache never kept the calendar)", async () => {
    expect((await get(`/calendars/${TOKEN}.ics`)).status).toBe(200);
    delete fake.feeds[TOKEN];
    expect((await get(`/calendars/${TOKEN}.ics`)).status).toBe(404);
    fake.feeds[TOKEN] = ICS;
  });

  test("the request log shows /calendars/… and never the token", () => {
    const lines: Record<string, unknown>[] = [];
    const logger = {
      info: (_: string, f?: Record<string, unknown>) => void lines.push(f ?? {}),
      error() {},
      warn() {},
    };
    logRequest(logger, "GET", `/calendars/${TOKEN}.ics`, 200, performance.now(), "r-1");
    logRequest(logger, "GET", "/book", 200, performance.now(), "r-2");
    expect(lines.map((l) => l.path)).toEqual(["/calendars/…", "/book"]);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});
