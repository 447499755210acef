import { expect } from "bun:test";
import type { DatabaseTarget } from "../../src/db";
import { makeTestAppWithAdmin } from "./app";
import type { Received } from "./smtp";
import { startTestSmtp } from "./smtp";

/**
 * Client alerts as a reader and the firm meet them, for the route tests: the real app over a
 * fresh database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set), a real SMTP server, a fake clock.
 */

export const FIRM_FROM = "website@ironwoodlegal.ky";
/** Practice area ids of the seeded site. */
export const CORPORATE = "corporate-services";
export const IMMIGRATION = "immigration";
export const FIRM_NEWS = "@firm-news";

export type Cleanup = () => Promise<void> | void;
export type Fields = Record<string, string | string[]>;

export const encodeForm = (fields: Fields) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return body.toString();
};

/** The raw header block of a message, folded lines joined. */
export const rawHeaders = (r: Received) =>
  r.raw.slice(0, r.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
/** Whether a message is an article's alert (the only kind with one-click unsubscribe). */
export const isAlert = (r: Received) => /^List-Unsubscribe:/im.test(rawHeaders(r));
/** The values of the ticked checkboxes named "areas" in a page. */
export const ticked = (html: string) =>
  [...html.matchAll(/<input[^>]*name="areas"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\schecked(=|\s|\/|>)/.test(tag))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
export const isConfirmation = (r: Received) => /^Please confirm/.test(r.parsed.subject ?? "");
export const isAlreadySubscribed = (r: Received) => /^Your client alerts/.test(r.parsed.subject ?? "");
/** The token of a personal link in a message's text (confirm, preferences or unsubscribe). */
export const linkToken = (r: Received, page: "confirm" | "preferences" | "unsubscribe") => {
  const m = new RegExp(`/alerts/${page}\\?token=([A-Za-z0-9_-]+)`).exec(r.parsed.text ?? "");
  if (!m) throw new Error(`no ${page} link in the message`);
  return m[1]!;
};

export async function alertsSetup(
  cleanups: Cleanup[],
  opts: { env?: Record<string, string>; start?: number; database?: DatabaseTarget } = {},
) {
  const smtp = await startTestSmtp();
  // Whole seconds in the near past, so the posts repo's own Date.now() (for "publish now") agrees.
  let now = opts.start ?? Math.floor(Date.now() / 1000) * 1000 - 60_000;
  const t = await makeTestAppWithAdmin(
    {
      RATE_LIMITS: "off",
      SMTP_URL: smtp.url,
      NOTIFY_TO: "intake@ironwoodlegal.ky",
      MAIL_FROM: `Ironwood Legal website <${FIRM_FROM}>`,
      // No wait before an article's alerts leave, unless a test is about the wait: give it a number of
      // minutes, or "" for the firm's setting (an empty variable counts as unset).
      ALERTS_DELAY_MINUTES: "0",
      ...opts.env,
    },
    {
      now: () => now,
      mail: { tuning: { probeEveryMs: [] } },
      ...(opts.database ? { database: opts.database } : {}),
    },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );

  const request = (
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  /** A form posted by a browser on the site (same Origin). */
  const postForm = (path: string, fields: Fields, headers: Record<string, string> = {}) =>
    request("POST", path, { body: encodeForm(fields), headers: { Origin: "http://localhost", ...headers } });

  /**
   * The sign-up form as a person sends it: the form token the page carried, five seconds of typing, the
   * honeypot empty. `fields` replaces any of them.
   */
  const signUp = async (
    email: string,
    areas: string[],
    fields: Fields = {},
    headers: Record<string, string> = {},
  ) => {
    const formStarted = await t.deps.formTokens.issue();
    now += 5_000;
    return postForm("/alerts", { formStarted, website: "", from: "/blog", email, areas, ...fields }, headers);
  };

  /** Runs the outbox until nothing more is due now. */
  const settle = async () => {
    for (let tries = 0; !(await t.deps.jobs.kick("outbox")); tries++)
      if (tries > 50) throw new Error("the outbox job never ran");
    await t.deps.jobs.kick("outbox");
  };
  /** Waits until `count` messages have arrived in all, lets anything else queued arrive, returns them all. */
  const delivered = async (count: number) => {
    await settle();
    if (count > 0) await smtp.waitFor(count);
    await settle();
    await Bun.sleep(30);
    return smtp.received;
  };
  const to = (email: string) => smtp.received.filter((r) => r.to.includes(email.toLowerCase()));
  const alertsTo = (email: string) => to(email).filter(isAlert);
  const alerts = () => smtp.received.filter(isAlert);

  /** Signs up, receives the confirmation e-mail and presses its page's button: a confirmed subscriber. */
  const subscribe = async (email: string, areas: string[]) => {
    const before = smtp.received.length;
    expect((await signUp(email, areas)).status).toBe(303);
    await delivered(before + 1);
    const mail = to(email).filter(isConfirmation).at(-1);
    if (!mail) throw new Error(`no confirmation e-mail reached ${email}`);
    const token = linkToken(mail, "confirm");
    expect((await postForm("/alerts/confirm", { token })).status).toBe(200);
    const s = await t.repos.alerts.byToken(token);
    expect(s?.status).toBe("confirmed");
    return { id: s!.id, token, email };
  };

  let slugs = 0;
  /** Writes a post as the admin's editor would (published now unless told), without running any job. */
  const writePost = (p: {
    title?: string;
    area?: string;
    publishedAt?: number;
    status?: "draft" | "published";
    excerpt?: string;
  }) => {
    slugs++;
    return t.repos.posts.create({
      title: p.title ?? `Article ${slugs}`,
      slug: `article-${slugs}`,
      content: "The body of the article.",
      excerpt: p.excerpt ?? `What changed, in short (${slugs}).`,
      serviceArea: p.area ?? CORPORATE,
      status: p.status ?? "published",
      publishedAt: p.publishedAt ?? now - 1000,
    });
  };
  /** The client-alerts job looks for new articles, then the outbox sends what is due. */
  const announce = async () => {
    // A run already under way (kicked by a publish or release) may have looked before the test's last
    // write; a kick then only waits for it and answers false: kick until a run of our own has happened.
    for (let tries = 0; !(await t.deps.jobs.kick("client-alerts")); tries++)
      if (tries > 50) throw new Error("the client-alerts job never ran");
    await settle();
  };

  return {
    ...t,
    smtp,
    request,
    postForm,
    signUp,
    settle,
    delivered,
    to,
    alerts,
    alertsTo,
    subscribe,
    writePost,
    announce,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
      return now;
    },
  };
}
export type AlertsTest = Awaited<ReturnType<typeof alertsSetup>>;
