import { Hono } from "hono";
import type { SubmitContact } from "../../contact";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/request-body";
import { contactSender } from "../contact-form";

/** POST /api/contact: `{ message }` once the submission is stored; 400 `{ error, fields }`; 429. */
export function contactApiRoutes(submitContact: SubmitContact) {
  return new Hono<AppEnv>().post("/api/contact", async (c) => {
    const result = await submitContact(contactSender(c), (await readJson(c)) as Record<string, unknown>);
    if (result.ok) return c.json({ message: result.message });
    if (result.status === 429) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: result.error }, 429);
    }
    return c.json({ error: result.error, fields: result.fields }, 400);
  });
}
