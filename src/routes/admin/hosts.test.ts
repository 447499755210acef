/**
 * The staff screens of lawyers taking bookings, without JavaScript: the calendar panel (the private
 * address pasted, shown back only shortened, replaced, removed; its state in words; the feed of bookings
 * turned on, copied, stopped; the refresh-time note and where to find the address in Outlook and Google),
 * the lawyers on the Consultations screen, the week view with busy times as "Busy" only, and the
 * Overview's "Needs attention". The booking door answers from a fake (its own tests are the capability's).
 */
import { beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import { type FakeHosts, fakeHosts, hostSummary } from "../../../tests/support/fake-hosts";

setDefaultTimeout(30_000);

// Wednesday 4 March 2026, 10:08 AM Cayman time.
const NOW = Date.parse("2026-03-04T15:08:00Z");
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
let fake: FakeHosts;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => NOW });
  cookie = await signIn(t.app);
});
beforeEach(() => {
  fake = fakeHosts(t.deps.booking);
});

const ADDRESS_SHOWN = "outlook.office365.com/…/h3Kq";
const jane = () =>
  hostSummary({
    id: "jane",
    name: "Jane Ebanks",
    calendar: {
      address: ADDRESS_SHOWN,
      state: "ok",
      reason: null,
      since: null,
      lastRead: "2026-03-04T10:05:00-05:00",
      busyCount: 42,
    },
  });

const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  t.app.request(`http://localhost${path}`, { headers });
const form = (path: string, fields: Record<string, string> = {}, headers = { Cookie: cookie }) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const flashOf = (res: Response) => {
  const raw = res.headers
    .getSetCookie()
    .find((v) => v.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
};

const PANEL = "/admin/site/consultations/hosts/jane";

describe("the calendar panel", () => {
  test("signed out: the panel and its forms lead to the sign-in page and ask nothing of the door", async () => {
    fake.hosts = [jane()];
    expect((await get(PANEL, {})).headers.get("location")).toBe("/admin/login");
    for (const path of ["/calendar", "/calendar/remove", "/feed/on", "/feed/revoke"]) {
      const res = await form(`${PANEL}${path}`, { url: "https://example.com/a.ics" }, { Cookie: "" });
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    expect(fake.calls).toEqual([]);
  });

  test("a read calendar: shortened address, state in words, Replace and Remove, where to find the address", async () => {
    fake.hosts = [jane()];
    const res = await get(PANEL);
    expect(res.status).toBe(200);
    const words = text(await res.text());
    expect(words).toContain("Read 3 minutes ago, 42 busy times.");
    expect(words).toContain(`Address saved: ${ADDRESS_SHOWN}`);
    expect(words).toContain("Replace");
    expect(words).toContain("Remove the address");
    expect(words).toContain("keep offering times on working hours");
    expect(words).toContain(
      "Settings → Calendar → Shared calendars → Publish a calendar → choose the calendar and “Can view when I'm busy”",
    );
    expect(words).toContain("Integrate calendar → copy “Secret address in iCal format”");
    expect(words).toContain("Google Calendar reads subscribed calendars only every 12 to 24 hours");
    expect(words).toContain("Outlook every few hours");
    expect(words).toContain("Turn on");
  });

  test("a failing calendar: since when (Cayman time) and why, and what happens meanwhile", async () => {
    fake.hosts = [
      {
        ...jane(),
        whenCalendarFails: "stop",
        offering: false,
        calendar: {
          ...jane().calendar,
          state: "failing",
          reason: "The address answered 404",
          since: "2026-03-04T10:05:00-05:00",
        },
      },
    ];
    const html = await (await get(PANEL)).text();
    const words = text(html);
    expect(words).toContain("Not read since 10:05 AM (Cayman): the address answered 404.");
    expect(words).toContain(
      "stop offering this lawyer's times until the calendar reads again ( change this )",
    );
    expect(html).toContain(
      '<a href="/admin/site/booking-host/jane" class="font-semibold underline underline-offset-2">change this</a>',
    );
  });

  test("pasting an address hands it to the door and comes back with a toast; a refusal keeps what was typed", async () => {
    fake.hosts = [hostSummary({ id: "jane", name: "Jane Ebanks" })];
    const url = "https://calendar.google.com/calendar/ical/jane%40firm.ky/private-abc123/basic.ics";
    const ok = await form(`${PANEL}/calendar`, { url });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(PANEL);
    expect(flashOf(ok).title).toBe("Calendar Address Saved");
    expect(fake.calls).toEqual([["setCalendarAddress", "jane", `${url}|admin`]]);

    fake.refuse = "The address must start with https://.";
    const refused = await form(`${PANEL}/calendar`, { url: "http://example.com/cal.ics" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/<input[^>]*id="calendar-url"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="http://example.com/cal.ics"');
    expect(text(html)).toContain("The address must start with https://.");

    const empty = await form(`${PANEL}/calendar`, { url: " " });
    expect(empty.status).toBe(400);
    expect(text(await empty.text())).toContain("Paste the calendar's private address");
  });

  test("remove, turn the feed on (its address to copy), stop it; an unknown lawyer is a 404 that says what to do", async () => {
    fake.hosts = [jane()];
    expect(flashOf(await form(`${PANEL}/calendar/remove`)).title).toBe("Calendar Address Removed");
    expect(flashOf(await form(`${PANEL}/feed/on`)).title).toBe("Calendar Address Made");
    expect(flashOf(await form(`${PANEL}/feed/revoke`)).title).toBe("Address Stopped");
    expect(fake.calls.map((c) => c[0])).toEqual(["removeCalendarAddress", "feedOn", "feedRevoke"]);

    const feedUrl = `http://localhost/calendars/${"x".repeat(43)}.ics`;
    fake.hosts = [{ ...jane(), feed: { enabled: true, url: feedUrl } }];
    const html = await (await get(PANEL)).text();
    expect(html).toMatch(/<input[^>]*id="feed-url"[^>]*readOnly|<input[^>]*readOnly[^>]*id="feed-url"/i);
    expect(html).toContain(`value="${feedUrl}"`);
    expect(text(html)).toContain("Stop this address (make a new one)");

    const missing = await get("/admin/site/consultations/hosts/nobody");
    expect(missing.status).toBe(404);
    expect(text(await missing.text())).toContain("Choose one on the Consultations screen");
  });
});

describe("Consultations: lawyers taking bookings", () => {
  test("none: every booking is with the firm; a lawyer is listed with their calendar in words", async () => {
    const none = text(await (await get("/admin/site/consultations")).text());
    expect(none).toContain("Lawyers taking bookings");
    expect(none).toContain("No lawyers yet: every booking is with the firm.");
  });

  test("adding a lawyer asks who (among the site's people) and their e-mail; each refusal names its field", async () => {
    const res = await form("/admin/site/consultations/hosts", { person: "nobody", email: "not-an-address" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(text(html)).toContain("Choose the lawyer among the site's people.");
    expect(text(html)).toContain("Give the e-mail address their invitations go to");
    expect(html).toContain('value="not-an-address"');
  });
});

describe("the week view", () => {
  test("bookings and busy times day by day, busy shown only as “Busy”; weeks and lawyers by links and a GET form", async () => {
    fake.hosts = [jane(), hostSummary({ id: "tom", name: "Tom Bodden" })];
    fake.weeks = [
      {
        hostId: "jane",
        hostName: "Jane Ebanks",
        weekStart: "2026-03-09",
        days: [
          {
            date: "2026-03-09",
            bookings: [
              {
                id: "b-1",
                start: "2026-03-09T09:00:00-05:00",
                end: "2026-03-09T09:30:00-05:00",
                status: "confirmed",
                typeName: "Initial consultation",
                name: "Ann Client",
              },
            ],
            busy: [{ start: "2026-03-09T11:00:00-05:00", end: "2026-03-09T12:00:00-05:00" }],
          },
          { date: "2026-03-10", bookings: [], busy: [] },
        ],
      },
    ];
    // Any day of the week shows its Monday's week.
    const res = await get("/admin/bookings/week?host=jane&week=2026-03-11");
    expect(res.status).toBe(200);
    const html = await res.text();
    const words = text(html);
    expect(fake.calls).toContainEqual(["week", "jane", "2026-03-09"]);
    expect(words).toContain("Week of Monday, March 9, 2026");
    expect(words).toContain("Jane Ebanks");
    expect(words).toContain("9:00 AM – 9:30 AM Ann Client — Initial consultation Confirmed");
    expect(words).toContain("11:00 AM – 12:00 PM Busy");
    expect(words).toContain("Nothing booked.");
    expect(html).toContain('href="/admin/bookings/week?host=jane&amp;week=2026-03-02"');
    expect(html).toContain('href="/admin/bookings/week?host=jane&amp;week=2026-03-16"');
    expect(html).toMatch(/<form[^>]*action="\/admin\/bookings\/week" method="get"/);
    expect(html).toContain('<option value="tom">Tom Bodden</option>');
    expect(html).toContain('href="/admin/bookings/b-1"');
    // Linked from the bookings screen.
    expect(await (await get("/admin/bookings")).text()).toContain('href="/admin/bookings/week"');
  });

  test("the firm's week by default; a made-up date is a 400 and an unknown lawyer a 404, each saying what to do", async () => {
    const res = await get("/admin/bookings/week");
    expect(res.status).toBe(200);
    expect(fake.calls).toContainEqual(["week", "", "2026-03-02"]);
    expect(text(await res.text())).toContain("The firm");
    const bad = await get("/admin/bookings/week?week=2026-02-31");
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("choose a week with the links");
    expect((await get("/admin/bookings/week?host=nobody")).status).toBe(404);
    expect((await get("/admin/bookings/week", {})).headers.get("location")).toBe("/admin/login");
  });
});

describe("the Overview", () => {
  test("“Needs attention” lists failing calendars with a link to the lawyer's panel, and is absent otherwise", async () => {
    const calm = await (await get("/admin/overview")).text();
    expect(calm).not.toContain("Needs attention");
    fake.attention = [
      {
        hostId: "jane",
        hostName: "Jane Ebanks",
        reason: "The address answered 404",
        since: "2026-03-04T10:05:00-05:00",
      },
    ];
    const html = await (await get("/admin/overview")).text();
    expect(text(html)).toContain("Needs attention");
    expect(text(html)).toContain(
      "Jane Ebanks's calendar cannot be read since March 4, 2026 at 10:05 AM (Cayman time): The address answered 404.",
    );
    expect(html).toContain(`href="${PANEL}"`);
  });
});
