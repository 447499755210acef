/**
 * Requests that no in-process test can send, against the real server process: HTTP/1.0 without a Host
 * header, and bodies past every size limit (Bun's own limit answers an empty 413 if it is reached first).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServer } from "../tests/support/server";

type Server = ServerProcess & { dir: string };

async function start(env: Record<string, string> = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), "firm-hardening-"));
  return { ...(await startServer({ env: { DATA_DIR: dir, LOG_LEVEL: "silent", ...env } })), dir };
}

async function stop(s: Server) {
  await s.stop();
  rmSync(s.dir, { recursive: true, force: true });
}

/** Sends raw bytes and returns everything the server answered before closing. */
async function raw(port: number, request: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  const { promise, resolve } = Promise.withResolvers<void>();
  const socket = await Bun.connect({
    hostname: "127.0.0.1",
    port,
    socket: {
      data: (_s, d) => void chunks.push(new Uint8Array(d)),
      close: () => resolve(),
      error: () => resolve(),
    },
  });
  socket.write(request);
  await Promise.race([promise, Bun.sleep(3000)]);
  socket.end();
  return Buffer.concat(chunks).toString("utf8");
}

let plain: Server;
let branded: Server;
beforeAll(async () => {
  [plain, branded] = await Promise.all([start(), start({ SITE_URL: "https://ironwood.example" })]);
});
afterAll(async () => {
  await Promise.all([stop(plain), stop(branded)]);
});

describe("a request without a Host header", () => {
  test("HTTP/1.0 without Host → 400 with a reason and the usual headers, for pages and the API", async () => {
    for (const path of ["/", "/about", "/api/posts"]) {
      const answer = await raw(plain.port, `GET ${path} HTTP/1.0\r\n\r\n`);
      expect(answer).toStartWith("HTTP/1.1 400");
      expect(answer).toContain("Host header");
      expect(answer.toLowerCase()).toContain("content-security-policy:");
      expect(answer.toLowerCase()).toContain("x-request-id:");
    }
  });

  test("an empty or malformed Host → 400 as well", async () => {
    for (const host of ["", "bad host/"]) {
      const answer = await raw(
        plain.port,
        `GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toStartWith("HTTP/1.1 400");
    }
  });

  test("with SITE_URL set, it is served under SITE_URL", async () => {
    const answer = await raw(branded.port, "GET /about HTTP/1.0\r\n\r\n");
    expect(answer).toStartWith("HTTP/1.1 200");
    expect(answer).toContain('<link rel="canonical" href="https://ironwood.example/about"/>');
  });
});

describe("bodies over the size limits", () => {
  const big = (mb: number) => new Uint8Array(mb * 1024 * 1024);

  test("the API answers 413 with a JSON error, however large the body", async () => {
    for (const mb of [2, 8, 200]) {
      const res = await fetch(`${plain.base}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: big(mb),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: string }).error).toContain("too large");
    }
    const upload = new FormData();
    upload.append("image", new Blob([big(7)], { type: "image/png" }), "huge.png");
    const res = await fetch(`${plain.base}/api/upload`, { method: "POST", body: upload });
    // Signed out: the admin guard answers before the body is read. Either way, never an empty answer.
    expect([401, 413]).toContain(res.status);
    expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(0);
  });

  test("a page answers 413 with a readable page", async () => {
    const res = await fetch(`${plain.base}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: big(8),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toStartWith("text/html");
    const html = await res.text();
    expect(html).toContain("Request Too Large");
    expect(html).toContain("the limit is 1 MB");
  });

  test("a streamed body without Content-Length is cut off at the limit too", async () => {
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${plain.base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain("too large");
  });
});
