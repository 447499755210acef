import { Hono } from "hono";
import type { AppEnv } from "../app-env";

export const systemRoutes = new Hono<AppEnv>().get("/healthz", async (c) => {
  c.header("Cache-Control", "no-store");
  try {
    if (await c.get("deps").repos.db.ping()) return c.json({ status: "ok" });
  } catch {
    // reported below
  }
  return c.json({ status: "unavailable" }, 503);
});
