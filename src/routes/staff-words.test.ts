/**
 * Staff words, not system words: one name per thing (the admin bar and the page's title agree); a practice
 * area the firm adds is named by its title wherever staff see it; no variable names, commands or ids on
 * the office's screens; messages never show a field's internal name; what the site does by itself is
 * shown as done by the site.
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { editorForm, visibleText } from "../../tests/support/content-form";

async function setup(env: Record<string, string> = {}, now?: () => number) {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", ...env }, now ? { now } : {});
  const cookie = await signIn(t.app);
  const get = async (path: string) =>
    (await t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const publish = async (kind: string, id: string, data: Record<string, unknown>) => {
    const { revision } = (await (await call("GET", `/api/content/${kind}/${id}`)).json()) as {
      revision: number;
    };
    expect((await call("PUT", `/api/content/${kind}/${id}`, { revision, data })).status).toBe(200);
    const r = await call("POST", `/api/content/${kind}/${id}/publish`, {});
    expect({ status: r.status, body: r.status === 200 ? "" : await r.text() }).toEqual({
      status: 200,
      body: "",
    });
  };
  /**
   * Adds and publishes a practice area modelled on Employment Law, with its own title and address; its
   * menu label, contact option and titles left to follow its title.
   */
  const addArea = async (title: string, slug: string) => {
    const model = (
      (await (await call("GET", "/api/content/practice-area/employment-law")).json()) as {
        published: Record<string, unknown>;
      }
    ).published;
    const { navLabel, contactOption, heroTitle, metaTitle, logo, logoCaption, ...rest } = model;
    const created = await call("POST", "/api/content/practice-area", { data: { ...rest, title, slug } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const r = await call("POST", `/api/content/practice-area/${id}/publish`, {});
    expect({ status: r.status, body: r.status === 200 ? "" : await r.text() }).toEqual({
      status: 200,
      body: "",
    });
    return id;
  };
  return { ...t, cookie, get, call, publish, addArea };
}

describe("one name per thing", () => {
  test("each screen of the admin bar has the bar's name as its title", async () => {
    const t = await setup();
    const nav = visibleText(
      /<nav aria-label="Admin"[\s\S]*?<\/nav>/.exec(await t.get("/admin/dashboard"))![0],
    );
    for (const [path, name] of [
      ["/admin/overview", "Overview"],
      ["/admin/dashboard", "Posts"],
      ["/admin/contact-submissions", "Enquiries"],
      ["/admin/subscribers", "Subscribers"],
      ["/admin/site", "Site"],
      ["/admin/activity", "Activity"],
      ["/admin/account", "Account"],
    ]) {
      expect(nav).toContain(name!);
      const html = await t.get(path!);
      const h1 = visibleText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!).trim();
      const title = /<title>([^<|]*)/.exec(html)![1]!.trim();
      expect({ path, h1, title }).toEqual({ path, h1: name!, title: name! });
    }
    // The spec's buttons keep their words.
    const dashboard = await t.get("/admin/dashboard");
    expect(dashboard).toMatch(/href="\/admin\/contact-submissions"[^>]*>Contact Submissions<\/a>/);
  });

  test("a practice area the firm adds is named by its title in the post editor and on the dashboard", async () => {
    const t = await setup();
    await t.addArea("Family & Matrimonial Law", "family-law");
    for (const [slug, title] of [
      ["family-law", "Divorce in the Cayman Islands"],
      ["wills-estates-trusts", "Making a will"],
    ])
      await t.repos.posts.create({
        title: title!,
        slug: `p-${slug}`,
        excerpt: "e",
        content: "c",
        serviceArea: slug!,
      });

    const editor = await t.get("/admin/posts/new");
    const options = [...editor.matchAll(/<option value="([a-z-]+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[2]!.replace(/&amp;/g, "&"),
    ]);
    expect(options).toContainEqual(["family-law", "Family & Matrimonial Law"]);
    // The spec's seven keep their form: hyphens as spaces, words capitalised.
    expect(options).toContainEqual(["real-estate", "Real Estate"]);
    expect(options).toContainEqual(["wills-estates-trusts", "Wills Estates Trusts"]);

    const dashboard = visibleText(await t.get("/admin/dashboard"));
    expect(dashboard).toContain("Divorce in the Cayman Islands e Family & Matrimonial Law");
    expect(dashboard).not.toContain("family law");
    // The spec's form on the dashboard: hyphens shown as spaces.
    expect(dashboard).toContain("Making a will e wills estates trusts");
  });

  test("its menus, contact option and titles follow its title while they are left empty", async () => {
    const t = await setup();
    const id = await t.addArea("Family Law", "family-law");
    await t.publish("practice-area", id, { title: "Family & Children Law" });
    const home = await (await t.app.request("http://localhost/")).text();
    const contact = await (await t.app.request("http://localhost/contact")).text();
    const page = await (await t.app.request("http://localhost/services/family-law")).text();
    expect(home).toContain(">Family &amp; Children Law</a>");
    expect(home).not.toContain(">Family Law<");
    expect(contact).toContain('<option value="Family &amp; Children Law">Family &amp; Children Law</option>');
    expect(page).toContain("<title>Family &amp; Children Law | Ironwood Legal</title>");
    expect(page).toMatch(/<h1[^>]*>Family &amp; Children Law<\/h1>/);
  });
});

describe("no system words on the office's screens", () => {
  const SYSTEM =
    /\b(SMTP_URL|NOTIFY_TO|MAIL_FROM|SITE_URL|RETENTION_DAYS|FIRM_NAME|FIRM_PHONE|FIRM_EMAIL|REQUIRE_2FA|DATA_DIR|DATABASE_URL|BACKUP_DIR)\b|firm-site /;

  test("with e-mail not set up and the firm's name set on the server, the screens speak in words", async () => {
    const t = await setup({ FIRM_NAME: "Coral Bay Law" });
    const post = await t.repos.posts.create({
      title: "Work permits",
      slug: "work-permits",
      excerpt: "e",
      content: "c",
      serviceArea: "immigration",
    });
    for (const path of [
      "/admin/dashboard",
      "/admin/contact-submissions",
      "/admin/subscribers",
      `/admin/posts/${post.id}/alert`,
      "/admin/site",
      "/admin/site/checklist",
      "/admin/site/archive",
      "/admin/site/settings/firm",
      "/admin/account",
    ]) {
      const text = visibleText(await t.get(path));
      expect({ path, found: SYSTEM.exec(text)?.[0] }).toEqual({ path, found: undefined });
    }
    const settings = visibleText(await t.get("/admin/site/settings/firm"));
    expect(settings).toContain(
      "Set on the server, so the site shows these whatever is saved here: Firm name.",
    );
    const inbox = visibleText(await t.get("/admin/contact-submissions"));
    expect(inbox).toContain("ask whoever runs the server to set up the site's e-mail");
  });

  test("a practice area's address is its web address; a comparison of revisions names people", async () => {
    const t = await setup();
    const editor = visibleText(await t.get("/admin/site/practice-area/immigration"));
    expect(editor).toContain("Web address Its page is /services/ followed by this");
    // The post editor keeps the spec's "Slug" and says what it is.
    expect(visibleText(await t.get("/admin/posts/new"))).toContain("Slug");
    expect(visibleText(await t.get("/admin/posts/new"))).toContain("The post's web address: /blog/");
    await t.publish("page", "home", { teamPeople: ["natalie-ebanks", "priya-walton"] });
    await t.publish("practice-area", "regulatory-compliance", { profile: "natalie-ebanks" });
    const revisionsOf = async (path: string) =>
      [...(await t.get(`${path}/revisions`)).matchAll(/data-revision="(\d+)"/g)].map((m) => Number(m[1]));
    for (const [path, field] of [
      ["/admin/site/page/home", "teamPeople"],
      ["/admin/site/practice-area/regulatory-compliance", "profile"],
    ]) {
      const [newest, , older] = await revisionsOf(path!);
      const html = await t.get(`${path}/compare?a=${older}&b=${newest}`);
      const section = visibleText(new RegExp(`data-field="${field}"[\\s\\S]*?</section>`).exec(html)![0]);
      expect(section).toContain("Natalie Ebanks");
      expect(section).toContain("Priya Walton");
      for (const id of ["natalie-ebanks", "jonathan-merren", "priya-walton"])
        expect(section).not.toContain(id);
    }
  });
});

describe("messages in words", () => {
  test("scheduling in the past says so beside the time, which stays as typed; no toast over the form", async () => {
    const t = await setup();
    const form = await editorForm(t.app, t.cookie, "/admin/site/page/contact", {
      intent: "schedule",
      at: "2020-03-02T09:30",
      heroTitle: "Talk to us",
    });
    const r = await t.app.request("http://localhost/admin/site/page/contact", {
      method: "POST",
      headers: { Cookie: t.cookie },
      body: form,
    });
    expect(r.status).toBe(400);
    expect(r.headers.get("set-cookie") ?? "").not.toContain("flash=");
    const html = await r.text();
    expect(html).toContain('value="2020-03-02T09:30"');
    expect(html).toContain("This time has passed: choose a later one, or publish now");
    expect(html).toContain("Your changes are saved as a draft, but not scheduled.");
    expect(visibleText(html)).not.toMatch(/\bat must\b/);

    const api = await t.call("POST", "/api/content/page/contact/publish", {
      at: "2020-03-02T09:30:00-05:00",
    });
    expect(api.status).toBe(400);
    const body = (await api.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("The time to publish at has already passed: choose a later one, or publish now.");
    expect(Object.keys(body.fields)).toEqual(["at"]);
  });

  test("a scheduled change that went live was done by the site", async () => {
    let now = Date.UTC(2026, 10, 2, 15, 0);
    const t = await setup({}, () => now);
    const { revision } = (await (await t.call("GET", "/api/content/page/contact")).json()) as {
      revision: number;
    };
    await t.call("PUT", "/api/content/page/contact", { revision, data: { heroTitle: "Talk to us" } });
    const at = new Date(now + 60 * 60 * 1000).toISOString();
    expect((await t.call("POST", "/api/content/page/contact/publish", { at })).status).toBe(200);
    now += 2 * 60 * 60 * 1000;
    expect(await t.deps.content.publishDue()).toBe(1);
    const activity = await t.get("/admin/activity");
    const row = /<tr data-action="content.scheduled_publish">[\s\S]*?<\/tr>/.exec(activity)![0];
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => visibleText(m[1]!).trim());
    expect(cells[1]).toBe("The site");
    expect(cells[2]).toBe("A scheduled change went live");
  });
});
