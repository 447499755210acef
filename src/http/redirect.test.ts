/**
 * Every redirect the site makes stays on the site: a browser must never be sent to another host by a
 * path like //evil.example or /\evil.example, however the request spelled it (in-process, and against the
 * real server, whose request line no router has normalised yet).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { makeTestApp } from "../../tests/support/app";
import { REPO_ROOT, type ServerProcess, startServer } from "../../tests/support/server";
import { isLocalPath, safeLocalPath } from "../shared/local-path";

/** Where a browser goes with this Location, from a page of http://site.example. */
const landsOn = (location: string) => new URL(location, "http://site.example/page").host;

describe("a path of this site", () => {
  test("one leading slash, not followed by another slash or a backslash, however it is encoded", () => {
    for (const ok of [
      "/",
      "/about",
      "/blog?area=immigration&page=2",
      "/admin/account#two-factor",
      "/a//b",
      "/q?x=%25",
    ])
      expect({ ok, local: isLocalPath(ok) }).toEqual({ ok, local: true });
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/%2Fevil.example",
      "/%5Cevil.example",
      "/%252Fevil.example",
      "/%09/evil.example",
      "/\t/evil.example",
      "/about\r\nSet-Cookie: x=1",
      " /about",
      "https://evil.example/",
      "evil.example",
      "",
      "/%25252525252F",
    ])
      expect({ bad, local: isLocalPath(bad) }).toEqual({ bad, local: false });
    expect(safeLocalPath("//evil.example", "/admin")).toBe("/admin");
    expect(safeLocalPath(undefined)).toBe("/");
  });
});

describe("the trailing-slash redirect", () => {
  test("never leads off the site, in-process", async () => {
    const { app } = await makeTestApp();
    for (const path of [
      "//evil.example/",
      "/%5Cevil.example/",
      "/%2F%2Fevil.example/",
      "/%2Fevil.example/",
    ]) {
      const res = await app.request(`http://localhost${path}`);
      const location = res.headers.get("location");
      expect(res.status).toBeLessThan(500);
      expect({ path, host: location === null ? "none" : landsOn(location) }).toEqual({
        path,
        host: location === null ? "none" : "site.example",
      });
    }
    // The ordinary case still redirects, with its query.
    const about = await app.request("/about/?x=1");
    expect(about.status).toBe(301);
    expect(about.headers.get("location")).toBe("/about?x=1");
  });
});

describe("against the real server", () => {
  let server: ServerProcess;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "firm-redirect-"));
    server = await startServer({ env: { DATA_DIR: dir, LOG_LEVEL: "silent" } });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The status line and Location of a request line sent as is (no client normalises it). */
  async function ask(target: string): Promise<{ status: string; location: string | undefined }> {
    const chunks: Uint8Array[] = [];
    const { promise, resolve } = Promise.withResolvers<void>();
    const socket = await Bun.connect({
      hostname: "127.0.0.1",
      port: server.port,
      socket: {
        data: (_s, d) => void chunks.push(new Uint8Array(d)),
        close: () => resolve(),
        error: () => resolve(),
      },
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await Promise.race([promise, Bun.sleep(5000)]);
    socket.end();
    const text = Buffer.concat(chunks).toString("latin1");
    const head = text.slice(0, text.indexOf("\r\n\r\n"));
    const location = /\r\nlocation: ([^\r\n]*)/i.exec(head)?.[1];
    return { status: head.slice(0, head.indexOf("\r\n")), location };
  }

  test("//host/ and /\\host/ get no redirect off the site", async () => {
    for (const target of [
      "//evil.example/",
      "/%5Cevil.example/",
      "/\\evil.example/",
      "//evil.example/x/",
      "/%2F%2Fevil.example/",
    ]) {
      const { status, location } = await ask(target);
      expect(status).toMatch(/^HTTP\/1\.1 [1-4]\d\d/);
      expect({ target, host: location === undefined ? "none" : landsOn(location) }).toEqual({
        target,
        host: location === undefined ? "none" : "site.example",
      });
    }
    expect(await ask("/about/")).toEqual({ status: "HTTP/1.1 301 Moved Permanently", location: "/about" });
  });
});

test("no handler redirects but through the one helper (src/http/redirect.ts)", () => {
  const offenders: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, "utf8");
        if (/\.redirect\(|Response\.redirect|["']location["']\s*[,:]/i.test(source))
          offenders.push(relative(REPO_ROOT, path));
      }
    }
  };
  walk(join(REPO_ROOT, "src"));
  walk(join(REPO_ROOT, "views"));
  expect(offenders).toEqual(["src/http/redirect.ts"]);
});
