/**
 * Counts are buffered about a second before they are written: a server stopped (SIGTERM) writes what it
 * holds; one killed (kill -9) loses at most that last second; nothing is counted twice after a restart.
 */
import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../../tests/support/server";

const dataDir = mkdtempSync(join(tmpdir(), "stats-durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const env = { DATA_DIR: dataDir, LOG_LEVEL: "error", RATE_LIMITS: "off" };

const views = () => {
  const db = new Database(join(dataDir, "site.db"), { readonly: true });
  try {
    return Number((db.query("SELECT COALESCE(SUM(views), 0) AS n FROM stats_days").get() as { n: number }).n);
  } finally {
    db.close();
  }
};

async function visit(base: string, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/${i % 2 ? "about" : ""}`, {
      headers: { "User-Agent": CHROME, Accept: "text/html" },
    });
    expect(res.status).toBe(200);
  }
}

test("a graceful stop writes the buffered counts; kill -9 loses at most the last second; a restart counts on", async () => {
  let server = await startServer({ env });
  await visit(server.base, 30);
  await server.stop("SIGTERM"); // at once: the last views are still in memory
  expect(views()).toBe(30);

  server = await startServer({ env });
  await visit(server.base, 20);
  await Bun.sleep(1500); // more than a write interval
  await visit(server.base, 5); // within the last second: these may be lost
  await server.stop("SIGKILL");
  const afterKill = views();
  expect(afterKill).toBeGreaterThanOrEqual(50);
  expect(afterKill).toBeLessThanOrEqual(55);

  server = await startServer({ env });
  await visit(server.base, 10);
  await server.stop("SIGTERM");
  expect(views()).toBe(afterKill + 10);
}, 60_000);
