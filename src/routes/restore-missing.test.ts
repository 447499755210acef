/**
 * Restoring a revision that names a person removed, or a practice area retired, since: it says so and lets
 * staff choose (keep them named, or leave them out) instead of dropping them silently. The screens without
 * JavaScript, and the API.
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { editorForm, visibleText } from "../../tests/support/content-form";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeEach(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});

const call = (method: string, path: string, body?: unknown) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const item = async (kind: string, id: string) =>
  (await (await call("GET", `/api/content/${kind}/${id}`)).json()) as {
    revision: number;
    published: Record<string, unknown>;
    draft: Record<string, unknown> | null;
  };
async function publish(kind: string, id: string, data: Record<string, unknown>) {
  const { revision } = await item(kind, id);
  expect((await call("PUT", `/api/content/${kind}/${id}`, { revision, data })).status).toBe(200);
  expect((await call("POST", `/api/content/${kind}/${id}/publish`, {})).status).toBe(200);
}
const restoreForm = (path: string, missing?: string) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams(missing ? { missing } : {}),
  });

/** Takes Priya Walton off the site (after choosing others where she was shown). */
async function removePriya() {
  await publish("page", "home", { teamPeople: ["natalie-ebanks", "jonathan-merren"] });
  await publish("practice-area", "regulatory-compliance", { profile: "natalie-ebanks" });
  expect((await call("DELETE", "/api/content/person/priya-walton")).status).toBe(200);
}

describe("a revision naming a person removed since", () => {
  test("restoring asks first, naming her and where; nothing changes until staff choose", async () => {
    await removePriya();
    const before = await item("page", "home");
    const r = await restoreForm("/admin/site/page/home/revisions/1/restore");
    expect(r.status).toBe(200);
    const text = visibleText(await r.text());
    expect(text).toContain("Restore revision 1?");
    expect(text).toContain("Priya Walton has been removed from the site (People on the home page)");
    expect(text).not.toContain("priya-walton");
    expect(text).toContain("Restore without them");
    expect(text).toContain("Restore and keep them");
    expect((await item("page", "home")).revision).toBe(before.revision);
    expect((await item("page", "home")).draft).toBeNull();

    // The API says the same, and waits for the choice too.
    const api = await call("POST", "/api/content/page/home/revisions/1/restore");
    expect(api.status).toBe(409);
    expect(((await api.json()) as { missing: unknown[] }).missing).toEqual([
      {
        path: "teamPeople",
        field: "People on the home page",
        kind: "person",
        id: "priya-walton",
        name: "Priya Walton",
      },
    ]);
  });

  test("left out: the draft has everyone else and publishes as it is", async () => {
    await removePriya();
    const r = await restoreForm("/admin/site/page/home/revisions/1/restore", "leave-out");
    expect(r.status).toBe(303);
    expect((await item("page", "home")).draft?.teamPeople).toEqual(["natalie-ebanks", "jonathan-merren"]);
    expect((await call("POST", "/api/content/page/home/publish", {})).status).toBe(200);
  });

  test("kept: the editor shows her, a save keeps her, and publishing says who is missing, by name", async () => {
    await removePriya();
    expect((await restoreForm("/admin/site/page/home/revisions/1/restore", "keep")).status).toBe(303);
    expect((await item("page", "home")).draft?.teamPeople).toEqual([
      "natalie-ebanks",
      "jonathan-merren",
      "priya-walton",
    ]);
    const editor = visibleText(
      await (
        await t.app.request("http://localhost/admin/site/page/home", { headers: { Cookie: cookie } })
      ).text(),
    );
    expect(editor).toContain("Priya Walton (removed from the site)");
    // Saved as the form holds it (no JavaScript): she is still named.
    const form = await editorForm(t.app, cookie, "/admin/site/page/home", { intent: "save" });
    expect(
      (
        await t.app.request("http://localhost/admin/site/page/home", {
          method: "POST",
          headers: { Cookie: cookie },
          body: form,
        })
      ).status,
    ).toBe(303);
    expect((await item("page", "home")).draft?.teamPeople).toContain("priya-walton");
    const refused = await call("POST", "/api/content/page/home/publish", {});
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { fields: Record<string, string> };
    expect(body.fields.teamPeople).toBe(
      "Priya Walton is no longer on the site: bring them back (Site, Retired and removed) or choose someone else.",
    );
  });

  test("a practice area's profile: left out, it is empty", async () => {
    await removePriya();
    const r = await call("POST", "/api/content/practice-area/regulatory-compliance/revisions/1/restore", {
      missing: "leave-out",
    });
    expect(r.status).toBe(200);
    expect((await item("practice-area", "regulatory-compliance")).draft?.profile).toBeNull();
  });
});

describe("a revision linking to a practice area retired since", () => {
  test("restoring names the area; left out, the link leads where its address does now", async () => {
    const { published } = await item("page", "home");
    const segments = published.clientSegments as { href: string }[];
    await publish("page", "home", {
      clientSegments: segments.map((s, i) => (i === 1 ? { ...s, href: "/services/real-estate" } : s)),
    });
    // The revision that went live with the link: the newest published one now.
    const revisions = (await (await call("GET", "/api/content/page/home/revisions")).json()) as {
      revision: number;
      action: string;
    }[];
    const withLink = Math.max(...revisions.filter((r) => r.action === "publish").map((r) => r.revision));
    await publish("page", "home", { clientSegments: segments });
    expect((await call("DELETE", "/api/content/practice-area/real-estate")).status).toBe(200);

    const ask = await restoreForm(`/admin/site/page/home/revisions/${withLink}/restore`);
    const text = visibleText(await ask.text());
    expect(text).toContain("Real Estate & Property Law has been retired (Segment 2: Link)");
    expect(
      (await restoreForm(`/admin/site/page/home/revisions/${withLink}/restore`, "leave-out")).status,
    ).toBe(303);
    const draft = (await item("page", "home")).draft!;
    expect((draft.clientSegments as { href: string }[])[1]!.href).toBe("/services");
  });
});
