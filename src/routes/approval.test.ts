/**
 * Approval by a second admin, through the JSON API: a fresh install publishes as before; with approval on,
 * the last editor's publish or schedule becomes a request (202) that another admin approves (the change
 * goes live, its revision names the approver) or returns with a note; the one who asked cannot approve it,
 * and a firm with one admin is told how to add a second; the Activity page names both admins.
 */
import { beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { editorForm, visibleText } from "../../tests/support/content-form";
import { needsApproval } from "../content/fields-approval";

setDefaultTimeout(30_000);

let now = Date.UTC(2026, 10, 2, 15, 0);
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let admin: string;

const PARTNER = { username: "partner", password: "another-horse-battery" };

beforeEach(async () => {
  now = Date.UTC(2026, 10, 2, 15, 0);
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => now });
  admin = await signIn(t.app);
});

const call = (method: string, path: string, body: unknown, who: string) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: who, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

interface Item {
  revision: number;
  published: Record<string, unknown>;
  draft: Record<string, unknown> | null;
  scheduledFor: string | null;
}

async function saveDraft(path: string, data: Record<string, unknown>, who: string) {
  const item = await json<Item>(await call("GET", path, undefined, who));
  const res = await call("PUT", path, { revision: item.revision, data }, who);
  expect(res.status).toBe(200);
}

/** The firm turns on approval for everything (published by one admin while it is still off). */
async function approvalForAll() {
  await saveDraft("/api/content/settings/firm", { approvalForAll: true }, admin);
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

const HOME = "/api/content/page/home";

describe("the rule", () => {
  test("case results and testimonials need a second admin by default; other kinds and posts only with approval for all", () => {
    const byDefault = { results: true, all: false };
    expect(needsApproval(byDefault, "case-result")).toBe(true);
    expect(needsApproval(byDefault, "testimonial")).toBe(true);
    expect(needsApproval(byDefault, "page")).toBe(false);
    expect(needsApproval(byDefault, "post")).toBe(false);
    expect(needsApproval({ results: false, all: false }, "case-result")).toBe(false);
    expect(needsApproval({ results: false, all: true }, "post")).toBe(true);
  });

  test("a fresh install publishes pages at once, as before (approval for all is off)", async () => {
    const settings = await json<Item>(await call("GET", "/api/content/settings/firm", undefined, admin));
    expect(settings.published).toMatchObject({ approvalForResults: true, approvalForAll: false });
    await saveDraft(HOME, { heroTitle: "Straight to the site" }, admin);
    const res = await call("POST", `${HOME}/publish`, {}, admin);
    expect(res.status).toBe(200);
    expect((await json<Item>(res)).published.heroTitle).toBe("Straight to the site");
  });
});

describe("with one admin", () => {
  test("the publish becomes a request, and approving it yourself is refused with how to add a second admin", async () => {
    await approvalForAll();
    await saveDraft(HOME, { heroTitle: "Waiting for a partner" }, admin);
    const res = await call("POST", `${HOME}/publish`, {}, admin);
    expect(res.status).toBe(202);
    const body = await json<{ requested: boolean; message: string }>(res);
    expect(body.requested).toBe(true);
    expect(body.message).toContain("Account, Admins");
    const item = await json<Item>(await call("GET", HOME, undefined, admin));
    expect(item.published.heroTitle).not.toBe("Waiting for a partner");
    expect(item.draft?.heroTitle).toBe("Waiting for a partner");
    expect(await (await t.app.request("http://localhost/")).text()).not.toContain("Waiting for a partner");

    const own = await call("POST", `${HOME}/approve`, undefined, admin);
    expect(own.status).toBe(403);
    const refusal = await json<{ error: string }>(own);
    expect(refusal.error).toContain("only one admin");
    expect(refusal.error).toContain("add a second admin under Account, Admins");
  });
});

describe("with two admins", () => {
  test("request, then another admin approves: the change is live and its revision names the approver", async () => {
    await approvalForAll();
    const partner = await addPartner();
    await saveDraft(HOME, { heroTitle: "Approved by the partner" }, admin);
    expect((await call("POST", `${HOME}/publish`, {}, admin)).status).toBe(202);

    now += 60_000;
    const res = await call("POST", `${HOME}/approve`, undefined, partner);
    expect(res.status).toBe(200);
    expect((await json<Item>(res)).published.heroTitle).toBe("Approved by the partner");
    expect(await (await t.app.request("http://localhost/")).text()).toContain("Approved by the partner");

    const revisions = await json<
      { action: string; author: string; approvedBy: string; approvedAt: string }[]
    >(await call("GET", `${HOME}/revisions`, undefined, partner));
    expect(revisions[0]).toMatchObject({
      action: "publish",
      author: "admin",
      approvedBy: "partner",
      approvedAt: new Date(now).toISOString(),
    });
    expect(
      visibleText(await (await call("GET", "/admin/site/page/home/revisions", undefined, admin)).text()),
    ).toContain("Approved by partner");
    // Nothing left to approve.
    expect((await call("POST", `${HOME}/approve`, undefined, partner)).status).toBe(409);

    const activity = await (await call("GET", "/admin/activity", undefined, partner)).text();
    expect(activity).toContain("Asked a second admin to approve publishing");
    expect(activity).toContain("Approved and published another admin&#x27;s change");
    expect(activity).toContain("asked by: admin");
  });

  test("a schedule asked for is scheduled by the approval, for the time asked", async () => {
    await approvalForAll();
    const partner = await addPartner();
    await saveDraft(HOME, { heroTitle: "Later, approved" }, admin);
    const at = "2026-11-05T09:00:00-05:00";
    expect((await call("POST", `${HOME}/publish`, { at }, admin)).status).toBe(202);
    expect((await json<Item>(await call("GET", HOME, undefined, admin))).scheduledFor).toBeNull();
    const res = await call("POST", `${HOME}/approve`, undefined, partner);
    expect(res.status).toBe(200);
    expect((await json<Item>(res)).scheduledFor).toBe(new Date(at).toISOString());
  });

  test("returned with a note: nothing is published, the note is kept, and the draft can be asked for again", async () => {
    await approvalForAll();
    const partner = await addPartner();
    await saveDraft(HOME, { heroTitle: "Needs another look" }, admin);
    expect((await call("POST", `${HOME}/publish`, {}, admin)).status).toBe(202);

    const empty = await call("POST", `${HOME}/return`, { note: "  " }, partner);
    expect(empty.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(empty)).fields.note).toBeTruthy();

    const res = await call("POST", `${HOME}/return`, { note: "Check the figures with the client" }, partner);
    expect(res.status).toBe(200);
    const item = await json<Item>(await call("GET", HOME, undefined, admin));
    expect(item.published.heroTitle).not.toBe("Needs another look");
    expect(item.draft?.heroTitle).toBe("Needs another look");
    expect((await call("POST", `${HOME}/approve`, undefined, partner)).status).toBe(409);

    const activity = await (await call("GET", "/admin/activity", undefined, admin)).text();
    expect(activity).toContain("Returned a change with a note");
    expect(activity).toContain("note: Check the figures with the client");
    // Asked again, then approved.
    expect((await call("POST", `${HOME}/publish`, {}, admin)).status).toBe(202);
    expect((await call("POST", `${HOME}/approve`, undefined, partner)).status).toBe(200);
  });

  test("a change made after approval was asked for cannot be approved until asked again", async () => {
    await approvalForAll();
    const partner = await addPartner();
    await saveDraft(HOME, { heroTitle: "First wording" }, admin);
    expect((await call("POST", `${HOME}/publish`, {}, admin)).status).toBe(202);
    await saveDraft(HOME, { heroTitle: "Second wording" }, admin);
    const res = await call("POST", `${HOME}/approve`, undefined, partner);
    expect(res.status).toBe(409);
    expect((await json<{ error: string }>(res)).error).toContain("changed after approval was asked for");
  });

  test("an admin who did not edit the draft last publishes it at once, and the request waiting for it goes", async () => {
    await approvalForAll();
    const partner = await addPartner();
    await saveDraft(HOME, { heroTitle: "Edited by the admin" }, admin);
    expect((await call("POST", `${HOME}/publish`, {}, admin)).status).toBe(202);
    const res = await call("POST", `${HOME}/publish`, {}, partner);
    expect(res.status).toBe(200);
    expect((await json<Item>(res)).published.heroTitle).toBe("Edited by the admin");
    expect(visibleText(await (await call("GET", "/admin/site", undefined, partner)).text())).not.toContain(
      "Waiting for approval",
    );
  });
});

describe("import", () => {
  test("publishing on import is refused while approval covers what the document holds; drafts still import", async () => {
    const doc = await json(await call("GET", "/api/content/export", undefined, admin));
    expect((await call("POST", "/api/content/import?publish=1", doc, admin)).status).toBe(200);
    await approvalForAll();
    const refused = await call("POST", "/api/content/import?publish=1", doc, admin);
    expect(refused.status).toBe(400);
    expect((await json<{ error: string }>(refused)).error).toContain("import it as drafts");
    expect((await call("POST", "/api/content/import", doc, admin)).status).toBe(200);
  });
});

describe("the Site screens without JavaScript", () => {
  const EDITOR = "/admin/site/page/home";
  const post = (path: string, body: FormData | URLSearchParams, who: string) =>
    t.app.request(`http://localhost${path}`, { method: "POST", headers: { Cookie: who }, body });
  const page = async (path: string, who: string) =>
    (await t.app.request(`http://localhost${path}`, { headers: { Cookie: who } })).text();

  test("a fresh install's editor says Publish now, with no approval box", async () => {
    const html = await page(EDITOR, admin);
    expect(html).toContain("Publish now");
    expect(html).not.toContain("Ask for approval");
    expect(html).not.toContain("approval-heading");
  });

  test("Ask for approval, then the other admin approves from the editor listed on the Site screen", async () => {
    await approvalForAll();
    const partner = await addPartner();
    expect(await page(EDITOR, admin)).toContain("Ask for approval");

    const form = await editorForm(t.app, admin, EDITOR, {
      heroTitle: "Asked from the form",
      intent: "publish",
    });
    const asked = await post(EDITOR, form, admin);
    expect(asked.status).toBe(303);
    const mine = visibleText(await page(EDITOR, admin));
    expect(mine).toContain("Waiting for approval");
    expect(mine).toContain("admin asked on");
    expect(mine).not.toContain("Approve and publish");

    const site = visibleText(await page("/admin/site", partner));
    expect(site).toContain("Waiting for approval");
    expect(site).toContain("Home admin asked on");
    const theirs = await page(EDITOR, partner);
    expect(theirs).toContain("Approve and publish");
    expect(theirs).toContain('action="/admin/site/page/home/approve"');

    const approved = await post(`${EDITOR}/approve`, new URLSearchParams(), partner);
    expect(approved.status).toBe(303);
    expect(await (await t.app.request("http://localhost/")).text()).toContain("Asked from the form");
    expect(visibleText(await page("/admin/site", partner))).not.toContain("Waiting for approval");
  });

  test("the one admin sees why they cannot approve and how to add a second admin; a return needs its note", async () => {
    await approvalForAll();
    const form = await editorForm(t.app, admin, EDITOR, { heroTitle: "Alone", intent: "publish" });
    expect((await post(EDITOR, form, admin)).status).toBe(303);
    expect(visibleText(await page(EDITOR, admin))).toContain("add a second admin under Account, Admins");
    const own = await post(`${EDITOR}/approve`, new URLSearchParams(), admin);
    expect(own.status).toBe(303);
    expect(visibleText(await page(EDITOR, admin))).toContain("add a second admin under Account, Admins");

    const partner = await addPartner();
    const empty = await post(`${EDITOR}/return`, new URLSearchParams({ note: "" }), partner);
    expect(empty.status).toBe(400);
    expect(visibleText(await empty.text())).toContain("Say what should change");
    const returned = await post(
      `${EDITOR}/return`,
      new URLSearchParams({ note: "Shorter, please" }),
      partner,
    );
    expect(returned.status).toBe(303);
    expect(visibleText(await page(EDITOR, admin))).toContain("Returned by partner");
    expect(visibleText(await page(EDITOR, admin))).toContain("Shorter, please");
  });
});
