/**
 * Lawyers taking bookings end to end through the screens and the real booking capability: "Add lawyer"
 * on Site → Consultations makes a draft lawyer and opens its editor; once published the list shows their
 * calendar in words with a link to their calendar page; a refused address is named beside the field; the
 * bookings feed turned on answers at its address as a calendar and stops at once when stopped; a visitor
 * who picks a lawyer books them, and their page names the lawyer.
 */
import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { signIn } from "../../../tests/support/app";
import {
  bookingApp,
  bookingForm,
  offerType,
  radioValues,
  tokenOf,
} from "../../../tests/support/booking-pages";

setDefaultTimeout(30_000);

let t: Awaited<ReturnType<typeof bookingApp>>;
let cookie: string;
const ids: Record<string, string> = {};
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

beforeAll(async () => {
  t = await bookingApp();
  cookie = await signIn(t.app);
});
const admin = (path: string) => t.get(path, { Cookie: cookie });
const adminForm = (path: string, fields: Record<string, string>) => t.post(path, fields, { Cookie: cookie });

describe("a lawyer from the Consultations screen to a booking", () => {
  test("Add lawyer: a draft opened in the editor; published, listed with their calendar and its page", async () => {
    for (const person of ["natalie-ebanks", "jonathan-merren"]) {
      const res = await adminForm("/admin/site/consultations/hosts", {
        person,
        email: `${person}@ironwoodlegal.ky`,
      });
      expect(res.status).toBe(303);
      const to = res.headers.get("location") ?? "";
      expect(to).toMatch(/^\/admin\/site\/booking-host\/[a-z0-9-]+$/);
      ids[person] = to.split("/").at(-1)!;
      const user = (await t.repos.users.findByUsername("admin"))!;
      const published = await t.deps.content.publish(
        { userId: user.id, username: user.username, ip: undefined },
        "booking-host",
        ids[person]!,
      );
      expect(published.ok).toBe(true);
    }
    const html = await (await admin("/admin/site/consultations")).text();
    const words = text(html);
    expect(words).toContain("Natalie Ebanks");
    expect(words).toContain("No calendar address yet: times are offered on working hours only.");
    expect(html).toContain(`href="/admin/site/consultations/hosts/${ids["natalie-ebanks"]}"`);
  });

  test("the calendar page refuses an address that is not https, naming it beside the field", async () => {
    const path = `/admin/site/consultations/hosts/${ids["natalie-ebanks"]}`;
    const page = text(await (await admin(path)).text());
    expect(page).toContain("Busy times from Natalie Ebanks's calendar");
    const res = await adminForm(`${path}/calendar`, { url: "http://calendar.example.com/natalie.ics" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<input[^>]*id="calendar-url"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="http://calendar.example.com/natalie.ics"');
    expect(text(html)).toContain("https");
  });

  test("the bookings feed: turned on, its address answers as a calendar; stopped, it answers 404", async () => {
    const path = `/admin/site/consultations/hosts/${ids["natalie-ebanks"]}`;
    expect((await adminForm(`${path}/feed/on`, {})).status).toBe(303);
    const html = await (await admin(path)).text();
    const url =
      /<input[^>]*id="feed-url"[^>]*value="([^"]+)"|<input[^>]*value="([^"]+)"[^>]*id="feed-url"/.exec(html);
    const feed = new URL((url?.[1] ?? url?.[2])!.replace(/&amp;/g, "&"));
    expect(feed.pathname).toMatch(/^\/calendars\/[A-Za-z0-9_-]{20,}\.ics$/);
    const res = await t.get(feed.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await res.text()).toContain("X-PUBLISHED-TTL:PT15M");
    expect((await adminForm(`${path}/feed/revoke`, {})).status).toBe(303);
    expect((await t.get(feed.pathname)).status).toBe(404);
    expect(text(await (await admin(path)).text())).toContain("Turn on");
  });

  test("a visitor picks a lawyer, books them, and their page names the lawyer", async () => {
    await offerType(t.deps, {
      hosts: [{ host: ids["natalie-ebanks"] }, { host: ids["jonathan-merren"] }],
      visitorChoosesHost: true,
    });
    const choose = await (await t.get("/book?type=initial-consultation")).text();
    expect(text(choose)).toContain("First available Natalie Ebanks Jonathan Merren");
    const html = await (await t.get(`/book?type=initial-consultation&host=${ids["jonathan-merren"]}`)).text();
    t.advance(5_000);
    const res = await t.post("/book", bookingForm(html, radioValues(html)[0]!));
    expect(res.status).toBe(303);
    const token = tokenOf(res.headers.get("location"));
    const page = text(await (await t.get(`/book/manage?token=${token}`)).text());
    expect(page).toContain("With Jonathan Merren");
    const [row] = await t.repos.db.sql.all<{ host: string }>("SELECT host FROM bookings");
    expect(row?.host).toBe(ids["jonathan-merren"]);
  });
});
