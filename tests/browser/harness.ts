import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { SQL } from "bun";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { numberPlaceholders } from "../../src/db/sql";
import { startServer } from "../support/server";

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * What every axe check in the browser tests runs: the WCAG 2.0, 2.1 and 2.2 A and AA rules (2.2 adds
 * target size and focus not obscured) plus axe's best practices, which the tests held the site to before.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** An axe check of the page with AXE_TAGS. */
export const axeOf = (page: Page) => new AxeBuilder({ page }).withTags(AXE_TAGS);

export const ADMIN = { username: "admin", password: "correct-horse-battery" };

export interface Harness {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /**
   * Reads what the server's database holds, through a connection of its own (SQLite file or the
   * PostgreSQL schema of this server), with `?` placeholders.
   */
  query<T>(sql: string, params?: (string | number | null)[]): Promise<T[]>;
  /** A fresh context (own cookies and storage) and page that records console problems. */
  newPage(
    options?: Parameters<Browser["newContext"]>[0],
  ): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  stop(): Promise<void>;
}

/** A new, empty schema of the test database, and a URL whose connections use it. */
export async function freshSchemaUrl(url: string): Promise<string> {
  const schema = `b_${crypto.randomUUID().replace(/-/g, "")}`;
  const admin = new SQL(url);
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}

/** Starts the real server (src/server.ts) on a free port with a fresh DATA_DIR, and Chromium. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), "firm-site-test-"));
  // The PostgreSQL pass of `bun run test`: each server gets a fresh schema, as it gets a fresh DATA_DIR.
  const database = process.env.TEST_DATABASE_URL
    ? await freshSchemaUrl(process.env.TEST_DATABASE_URL)
    : undefined;
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "error",
      RATE_LIMITS: "off",
      ...(database ? { DATABASE_URL: database } : {}),
      ...(process.env.TEST_S3_ENDPOINT
        ? {
            S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
            S3_BUCKET: process.env.TEST_S3_BUCKET ?? "firm-test",
            S3_ACCESS_KEY_ID: "S3RVER",
            S3_SECRET_ACCESS_KEY: "S3RVER",
            S3_REGION: "us-east-1",
          }
        : {}),
      ...env,
    },
  });
  const baseUrl = server.base;
  // The server hashed ADMIN_PASSWORD at argon2id's real costs (64 MB, ~0.1 s per check, several times that
  // beside other suites); the tests sign in as that admin a hundred times a run. The same password at the
  // lowest costs is still a real argon2id check (the hash carries its costs), and the real costs are the
  // passwords tests' business.
  const cheapHash = await Bun.password.hash(ADMIN.password, {
    algorithm: "argon2id",
    memoryCost: 1024,
    timeCost: 1,
  });
  if (env.ADMIN_PASSWORD !== undefined || env.ADMIN_USERNAME !== undefined) {
    // A test with an admin of its own keeps the hash the server made.
  } else if (database) {
    const client = new SQL(database);
    try {
      await client`UPDATE users SET password_hash = ${cheapHash} WHERE username = ${ADMIN.username}`;
    } finally {
      await client.close();
    }
  } else {
    const db = new Database(join(dataDir, "site.db"));
    try {
      db.exec("PRAGMA busy_timeout = 5000"); // the server may be writing at the same moment
      db.query("UPDATE users SET password_hash = ? WHERE username = ?").run(cheapHash, ADMIN.username);
    } finally {
      db.close();
    }
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    baseUrl,
    dataDir,
    browser,
    async query<T>(sql: string, params: (string | number | null)[] = []) {
      if (database) {
        const client = new SQL(database);
        try {
          return [...(await client.unsafe(numberPlaceholders(sql), params))] as T[];
        } finally {
          await client.close();
        }
      }
      const db = new Database(join(dataDir, "site.db"), { readonly: true });
      try {
        return db.query<T, (string | number | null)[]>(sql).all(...params);
      } finally {
        db.close();
      }
    },
    async newPage(options) {
      const context = await browser.newContext({ baseURL: baseUrl, ...options });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
      return { context, page, problems };
    },
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Puts a form token issued this instant (from a fresh request for `path`) into `form`, so a test of a form
 * sent back "too fast" does not depend on how long its page took to load and hydrate on a busy machine:
 * sent right after this, the form goes back well within the seconds a person would need.
 */
export async function freshFormToken(page: Page, path: string, form: Locator): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const token = /name="formStarted" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  await form.locator('input[name="formStarted"]').evaluate((el, value) => {
    (el as HTMLInputElement).value = value;
  }, token);
}
