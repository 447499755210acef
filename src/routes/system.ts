import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ping } from "../db/database";

export const systemRoutes = new Hono<AppEnv>().get("/healthz", (c) => {
  c.header("Cache-Control", "no-store");
  try {
    if (ping(c.get("deps").repos.db)) return c.json({ status: "ok" });
  } catch {
    // reported below
  }
  return c.json({ status: "unavailable" }, 503);
});
