/**
 * Lawyers in the public booking API and the content editor: a type that lets visitors choose lists its
 * lawyers in `GET /api/booking/types`; `GET /api/booking/slots?host=` lists one lawyer's times and answers
 * 400 naming `host` for a lawyer the type does not offer; `POST /api/booking` with `host` books that lawyer.
 * The editor offers a lawyer's person, and a type's lawyers, as selects of names (never ids to type).
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { signIn, TEST_ADMIN } from "../../../tests/support/app";
import { bookingApp, offerType, SEEDED_TYPE } from "../../../tests/support/booking-pages";

setDefaultTimeout(30_000);

type App = Awaited<ReturnType<typeof bookingApp>>;
const FIRST = "2026-03-05T10:00:00-05:00";

async function withHosts(choose: boolean) {
  const t = await bookingApp();
  const user = (await t.deps.repos.users.findByUsername(TEST_ADMIN.username))!;
  const actor = { userId: user.id, username: user.username, ip: undefined };
  const add = async (person: string, email: string) => {
    const made = await t.deps.content.createItem(actor, "booking-host", { person, email });
    if (!made.ok) throw new Error(made.error);
    const published = await t.deps.content.publish(actor, "booking-host", made.value.id);
    if (!published.ok) throw new Error(published.error);
    return made.value.id;
  };
  const natalie = await add("natalie-ebanks", "natalie@ironwoodlegal.ky");
  const priya = await add("priya-walton", "priya@ironwoodlegal.ky");
  await offerType(t.deps, { hosts: [{ host: natalie }, { host: priya }], visitorChoosesHost: choose });
  return { t, natalie, priya };
}
const slots = async (t: App, query: string) => t.get(`/api/booking/slots?type=${SEEDED_TYPE}&days=2${query}`);

describe("the public API with lawyers", () => {
  test("types list the lawyers only when visitors may choose; slots take host or answer 400 naming it", async () => {
    const closed = await withHosts(false);
    expect((await (await closed.t.get("/api/booking/types")).json())[0]).not.toHaveProperty("hosts");
    const refused = await slots(closed.t, `&host=${closed.natalie}`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toHaveProperty("host");
    expect((await slots(closed.t, "&host=any")).status).toBe(200);

    const { t, natalie, priya } = await withHosts(true);
    expect((await (await t.get("/api/booking/types")).json())[0].hosts).toEqual([
      { id: natalie, name: "Natalie Ebanks" },
      { id: priya, name: "Priya Walton" },
    ]);
    const one = await slots(t, `&host=${priya}`);
    expect(one.status).toBe(200);
    expect((await one.json()).days[1].slots[0].start).toBe(FIRST);
    const res = await t.app.request("http://localhost/api/booking", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        type: SEEDED_TYPE,
        start: FIRST,
        name: "Ann Lee",
        email: "ann@example.com",
        phone: "+1 345 555 0100",
        parties: [],
        answers: [],
        message: "A lease.",
        host: priya,
      }),
    });
    expect(res.status).toBe(201);
    const booked = await t.deps.repos.bookings.byId((await res.json()).id);
    expect(booked?.host).toBe(priya);
    // Priya is taken at 10:00 now; Natalie is not.
    expect((await (await slots(t, `&host=${priya}`)).json()).days[1].slots[0].start).not.toBe(FIRST);
    expect((await (await slots(t, `&host=${natalie}`)).json()).days[1].slots[0].start).toBe(FIRST);
  });
});

describe("the content editor", () => {
  test("a lawyer's person and a type's lawyers are chosen by name", async () => {
    const { t, natalie } = await withHosts(true);
    const cookie = await signIn(t.app);
    const page = async (path: string) =>
      (await t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();
    const host = await page(`/admin/site/booking-host/${natalie}`);
    // The editor is titled with the lawyer's name.
    expect(host).toContain("<title>Edit: Natalie Ebanks");
    const person = /<select[^>]*name="person"[^>]*>([\s\S]*?)<\/select>/.exec(host)?.[1] ?? "";
    expect(person).toContain('<option value="natalie-ebanks" selected="">Natalie Ebanks</option>');
    expect(person).toContain('<option value="priya-walton">Priya Walton</option>');
    const type = await page(`/admin/site/appointment-type/${SEEDED_TYPE}`);
    const first = /<select[^>]*name="hosts\.0\.host"[^>]*>([\s\S]*?)<\/select>/.exec(type)?.[1] ?? "";
    expect(first).toContain(`<option value="${natalie}" selected="">Natalie Ebanks</option>`);
    expect(type).toContain("Visitors may choose the lawyer");
  });
});

describe("the site's document", () => {
  test("carries the lawyers but never a lawyer's private calendar address", async () => {
    const { t, natalie } = await withHosts(true);
    const secret =
      "https://calendar.google.com/calendar/ical/natalie%40example.com/private-9f8e7d6c5b4a/basic.ics";
    await t.deps.repos.calendarSources.set(natalie, secret, t.now());
    const cookie = await signIn(t.app);
    const res = await t.app.request("http://localhost/api/content/export", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("natalie@ironwoodlegal.ky");
    expect(text).not.toContain("private-9f8e7d6c5b4a");
    expect(text).not.toContain("calendar.google.com");
  });
});
