import { type Context, Hono } from "hono";
import { AlertSendsPage } from "../../views/admin/subscribers/alert-sends";
import { PostAlertPage } from "../../views/admin/subscribers/post-alert";
import {
  SubscriberPage,
  type SubscriberState,
  SubscribersPage,
} from "../../views/admin/subscribers/subscribers";
import { type SubscriberFilter, subscribersCsv } from "../alerts";
import type { AppEnv } from "../http/app-env";
import { record } from "../http/audit";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import { safeAddress } from "../mail";
import { firmDate } from "../shared/dates";

const PAGE_SIZE = 50;
const SENDS_PAGE_SIZE = 25;
const STATES = ["confirmed", "pending", "unsubscribed", "suppressed"] as const;
const META = { description: "Client alerts' subscribers.", robots: "noindex, nofollow" as const };

function filterOf(c: Context<AppEnv>): { state: SubscriberState; q: string; area: string } {
  const state = c.req.query("state") ?? "";
  return {
    state: (STATES as readonly string[]).includes(state) ? (state as SubscriberState) : "",
    q: (c.req.query("q") ?? "").trim().slice(0, 254),
    area: (c.req.query("area") ?? "").slice(0, 100),
  };
}

const toRepoFilter = (f: ReturnType<typeof filterOf>): SubscriberFilter => ({
  ...(f.state ? { state: f.state as SubscriberFilter["state"] } : {}),
  ...(f.q ? { q: f.q } : {}),
  ...(f.area ? { area: f.area } : {}),
});

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== "" && v !== 1) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
};

async function labels(c: Context<AppEnv>) {
  const { topics } = await c.get("deps").alerts.offer();
  const byValue = new Map(topics.map((t) => [t.value, t.label]));
  return (topic: string) => byValue.get(topic) ?? `${topic} (no longer offered)`;
}

const pageNumber = (raw: string | undefined) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1);

/**
 * The Subscribers screens (client alerts): the list with counts, search, paging and CSV; each
 * subscriber's consent record (and lifting a suppression); the sends; and, per article, its alert: kept
 * back or let go, a preview, a test to oneself. Admin only, like every /admin path; plain forms throughout.
 */
export const adminSubscribersRoutes = new Hono<AppEnv>()
  .get("/admin/subscribers", async (c) => {
    const { alerts, mail } = c.get("deps");
    const f = filterOf(c);
    const filter = toRepoFilter(f);
    const total = await alerts.count(filter);
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = Math.min(pageNumber(c.req.query("page")), pages);
    const [rows, counts, byTopic, labelOf, heldBack] = await Promise.all([
      alerts.list(filter, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      alerts.countsByState(),
      alerts.countsByTopic(),
      labels(c),
      mail.limits.heldBack("confirmation"),
    ]);
    return renderPage(
      c,
      { ...META, title: "Subscribers" },
      <SubscribersPage
        mailOn={mail.enabled}
        counts={counts}
        byTopic={byTopic}
        rows={rows}
        total={total}
        page={page}
        pages={pages}
        filter={f}
        labelOf={labelOf}
        href={(change) => `/admin/subscribers${query({ ...f, page, ...change })}`}
        csvHref={`/admin/subscribers.csv${query({ state: f.state, q: f.q, area: f.area })}`}
        heldBack={heldBack}
      />,
    );
  })
  .get("/admin/subscribers.csv", async (c) => {
    const { alerts } = c.get("deps");
    const filter = toRepoFilter(filterOf(c));
    const rows = await alerts.list(filter, 1_000_000, 0);
    await record(c, "subscriber.export", { type: "subscriber" }, { count: rows.length });
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", `attachment; filename="subscribers-${firmDate(Date.now())}.csv"`);
    return c.body(subscribersCsv(rows, await labels(c)));
  })
  .get("/admin/subscribers/sends", async (c) => {
    const { alerts } = c.get("deps");
    const pages = Math.max(1, Math.ceil((await alerts.countSends()) / SENDS_PAGE_SIZE));
    const page = Math.min(pageNumber(c.req.query("page")), pages);
    const sends = await alerts.sends(SENDS_PAGE_SIZE, (page - 1) * SENDS_PAGE_SIZE);
    return renderPage(
      c,
      { ...META, title: "Sends" },
      <AlertSendsPage sends={sends} page={page} pages={pages} />,
    );
  })
  .get("/admin/subscribers/:id", async (c) => {
    const s = await c.get("deps").alerts.byId(c.req.param("id"));
    if (!s) return c.notFound();
    return renderPage(
      c,
      { ...META, title: "Subscriber" },
      <SubscriberPage s={s} labelOf={await labels(c)} />,
    );
  })
  .post("/admin/subscribers/:id/unsuppress", async (c) => {
    const id = c.req.param("id");
    const { alerts } = c.get("deps");
    if (!(await alerts.byId(id))) return c.notFound();
    if (await alerts.unsuppress(id)) {
      await record(c, "subscriber.unsuppress", { type: "subscriber", id });
      setFlash(c, { title: "Suppression lifted", description: "Alerts go to this address again." });
    }
    return redirectTo(c, `/admin/subscribers/${id}`, 303);
  })
  .get("/admin/posts/:id/alert", async (c) => {
    const deps = c.get("deps");
    const post = await deps.repos.posts.findById(c.req.param("id"));
    if (!post) return c.notFound();
    const preview = await deps.alerts.preview(post.id, c.get("site").origin);
    const live = post.status === "published" && Date.parse(post.publishedAt) <= (deps.now ?? Date.now)();
    return renderPage(
      c,
      { ...META, title: "Client alert" },
      <PostAlertPage
        post={{ id: post.id, title: post.title, live }}
        send={await deps.alerts.sendOf(post.id)}
        preview={typeof preview === "string" ? undefined : preview}
        mailOn={deps.mail.enabled}
        testTo={deps.config.mail?.notifyTo[0] ?? ""}
        audience={await deps.alerts.audience(post.serviceArea)}
        waitMinutes={await deps.alerts.waitMinutes()}
        waitFixed={deps.config.alertsDelayMinutes !== undefined}
      />,
    );
  })
  .get("/admin/posts/:id/alert/preview.html", async (c) => {
    const deps = c.get("deps");
    const preview = await deps.alerts.preview(c.req.param("id"), c.get("site").origin);
    if (typeof preview === "string") return c.notFound();
    // The e-mail's own HTML, under the site's strict policy like every page: no script in it could run
    // (and its inline styles do not apply here, as they do in a mail client).
    c.header("Cache-Control", "no-store");
    return c.html(preview.html);
  })
  .post("/admin/posts/:id/alert/:switch{off|on}", async (c) => {
    const deps = c.get("deps");
    const post = await deps.repos.posts.findById(c.req.param("id"));
    if (!post) return c.notFound();
    if (c.req.param("switch") === "off") {
      if (await deps.alerts.keepBack({ id: post.id, title: post.title })) {
        await record(c, "alert.keep_back", { type: "post", id: post.id });
        setFlash(c, {
          title: "Alert held",
          description: "No alert goes for this article until you release it.",
        });
      } else {
        setFlash(c, {
          title: "Too late",
          description: "This article's alert has gone already.",
          variant: "destructive",
        });
      }
    } else if (await deps.alerts.release(post.id)) {
      await record(c, "alert.release", { type: "post", id: post.id });
      const wait = await deps.alerts.waitMinutes();
      setFlash(c, {
        title: "Alert released",
        description:
          wait > 0
            ? `It goes to subscribers ${wait} ${wait === 1 ? "minute" : "minutes"} after the article is on the site.`
            : "It goes to subscribers when the article is on the site.",
      });
    }
    return redirectTo(c, `/admin/posts/${post.id}/alert`, 303);
  })
  // Skips the rest of the wait (or a hold): the alerts are queued at once.
  .post("/admin/posts/:id/alert/send-now", async (c) => {
    const deps = c.get("deps");
    const post = await deps.repos.posts.findById(c.req.param("id"));
    if (!post) return c.notFound();
    const done = deps.mail.enabled ? await deps.alerts.sendNow(post) : "off";
    if (done === "sending") {
      await record(c, "alert.send_now", { type: "post", id: post.id });
      setFlash(c, { title: "Sending now", description: "The alert is on its way to the subscribers." });
    } else
      setFlash(c, {
        title: "Not sent",
        description:
          done === "not-live"
            ? "The article is not on the site yet: publish it first, then send its alert."
            : done === "off"
              ? "The site sends no e-mail, so no alert can go."
              : "This article's alert has gone already.",
        variant: "destructive",
      });
    return redirectTo(c, `/admin/posts/${post.id}/alert`, 303);
  })
  .post("/admin/posts/:id/alert/test", async (c) => {
    const deps = c.get("deps");
    const post = await deps.repos.posts.findById(c.req.param("id"));
    if (!post) return c.notFound();
    const to = safeAddress((await formFields(c)).to ?? "");
    if (!to) {
      setFlash(c, { title: "Not sent", description: "Enter one e-mail address.", variant: "destructive" });
      return redirectTo(c, `/admin/posts/${post.id}/alert`, 303);
    }
    const result = await deps.alerts.sendTest(post.id, to, c.get("site").origin);
    await record(c, "alert.test", { type: "post", id: post.id }, { ok: result.ok });
    setFlash(
      c,
      result.ok
        ? {
            title: "Test sent",
            description: "Look in that mailbox for the alert as subscribers will see it.",
          }
        : { title: "Test not sent", description: result.error, variant: "destructive" },
    );
    return redirectTo(c, `/admin/posts/${post.id}/alert`, 303);
  });
