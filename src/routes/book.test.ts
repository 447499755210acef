import { describe, expect, setDefaultTimeout, spyOn, test } from "bun:test";
import {
  bookingApp,
  bookingForm,
  hiddenValue,
  offerType,
  radioValues,
  SEEDED_TYPE,
  shownValue,
  tokenOf,
  VISITOR,
} from "../../tests/support/booking-pages";
import { visibleText } from "../../tests/support/content-form";

/**
 * The visitor's side of consultation booking, as a browser without JavaScript sees it: the links that lead
 * there, the three steps on /book, every refusal (with what was typed kept), the visitor's own page behind
 * the link, and what must never happen (a token in a log or a cache, a GET that changes something).
 */

setDefaultTimeout(30_000);

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) => visibleText(main(html));
/** The href of the link whose text is `label` (the first one in `html`). */
const hrefOf = (html: string, label: string) =>
  new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(html)?.[1]?.replace(/&amp;/g, "&");

/** Thursday 5 March 2026, 10:00 Cayman: the first time the seeded type offers (24 hours' notice). */
const FIRST = "2026-03-05T10:00:00-05:00";

type App = Awaited<ReturnType<typeof bookingApp>>;

/** The page of the type's times, and a person's pause before sending it (the form's minimum fill time). */
async function openForm(t: App, path = `/book?type=${SEEDED_TYPE}`) {
  const res = await t.get(path);
  const html = await res.text();
  t.advance(5_000);
  return { res, html };
}

/** Books `start` through the form; the answer and the manage token. */
async function book(t: App, start = FIRST, changes: Record<string, string> = {}) {
  const { html } = await openForm(t);
  const res = await t.post("/book", bookingForm(html, start, changes));
  return { res, token: tokenOf(res.headers.get("location")) };
}

const bookings = async (t: App) =>
  (
    await t.repos.db.sql.all<{ id: string; status: string; start_at: number | string; name: string }>(
      "SELECT id, status, start_at, name FROM bookings ORDER BY created_at, name",
    )
  ).map((b) => ({ ...b, start_at: Number(b.start_at) }));

describe("where 'Schedule Consultation' leads", () => {
  test("a fresh install: to the contact form, as before; /book leads there too; the privacy page is unchanged", async () => {
    const t = await bookingApp({}, { offered: false });
    const home = await (await t.get("/")).text();
    expect(hrefOf(home, "Schedule Consultation")).toBe("/contact");
    const area = await (await t.get("/services/corporate-law")).text();
    expect(hrefOf(main(area), "Schedule Consultation")).toBe("/contact?service=corporate-law#contact-form");
    const book = await t.get("/book?area=corporate-law");
    expect(book.status).toBe(302);
    expect(book.headers.get("location")).toBe("/contact?service=corporate-law");
    expect(text(await (await t.get("/privacy-policy")).text())).not.toContain("Consultation Bookings");
  });

  test("once a type is offered: to /book everywhere (with the area on a practice page), and the privacy page says what a booking keeps", async () => {
    const t = await bookingApp({ RETENTION_DAYS: "365" });
    for (const path of ["/", "/services", "/about"]) {
      const html = await (await t.get(path)).text();
      const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Schedule Consultation<\/a>/g)].map(
        (m) => m[1],
      );
      expect(links.length).toBeGreaterThan(0);
      expect(new Set(links)).toEqual(new Set(["/book"]));
      // The phone menu (an island) gets it too.
      expect(html).toContain("schedule&quot;:&quot;/book&quot;");
    }
    const area = await (await t.get("/services/corporate-law")).text();
    expect(hrefOf(main(area), "Schedule Consultation")).toBe("/book?area=corporate-law");
    // "Contact Us Today" is still the contact form.
    expect(hrefOf(main(area), "Contact Us Today")).toBe("/contact?service=corporate-law#contact-form");

    const privacy = text(await (await t.get("/privacy-policy")).text());
    expect(privacy).toContain("Consultation Bookings");
    expect(privacy).toContain("the names of the other parties You list");
    expect(privacy).toContain("365 days after the time of the meeting");
    // The seed's own sections and date are all still there, the new one after Client Alerts.
    for (const s of ["Client Alerts", "Tracking Technologies and Cookies", "Retention of Your Personal Data"])
      expect(privacy).toContain(s);
    expect(privacy.indexOf("Client Alerts")).toBeLessThan(privacy.indexOf("Consultation Bookings"));
    expect(privacy.indexOf("Consultation Bookings")).toBeLessThan(
      privacy.indexOf("Tracking Technologies and Cookies"),
    );
    expect(privacy).toContain("Last updated:");
  });

  test("the type taken off the site again: the links lead back to the contact form", async () => {
    const t = await bookingApp();
    expect(hrefOf(await (await t.get("/")).text(), "Schedule Consultation")).toBe("/book");
    await offerType(t.deps, { shown: false });
    expect(hrefOf(await (await t.get("/")).text(), "Schedule Consultation")).toBe("/contact");
    expect(text(await (await t.get("/privacy-policy")).text())).not.toContain("Consultation Bookings");
  });
});

describe("/book", () => {
  test("one type offered: straight to its times, a fieldset per day with the day as legend, a radio per time in Cayman time", async () => {
    const t = await bookingApp();
    const res = await t.get("/book");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(
      '<legend class="px-1 text-base font-semibold text-navy-900">Thursday, March 5, 2026</legend>',
    );
    const starts = radioValues(html);
    // 24 hours' notice: nothing before Thursday 10:00; every 30 minutes until 16:30.
    expect(starts[0]).toBe(FIRST);
    expect(starts).toContain("2026-03-05T16:30:00-05:00");
    expect(starts).not.toContain("2026-03-05T09:30:00-05:00");
    // The weekend is closed: Friday, then Monday.
    expect(html).toContain("Friday, March 6, 2026");
    expect(html).not.toContain("Saturday, March 7, 2026");
    expect(html).toContain("Monday, March 9, 2026");
    const page = text(html);
    expect(page).toContain("10:00 AM");
    expect(page).toContain("Cayman Islands time");
    // The details form, the firm's notice before the button, the hidden fields of the spam defences.
    expect(page).toContain("Other parties involved");
    expect(page).toContain("conflicts of interest");
    expect(page).toContain("does not make us your lawyers");
    expect(page.indexOf("does not make us your lawyers")).toBeLessThan(page.indexOf("Request this time"));
    expect(hiddenValue(html, "requestKey")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hiddenValue(html, "formStarted")).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    expect(html).toMatch(/name="website"/);
    // Five days with times a page, then "Later days".
    expect(html.match(/<fieldset/g)?.length).toBe(5);
    const later = hrefOf(html, "Later days");
    expect(later).toBe(`/book?type=${SEEDED_TYPE}&from=2026-03-12`);
    const next = await (await t.get(later!)).text();
    expect(radioValues(next)[0]).toBe("2026-03-12T09:00:00-05:00");
    expect(hrefOf(next, "Earliest times")).toBe(`/book?type=${SEEDED_TYPE}`);
  });

  test("?area= chooses the practice area's own types (and those for any matter); an unknown type lists them all", async () => {
    const t = await bookingApp({}, { typeChanges: { practiceArea: "corporate-law" } });
    const user = (await t.deps.repos.users.findByUsername("admin"))!;
    const actor = { userId: user.id, username: user.username, ip: undefined };
    const added = await t.deps.content.createItem(actor, "appointment-type", {
      ...(await t.deps.content.get("appointment-type", SEEDED_TYPE))!.published,
      name: "Immigration review",
      practiceArea: "immigration",
    });
    expect(added.ok).toBe(true);
    const id = added.ok ? added.value.id : "";
    await t.deps.content.publish(actor, "appointment-type", id);

    const all = text(await (await t.get("/book")).text());
    expect(all).toContain("Initial consultation");
    expect(all).toContain("Immigration review");
    expect(all).toContain("Step 1. Choose a consultation");
    // One of the area's own: straight to its times.
    const corporate = await (await t.get("/book?area=corporate-law")).text();
    expect(hiddenValue(corporate, "type")).toBe(SEEDED_TYPE);
    expect(text(corporate)).toContain("Choose another kind of consultation");
    // An area without types of its own: every type.
    const other = text(await (await t.get("/book?area=regulatory-compliance")).text());
    expect(other).toContain("Initial consultation");
    expect(other).toContain("Immigration review");
    const unknown = text(await (await t.get("/book?type=nothing-like-it")).text());
    expect(unknown).toContain("Step 1. Choose a consultation");
  });
});

describe("POST /book", () => {
  test("a request is held: 303 to the visitor's own page, which says so in Cayman time and offers the calendar file", async () => {
    const t = await bookingApp();
    const { res, token } = await book(t);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/book\/manage\?token=[\w-]{43}&done=1$/);
    const page = await t.get(res.headers.get("location")!);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    const words = text(html);
    expect(words).toContain("Requested — awaiting the firm's confirmation");
    expect(words).toContain("Thursday, March 5, 2026, 10:00 AM – 10:30 AM Cayman time");
    expect(hrefOf(html, "Add to calendar \\(.ics\\)")).toBe(`/book/manage/calendar.ics?token=${token}`);
    expect(words).toContain("Move to another time");
    expect(words).toContain("Cancel this consultation");
    expect(await bookings(t)).toEqual([
      expect.objectContaining({ status: "held", start_at: Date.parse(FIRST), name: VISITOR.name }),
    ]);
  });

  test("a type that needs no confirmation: Confirmed at once", async () => {
    const t = await bookingApp({}, { typeChanges: { requiresConfirmation: false } });
    const { html } = await openForm(t);
    expect(text(html)).toContain("Book this time");
    const res = await t.post("/book", bookingForm(html, FIRST));
    const words = text(await (await t.get(res.headers.get("location")!)).text());
    expect(words).toContain("Confirmed");
    expect(words).not.toContain("awaiting");
  });

  test("missing and wrong fields: 400, each named beside its field and in the summary, everything typed kept", async () => {
    const t = await bookingApp(
      {},
      {
        typeChanges: {
          questions: [{ label: "Is the matter urgent?", kind: "yesno", options: [], required: true }],
        },
      },
    );
    const { html } = await openForm(t);
    const res = await t.post(
      "/book",
      bookingForm(html, "", { name: "A", email: "not-an-address", phone: "12", "answer-0": "" }),
    );
    expect(res.status).toBe(400);
    const back = await res.text();
    const summary = back.slice(
      back.indexOf("data-error-summary"),
      back.indexOf("</ul>", back.indexOf("data-error-summary")),
    );
    for (const [href, message] of [
      ["#bk-times", "Choose a time"],
      ["#bk-name", "Name must be at least 2 characters"],
      ["#bk-email", "Please enter a valid email address"],
      ["#bk-phone", "Please enter a valid phone number"],
      ["#bk-answer-0", "Is the matter urgent?: an answer is required"],
    ]) {
      expect(summary).toContain(`href="${href}"`);
      expect(visibleText(summary)).toContain(message!);
      // …and beside the field itself.
      expect(back).toContain(`id="${href!.slice(1)}-error"`);
    }
    expect(back).toMatch(/id="bk-name"[^>]*aria-invalid="true"/);
    expect(shownValue(back, "name")).toBe("A");
    expect(shownValue(back, "email")).toBe("not-an-address");
    expect(shownValue(back, "parties")).toBe(VISITOR.parties);
    expect(shownValue(back, "message")).toBe(VISITOR.message);
    // The same request key and form token: fixing it quickly is not taken for a bot, nor made twice.
    expect(hiddenValue(back, "requestKey")).toBe(hiddenValue(html, "requestKey"));
    expect(hiddenValue(back, "formStarted")).toBe(hiddenValue(html, "formStarted"));
    expect(await bookings(t)).toEqual([]);
  });

  test("a forged type, a tampered start, a past time, a time off the schedule: refused, nothing booked", async () => {
    const t = await bookingApp();
    const { html } = await openForm(t);
    const forged = await t.post("/book", { ...bookingForm(html, FIRST), type: "made-up" });
    expect(forged.status).toBe(400);
    expect(text(await forged.text())).toContain("Step 1. Choose a consultation");
    for (const start of [
      "2026-03-05T10:10:00-05:00", // off the 30-minute grid
      "2026-03-04T09:00:00-05:00", // in the past
      "2026-03-04T16:00:00-05:00", // inside the minimum notice
      "2026-03-07T10:00:00-05:00", // a Saturday
      "2026-03-05T18:00:00-05:00", // after hours
      "tomorrow at ten",
    ]) {
      const res = await t.post("/book", bookingForm(html, start));
      expect(res.status).toBe(400);
      const back = await res.text();
      expect(back).toContain('id="bk-times-error"');
      expect(shownValue(back, "name")).toBe(VISITOR.name);
    }
    expect(await bookings(t)).toEqual([]);
  });

  test("the time was just taken: 409 saying so, the nearest free times first, everything typed kept", async () => {
    const t = await bookingApp();
    const { html } = await openForm(t);
    // Someone else books it between this visitor's page and their send.
    expect((await book(t, FIRST, { name: "Bob Ray", email: "bob@example.com" })).res.status).toBe(303);
    const res = await t.post(
      "/book",
      bookingForm(html, FIRST, { name: "Cara Diaz", email: "cara@example.com" }),
    );
    expect(res.status).toBe(409);
    const back = await res.text();
    expect(text(back)).toContain("That time was just taken");
    expect(text(back)).toContain("The nearest free times");
    const offered = radioValues(back);
    expect(offered).not.toContain(FIRST);
    expect(offered[0]).toBe("2026-03-05T10:30:00-05:00");
    // No time appears twice (the nearest ones are left out of the days below them).
    expect(new Set(offered).size).toBe(offered.length);
    expect(shownValue(back, "name")).toBe("Cara Diaz");
    expect(shownValue(back, "parties")).toBe(VISITOR.parties);
    // Choosing one of them books it.
    t.advance(1_000);
    const again = await t.post(
      "/book",
      bookingForm(back, offered[0]!, { name: "Cara Diaz", email: "cara@example.com" }),
    );
    expect(again.status).toBe(303);
    expect((await bookings(t)).map((b) => b.name)).toEqual(["Bob Ray", "Cara Diaz"]);
  });

  test("the same form sent twice (a double click, a resend) makes one booking", async () => {
    const t = await bookingApp();
    const { html } = await openForm(t);
    const form = bookingForm(html, FIRST);
    const [a, b] = await Promise.all([t.post("/book", form), t.post("/book", form)]);
    expect(a.status).toBe(303);
    expect(b.status).toBe(303);
    expect(a.headers.get("location")).toBe(b.headers.get("location"));
    expect(await bookings(t)).toHaveLength(1);
  });

  test("the contact form's spam defences: a filled hidden field or a form sent back at once books nothing", async () => {
    const t = await bookingApp();
    const { html } = await openForm(t);
    const trap = await t.post("/book", bookingForm(html, FIRST, { website: "https://spam.example" }));
    expect(trap.status).toBe(400);
    expect(text(await trap.text())).toContain("We could not take this request");
    const fresh = await (await t.get(`/book?type=${SEEDED_TYPE}`)).text();
    const fast = await t.post("/book", bookingForm(fresh, FIRST));
    expect(fast.status).toBe(400);
    const forged = await t.post("/book", { ...bookingForm(html, FIRST), formStarted: "abc.def" });
    expect(forged.status).toBe(400);
    expect(await bookings(t)).toEqual([]);
  });

  test("requests are throttled per connection (the contact form's budget)", async () => {
    const t = await bookingApp({ RATE_LIMITS: "on" });
    const { html } = await openForm(t);
    let last: Response | undefined;
    // Counted once a request is complete: the first gets the time, the next nineteen are told it is taken.
    for (let i = 0; i < 21; i++)
      last = await t.post("/book", bookingForm(html, FIRST, { requestKey: crypto.randomUUID() }));
    expect(last!.status).toBe(429);
    expect(text(await last!.text())).toContain("Too many booking requests");
  });
});

describe("the visitor's own page", () => {
  test("opening it changes nothing, however often (mail scanners open links)", async () => {
    const t = await bookingApp();
    const { token } = await book(t);
    const before = await bookings(t);
    for (let i = 0; i < 3; i++) {
      expect((await t.get(`/book/manage?token=${token}`)).status).toBe(200);
      expect((await t.get(`/book/manage/calendar.ics?token=${token}`)).status).toBe(200);
    }
    expect(await bookings(t)).toEqual(before);
  });

  test("cancel by POST: the time is free again, the page says so", async () => {
    const t = await bookingApp();
    const { token } = await book(t);
    // Another site's form cannot do it for the visitor (the site's cross-site rule for every form).
    const cross = await t.post("/book/manage/cancel", { token }, { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect((await bookings(t))[0]!.status).toBe("held");
    const res = await t.post("/book/manage/cancel", { token });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/book/manage?token=${token}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const html = await (await t.get(res.headers.get("location")!, { Cookie: cookie })).text();
    const words = text(html);
    expect(words).toContain("Your consultation: cancelled by you");
    // The toast, rendered by the server for the page without JavaScript too.
    expect(html).toContain("Consultation cancelled");
    expect(words).not.toContain("Move to another time");
    expect((await bookings(t))[0]!.status).toBe("cancelled");
    // The time is offered again.
    expect(radioValues(await (await t.get(`/book?type=${SEEDED_TYPE}`)).text())[0]).toBe(FIRST);
  });

  test("move by POST to a time shown on the page; a time not offered is refused beside the times", async () => {
    const t = await bookingApp();
    const { token } = await book(t);
    const page = await (await t.get(`/book/manage?token=${token}`)).text();
    const times = radioValues(page);
    expect(times).toContain("2026-03-06T11:00:00-05:00");
    const wrong = await t.post("/book/manage/reschedule", { token, start: "2026-03-07T11:00:00-05:00" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('id="bk-move-times-error"');
    const moved = await t.post("/book/manage/reschedule", { token, start: "2026-03-06T11:00:00-05:00" });
    expect(moved.status).toBe(303);
    const words = text(await (await t.get(`/book/manage?token=${token}`)).text());
    expect(words).toContain("Friday, March 6, 2026, 11:00 AM – 11:30 AM Cayman time");
    expect((await bookings(t))[0]!.start_at).toBe(Date.parse("2026-03-06T11:00:00-05:00"));
  });

  test("after the cut-off: no buttons, the firm's phone and e-mail instead; a POST is refused", async () => {
    const t = await bookingApp();
    const { token } = await book(t);
    // 23 hours before the meeting: past the 24-hour cut-off.
    t.setNow(Date.parse(FIRST) - 23 * 3_600_000);
    const html = await (await t.get(`/book/manage?token=${token}`)).text();
    const words = text(html);
    expect(words).toContain("too close to the meeting");
    expect(words).toContain("call us on");
    expect(html).toContain('href="tel:');
    expect(html).toContain('href="mailto:');
    expect(html).not.toContain('action="/book/manage/cancel"');
    const refused = await t.post("/book/manage/cancel", { token });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await bookings(t))[0]!.status).toBe("held");
  });

  test("the calendar file: text/calendar with a file name", async () => {
    const t = await bookingApp();
    const { token } = await book(t);
    const res = await t.get(`/book/manage/calendar.ics?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="consultation.ics"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const ics = await res.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("DTSTART:20260305T150000Z");
  });

  test("an unknown or missing token: a 404 page saying to call or e-mail the firm", async () => {
    const t = await bookingApp();
    for (const path of [
      "/book/manage?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/book/manage",
      "/book/manage/calendar.ics?token=nope",
    ]) {
      const res = await t.get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(text(html)).toContain("This booking link does not work");
      expect(html).toContain('href="tel:');
      expect(html).toContain('href="mailto:');
    }
    expect((await t.post("/book/manage/cancel", { token: "nope" })).status).toBe(404);
  });

  test("the token is never written to the log, and other sites are sent the origin alone", async () => {
    const t = await bookingApp({ LOG_LEVEL: "info" });
    const written: string[] = [];
    const spy = spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const { token } = await book(t);
      const page = await t.get(`/book/manage?token=${token}&done=1`);
      await t.get(`/book/manage/calendar.ics?token=${token}`);
      await t.post("/book/manage/cancel", { token });
      await Bun.sleep(10); // the logger writes at the end of the turn
      const log = written.join("");
      expect(log).toContain('"path":"/book/manage"');
      expect(log).not.toContain(token);
      // The header that keeps it from the next site's Referer.
      expect(["strict-origin-when-cross-origin", "no-referrer", "same-origin"]).toContain(
        page.headers.get("referrer-policy") ?? "",
      );
    } finally {
      spy.mockRestore();
    }
  });
});
