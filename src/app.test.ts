import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeTestApp, makeTestAppWithAdmin, signIn } from "../tests/support/app";
import { ConfigError, loadConfig } from "./config";
import { assetManifest } from "./lib/assets";
import { type BlobStore, createLocalStore } from "./storage";

// Some tests sign an admin in (an argon2id check in the helper process): seconds on a busy machine.
setDefaultTimeout(30_000);

describe("system routes", () => {
  test("GET /healthz answers 200 once the database and the blob store answer", async () => {
    const { app } = await makeTestApp();
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok", storage: "ok" } });
  });

  test("GET /healthz answers 503 when the database is closed", async () => {
    const { app, repos } = await makeTestApp();
    await repos.db.close();
    const res = await app.request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ checks: { database: "unavailable" } });
  });

  test("GET /healthz answers 503 when the uploads folder is missing or a file, and never makes it again", async () => {
    const { app, deps, config } = await makeTestApp();
    // The folder on disk is what is looked at (the PostgreSQL pass's bucket aside).
    const uploads = join(config.dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    (deps as { storage: BlobStore }).storage = createLocalStore(uploads);
    const health = async () => {
      const res = await app.request("/healthz");
      return { status: res.status, checks: ((await res.json()) as { checks: unknown }).checks };
    };
    const down = { status: 503, checks: { database: "ok", storage: "unavailable" } };
    expect(await health()).toEqual({ status: 200, checks: { database: "ok", storage: "ok" } });
    rmSync(uploads, { recursive: true });
    expect(await health()).toEqual(down);
    expect(await health()).toEqual(down);
    expect(existsSync(uploads)).toBe(false);
    writeFileSync(uploads, "not a folder");
    expect(await health()).toEqual(down);
    rmSync(uploads);
    mkdirSync(uploads);
    expect((await health()).status).toBe(200);
  });

  test("GET /healthz answers 503 naming the blob store when it stops answering", async () => {
    const { app, deps } = await makeTestApp();
    deps.storage.ping = () => Promise.reject(new Error("bucket gone"));
    const res = await app.request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: "unavailable",
      checks: { database: "ok", storage: "unavailable" },
    });
  });
});

describe("not found", () => {
  test("an unknown page renders the 404 screen inside the layout with status 404", async () => {
    const { app } = await makeTestApp();
    const res = await app.request("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toContain('content="noindex, nofollow"');
  });

  test("an unknown API path answers JSON 404 to an admin, and 401 to anyone signed out (closed by default)", async () => {
    const { app } = await makeTestAppWithAdmin();
    const res = await app.request("/api/nothing", { headers: { Cookie: await signIn(app) } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found." });
    const anonymous = await app.request("/api/nothing");
    expect(anonymous.status).toBe(401);
  });
});

describe("security headers", () => {
  test("every response carries the strict headers", async () => {
    const { app } = await makeTestApp();
    for (const path of ["/healthz", "/missing", assetManifest.css]) {
      const res = await app.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  test("pages carry no inline script or style for the CSP to refuse", async () => {
    const { app } = await makeTestApp();
    const html = await (await app.request("/missing")).text();
    expect(html).not.toMatch(/<script(?![^>]*(type="module" src=|type="application\/ld\+json"))/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/ style="/);
  });

  test("HSTS is sent over HTTPS", async () => {
    const { app } = await makeTestApp();
    const res = await app.request("https://localhost/healthz");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  test("a state-changing request from a foreign origin is refused", async () => {
    const { app } = await makeTestApp();
    const res = await app.request("/api/anything", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    const cross = await app.request("/api/anything", {
      method: "DELETE",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(cross.status).toBe(403);
  });

  test("a same-origin state-changing request passes the origin check", async () => {
    const { app } = await makeTestApp();
    const res = await app.request("http://localhost/api/anything", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json" },
      body: "{}",
    });
    // Past the origin check, the admin guard answers (an API path off the public list needs a session).
    expect(res.status).toBe(401);
  });
});

describe("assets", () => {
  test("hashed CSS is served with immutable caching, its type and brotli when accepted", async () => {
    const { app } = await makeTestApp();
    const res = await app.request(assetManifest.css, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toContain("text/css");
    expect(res.headers.get("content-encoding")).toBe("br");
  });

  test("island scripts are JavaScript modules", async () => {
    const { app } = await makeTestApp();
    const src = assetManifest.islands.toaster?.src;
    expect(src).toBeDefined();
    const res = await app.request(src!);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect((await res.text()).length).toBeGreaterThan(100);
  });

  test("a conditional request for an asset answers 304", async () => {
    const { app } = await makeTestApp();
    const first = await app.request("/favicon.ico");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    const again = await app.request("/favicon.ico", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  test("paths that try to leave public/ find nothing", async () => {
    const { app } = await makeTestApp();
    for (const path of [
      "/../package.json",
      "/assets/../package.json",
      "/%2e%2e/package.json",
      "/images/..%2f..%2fpackage.json",
      "/src/server.ts",
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });
});

describe("config", () => {
  test("defaults follow the run contract", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.rateLimits).toBe(true);
  });

  test("bad values fail fast with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_USERNAME: "a" })).toThrow(/ADMIN_PASSWORD: required with ADMIN_USERNAME/);
    expect(() => loadConfig({ RATE_LIMITS: "maybe" })).toThrow(/RATE_LIMITS/);
  });

  test("RATE_LIMITS=off and firm overrides are read", () => {
    const c = loadConfig({
      RATE_LIMITS: "off",
      FIRM_NAME: "Acme Law",
      FIRM_PHONE: "+1 345 000 0000",
      FIRM_EMAIL: "a@b.ky",
    });
    expect(c.rateLimits).toBe(false);
    expect(c.firm).toEqual({ name: "Acme Law", phone: "+1 345 000 0000", email: "a@b.ky" });
  });
});
