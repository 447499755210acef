import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openDeps } from "../deps";
import { createLogger } from "../lib/logger";

const dataDir = mkdtempSync(join(tmpdir(), "contact-durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const API_SENDS = 200;
const FORM_SENDS = 100;

/**
 * "None may ever be lost": many visitors at once, with and without JavaScript, against a real file
 * database. Every acknowledged message must be on disk (read back through a fresh connection after the
 * app's is closed) exactly once.
 */
test(`${API_SENDS} API + ${FORM_SENDS} form submissions at once: each acknowledged one stored exactly once`, async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: "http://localhost",
    RATE_LIMITS: "off",
    DATA_DIR: dataDir,
  });
  const deps = await openDeps(config, createLogger("silent"));
  const app = createApp(deps);
  const fields = (name: string) => ({
    name,
    email: `${name}@example.com`,
    phone: "3455550100",
    service: "General Inquiry",
    message: `Message from ${name}, please get back to me.`,
  });

  const started = performance.now();
  const sends = [
    ...Array.from({ length: API_SENDS }, async (_, i) => {
      const name = `api-visitor-${i}`;
      const res = await app.request("http://localhost/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(fields(name)),
      });
      return { name, acknowledged: res.status === 200 };
    }),
    ...Array.from({ length: FORM_SENDS }, async (_, i) => {
      const name = `form-visitor-${i}`;
      const res = await app.request("http://localhost/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields(name)).toString(),
      });
      // The no-JavaScript form acknowledges with the redirect to the "Message Sent" toast.
      return { name, acknowledged: res.status === 303 };
    }),
  ];
  const results = await Promise.all(sends);
  const ms = Math.round(performance.now() - started);
  await deps.repos.db.close();

  const check = new Database(join(dataDir, "site.db"), { readonly: true });
  const rows = check
    .query<{ id: string; name: string }, []>("SELECT id, name FROM contact_submissions")
    .all();
  check.close();
  const acknowledged = results.filter((r) => r.acknowledged);
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);

  console.log(
    `durability: ${results.length} sent concurrently, ${acknowledged.length} acknowledged, ${rows.length} rows on disk, ${new Set(rows.map((r) => r.id)).size} distinct ids, ${ms} ms`,
  );
  expect(acknowledged).toHaveLength(API_SENDS + FORM_SENDS);
  expect(rows).toHaveLength(acknowledged.length);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  for (const { name } of acknowledged) expect(counts.get(name)).toBe(1);
});
