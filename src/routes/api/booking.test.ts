import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { bookingApp, SEEDED_TYPE } from "../../../tests/support/booking-pages";

/**
 * The public booking API: the types on offer, their free times, a request. The same rules as the pages
 * (a JSON client that sends no form token is no bot, as on /api/contact), with answers a program can read:
 * 400 naming the parameter or field, 409 with the nearest free times, 429 past the throttle.
 */

setDefaultTimeout(30_000);

const FIRST = "2026-03-05T10:00:00-05:00";
type App = Awaited<ReturnType<typeof bookingApp>>;

const json = (t: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const request = (changes: Record<string, unknown> = {}) => ({
  type: SEEDED_TYPE,
  start: FIRST,
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  parties: ["Harbour Holdings Ltd"],
  answers: [],
  message: "A question about a lease.",
  ...changes,
});

describe("GET /api/booking/types", () => {
  test("the shown types only: none on a fresh install, the seeded one once offered", async () => {
    const fresh = await bookingApp({}, { offered: false });
    const none = await fresh.get("/api/booking/types");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
    const t = await bookingApp();
    expect(await (await t.get("/api/booking/types")).json()).toEqual([
      {
        id: SEEDED_TYPE,
        name: "Initial consultation",
        practiceArea: null,
        minutes: 30,
        location: expect.any(String),
      },
    ]);
  });
});

describe("GET /api/booking/slots", () => {
  test("days of free times in Cayman time, from the day asked for", async () => {
    const t = await bookingApp();
    const res = await t.get(`/api/booking/slots?type=${SEEDED_TYPE}&from=2026-03-05&days=4`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      timeZone: string;
      days: { date: string; slots: { start: string; end: string }[] }[];
    };
    expect(body.timeZone).toBe("America/Cayman");
    expect(body.days.map((d) => d.date)).toEqual(["2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08"]);
    expect(body.days[0]!.slots[0]).toEqual({ start: FIRST, end: "2026-03-05T10:30:00-05:00" });
    expect(body.days[2]!.slots).toEqual([]); // a Saturday
  });

  test("bad input is a 400 naming the parameter; an unknown type a 404", async () => {
    const t = await bookingApp();
    for (const [query, field] of [
      ["", "type"],
      [`type=${SEEDED_TYPE}&from=2026-02-31`, "from"],
      [`type=${SEEDED_TYPE}&from=next-week`, "from"],
      [`type=${SEEDED_TYPE}&days=0`, "days"],
      [`type=${SEEDED_TYPE}&days=63`, "days"],
      [`type=${SEEDED_TYPE}&days=1.5`, "days"],
      [`type=${SEEDED_TYPE}&days=lots`, "days"],
    ] as const) {
      const res = await t.get(`/api/booking/slots?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.error).toContain(field);
    }
    expect((await t.get(`/api/booking/slots?type=${SEEDED_TYPE}&days=62`)).status).toBe(200);
    expect((await t.get("/api/booking/slots?type=made-up")).status).toBe(404);
  });
});

describe("POST /api/booking", () => {
  test("201 with the booking and its manage link; the link's page shows it", async () => {
    const t = await bookingApp();
    const res = await json(t, "/api/booking", request());
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, string>;
    expect(body).toEqual({
      id: expect.any(String),
      status: "held",
      start: FIRST,
      end: "2026-03-05T10:30:00-05:00",
      manageUrl: expect.stringMatching(/^http:\/\/localhost\/book\/manage\?token=[\w-]{43}$/),
    });
    const page = await t.get(new URL(body.manageUrl!).pathname + new URL(body.manageUrl!).search);
    expect(page.status).toBe(200);
  });

  test("400 { error, fields } naming each bad field; a forged type; a time off the schedule", async () => {
    const t = await bookingApp();
    const bad = await json(t, "/api/booking", request({ name: "", email: "x", phone: 5, start: undefined }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["email", "name", "phone", "start"]);
    const forged = await json(t, "/api/booking", request({ type: "made-up" }));
    expect(forged.status).toBe(400);
    expect(Object.keys(((await forged.json()) as { fields: object }).fields)).toEqual(["type"]);
    const offGrid = await json(t, "/api/booking", request({ start: "2026-03-05T10:05:00-05:00" }));
    expect(offGrid.status).toBe(400);
    expect(Object.keys(((await offGrid.json()) as { fields: object }).fields)).toEqual(["start"]);
    const notJson = await t.app.request("http://localhost/api/booking", { method: "POST", body: "name=Ann" });
    expect(notJson.status).toBe(415);
  });

  test("409 with the nearest free times when the time is taken", async () => {
    const t = await bookingApp();
    expect((await json(t, "/api/booking", request())).status).toBe(201);
    const res = await json(t, "/api/booking", request({ email: "bob@example.com", name: "Bob Ray" }));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; alternatives: { start: string }[] };
    expect(body.error).toContain("just taken");
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.map((a) => a.start)).not.toContain(FIRST);
  });

  test("the spam defences apply when a client sends them; a cross-site post is refused", async () => {
    const t = await bookingApp();
    const trap = await json(t, "/api/booking", request({ website: "https://spam.example" }));
    expect(trap.status).toBe(400);
    const forged = await json(t, "/api/booking", request({ formStarted: "abc.def" }));
    expect(forged.status).toBe(400);
    const cross = await json(t, "/api/booking", request(), { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect(await t.repos.db.sql.all("SELECT id FROM bookings")).toEqual([]);
  });

  test("429 past the throttle", async () => {
    const t = await bookingApp({ RATE_LIMITS: "on" });
    let last: Response | undefined;
    for (let i = 0; i < 21; i++)
      last = await json(
        t,
        "/api/booking",
        request({ start: `2026-03-05T1${i % 7}:00:00-05:00`, email: `p${i}@example.com` }),
      );
    expect(last!.status).toBe(429);
    expect(((await last!.json()) as { error: string }).error).toContain("Too many");
  });
});
