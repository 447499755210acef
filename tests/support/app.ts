import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { DatabaseTarget } from "../../src/db";
import { openDeps } from "../../src/deps";
import type { AppDeps } from "../../src/http/app-env";
import { createLogger } from "../../src/lib/logger";
import { type BlobStore, createS3Store } from "../../src/storage";

/**
 * The database a route test runs on: SQLite in memory, or, when the test run sets TEST_DATABASE_URL,
 * a fresh schema of that PostgreSQL database (so the same tests prove both backends).
 */
export function testDatabase(): DatabaseTarget {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { kind: "memory" };
  // Each test app has its own pool: keep it small, since a test run builds hundreds of apps.
  return { kind: "postgres", url, schema: `t_${crypto.randomUUID().replace(/-/g, "")}`, maxConnections: 2 };
}

/**
 * The blob store a route test uses: DATA_DIR/uploads, or, when the test run sets TEST_S3_ENDPOINT (the
 * PostgreSQL pass of `bun run test`), a key prefix of its own in the test bucket of a local S3 server.
 */
export function testStorage(): BlobStore | undefined {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return undefined;
  return createS3Store({
    endpoint,
    bucket: process.env.TEST_S3_BUCKET ?? "firm-test",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
    prefix: `t-${crypto.randomUUID()}/`,
  });
}

import type { MailOptions } from "../../src/mail";

/**
 * What a route test may change besides the environment: the clock, the mail outbox's tuning, and the
 * database (one a test opens twice, to restart over it).
 */
export type TestAppOptions = Pick<AppDeps, "now"> & { mail?: MailOptions; database?: DatabaseTarget };

/**
 * An app over a fresh in-memory database, for route tests (app.request). Uploads go to a new temporary
 * DATA_DIR unless the test names one. Jobs are registered but not started: tests run them with kick().
 */
export async function makeTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: "http://localhost",
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "firm-site-route-test-")),
    ...env,
  });
  const storage = testStorage();
  const deps = await openDeps(config, createLogger(config.logLevel), {
    database: options.database ?? testDatabase(),
    ...(storage ? { storage } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
  });
  const app = createApp(deps);
  return { app, repos: deps.repos, config, deps };
}

export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery" } as const;

// argon2id is deliberately slow: hash once per test file, however many apps it builds.
let adminHash: Promise<string> | undefined;

/** makeTestApp with TEST_ADMIN in its database (kept when a test reopens a database that has it). */
export async function makeTestAppWithAdmin(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const t = await makeTestApp(env, options);
  // A real argon2id hash, at the lowest costs: the test admin signs in hundreds of times a run, and what
  // a sign-in costs at the real costs is the passwords tests' business (they keep hashPassword's own).
  adminHash ??= Bun.password.hash(TEST_ADMIN.password, {
    algorithm: "argon2id",
    memoryCost: 1024,
    timeCost: 1,
  });
  if (!(await t.repos.users.findByUsername(TEST_ADMIN.username)))
    await t.repos.users.create(TEST_ADMIN.username, await adminHash);
  return t;
}

/** Signs in through POST /api/auth/login; returns the Cookie header value for later requests. */
export async function signIn(
  app: ReturnType<typeof createApp>,
  credentials: { username: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const res = await app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((v) => v.startsWith("sid="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0]!;
}
