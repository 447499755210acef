/**
 * The booking door's rules as a visitor and the firm meet them, on the tests' database (SQLite, or
 * PostgreSQL when TEST_DATABASE_URL is set): a request holds a real time and tells the firm; bad input is
 * a 400 naming the field; a time not offered is refused; the same request key gives the same booking;
 * staff confirm once (never after the hold expired); the expiry job frees the time and tells the visitor
 * once; the manage link reads without changing anything and stops at the cut-off and 14 days after the
 * end; the conflict pre-check finds earlier records; erasure and retention remove bookings.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { bookingSetup, HOUR, TUESDAY_9AM } from "../../tests/support/booking";

setDefaultTimeout(30_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});
async function setup(env: Record<string, string> = {}) {
  const s = await bookingSetup({ env });
  cleanups.push(() => s.deps.mail.close());
  return s;
}
const kinds = async (s: Awaited<ReturnType<typeof setup>>, id: string) =>
  (
    await s.repos.db.sql.all<{ kind: string; ref: string }>(
      "SELECT kind, ref FROM mail_outbox WHERE subject_type = 'booking' AND subject_id = ? ORDER BY kind, ref",
      [id],
    )
  ).map((r) => (r.ref ? `${r.kind}:${r.ref}` : r.kind));

describe("a fresh install", () => {
  test("offers no type, so the site stays as it was; its one type is there to turn on", async () => {
    const s = await setup();
    expect(await s.deps.booking.open()).toBe(false);
    expect(await s.deps.booking.types()).toEqual([]);
    expect(await s.deps.booking.slots("initial-consultation")).toBeUndefined();
    expect((await s.request()).ok).toBe(false);
    await s.offer();
    expect(await s.deps.booking.open()).toBe(true);
    expect(await s.deps.booking.types()).toEqual([
      {
        id: "initial-consultation",
        name: "Initial consultation",
        practiceArea: null,
        minutes: 30,
        location: expect.stringMatching(/^At our office, /),
      },
    ]);
  });
});

describe("appointment types as content", () => {
  test("a new type starts with the sample's rules, not offered; published and shown, it is bookable", async () => {
    const s = await setup();
    const editor = { ...s.actor, ip: "127.0.0.1" };
    expect(await s.deps.content.createItem(editor, "appointment-type", {})).toMatchObject({
      ok: false,
      status: 400,
      fields: { name: "Name is required" },
    });
    const made = await s.deps.content.createItem(editor, "appointment-type", {
      name: "Property review",
      practiceArea: "real-estate",
      minutes: 60,
    });
    if (!made.ok) throw new Error(made.error);
    expect(made.value.draft).toMatchObject({
      shown: false,
      incrementMinutes: 30,
      requiresConfirmation: true,
    });
    expect((await s.deps.content.publish(editor, "appointment-type", made.value.id)).ok).toBe(true);
    expect(await s.deps.booking.open()).toBe(false);
    await s.offer({}, made.value.id);
    expect(await s.deps.booking.types()).toEqual([
      expect.objectContaining({
        id: made.value.id,
        name: "Property review",
        practiceArea: "real-estate",
        minutes: 60,
      }),
    ]);
    // Buffers and increments on the 5-minute grid; a practice area that exists.
    const item = (await s.deps.content.get("appointment-type", made.value.id))!;
    const bad = await s.deps.content.save(editor, "appointment-type", made.value.id, item.revision, {
      bufferBefore: 7,
      incrementMinutes: 25,
    });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    if (bad.ok) return;
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["bufferBefore", "incrementMinutes"]);
    const saved = await s.deps.content.save(editor, "appointment-type", made.value.id, item.revision, {
      practiceArea: "no-such-area",
    });
    expect(saved.ok).toBe(true);
    expect(await s.deps.content.publish(editor, "appointment-type", made.value.id)).toMatchObject({
      ok: false,
      fields: { practiceArea: expect.any(String) },
    });
  });
});

describe("a request", () => {
  test("holds the time, tells the firm and the visitor, and takes the time off the list", async () => {
    const s = await setup();
    await s.offer();
    const before = await s.deps.booking.slots("initial-consultation", "2026-03-03", 1);
    expect(before?.days[0]?.slots[0]).toEqual({ start: TUESDAY_9AM, end: "2026-03-03T09:30:00-05:00" });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    expect(r.booking).toMatchObject({ status: "held", start: TUESDAY_9AM, name: "Ann O'Neil" });
    expect(r.booking.holdExpiresAt).toBe("2026-03-03T07:00:00-05:00");
    expect(r.manageUrl).toBe(`http://localhost/book/manage?token=${r.manageToken}`);
    // No raw token is stored anywhere.
    const dump = JSON.stringify(await s.repos.db.sql.all("SELECT * FROM bookings"));
    expect(dump).not.toContain(r.manageToken);
    expect(await kinds(s, r.booking.id)).toEqual(["booking-held", "booking-request"]);
    // Both go: the firm's to the notification's recipients, the visitor's with their link.
    await s.sendDue();
    const statuses = await s.repos.db.sql.all<{ status: string; last_error: string | null }>(
      "SELECT status, last_error FROM mail_outbox WHERE subject_id = ?",
      [r.booking.id],
    );
    expect(statuses).toEqual([
      { status: "sent", last_error: null },
      { status: "sent", last_error: null },
    ]);
    expect(
      JSON.stringify(s.sent.map((m) => m.to))
        .match(/ann@example\.com|intake@ironwoodlegal\.ky/g)
        ?.sort(),
    ).toEqual(["ann@example.com", "intake@ironwoodlegal.ky"]);
    expect(JSON.stringify(s.sent)).toContain(r.manageUrl);
    const after = await s.deps.booking.slots("initial-consultation", "2026-03-03", 1);
    expect(after?.days[0]?.slots[0]?.start).toBe("2026-03-03T09:30:00-05:00");
    // The firm's list shows it as requested.
    const page = await s.deps.booking.list({ view: "requested" }, 1);
    expect(page.items.map((b) => b.id)).toEqual([r.booking.id]);
    expect(page.counts).toEqual({ requested: 1, upcoming: 0, past: 0, cancelled: 0 });
  });

  test("bad input: 400 naming each field, nothing stored", async () => {
    const s = await setup();
    await s.offer({
      questions: [{ label: "Is a company involved?", kind: "yesno", options: [], required: true }],
    });
    const r = await s.request({ name: "A", email: "nope", phone: "1", answers: { "0": "maybe" } });
    expect(r).toMatchObject({ ok: false, status: 400 });
    if (r.ok || r.status !== 400) throw new Error("expected a 400");
    expect(Object.keys(r.fields).sort()).toEqual(["answers.0", "email", "name", "phone"]);
    const answers = { "0": "yes" };
    const forged = await s.request({ type: "no-such-type", answers });
    expect(forged).toMatchObject({ ok: false, status: 400, fields: { type: expect.any(String) } });
    const tampered = await s.request({ start: "2026-03-03T09:10:00-05:00", answers });
    expect(tampered).toMatchObject({ ok: false, status: 400, fields: { start: expect.any(String) } });
    const past = await s.request({ start: "2026-03-02T09:00:00-05:00", answers });
    expect(past).toMatchObject({ ok: false, status: 400, fields: { start: expect.any(String) } });
    const saturday = await s.request({ start: "2026-03-07T09:00:00-05:00", answers });
    expect(saturday).toMatchObject({ ok: false, status: 400 });
    expect(await s.repos.bookings.count({}, s.clock.now)).toBe(0);
  });

  test("a time taken: 409 with the three nearest free times", async () => {
    const s = await setup();
    await s.offer();
    expect((await s.request()).ok).toBe(true);
    const r = await s.request({ email: "bob@example.com", name: "Bob Smith" });
    expect(r).toMatchObject({ ok: false, status: 409 });
    if (r.ok || r.status !== 409) throw new Error("expected a 409");
    expect(r.alternatives.map((a) => a.start)).toEqual([
      "2026-03-03T09:30:00-05:00",
      "2026-03-03T10:00:00-05:00",
      "2026-03-03T10:30:00-05:00",
    ]);
  });

  test("the same request key again returns the first booking", async () => {
    const s = await setup();
    await s.offer();
    const key = "k".repeat(24);
    const first = await s.request({}, { requestKey: key });
    const again = await s.request({}, { requestKey: key });
    if (!first.ok || !again.ok) throw new Error("expected both to succeed");
    expect(again.booking.id).toBe(first.booking.id);
    expect(await s.repos.bookings.count({}, s.clock.now)).toBe(1);
  });

  test("a twin request that committed between this one's first look and its claim answers this one too", async () => {
    const s = await setup();
    await s.offer();
    const key = "t".repeat(24);
    const first = await s.request({}, { requestKey: key });
    if (!first.ok) throw new Error(first.error);
    // The first look for the key misses, as it does when the twin commits just after it (two instances,
    // a busy database): the time is then taken, by this very form.
    const bookings = s.repos.bookings;
    const byRequestKey = bookings.byRequestKey.bind(bookings);
    let looks = 0;
    bookings.byRequestKey = async (k) => (++looks === 1 ? undefined : byRequestKey(k));
    try {
      const again = await s.request({}, { requestKey: key });
      if (!again.ok) throw new Error(`the resend was refused: ${again.error}`);
      expect(again.booking.id).toBe(first.booking.id);
      expect(looks).toBe(2);
    } finally {
      bookings.byRequestKey = byRequestKey;
    }
    expect(await s.repos.bookings.count({}, s.clock.now)).toBe(1);
  });

  test("a type that needs no confirmation confirms at once, with the invites and the reminders", async () => {
    const s = await setup();
    await s.offer({ requiresConfirmation: false });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    expect(r.booking.status).toBe("confirmed");
    expect(await kinds(s, r.booking.id)).toEqual([
      "booking-confirmed:0",
      "booking-invite:0",
      "booking-reminder:2",
      "booking-reminder:24",
      "booking-request",
    ]);
  });

  test("the conflict pre-check finds the parties and the visitor among earlier records", async () => {
    const s = await setup();
    await s.offer();
    const e = await s.repos.submissions.create({
      name: "Carla Pérez",
      email: "carla@example.com",
      phone: "+1 345 555 0101",
      service: "Corporate Law",
      message: "We are in a dispute with BLUE-HARBOUR Holdings Limited over shares.",
    });
    const r = await s.request({ parties: "Blue Harbour Holdings Ltd\nNobody Else" });
    if (!r.ok) throw new Error(r.error);
    const card = await s.deps.booking.get(r.booking.id);
    expect(card?.conflicts).toEqual([
      expect.objectContaining({
        term: "Blue Harbour Holdings Ltd",
        where: "enquiry",
        id: e.id,
        name: "Carla Pérez",
        excerpt: expect.stringContaining("BLUE-HARBOUR Holdings Limited"),
      }),
    ]);
    // A second booking by someone who names Carla (accents aside) finds the enquiry and the first booking.
    const r2 = await s.request({
      name: "Dan Roe",
      email: "dan@example.com",
      parties: "carla perez",
      start: "2026-03-03T11:00:00-05:00",
    });
    if (!r2.ok) throw new Error(r2.error);
    const card2 = await s.deps.booking.get(r2.booking.id);
    expect(card2?.conflicts.map((c) => `${c.where}:${c.term}`)).toEqual(["enquiry:carla perez"]);
    // The erased enquiry drops out of the stored matches.
    await s.deps.privacy.erase("carla@example.com", "test");
    expect((await s.deps.booking.get(r.booking.id))?.conflicts).toEqual([]);
  });
});

describe("staff", () => {
  test("confirm a held booking once; twice, or after its hold expired, is refused", async () => {
    const s = await setup();
    await s.offer();
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    const first = await s.deps.booking.confirm(r.booking.id, s.actor);
    expect(first).toMatchObject({ ok: true, booking: { status: "confirmed", decidedBy: "admin" } });
    expect(await s.deps.booking.confirm(r.booking.id, s.actor)).toMatchObject({ ok: false, status: 409 });
    expect(await kinds(s, r.booking.id)).toEqual([
      "booking-confirmed:0",
      "booking-held",
      "booking-invite:0",
      "booking-reminder:2",
      "booking-reminder:24",
      "booking-request",
    ]);

    const late = await s.request({ start: "2026-03-03T13:00:00-05:00", email: "late@example.com" });
    if (!late.ok) throw new Error(late.error);
    s.clock.now += 25 * HOUR; // past the 24 hours' hold (and the expiry job has not run yet)
    expect(await s.deps.booking.confirm(late.booking.id, s.actor)).toMatchObject({ ok: false, status: 409 });
  });

  test("the expiry job frees the time and tells the visitor once; decline and cancel free it too", async () => {
    const s = await setup();
    await s.offer();
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    s.clock.now += 21 * HOUR; // Tuesday 04:00 Cayman: the hold (until 07:00) is still on
    await s.deps.jobs.kick("booking-holds");
    expect((await s.repos.bookings.byId(r.booking.id))?.status).toBe("held");
    s.clock.now += 4 * HOUR;
    await s.deps.jobs.kick("booking-holds");
    await s.deps.jobs.kick("booking-holds");
    expect((await s.repos.bookings.byId(r.booking.id))?.status).toBe("expired");
    expect(await s.repos.bookings.claimsOf(r.booking.id)).toBe(0);
    expect((await kinds(s, r.booking.id)).filter((k) => k === "booking-expired")).toHaveLength(1);

    const d = await s.request({ start: "2026-03-04T10:00:00-05:00" });
    if (!d.ok) throw new Error(d.error);
    expect(await s.deps.booking.decline(d.booking.id, s.actor)).toMatchObject({
      ok: true,
      booking: { status: "declined" },
    });
    expect(await s.deps.booking.cancelByFirm(d.booking.id, s.actor)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await s.repos.bookings.claimsOf(d.booking.id)).toBe(0);
    // The freed time can be booked again.
    expect((await s.request({ start: "2026-03-04T10:00:00-05:00", email: "x@example.com" })).ok).toBe(true);
  });

  test("a firm's cancellation withdraws the reminders and sends CANCEL at a higher SEQUENCE", async () => {
    const s = await setup();
    await s.offer({ requiresConfirmation: false });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    const c = await s.deps.booking.cancelByFirm(r.booking.id, s.actor);
    expect(c).toMatchObject({ ok: true, booking: { status: "firm-cancelled" } });
    expect(await kinds(s, r.booking.id)).toEqual([
      "booking-cancelled:1",
      "booking-confirmed:0",
      "booking-invite:0",
      "booking-invite:1",
      "booking-request",
    ]);
    const invite = await s.repos.db.sql.get<{ data: string }>(
      "SELECT data FROM mail_outbox WHERE subject_id = ? AND kind = 'booking-invite' AND ref = '1'",
      [r.booking.id],
    );
    expect(JSON.parse(invite!.data)).toEqual({ method: "CANCEL" });
  });

  test("how it went is recorded only after the end", async () => {
    const s = await setup();
    await s.offer({ requiresConfirmation: false });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    expect(await s.deps.booking.outcome(r.booking.id, "attended", s.actor)).toMatchObject({
      ok: false,
      status: 409,
    });
    s.clock.now = Date.parse("2026-03-03T14:31:00Z");
    expect(await s.deps.booking.outcome(r.booking.id, "no-show", s.actor)).toMatchObject({
      ok: true,
      booking: { outcome: "no-show" },
    });
    const page = await s.deps.booking.list({ view: "past" }, 1);
    expect(page.items.map((b) => b.id)).toEqual([r.booking.id]);
  });

  test("search and CSV", async () => {
    const s = await setup();
    await s.offer();
    await s.request();
    await s.request({ name: "=Eve Formula", email: "eve@example.com", start: "2026-03-03T10:00:00-05:00" });
    const found = await s.deps.booking.list({ q: "blue harbour" }, 1);
    expect(found.total).toBe(2);
    expect((await s.deps.booking.list({ q: "EVE@" }, 1)).items.map((b) => b.name)).toEqual(["=Eve Formula"]);
    let csv = "";
    for await (const line of s.deps.booking.csv({ q: "eve" })) csv += line;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toStartWith("Requested at,Start,End,Appointment");
    expect(lines[1]).toContain(",'=Eve Formula,");
  });
});

describe("the visitor's link", () => {
  test("reading it changes nothing; cancel works until the cut-off; it stops 14 days after the end", async () => {
    const s = await setup();
    await s.offer({ requiresConfirmation: false });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    const before = JSON.stringify(await s.repos.db.sql.all("SELECT * FROM bookings"));
    const view = await s.deps.booking.manage(r.manageToken);
    expect(view).toMatchObject({
      booking: { id: r.booking.id, status: "confirmed" },
      canChange: true,
      changeUntil: "2026-03-02T09:00:00-05:00",
    });
    expect(await s.deps.booking.calendarFile(r.manageToken)).toContain("BEGIN:VCALENDAR");
    expect(JSON.stringify(await s.repos.db.sql.all("SELECT * FROM bookings"))).toBe(before);
    // Another token of the same form (its first character changed) is unknown.
    const other = `${r.manageToken.startsWith("A") ? "B" : "A"}${r.manageToken.slice(1)}`;
    expect(await s.deps.booking.manage(other)).toBeUndefined();

    s.clock.now += 3 * HOUR; // Monday 10:00 Cayman: inside the 24 hours before Tuesday 09:00
    expect((await s.deps.booking.manage(r.manageToken))?.canChange).toBe(false);
    expect(await s.deps.booking.cancelByVisitor(r.manageToken)).toMatchObject({ ok: false, status: 409 });
    expect((await s.repos.bookings.byId(r.booking.id))?.status).toBe("confirmed");

    s.clock.now = Date.parse("2026-03-17T14:29:00Z"); // 13 days 23 hours after the end
    expect(await s.deps.booking.manage(r.manageToken)).toBeDefined();
    s.clock.now = Date.parse("2026-03-17T14:31:00Z");
    expect(await s.deps.booking.manage(r.manageToken)).toBeUndefined();
    expect(await s.deps.booking.calendarFile(r.manageToken)).toBeUndefined();
  });

  test("cancel and reschedule before the cut-off", async () => {
    const s = await setup();
    await s.offer({ requiresConfirmation: false });
    const r = await s.request({ start: "2026-03-05T09:00:00-05:00" });
    if (!r.ok) throw new Error(r.error);
    const moved = await s.deps.booking.rescheduleByVisitor(r.manageToken, "2026-03-05T11:00:00-05:00");
    expect(moved).toMatchObject({
      ok: true,
      booking: { start: "2026-03-05T11:00:00-05:00", status: "confirmed" },
    });
    expect((await s.repos.bookings.byId(r.booking.id))?.sequence).toBe(1);
    // The old time is free again, the new one taken.
    const day = (await s.deps.booking.slots("initial-consultation", "2026-03-05", 1))!.days[0]!;
    expect(day.slots.map((x) => x.start)).toContain("2026-03-05T09:00:00-05:00");
    expect(day.slots.map((x) => x.start)).not.toContain("2026-03-05T11:00:00-05:00");
    expect(await kinds(s, r.booking.id)).toContain("booking-rescheduled:1");

    const other = await s.request({ start: "2026-03-05T13:00:00-05:00", email: "o@example.com" });
    if (!other.ok) throw new Error(other.error);
    const clash = await s.deps.booking.rescheduleByVisitor(r.manageToken, "2026-03-05T13:00:00-05:00");
    expect(clash).toMatchObject({ ok: false, status: 409 });

    const cancelled = await s.deps.booking.cancelByVisitor(r.manageToken);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(await s.repos.bookings.claimsOf(r.booking.id)).toBe(0);
    const left = await kinds(s, r.booking.id);
    expect(left).toContain("booking-cancelled:2");
    expect(left.filter((k) => k.startsWith("booking-reminder"))).toEqual([]);
  });
});

describe("a person's data", () => {
  test("erasure by e-mail address deletes their bookings, claims and e-mails; retention deletes old ones", async () => {
    const s = await setup({ RETENTION_DAYS: "30" });
    await s.offer();
    const r = await s.request({ email: "Ann@Example.com" });
    const other = await s.request({ email: "zed@example.com", start: "2026-03-03T10:00:00-05:00" });
    if (!r.ok || !other.ok) throw new Error("expected both to succeed");
    expect(await s.deps.privacy.countForErasure("ann@EXAMPLE.com")).toMatchObject({ bookings: 1 });
    expect(await s.deps.privacy.erase("ann@example.com", "test")).toMatchObject({ bookings: 1 });
    expect(await s.repos.bookings.byId(r.booking.id)).toBeUndefined();
    expect(await s.repos.bookings.claimsOf(r.booking.id)).toBe(0);
    expect(await kinds(s, r.booking.id)).toEqual([]);

    // Retention: ended more than 30 days ago, held or not.
    s.clock.now = Date.parse("2026-04-02T15:00:00Z"); // 30 days and ~30 minutes after its end
    await s.deps.jobs.kick("booking-retention");
    expect(await s.repos.bookings.byId(other.booking.id)).toBeDefined();
    s.clock.now += 24 * HOUR;
    await s.deps.jobs.kick("booking-retention");
    expect(await s.repos.bookings.byId(other.booking.id)).toBeUndefined();
    expect(await kinds(s, other.booking.id)).toEqual([]);
  });
});
