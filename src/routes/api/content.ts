import { type Context, Hono } from "hono";
import {
  type Actor,
  ADD_SECOND_ADMIN,
  LISTED_KINDS,
  type MissingReference,
  type Outcome,
} from "../../content";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/request-body";

/** Who is acting: the signed-in admin (the guard lets nobody else reach these) and their address. */
export function actorOf(c: Context<AppEnv>): Actor {
  const session = c.get("session")!;
  return { userId: session.userId, username: session.username, ip: c.get("clientIp") };
}

/**
 * An outcome as the API answers it: the value, or `{ error, fields }` / `{ error, savedBy, savedAt }` /
 * `{ error, missing }` (a restore waiting for a choice).
 */
function answer<T>(
  c: Context<AppEnv>,
  r: Outcome<T> | { ok: false; status: 409; error: string; missing: MissingReference[] },
  status: 200 | 201 = 200,
) {
  if (r.ok) return c.json(r.value as object, status);
  return c.json(
    {
      error: r.error,
      ...("missing" in r ? { missing: r.missing } : {}),
      ...("fields" in r && r.fields ? { fields: r.fields } : {}),
      ...("savedAt" in r && r.savedAt ? { savedBy: r.savedBy ?? null, savedAt: r.savedAt } : {}),
    },
    r.status,
  );
}

const body = async (c: Context<AppEnv>) => (await readJson(c)) as Record<string, unknown>;

/** A revision number from the path: a positive whole number, or undefined. */
const revisionNumber = (raw: string) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/**
 * The site's content as JSON, for the admin's screens (and anyone scripting them). Every call needs a
 * signed-in admin (the guard closes /api by default); writes come from this site's own pages only.
 */
/** The published site as a download: one JSON document (GET /api/content/export, and the Site page's link). */
export async function siteDownload(c: Context<AppEnv>) {
  const doc = await c.get("deps").content.exportDocument();
  c.header("Content-Disposition", `attachment; filename="site-content-${doc.exportedAt.slice(0, 10)}.json"`);
  c.header("Cache-Control", "no-store");
  return c.body(`${JSON.stringify(doc, null, 2)}\n`, 200, {
    "Content-Type": "application/json; charset=utf-8",
  });
}

export const contentApiRoutes = new Hono<AppEnv>()
  .get("/api/content", async (c) => c.json(await c.get("deps").content.list()))
  .get("/api/content/export", siteDownload)
  // A site document, as drafts or (?publish=1) published; images must already be in this site.
  .post("/api/content/import", async (c) => {
    const doc = await readJson(c);
    const publish = c.req.query("publish") === "1";
    const r = await c.get("deps").content.importDocument(actorOf(c), doc, { publish });
    if (!r.ok)
      return c.json(
        {
          error: `Nothing was imported: ${r.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`,
          problems: r.problems,
        },
        400,
      );
    return c.json(r);
  });

// People and practice areas: added (as a draft), put in order, taken off the site (retired).
for (const kind of LISTED_KINDS)
  contentApiRoutes
    .post(`/api/content/${kind}`, async (c) => {
      const b = await body(c);
      return answer(c, await c.get("deps").content.createItem(actorOf(c), kind, b.data ?? {}), 201);
    })
    .put(`/api/content/${kind}/order`, async (c) => {
      const b = await body(c);
      return answer(c, await c.get("deps").content.orderItems(actorOf(c), kind, b.ids));
    })
    .delete(`/api/content/${kind}/:id`, async (c) =>
      answer(c, await c.get("deps").content.removeItem(actorOf(c), kind, c.req.param("id"))),
    );

contentApiRoutes
  .get("/api/content/:kind/:id", async (c) => {
    const item = await c.get("deps").content.get(c.req.param("kind"), c.req.param("id"));
    return item ? c.json(item) : c.json({ error: "There is no such item of the site's content." }, 404);
  })
  .put("/api/content/:kind/:id", async (c) => {
    const b = await body(c);
    const { kind, id } = c.req.param();
    return answer(c, await c.get("deps").content.save(actorOf(c), kind, id, b.revision, b.data));
  })
  .post("/api/content/:kind/:id/publish", async (c) => {
    const b = await body(c);
    const { kind, id } = c.req.param();
    const r = await c.get("deps").content.publish(actorOf(c), kind, id, b.at);
    // The last editor of an item that needs a second admin: recorded as a request, nothing published yet.
    if (r.ok && "requested" in r)
      return c.json(
        {
          requested: true,
          approval: r.requested,
          message: r.onlyAdmin
            ? `Your change waits for a second admin's approval. ${ADD_SECOND_ADMIN}`
            : "Your change waits for another admin's approval (Site, Waiting for approval).",
        },
        202,
      );
    return answer(c, r);
  })
  // Another admin approves the change waiting for approval (it is published, or scheduled, now).
  .post("/api/content/:kind/:id/approve", async (c) => {
    const { kind, id } = c.req.param();
    return answer(c, await c.get("deps").content.approve(actorOf(c), kind, id));
  })
  // The change waiting for approval goes back to its editor with a note ({ note }); nothing is published.
  .post("/api/content/:kind/:id/return", async (c) => {
    const b = await body(c);
    const { kind, id } = c.req.param();
    return answer(c, await c.get("deps").content.returnForChanges(actorOf(c), kind, id, b.note));
  })
  .delete("/api/content/:kind/:id/draft", async (c) => {
    const { kind, id } = c.req.param();
    return answer(c, await c.get("deps").content.discard(actorOf(c), kind, id));
  })
  .delete("/api/content/:kind/:id/schedule", async (c) => {
    const { kind, id } = c.req.param();
    return answer(c, await c.get("deps").content.unschedule(actorOf(c), kind, id));
  })
  .get("/api/content/:kind/:id/revisions", async (c) => {
    const { kind, id } = c.req.param();
    return answer(c, await c.get("deps").content.revisions(kind, id));
  })
  .get("/api/content/:kind/:id/revisions/:n", async (c) => {
    const { kind, id, n } = c.req.param();
    const number = revisionNumber(n);
    if (number === undefined) return c.json({ error: "A revision is a positive whole number." }, 400);
    return answer(c, await c.get("deps").content.revision(kind, id, number));
  })
  // `missing`: "keep" or "leave-out", for a revision naming people or practice areas no longer on the
  // site; without it such a restore answers 409 with the list.
  .post("/api/content/:kind/:id/revisions/:n/restore", async (c) => {
    const { kind, id, n } = c.req.param();
    const number = revisionNumber(n);
    if (number === undefined) return c.json({ error: "A revision is a positive whole number." }, 400);
    const raw = c.req.header("content-type")?.includes("json") ? (await body(c)).missing : undefined;
    if (raw !== undefined && raw !== "keep" && raw !== "leave-out")
      return c.json(
        { error: 'missing must be "keep" or "leave-out"', fields: { missing: "Choose keep or leave-out" } },
        400,
      );
    return answer(c, await c.get("deps").content.restore(actorOf(c), kind, id, number, raw));
  });
