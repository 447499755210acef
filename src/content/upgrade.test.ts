/**
 * A site that ran before practice areas were content upgrades at its next start: the practice areas and
 * the services page are seeded, the profiles its settings named move to their practice areas, and the
 * settings (published, draft and old revisions alike) lose the fields they no longer have.
 */
import { expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

test("an install from before practice areas were content keeps its profiles and can publish its settings", async () => {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const sql = t.repos.db.sql;
  // The database as the previous version left it: no practice areas, no services page, and the two
  // profiles kept in the settings (the firm had chosen Jonathan for both).
  await sql.run(
    "DELETE FROM content_items WHERE kind = 'practice-area' OR (kind = 'page' AND id = 'services')",
  );
  await sql.run(
    "DELETE FROM content_revisions WHERE kind = 'practice-area' OR (kind = 'page' AND id = 'services')",
  );
  const old = await t.repos.content.find("settings", "firm");
  const legacy = {
    ...old!.published,
    profileCorporateServices: "jonathan-merren",
    profileRegulatoryCompliance: "jonathan-merren",
  };
  await sql.run("UPDATE content_items SET published = ?, draft = ? WHERE kind = 'settings'", [
    JSON.stringify(legacy),
    JSON.stringify({ ...legacy, phone: "+1 345 949 0000" }),
  ]);
  await sql.run("UPDATE content_revisions SET data = ? WHERE kind = 'settings'", [JSON.stringify(legacy)]);

  await t.deps.content.seed();

  const cookie = await signIn(t.app);
  const get = async (path: string) =>
    (await t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).json() as Promise<{
      revision: number;
      published: Record<string, unknown>;
      draft: Record<string, unknown> | null;
    }>;
  expect((await get("/api/content/practice-area/corporate-services")).published.profile).toBe(
    "jonathan-merren",
  );
  expect((await get("/api/content/practice-area/regulatory-compliance")).published.profile).toBe(
    "jonathan-merren",
  );
  expect((await get("/api/content/page/services")).published.heading).toBe("Areas of Legal Expertise");
  const settings = await get("/api/content/settings/firm");
  expect(Object.keys(settings.published)).not.toContain("profileCorporateServices");
  expect(settings.draft?.phone).toBe("+1 345 949 0000");
  expect(Object.keys(settings.draft!)).not.toContain("profileRegulatoryCompliance");

  const send = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  expect((await send("POST", "/api/content/settings/firm/publish")).status).toBe(200);
  // An old revision restores without the fields that are gone, so it can be published too.
  expect((await send("POST", "/api/content/settings/firm/revisions/1/restore")).status).toBe(200);
  expect((await send("POST", "/api/content/settings/firm/publish")).status).toBe(200);

  const page = await (await t.app.request("http://localhost/services/corporate-services")).text();
  expect(page).toContain("Jonathan Merren");
  // Starting again changes nothing more.
  const revision = (await get("/api/content/settings/firm")).revision;
  await t.deps.content.seed();
  expect((await get("/api/content/settings/firm")).revision).toBe(revision);
});

test("an install from before the street, the cookie banner's words and the logo captions were content shows what it showed", async () => {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const sql = t.repos.db.sql;
  const strip = async (kind: string, keys: string[]) => {
    for (const row of await sql.all<{ id: string; published: string }>(
      "SELECT id, published FROM content_items WHERE kind = ?",
      [kind],
    )) {
      const data = JSON.parse(row.published) as Record<string, unknown>;
      for (const k of keys) delete data[k];
      await sql.run("UPDATE content_items SET published = ? WHERE kind = ? AND id = ?", [
        JSON.stringify(data),
        kind,
        row.id,
      ]);
    }
  };
  await strip("settings", ["streetName", "cookieBanner", "cookieBannerText"]);
  await strip("practice-area", ["logoCaption"]);
  // An area the firm had added with the compliance logo showed that logo's caption.
  await sql.run(
    "UPDATE content_items SET published = replace(published, '\"logo\":\"legal-services\"', '\"logo\":\"compliance\"') WHERE kind = 'practice-area' AND id = 'immigration'",
  );
  await t.deps.content.seed();

  const cookie = await signIn(t.app);
  const get = async (path: string) =>
    (
      (await (await t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).json()) as {
        published: Record<string, unknown>;
      }
    ).published;
  expect(await get("/api/content/settings/firm")).toMatchObject({
    streetName: "Elgin Avenue",
    cookieBanner: true,
    cookieBannerText: "We use essential cookies to make this site work and remember your preferences.",
  });
  expect((await get("/api/content/practice-area/corporate-law")).logoCaption).toBe("Legal Services");
  expect((await get("/api/content/practice-area/immigration")).logoCaption).toBe(
    "Compliance & Risk Advisory",
  );
  const about = await (await t.app.request("http://localhost/about")).text();
  expect(about).toContain("From our office on Elgin Avenue in George Town");
  expect(await (await t.app.request("http://localhost/services/immigration")).text()).toContain(
    "Compliance &amp; Risk Advisory",
  );
});
