/**
 * Approval by a second admin for articles: with approval for everything on, an admin's publish or schedule
 * of an article (API and plain form) becomes a request and the article stays a draft; a change to a live
 * article waits unapplied; another admin approves (the held save is made) or returns it with a note; the
 * one who asked cannot approve; the Site screen lists the article; Activity names both admins.
 */
import { afterEach, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { alertsSetup, type Cleanup, CORPORATE } from "../../tests/support/alerts";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

setDefaultTimeout(30_000);

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let admin: string;

const PARTNER = { username: "partner", password: "another-horse-battery" };

beforeEach(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  admin = await signIn(t.app);
});

const call = (method: string, path: string, body: unknown, who: string) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: who, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** Posts the editor form as the browser does without JavaScript: multipart, with an (empty) file field. */
async function submit(path: string, values: Record<string, string>, who: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  form.append("image", new File([], "", { type: "application/octet-stream" }));
  return t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: who },
    body: form,
    redirect: "manual",
  });
}
const postForm = (path: string, values: Record<string, string>, who: string) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: who, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
    redirect: "manual",
  });

function flashOf(res: Response): Record<string, string> | undefined {
  const raw = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
}

const ARTICLE = {
  title: "Work Permit Changes",
  slug: "work-permit-changes",
  serviceArea: "immigration",
  excerpt: "What employers need to know.",
  content: "Line one",
};

async function approvalForAll() {
  const item = await json<{ revision: number }>(
    await call("GET", "/api/content/settings/firm", undefined, admin),
  );
  const saved = await call(
    "PUT",
    "/api/content/settings/firm",
    { revision: item.revision, data: { approvalForAll: true } },
    admin,
  );
  expect(saved.status).toBe(200);
  expect((await call("POST", "/api/content/settings/firm/publish", {}, admin)).status).toBe(200);
}

async function addPartner(): Promise<string> {
  const hash = await Bun.password.hash(PARTNER.password, {
    algorithm: "argon2id",
    memoryCost: 1024,
    timeCost: 1,
  });
  await t.repos.users.create(PARTNER.username, hash);
  return signIn(t.app, PARTNER);
}

const publicPage = async (slug: string) => (await t.app.request(`http://localhost/blog/${slug}`)).status;

describe("articles with approval for everything off (a fresh install)", () => {
  test("an admin's publish goes live at once, as before", async () => {
    const res = await call("POST", "/api/posts", { ...ARTICLE, status: "published" }, admin);
    expect(res.status).toBe(201);
    expect(await publicPage(ARTICLE.slug)).toBe(200);
  });
});

describe("one admin", () => {
  test("publishing asks for approval, the article stays a draft, and approving it oneself is refused with the way out", async () => {
    await approvalForAll();
    const res = await call("POST", "/api/posts", { ...ARTICLE, status: "published" }, admin);
    expect(res.status).toBe(202);
    const body = await json<{ requested: boolean; post: { id: string; status: string }; message: string }>(
      res,
    );
    expect(body.requested).toBe(true);
    expect(body.post.status).toBe("draft");
    expect(body.message).toContain("add one under Account, Admins");
    expect(await publicPage(ARTICLE.slug)).toBe(404);

    const own = await call("POST", `/api/posts/${body.post.id}/approve`, undefined, admin);
    expect(own.status).toBe(403);
    expect((await json<{ error: string }>(own)).error).toBe(
      "You asked for this change yourself, and the firm's settings want a second admin to approve it. Another admin must approve it, and this site has only one admin: add a second admin under Account, Admins, and ask them to approve it from Site, Waiting for approval.",
    );
    expect(await publicPage(ARTICLE.slug)).toBe(404);
    // The editor says so too.
    const editor = await (await call("GET", `/admin/posts/${body.post.id}`, undefined, admin)).text();
    expect(editor).toContain("Waiting for approval");
    expect(editor).toContain("this site has only one admin: add a second admin under Account, Admins");
  });
});

describe("two admins", () => {
  test("API: a draft set to published waits, another admin approves, it goes live; Activity and the Site list name both", async () => {
    await approvalForAll();
    const partner = await addPartner();
    const draft = await json<{ id: string }>(
      await call("POST", "/api/posts", { ...ARTICLE, status: "draft" }, admin),
    );
    const res = await call(
      "PATCH",
      `/api/posts/${draft.id}`,
      { status: "published", title: "Work Permit Changes 2026" },
      admin,
    );
    expect(res.status).toBe(202);
    const body = await json<{ requested: boolean; post: { status: string; title: string } }>(res);
    expect(body).toMatchObject({
      requested: true,
      post: { status: "draft", title: "Work Permit Changes 2026" },
    });
    expect(await publicPage(ARTICLE.slug)).toBe(404);

    const site = await (await call("GET", "/admin/site", undefined, partner)).text();
    expect(site).toContain(`href="/admin/posts/${draft.id}"`);
    expect(site).toContain("Work Permit Changes 2026");

    const editor = await (await call("GET", `/admin/posts/${draft.id}`, undefined, partner)).text();
    expect(editor).toContain(`action="/admin/posts/${draft.id}/approve"`);
    expect(editor).toContain(`action="/admin/posts/${draft.id}/return"`);

    const ok = await call("POST", `/api/posts/${draft.id}/approve`, undefined, partner);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ status: "published", title: "Work Permit Changes 2026" });
    expect(await publicPage(ARTICLE.slug)).toBe(200);
    const site2 = await (await call("GET", "/admin/site", undefined, partner)).text();
    expect(site2).not.toContain(`href="/admin/posts/${draft.id}"`);

    const activity = await (await call("GET", "/admin/activity", undefined, partner)).text();
    expect(activity).toContain("Asked a second admin to approve publishing a post");
    expect(activity).toContain("Approved and published another admin&#x27;s post");
    expect(activity).toContain("asked by: admin");
    expect(activity).toContain("partner");
  });

  test("API: returned with a note, nothing goes live, the note shows on the editor and in Activity", async () => {
    await approvalForAll();
    const partner = await addPartner();
    const asked = await json<{ post: { id: string } }>(
      await call("POST", "/api/posts", { ...ARTICLE, status: "published" }, admin),
    );
    const id = asked.post.id;
    const noNote = await call("POST", `/api/posts/${id}/return`, { note: " " }, partner);
    expect(noNote.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(noNote)).fields.note).toBeTruthy();
    const res = await call("POST", `/api/posts/${id}/return`, { note: "Cite the new regulations" }, partner);
    expect(res.status).toBe(200);
    expect(await publicPage(ARTICLE.slug)).toBe(404);
    expect((await call("POST", `/api/posts/${id}/approve`, undefined, partner)).status).toBe(409);
    const editor = await (await call("GET", `/admin/posts/${id}`, undefined, admin)).text();
    expect(editor).toContain("Returned by partner");
    expect(editor).toContain("Cite the new regulations");
    const activity = await (await call("GET", "/admin/activity", undefined, admin)).text();
    expect(activity).toContain("Returned a post with a note");
    expect(activity).toContain("note: Cite the new regulations");
  });

  test("API: a change to a live article is not applied until another admin approves it", async () => {
    const live = await json<{ id: string }>(
      await call("POST", "/api/posts", { ...ARTICLE, status: "published" }, admin),
    );
    await approvalForAll();
    const partner = await addPartner();
    const res = await call("PATCH", `/api/posts/${live.id}`, { content: "Corrected advice" }, admin);
    expect(res.status).toBe(202);
    let page = await (await t.app.request(`http://localhost/blog/${ARTICLE.slug}`)).text();
    expect(page).toContain("Line one");
    expect(page).not.toContain("Corrected advice");
    expect((await call("POST", `/api/posts/${live.id}/approve`, undefined, partner)).status).toBe(200);
    page = await (await t.app.request(`http://localhost/blog/${ARTICLE.slug}`)).text();
    expect(page).toContain("Corrected advice");
  });

  test("API: scheduling waits too, and approving schedules it for the time asked", async () => {
    await approvalForAll();
    const partner = await addPartner();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call(
      "POST",
      "/api/posts",
      { ...ARTICLE, status: "published", publishedAt: later },
      admin,
    );
    expect(res.status).toBe(202);
    const { post, approval } = await json<{ post: { id: string }; approval: { action: string } }>(res);
    expect(approval.action).toBe("schedule");
    expect((await t.repos.posts.findById(post.id))?.status).toBe("draft");
    const ok = await json<{ status: string; publishedAt: string }>(
      await call("POST", `/api/posts/${post.id}/approve`, undefined, partner),
    );
    expect(ok.status).toBe("published");
    expect(ok.publishedAt).toBe(later);
    expect(await publicPage(ARTICLE.slug)).toBe(404);
  });

  test("form: Publish asks with a toast, another admin approves from the editor, and it goes live", async () => {
    await approvalForAll();
    const partner = await addPartner();
    const res = await submit("/admin/posts/new", { ...ARTICLE, status: "published" }, admin);
    expect(res.status).toBe(303);
    expect(flashOf(res)?.title).toBe("Asked for approval");
    const id = res.headers.get("location")?.split("/").pop() ?? "";
    expect((await t.repos.posts.findById(id))?.status).toBe("draft");
    expect(await publicPage(ARTICLE.slug)).toBe(404);

    const own = await postForm(`/admin/posts/${id}/approve`, {}, admin);
    expect(flashOf(own)?.description).toContain("You asked for this change yourself");
    expect(await publicPage(ARTICLE.slug)).toBe(404);

    const ok = await postForm(`/admin/posts/${id}/approve`, {}, partner);
    expect(ok.status).toBe(303);
    expect(flashOf(ok)?.title).toBe("Approved");
    expect(await publicPage(ARTICLE.slug)).toBe(200);
  });

  test("form: a change to a live article waits; Return without a note keeps the editor with the message", async () => {
    const live = await json<{ id: string }>(
      await call("POST", "/api/posts", { ...ARTICLE, status: "published" }, admin),
    );
    await approvalForAll();
    const partner = await addPartner();
    const res = await submit(
      `/admin/posts/${live.id}`,
      { ...ARTICLE, content: "Held change", status: "published" },
      admin,
    );
    expect(res.status).toBe(303);
    expect(flashOf(res)?.title).toBe("Asked for approval");
    expect((await t.repos.posts.findById(live.id))?.content).toBe("Line one");

    const noNote = await postForm(`/admin/posts/${live.id}/return`, { note: "" }, partner);
    expect(noNote.status).toBe(400);
    expect(await noNote.text()).toContain("Say what should change");

    const back = await postForm(`/admin/posts/${live.id}/return`, { note: "Not yet" }, partner);
    expect(flashOf(back)?.title).toBe("Returned");
    expect((await t.repos.posts.findById(live.id))?.content).toBe("Line one");
  });
});

describe("client alerts", () => {
  const cleanups: Cleanup[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  /** The alerts test app (real SMTP), approval for everything on, two admins, one Corporate subscriber. */
  async function alertsWithApproval() {
    // "Publish now" is dated with the real clock: the app's runs ten minutes ahead, so it is live at once.
    const start = Math.floor(Date.now() / 1000) * 1000 + 10 * 60_000;
    const a = await alertsSetup(cleanups, { env: { ALERTS_DELAY_MINUTES: "" }, start });
    t = a as unknown as typeof t;
    admin = await signIn(a.app);
    await approvalForAll();
    const partner = await addPartner();
    await a.subscribe("corp@example.com", [CORPORATE]);
    return { a, partner };
  }

  const fields = (slug: string) => ({
    ...ARTICLE,
    slug,
    serviceArea: CORPORATE,
    status: "published",
    publishAt: "",
    alert: "send",
  });

  test("the asker confirms the e-mail first; nothing is sent until another admin approves, then the alert goes as for a publish", async () => {
    const { a, partner } = await alertsWithApproval();
    const asked = await postForm("/admin/posts/new", fields("approved-alert"), admin);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Publish and e-mail 1 subscriber?");
    const confirmed = await postForm(
      "/admin/posts/new",
      { ...fields("approved-alert"), confirmAlert: "yes" },
      admin,
    );
    expect(confirmed.status).toBe(303);
    expect(flashOf(confirmed)?.title).toBe("Asked for approval");
    const post = await a.repos.posts.findBySlug("approved-alert", "admin");
    expect(post?.status).toBe("draft");
    await a.announce();
    expect((await a.deps.alerts.sendOf(post!.id))?.state).not.toBe("waiting");

    expect((await postForm(`/admin/posts/${post!.id}/approve`, {}, partner)).status).toBe(303);
    await a.announce();
    expect((await a.deps.alerts.sendOf(post!.id))?.state).toBe("waiting");
  }, 60_000);

  test("'Publish without e-mailing' is kept with the request: approved, the article goes live and its alert stays off", async () => {
    const { a, partner } = await alertsWithApproval();
    const res = await postForm(
      "/admin/posts/new",
      { ...fields("quiet-alert"), intent: "without-alert" },
      admin,
    );
    expect(flashOf(res)?.title).toBe("Asked for approval");
    const post = await a.repos.posts.findBySlug("quiet-alert", "admin");
    expect((await postForm(`/admin/posts/${post!.id}/approve`, {}, partner)).status).toBe(303);
    expect((await a.repos.posts.findById(post!.id))?.status).toBe("published");
    await a.announce();
    expect((await a.deps.alerts.sendOf(post!.id))?.state).toBe("off");
  }, 60_000);
});
