import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** A check must answer quickly: a backend that hangs counts as down. */
const TIMEOUT_MS = 3000;
/**
 * A bucket is asked at most this often while it answers (every check would otherwise cost an S3 request);
 * a local folder is looked at every time (a stat), so a missing or unwritable one shows at once.
 */
const STORAGE_TTL_MS = 5000;

const within = <T>(p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS)),
  ]);

const lastStorageCheck = new WeakMap<object, { at: number; ok: boolean }>();

/**
 * GET /healthz: 200 once the database and the blob store answer; 503 naming what does not. The uploads
 * folder must exist and take writes: a missing one (a volume not mounted) is reported, never made again.
 */
export const systemRoutes = new Hono<AppEnv>().get("/healthz", async (c) => {
  c.header("Cache-Control", "no-store");
  const { repos, storage } = c.get("deps");
  const database = await within(repos.db.ping()).catch(() => false);
  const now = Date.now();
  let stored = lastStorageCheck.get(storage);
  if (!stored || now - stored.at > STORAGE_TTL_MS || !stored.ok || storage.kind === "local") {
    stored = { at: now, ok: await within(storage.ping()).catch(() => false) };
    lastStorageCheck.set(storage, stored);
  }
  const checks = { database: database ? "ok" : "unavailable", storage: stored.ok ? "ok" : "unavailable" };
  const ok = database && stored.ok;
  return c.json({ status: ok ? "ok" : "unavailable", checks }, ok ? 200 : 503);
});
