/**
 * The bookings screen as staff use it without JavaScript: closed to anyone signed out; each card's time in
 * Cayman time, status in words, details, source and conflict pre-check; Confirm, Decline and Cancel (the
 * two that e-mail the client ask first), the outcome after the meeting's end, each audited with the
 * admin's name; refusals that say what to do; search, views and paging; e-mail that is not set up.
 */
import { beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import { book, offerType, testClock } from "../../../tests/support/bookings";

setDefaultTimeout(30_000);

const clock = testClock();
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: clock.tick });
  cookie = await signIn(t.app);
  await offerType(t);
});
beforeEach(async () => {
  clock.now = Date.UTC(2026, 2, 6, 17);
  await t.repos.db.sql.run("DELETE FROM booking_claims");
  await t.repos.db.sql.run("DELETE FROM bookings");
  await t.repos.db.sql.run("DELETE FROM contact_submissions");
  await t.repos.db.sql.run("DELETE FROM audit_log");
});

const MON_9 = "2026-03-09T09:00:00-05:00";
const MON_10 = "2026-03-09T10:00:00-05:00";
const TUE_9 = "2026-03-10T09:00:00-05:00";

const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  t.app.request(`http://localhost${path}`, { headers });

const form = (
  path: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = { Cookie: cookie },
) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const flashOf = (res: Response) => {
  const raw = res.headers
    .getSetCookie()
    .find((v) => v.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
};

const statusOf = async (id: string) => (await t.deps.booking.get(id))?.status;

/** The card of a booking on a page, as text. */
function cardOf(html: string, id: string): string {
  const m = new RegExp(`<article id="booking-${id}"[\\s\\S]*?</article>`).exec(html);
  return (m?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const audited = async (action: string) =>
  t.repos.db.sql.all<{ username: string | null; target_id: string | null }>(
    "SELECT username, target_id FROM audit_log WHERE action = ?",
    [action],
  );

describe("signed out", () => {
  test("the screen and every form lead to the sign-in page and change nothing", async () => {
    const b = await book(t, MON_9);
    const page = await get("/admin/bookings", {});
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
    for (const action of ["confirm", "decline", "cancel", "outcome"]) {
      const res = await form(
        `/admin/bookings/${b.id}/${action}`,
        { confirm: "yes", outcome: "attended" },
        {},
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    expect(await statusOf(b.id)).toBe("held");
  });
});

describe("the bookings screen", () => {
  test("a requested booking's card: Cayman time, status in words, details, source, no matches", async () => {
    const b = await book(
      t,
      MON_9,
      { name: "Ann Ebanks", parties: ["Cayman Widgets Ltd"], message: "Buying a house in West Bay." },
      {
        landingPage: "/services/real-estate",
        source: "Google",
        medium: "search",
        campaign: null,
        sentFrom: "/book",
      },
    );
    const res = await get("/admin/bookings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const card = cardOf(html, b.id);
    expect(card).toContain("Ann Ebanks");
    expect(card).toContain("Mon 9 Mar 2026, 9:00–9:30 AM (Cayman time)");
    expect(card).toContain("Initial consultation");
    expect(card).toContain("Requested");
    expect(card).toContain("ann@example.com");
    expect(card).toContain("+1 (345) 555-0100");
    expect(card).toContain("Cayman Widgets Ltd");
    expect(card).toContain("Buying a house in West Bay.");
    expect(card).toContain("/services/real-estate");
    expect(card).toContain("Google (search)");
    expect(card).toContain("No matches in earlier enquiries, bookings or notes.");
    expect(html).toContain(`action="/admin/bookings/${b.id}/confirm"`);
    expect(html).toContain(`action="/admin/bookings/${b.id}/decline"`);
    // The views with their counts; Requested is the one shown first.
    expect(html).toMatch(/aria-current="page"[^>]*>Requested<span data-count="requested"[^>]*>1</);
  });

  test("possible conflicts from earlier enquiries and bookings are shown to staff, with links", async () => {
    await t.repos.submissions.create({
      name: "Brenda Bodden",
      email: "brenda@example.com",
      phone: "+1 (345) 555-0101",
      service: "Corporate Services",
      message: "We are in a dispute with Acme Holdings Limited over a lease.",
    });
    // Earlier than the requests below (the enquiry is stamped by the real clock, not the test's).
    await t.repos.db.sql.run("UPDATE contact_submissions SET submitted_at = ?", [clock.now - 86_400_000]);
    const first = await book(t, MON_9, { name: "Carl Acme", email: "carl@acme.example" });
    clock.now += 60_000;
    const b = await book(t, TUE_9, {
      name: "Dora Dixon",
      email: "dora@example.com",
      parties: ["ACME Holdings, Ltd.", "carl acme"],
    });
    const html = await (await get("/admin/bookings")).text();
    const card = cardOf(html, b.id);
    expect(card).toContain("Possible conflicts");
    expect(card).toContain("Brenda Bodden");
    expect(card).toContain("Carl Acme");
    expect(html).toContain(`#booking-${first.id}`);
  });

  test("search by a party's name, and the views (Cancelled lists what was declined)", async () => {
    const a = await book(t, MON_9, { name: "Ann Ebanks", parties: ["Seven Mile Trust"] });
    const b = await book(t, MON_10, { name: "Bob Bush" });
    let html = await (await get("/admin/bookings?q=seven+mile")).text();
    expect(cardOf(html, a.id)).toContain("Ann Ebanks");
    expect(cardOf(html, b.id)).toBe("");
    await t.deps.booking.decline(b.id, { userId: "x", username: "admin" });
    html = await (await get("/admin/bookings?view=cancelled")).text();
    expect(cardOf(html, b.id)).toContain("Declined");
    expect(cardOf(html, a.id)).toBe("");
    expect(html).toMatch(/data-count="cancelled"[^>]*>1</);
    expect((await get("/admin/bookings?view=everything")).status).toBe(400);
    expect((await get("/admin/bookings?page=0")).status).toBe(400);
  });
});

describe("actions without JavaScript", () => {
  test("Confirm: the booking is confirmed, audited with the admin's name, and a toast says so", async () => {
    const b = await book(t, MON_9);
    const res = await form(`/admin/bookings/${b.id}/confirm`, { back: "/admin/bookings?view=requested" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/bookings?view=requested#booking-${b.id}`);
    expect(flashOf(res).title).toBe("Booking Confirmed");
    expect(await statusOf(b.id)).toBe("confirmed");
    expect(await audited("booking.confirm")).toEqual([{ username: "admin", target_id: b.id }]);
    const card = cardOf(await (await get("/admin/bookings?view=upcoming")).text(), b.id);
    expect(card).toContain("Confirmed by admin");
  });

  test("Decline asks first (it e-mails the client); only the confirmed form declines", async () => {
    const b = await book(t, MON_9, { name: "Ann Ebanks" });
    const ask = await form(`/admin/bookings/${b.id}/decline`, { back: "/admin/bookings" });
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain("Decline Ann Ebanks&#x27;s request for Mon 9 Mar 2026, 9:00–9:30 AM?");
    expect(html).toMatch(/<button type="submit" value="yes"[^>]*name="confirm"/);
    expect(await statusOf(b.id)).toBe("held");
    const res = await form(`/admin/bookings/${b.id}/decline`, { back: "/admin/bookings", confirm: "yes" });
    expect(res.status).toBe(303);
    expect(flashOf(res).title).toBe("Booking Declined");
    expect(await statusOf(b.id)).toBe("declined");
    expect(await audited("booking.decline")).toEqual([{ username: "admin", target_id: b.id }]);
  });

  test("Cancel by the firm asks first, then cancels a confirmed consultation", async () => {
    const b = await book(t, MON_9);
    await form(`/admin/bookings/${b.id}/confirm`);
    const ask = await form(`/admin/bookings/${b.id}/cancel`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Yes, cancel and e-mail the client");
    expect(await statusOf(b.id)).toBe("confirmed");
    const res = await form(`/admin/bookings/${b.id}/cancel`, { confirm: "yes" });
    expect(flashOf(res).title).toBe("Consultation Cancelled");
    expect(await statusOf(b.id)).toBe("firm-cancelled");
    expect((await audited("booking.cancel")).map((a) => a.username)).toEqual(["admin"]);
  });

  test("after the meeting's end: Attended, No-show or Cancelled by the firm; before it, a refusal that says when", async () => {
    const b = await book(t, MON_9);
    await form(`/admin/bookings/${b.id}/confirm`);
    const early = await form(`/admin/bookings/${b.id}/outcome`, { outcome: "attended" });
    expect(flashOf(early)).toMatchObject({ variant: "destructive" });
    expect(flashOf(early).description).toBe("How it went can be recorded once the meeting has ended.");
    expect((await t.deps.booking.get(b.id))?.outcome).toBeNull();
    clock.now = Date.parse("2026-03-09T09:45:00-05:00");
    const html = await (await get("/admin/bookings?view=past")).text();
    expect(cardOf(html, b.id)).toContain("No-show");
    const res = await form(`/admin/bookings/${b.id}/outcome`, { outcome: "no-show" });
    expect(flashOf(res)).toEqual({ title: "Outcome Recorded", description: "Recorded as a no-show." });
    expect((await t.deps.booking.get(b.id))?.outcome).toBe("no-show");
    expect((await audited("booking.outcome")).map((a) => a.username)).toEqual(["admin"]);
    const bad = await form(`/admin/bookings/${b.id}/outcome`, { outcome: "maybe" });
    expect(flashOf(bad).description).toContain("Attended, No-show or Cancelled by the firm");
  });

  test("refusals say what happened and what to do: already decided, expired, unknown", async () => {
    const b = await book(t, MON_9);
    await form(`/admin/bookings/${b.id}/decline`, { confirm: "yes" });
    const again = await form(`/admin/bookings/${b.id}/confirm`);
    expect(flashOf(again)).toMatchObject({ variant: "destructive" });
    expect(flashOf(again).description.length).toBeGreaterThan(20);
    expect(await statusOf(b.id)).toBe("declined");
    const decline = await form(`/admin/bookings/${b.id}/decline`);
    expect(flashOf(decline).description).toContain("already declined");
    const missing = await form("/admin/bookings/no-such-booking/decline");
    expect(flashOf(missing).description).toContain("no such booking");
    // A request left unanswered past the meeting's start: nothing to confirm any more.
    const late = await book(t, TUE_9);
    clock.now = Date.parse("2026-03-10T10:00:00-05:00");
    const tooLate = await form(`/admin/bookings/${late.id}/decline`);
    expect(flashOf(tooLate).description).toContain("Contact the client");
  });

  test("a form's way back is only ever the bookings list", async () => {
    const b = await book(t, MON_9);
    const res = await form(`/admin/bookings/${b.id}/confirm`, { back: "https://evil.example/" });
    expect(res.headers.get("location")).toBe(`/admin/bookings#booking-${b.id}`);
  });

  test("a form sent from another site is refused", async () => {
    const b = await book(t, MON_9);
    const res = await form(
      `/admin/bookings/${b.id}/confirm`,
      {},
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await statusOf(b.id)).toBe("held");
  });
});

describe("one booking's screen and the Activity page", () => {
  test("the firm's e-mail leads to the booking's own screen; the Activity page names the action and links it", async () => {
    const b = await book(t, MON_9, { name: "Ann Ebanks" });
    const own = await get(`/admin/bookings/${b.id}`);
    expect(own.status).toBe(200);
    expect(cardOf(await own.text(), b.id)).toContain("Mon 9 Mar 2026, 9:00–9:30 AM");
    expect((await get("/admin/bookings/no-such-booking")).status).toBe(404);
    const res = await form(`/admin/bookings/${b.id}/confirm`, { back: `/admin/bookings/${b.id}` });
    expect(res.headers.get("location")).toBe(`/admin/bookings/${b.id}#booking-${b.id}`);
    const activity = await (await get("/admin/activity")).text();
    expect(activity).toContain("Confirmed a consultation booking");
    expect(activity).toContain(`href="/admin/bookings/${b.id}"`);
    // The audit trail names the appointment, never the client.
    expect(activity).not.toContain("Ann Ebanks");
  });
});

describe("the Overview", () => {
  test("counts bookings per week by area and by source, and how the consultations went", async () => {
    const b = await book(
      t,
      MON_9,
      {},
      {
        landingPage: "/",
        source: "Google",
        medium: "search",
        campaign: null,
        sentFrom: "/book",
      },
    );
    clock.now += 60_000;
    await book(t, MON_10, { name: "Bob Bush", email: "bob@example.com" });
    await form(`/admin/bookings/${b.id}/confirm`);
    clock.now = Date.parse("2026-03-09T12:00:00-05:00");
    await form(`/admin/bookings/${b.id}/outcome`, { outcome: "attended" });
    const html = (await (await get("/admin/overview?period=7d")).text()).replace(/<[^>]+>/g, "");
    expect(html).toContain("2 bookings in 2 weeks; the most were about Any area (2).");
    expect(html).toContain("2 bookings in 2 weeks; the most came from Google (1).");
    // The request never confirmed was no meeting.
    expect(html).toContain(
      "1 consultation due: 1 attended, 0 no-shows, 0 cancelled. 100% of those expected came.",
    );
  });
});

describe("without e-mail set up", () => {
  test("the screen and the toast say no e-mail was sent", async () => {
    expect(t.deps.mail.enabled).toBe(false);
    const b = await book(t, MON_9);
    expect(await (await get("/admin/bookings")).text()).toContain("No e-mail is sent: e-mail is not set up");
    const res = await form(`/admin/bookings/${b.id}/confirm`);
    expect(flashOf(res).description).toContain("No e-mail was sent: e-mail is not set up");
  });
});
