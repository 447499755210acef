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
