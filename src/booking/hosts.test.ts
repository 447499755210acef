/**
 * Lawyers taking bookings, as a visitor and the firm meet them (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): a type with lawyers offers a time while one of them is free; first available gives
 * the booking to the least booked lawyer that week; a visitor's pick, when allowed, books that lawyer
 * only; a lawyer's own hours and own calendar's busy times count; the lawyer's invite goes to their
 * address; a failing calendar with "stop" offers none of the lawyer's times and needs attention.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { bookingSetup, TUESDAY_9AM } from "../../tests/support/booking";
import { addHost, calendarServer, changeHost } from "../../tests/support/booking-hosts";

setDefaultTimeout(60_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

async function setup() {
  const cal = calendarServer();
  const s = await bookingSetup({ env: { CALENDAR_ALLOW_HOSTS: cal.allow } });
  cleanups.push(() => {
    s.deps.mail.close();
    cal.stop();
  });
  const natalie = await addHost(s, "natalie-ebanks", "natalie@ironwoodlegal.ky");
  const jonathan = await addHost(s, "jonathan-merren", "jonathan@ironwoodlegal.ky");
  return { ...s, cal, natalie, jonathan };
}
type S = Awaited<ReturnType<typeof setup>>;

const TUESDAY_930 = "2026-03-03T09:30:00-05:00";
const TUESDAY_10 = "2026-03-03T10:00:00-05:00";
const startsOn = async (s: S, date: string, host?: string) =>
  ((await s.deps.booking.slots("initial-consultation", date, 1, host))?.days[0]?.slots ?? []).map(
    (x) => x.start,
  );
const hostOf = async (s: S, id: string) => (await s.repos.bookings.byId(id))?.host;

describe("a type with lawyers", () => {
  test("offers a time while one lawyer is free; first available books the least booked that week", async () => {
    const s = await setup();
    await s.offer({ hosts: [{ host: s.natalie }, { host: s.jonathan }], requiresConfirmation: false });
    expect(await startsOn(s, "2026-03-03")).toContain(TUESDAY_9AM);

    // Two visitors at 9:00: one lawyer each (ties go in the type's order); a third finds it taken.
    const a = await s.request({ email: "a@example.com" });
    const b = await s.request({ email: "b@example.com" });
    if (!a.ok || !b.ok) throw new Error("not booked");
    expect(await hostOf(s, a.booking.id)).toBe(s.natalie);
    expect(await hostOf(s, b.booking.id)).toBe(s.jonathan);
    expect(a.booking.hostName).toBe("Natalie Ebanks");
    expect(await startsOn(s, "2026-03-03")).not.toContain(TUESDAY_9AM);
    expect(await s.request({ email: "c@example.com" })).toMatchObject({ ok: false, status: 409 });

    // Jonathan gets a second booking that week; the next first available goes to Natalie.
    await s.offer({ visitorChoosesHost: true });
    const c = await s.request({ email: "c@example.com", start: TUESDAY_930, host: s.jonathan });
    if (!c.ok) throw new Error(c.error);
    expect(await hostOf(s, c.booking.id)).toBe(s.jonathan);
    const d = await s.request({ email: "d@example.com", start: TUESDAY_10, host: "any" });
    if (!d.ok) throw new Error(d.error);
    expect(await hostOf(s, d.booking.id)).toBe(s.natalie);
    // Staff see who has each booking, in the list and the spreadsheet.
    const list = await s.deps.booking.list({}, 1);
    expect(list.items.map((i) => i.hostName).sort()).toEqual([
      "Jonathan Merren",
      "Jonathan Merren",
      "Natalie Ebanks",
      "Natalie Ebanks",
    ]);
    const lines: string[] = [];
    for await (const line of s.deps.booking.csv({})) lines.push(line);
    expect(lines[0]).toContain("Practice area,Lawyer,Status");
    expect(lines.filter((l) => l.includes(",Natalie Ebanks,"))).toHaveLength(2);
    // Each lawyer's claims are their own: both hold 9:00.
    expect(await s.repos.bookings.claimsOf(a.booking.id)).toBe(6);
    expect(await s.repos.bookings.claimsOf(b.booking.id)).toBe(6);
  });

  test("a visitor picks a lawyer only when the type lets them; the pick books that lawyer only", async () => {
    const s = await setup();
    await s.offer({ hosts: [{ host: s.natalie }, { host: s.jonathan }] });
    expect(await s.deps.booking.typeHosts("initial-consultation")).toEqual([]);
    expect((await s.deps.booking.types())[0]).not.toHaveProperty("hosts");
    const refused = await s.request({ host: s.jonathan });
    expect(refused).toMatchObject({ ok: false, status: 400, fields: { host: expect.any(String) } });
    expect(await s.deps.booking.slots("initial-consultation", "2026-03-03", 1, s.jonathan)).toBeUndefined();

    await s.offer({ visitorChoosesHost: true });
    const choices = [
      { id: s.natalie, name: "Natalie Ebanks" },
      { id: s.jonathan, name: "Jonathan Merren" },
    ];
    expect(await s.deps.booking.typeHosts("initial-consultation")).toEqual(choices);
    expect((await s.deps.booking.types())[0]?.hosts).toEqual(choices);
    const picked = await s.request({ host: s.jonathan });
    if (!picked.ok) throw new Error(picked.error);
    expect(await hostOf(s, picked.booking.id)).toBe(s.jonathan);
    // Jonathan is taken at 9:00; Natalie is not, so 9:00 still shows for her and for "first available".
    expect(await startsOn(s, "2026-03-03", s.jonathan)).not.toContain(TUESDAY_9AM);
    expect(await startsOn(s, "2026-03-03", s.natalie)).toContain(TUESDAY_9AM);
    expect(await startsOn(s, "2026-03-03")).toContain(TUESDAY_9AM);
    expect(await s.request({ host: s.jonathan, email: "x@example.com" })).toMatchObject({ status: 409 });
    expect(await s.request({ host: "someone-else", email: "y@example.com" })).toMatchObject({
      status: 400,
      fields: { host: expect.any(String) },
    });
  });

  test("a lawyer's own hours count instead of the firm's", async () => {
    const s = await setup();
    await changeHost(s, s.jonathan, {
      ownHours: true,
      exceptions: [{ date: "2026-03-03", closed: true, open: "", close: "", note: "" }],
    });
    await s.offer({ hosts: [{ host: s.jonathan }] });
    expect(await startsOn(s, "2026-03-03")).toEqual([]);
    expect((await startsOn(s, "2026-03-04")).length).toBeGreaterThan(0);
    await changeHost(s, s.jonathan, { ownHours: false });
    expect(await startsOn(s, "2026-03-03")).toContain(TUESDAY_9AM);
  });

  test("the lawyer's invite goes to the lawyer's own address", async () => {
    const s = await setup();
    await s.offer({ hosts: [{ host: s.jonathan }], requiresConfirmation: false });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    await s.sendDue();
    const to = s.sent.map((m) => String(m.to));
    expect(to.some((t) => t.includes("jonathan@ironwoodlegal.ky"))).toBe(true);
    const invite = s.sent.find((m) => String(m.to).includes("jonathan@ironwoodlegal.ky"))!;
    expect(JSON.stringify(invite.icalEvent ?? invite.attachments ?? "")).toContain("BEGIN:VEVENT");
  });
});

describe("a moved booking", () => {
  test("keeps its lawyer when they are free then, else goes to another, whose lawyer it left gets a CANCEL", async () => {
    const s = await setup();
    await s.offer({
      hosts: [{ host: s.natalie }, { host: s.jonathan }],
      visitorChoosesHost: true,
      requiresConfirmation: false,
    });
    const a = await s.request({ host: s.natalie });
    const c = await s.request({
      host: s.natalie,
      start: "2026-03-03T11:00:00-05:00",
      email: "c@example.com",
    });
    if (!a.ok || !c.ok) throw new Error("not booked");
    expect(await s.deps.booking.rescheduleByVisitor(a.manageToken, TUESDAY_10)).toMatchObject({ ok: true });
    expect(await hostOf(s, a.booking.id)).toBe(s.natalie);
    await s.sendDue();
    s.sent.length = 0;
    const moved = await s.deps.booking.rescheduleByVisitor(a.manageToken, "2026-03-03T11:00:00-05:00");
    expect(moved).toMatchObject({ ok: true, booking: { hostName: "Jonathan Merren" } });
    expect(await hostOf(s, a.booking.id)).toBe(s.jonathan);
    await s.sendDue();
    const method = (to: string) =>
      s.sent
        .filter((m) => String(m.to).includes(to))
        .map((m) => (m.icalEvent as { method?: string } | undefined)?.method);
    expect(method("natalie@ironwoodlegal.ky")).toEqual(["CANCEL"]);
    expect(method("jonathan@ironwoodlegal.ky")).toEqual(["REQUEST"]);
  });
});

describe("a lawyer's own calendar", () => {
  test("its busy times take the lawyer's times off; read at most every 5 minutes; 304 keeps them", async () => {
    const s = await setup();
    await s.offer({ hosts: [{ host: s.natalie }, { host: s.jonathan }], visitorChoosesHost: true });
    // Busy Tuesday 9:00–10:00 Cayman (14:00–15:00 UTC).
    expect(await s.deps.booking.setCalendarAddress(s.natalie, s.cal.url, s.actor)).toEqual({ ok: true });
    await s.deps.booking.readCalendarNow(s.natalie);
    const reads = s.cal.state.reads;
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(await startsOn(s, "2026-03-03", s.natalie)).not.toContain(TUESDAY_9AM);
    expect(await startsOn(s, "2026-03-03", s.natalie)).not.toContain(TUESDAY_930);
    expect(await startsOn(s, "2026-03-03", s.natalie)).toContain(TUESDAY_10);
    expect(await startsOn(s, "2026-03-03")).toContain(TUESDAY_9AM);
    const host = (await s.deps.booking.host(s.natalie))!;
    expect(host.calendar).toMatchObject({ state: "ok", busyCount: 1, reason: null });
    expect(host.calendar.address).not.toBe(s.cal.url);
    const week = await s.deps.booking.week(s.natalie, "2026-03-04");
    expect(week.weekStart).toBe("2026-03-02");
    expect(week.days[1]?.busy).toEqual([
      { start: "2026-03-03T09:00:00-05:00", end: "2026-03-03T10:00:00-05:00" },
    ]);

    // Not again within 5 minutes, whoever asks; after that a conditional read (304) keeps the busy time.
    await s.deps.booking.readCalendarNow(s.natalie);
    await s.deps.jobs.kick("calendar-reads");
    expect(s.cal.state.reads).toBe(reads);
    s.clock.now += 5 * 60_000;
    await s.deps.booking.readCalendarNow(s.natalie);
    expect(s.cal.state.reads).toBe(reads + 1);
    expect(await startsOn(s, "2026-03-03", s.natalie)).not.toContain(TUESDAY_9AM);
    // The job alone reads it again 5 minutes later; the new busy time replaces the old.
    s.cal.state.body = s.cal.state.body.replace("T140000Z", "T160000Z").replace("T150000Z", "T170000Z");
    s.cal.state.etag = '"v2"';
    s.clock.now += 5 * 60_000;
    await s.deps.jobs.kick("calendar-reads");
    expect(s.cal.state.reads).toBe(reads + 2);
    expect(await startsOn(s, "2026-03-03", s.natalie)).toContain(TUESDAY_9AM);
    expect(await startsOn(s, "2026-03-03", s.natalie)).not.toContain("2026-03-03T11:00:00-05:00");
    // The address never reaches the audit trail.
    const audit = JSON.stringify(await s.repos.db.sql.all("SELECT * FROM audit_log"));
    expect(audit).toContain("booking.calendar");
    expect(audit).not.toContain(s.cal.url);
  });

  test("a failing calendar says why; with “stop” the lawyer offers nothing and needs attention", async () => {
    const s = await setup();
    await s.offer({ hosts: [{ host: s.natalie }] });
    s.cal.state.status = 404;
    await s.deps.booking.setCalendarAddress(s.natalie, s.cal.url, s.actor);
    await s.deps.booking.readCalendarNow(s.natalie);
    const host = (await s.deps.booking.host(s.natalie))!;
    expect(host.calendar.state).toBe("failing");
    expect(host.calendar.reason).toContain("404");
    expect(host.offering).toBe(true);
    expect(await startsOn(s, "2026-03-03")).toContain(TUESDAY_9AM);
    expect(await s.deps.booking.attention()).toEqual([
      {
        hostId: s.natalie,
        hostName: "Natalie Ebanks",
        reason: host.calendar.reason!,
        since: expect.any(String),
      },
    ]);
    await changeHost(s, s.natalie, { whenCalendarFails: "stop" });
    expect((await s.deps.booking.host(s.natalie))!.offering).toBe(false);
    expect(await startsOn(s, "2026-03-03")).toEqual([]);
    // It reads again: times are back, nothing needs attention.
    s.cal.state.status = 200;
    s.clock.now += 5 * 60_000;
    await s.deps.booking.readCalendarNow(s.natalie);
    expect((await s.deps.booking.host(s.natalie))!.calendar.state).toBe("ok");
    expect(await s.deps.booking.attention()).toEqual([]);
    expect(await startsOn(s, "2026-03-03")).toContain(TUESDAY_10);
  });

  test("an address that is not https (and not allowed) is refused with a sentence", async () => {
    const s = await setup();
    const r = await s.deps.booking.setCalendarAddress(
      s.natalie,
      "http://calendar.example.com/x.ics",
      s.actor,
    );
    expect(r).toMatchObject({ ok: false, error: expect.any(String) });
    expect((await s.deps.booking.host(s.natalie))!.calendar.state).toBe("none");
  });
});

describe("the lawyer's bookings feed", () => {
  test("lists confirmed bookings under a secret address that stops when revoked", async () => {
    const s = await setup();
    await s.offer({ hosts: [{ host: s.natalie }], requiresConfirmation: false });
    const r = await s.request();
    if (!r.ok) throw new Error(r.error);
    const url = await s.deps.booking.feedOn(s.natalie, s.actor);
    expect(url).toMatch(/^http:\/\/localhost\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await s.deps.booking.host(s.natalie))!.feed).toEqual({ enabled: true, url });
    const token = /calendars\/(.+)\.ics$/.exec(url)![1]!;
    const ics = (await s.deps.booking.feedIcs(token))!;
    expect(ics).toContain(`booking-${r.booking.id}@localhost`);
    expect(ics).toContain("X-PUBLISHED-TTL:PT15M");
    expect(ics).not.toContain("Ann O'Neil");
    expect(await s.deps.booking.feedIcs(token.replace(/^./, (c) => (c === "A" ? "B" : "A")))).toBeUndefined();
    await s.deps.booking.feedRevoke(s.natalie, s.actor);
    expect(await s.deps.booking.feedIcs(token)).toBeUndefined();
    const again = await s.deps.booking.feedOn(s.natalie, s.actor);
    expect(again).not.toBe(url);
    expect(await s.deps.booking.feedIcs(/calendars\/(.+)\.ics$/.exec(again)![1]!)).toContain("BEGIN:VEVENT");
  });
});

describe("lawyers as content", () => {
  test("a lawyer is one of the people; a type names only lawyers taking bookings; lists show the name", async () => {
    const s = await setup();
    const editor = { ...s.actor, ip: "127.0.0.1" };
    expect(await s.deps.content.createItem(editor, "booking-host", { email: "x@example.com" })).toMatchObject(
      {
        ok: false,
        fields: { person: expect.any(String) },
      },
    );
    const titles = (await s.deps.content.list()).filter((i) => i.kind === "booking-host").map((i) => i.title);
    expect(titles).toEqual(["Natalie Ebanks", "Jonathan Merren"]);
    const type = (await s.deps.content.get("appointment-type", "initial-consultation"))!;
    // The seeded type, as every stored type after the upgrade: no lawyers, first available.
    expect(type.published).toMatchObject({ hosts: [], visitorChoosesHost: false });
    await s.deps.content.save(editor, "appointment-type", "initial-consultation", type.revision, {
      hosts: [{ host: "nobody-here" }],
    });
    expect(await s.deps.content.publish(editor, "appointment-type", "initial-consultation")).toMatchObject({
      ok: false,
      fields: { hosts: expect.any(String) },
    });
  });
});
