/**
 * Site → Consultations: closed to anyone signed out; lists the appointment types (offered or not, length,
 * draft or published) and the booking hours, each opening the site's content editor, whose form shows
 * the new fields (intake questions, exceptions) as fields; offering a type through the content API turns
 * booking on; adding a type asks its name and starts it hidden.
 */
import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import { editorForm } from "../../../tests/support/content-form";

setDefaultTimeout(30_000);

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});

const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  t.app.request(`http://localhost${path}`, { headers });
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const json = (method: string, path: string, body: unknown) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("Site → Consultations", () => {
  test("signed out: the screen and its form lead to the sign-in page", async () => {
    const res = await get("/admin/site/consultations", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login");
    const add = await t.app.request("http://localhost/admin/site/consultations/types", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Sneaky",
    });
    expect(add.headers.get("location")).toBe("/admin/login");
  });

  test("a fresh install: one type, not offered, booking off; the booking hours; linked from Site", async () => {
    const res = await get("/admin/site/consultations");
    expect(res.status).toBe(200);
    const html = await res.text();
    const words = text(html);
    expect(words).toContain("Initial consultation");
    expect(words).toContain("30 minutes");
    expect(words).toContain("Not offered");
    expect(words).toContain("Booking is off");
    expect(words).toContain(
      "Turn on a type to let visitors book it; every “Schedule Consultation” button then leads to the booking page",
    );
    expect(html).toContain('href="/admin/site/appointment-type/initial-consultation"');
    expect(html).toContain('href="/admin/site/settings/bookings"');
    expect(await (await get("/admin/site")).text()).toContain('href="/admin/site/consultations"');
  });

  test("the editor shows a type's questions and the hours' exceptions as fields, with times as times", async () => {
    const type = await (await get("/admin/site/appointment-type/initial-consultation")).text();
    expect(type).toContain("New question (fill in to add)");
    expect(type).toMatch(/<select[^>]*name="incrementMinutes"/);
    expect(/<input[^>]*name="minutes"[^>]*>/.exec(type)?.[0]).toContain('step="5"');
    // The practice area is chosen among the firm's areas by their titles, never typed as a web address.
    const area = /<select[^>]*name="practiceArea"[^>]*>([\s\S]*?)<\/select>/.exec(type)?.[1] ?? "";
    expect(area).toContain('<option value="" selected="">Any practice area</option>');
    expect(area).toContain('<option value="employment-law">Employment Law</option>');
    const hours = await (await get("/admin/site/settings/bookings")).text();
    expect(hours).toContain("Days that differ");
    expect(hours).toContain("Booking hours");
    // An exception's opening time is a time field (HH:MM), its date a date field.
    expect(hours).toMatch(/<input[^>]*type="time"[^>]*name="exceptions\.0\.open"/);
    expect(hours).toMatch(/<input[^>]*type="date"[^>]*name="exceptions\.0\.date"/);
  });

  test("the editor's own form, with “Offered on the site” ticked, publishes (its empty question slot is no question)", async () => {
    const path = "/admin/site/appointment-type/initial-consultation";
    const form = await editorForm(t.app, cookie, path, { intent: "publish", shown: "true" });
    // The slot for a new question comes with its drop-down's first answer kind, as a browser sends it.
    expect(form.get("questions.0.kind")).toBe("short");
    const res = await t.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    expect(res.status).toBe(303);
    expect(await t.deps.booking.open()).toBe(true);
    expect((await t.deps.booking.types()).map((x) => x.name)).toEqual(["Initial consultation"]);
    const published = (await (await get("/api/content/appointment-type/initial-consultation")).json()) as {
      published: { questions: unknown[] };
    };
    expect(published.published.questions).toEqual([]);
    // Back as it was for the tests after this one.
    const off = await editorForm(t.app, cookie, path, { intent: "publish" });
    off.delete("shown");
    off.set("shown", "false");
    expect(
      (
        await t.app.request(`http://localhost${path}`, {
          method: "POST",
          headers: { Cookie: cookie },
          body: off,
        })
      ).status,
    ).toBe(303);
    expect(await t.deps.booking.open()).toBe(false);
  });

  test("offering the type through the content API turns booking on, and the screen says so", async () => {
    expect(await t.deps.booking.open()).toBe(false);
    const item = (await (await get("/api/content/appointment-type/initial-consultation")).json()) as {
      revision: number;
      published: Record<string, unknown>;
    };
    const saved = await json("PUT", "/api/content/appointment-type/initial-consultation", {
      revision: item.revision,
      data: { ...item.published, shown: true },
    });
    expect(saved.status).toBe(200);
    expect(
      (await json("POST", "/api/content/appointment-type/initial-consultation/publish", {})).status,
    ).toBe(200);
    expect(await t.deps.booking.open()).toBe(true);
    const words = text(await (await get("/admin/site/consultations")).text());
    expect(words).toContain("Booking is on");
    expect(words).toContain("Offered on the site");
  });

  test("adding a type asks its name: refused without one (what was typed kept), else a hidden draft opens", async () => {
    const form = (name: string) =>
      t.app.request("http://localhost/admin/site/consultations/types", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name }).toString(),
      });
    const empty = await form("   ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('id="new-type-error"');
    const res = await form("Immigration consultation");
    expect(res.status).toBe(303);
    const to = res.headers.get("location")!;
    expect(to).toStartWith("/admin/site/appointment-type/");
    const words = text(await (await get("/admin/site/consultations")).text());
    expect(words).toContain("Immigration consultation");
    expect((await get(to)).status).toBe(200);
  });
});
