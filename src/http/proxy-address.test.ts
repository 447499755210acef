/**
 * Behind a trusted reverse proxy the client's address is the one the proxy appended to X-Forwarded-For
 * (the right-most, or, with TRUST_PROXY=N, the one N entries from the right), never one the client wrote
 * itself: a client rotating made-up addresses at the front of the header must still be throttled, and the
 * audit trail must name the address the proxy saw.
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, TEST_ADMIN } from "../../tests/support/app";
import { loadConfig } from "../config";
import { clientIp, isHttps } from "./request-context";

type TestApp = Awaited<ReturnType<typeof makeTestAppWithAdmin>>;

const login = (
  t: TestApp,
  headers: Record<string, string>,
  password = "wrong-password",
  username = TEST_ADMIN.username,
) =>
  t.app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ username, password }),
  });

const forwardedFor = (value: string) =>
  new Request("http://localhost/", { headers: { "X-Forwarded-For": value } });
const socket = { remoteAddress: "10.0.0.2" };

describe("the client's address", () => {
  test("the right-most X-Forwarded-For entry with one proxy; N from the right with N proxies", () => {
    const req = forwardedFor("6.6.6.6, 203.0.113.9, 10.0.0.1");
    expect(clientIp(req, socket, 0)).toBe("10.0.0.2");
    expect(clientIp(req, socket, 1)).toBe("10.0.0.1");
    expect(clientIp(req, socket, 2)).toBe("203.0.113.9");
    expect(clientIp(req, socket, 3)).toBe("6.6.6.6");
    // Fewer entries than proxies: the farthest one there is.
    expect(clientIp(forwardedFor("203.0.113.9"), socket, 2)).toBe("203.0.113.9");
    // Repeated headers are one list, in order.
    const repeated = new Request("http://localhost/", {
      headers: [
        ["X-Forwarded-For", "6.6.6.6"],
        ["X-Forwarded-For", "203.0.113.9"],
      ],
    });
    expect(clientIp(repeated, socket, 1)).toBe("203.0.113.9");
    expect(clientIp(forwardedFor(" , "), socket, 1)).toBe("10.0.0.2");
  });

  test("HTTPS as the nearest trusted proxy says it, not as the client claims", () => {
    expect(isHttps("http://internal/", "https, http", 1)).toBe(false);
    expect(isHttps("http://internal/", "http, https", 1)).toBe(true);
    expect(isHttps("http://internal/", "https, http", 2)).toBe(true);
    expect(isHttps("http://internal/", "https", 0)).toBe(false);
  });

  test("TRUST_PROXY: on is one proxy, a number is that many, off none; anything else is refused", () => {
    const hops = (value: string) => loadConfig({ TRUST_PROXY: value, DATA_DIR: "/tmp/x" }).trustProxy;
    expect([hops("on"), hops("yes"), hops("1"), hops("2"), hops("off"), hops("0")]).toEqual([
      1, 1, 1, 2, 0, 0,
    ]);
    expect(loadConfig({ DATA_DIR: "/tmp/x" }).trustProxy).toBe(0);
    expect(() => hops("many")).toThrow(/TRUST_PROXY/);
    expect(() => hops("11")).toThrow(/TRUST_PROXY/);
  });
});

describe("a client that writes its own X-Forwarded-For", () => {
  test("is throttled all the same: rotating made-up addresses in front of the proxy's → 429 after 10", async () => {
    const t = await makeTestAppWithAdmin({ TRUST_PROXY: "on" });
    const neighbour = { "X-Forwarded-For": "198.51.100.7, 203.0.113.10" };
    // Another client behind the same proxy has signed in before (the account's own hold spares a place it
    // has signed in from; what is tested here is the limit per address).
    expect((await login(t, neighbour, TEST_ADMIN.password)).status).toBe(200);
    let i = 0;
    const spoofed = () => ({ "X-Forwarded-For": `198.51.100.${i++ % 250}, 203.0.113.9` });
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => login(t, spoofed())))).map(
      (r) => r.status,
    );
    expect(statuses).toEqual(Array(10).fill(401));
    for (let n = 0; n < 4; n++) expect((await login(t, spoofed())).status).toBe(429);
    // The other client is not held back.
    expect((await login(t, neighbour, TEST_ADMIN.password)).status).toBe(200);
  }, 60_000);

  test("the audit trail names the address the proxy saw", async () => {
    const t = await makeTestAppWithAdmin({ TRUST_PROXY: "on" });
    expect((await login(t, { "X-Forwarded-For": "6.6.6.6, 203.0.113.9" }, TEST_ADMIN.password)).status).toBe(
      200,
    );
    const entries = await t.repos.audit.list({ limit: 10 });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.ip)).toEqual(entries.map(() => "203.0.113.9"));
  }, 30_000);

  test("with two proxies, the address the outer one appended", async () => {
    const t = await makeTestAppWithAdmin({ TRUST_PROXY: "2" });
    await login(t, { "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 10.0.0.1" }, TEST_ADMIN.password);
    expect((await t.repos.audit.list({ limit: 1 }))[0]?.ip).toBe("203.0.113.9");
  }, 30_000);
});
