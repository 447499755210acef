import { createApp } from "./app";
import { loadConfig } from "./config";
import { createRepos } from "./db";
import { openMemoryDatabase } from "./db/database";

/** An app over a fresh in-memory database, for route tests (app.request). */
export function makeTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: "http://localhost", ...env });
  const repos = createRepos(openMemoryDatabase());
  const app = createApp({ config, repos });
  return { app, repos, config };
}
