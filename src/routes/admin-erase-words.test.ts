/**
 * "Erase by e-mail address" names every kind of personal data in the words the kind declares: an app
 * given one more kind (made up here: seminar registrations) names it on the confirmation page, in the
 * toast, in the island's props and in the API's answer, with no edit to the screens or the toasts.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { createApp } from "../app";
import { createLogger } from "../lib/logger";
import { createPrivacy, type PersonalData } from "../privacy";

setDefaultTimeout(30_000);

/** A made-up kind: two seminar registrations under ann@example.com, until erased. */
let seminars = 2;
const seminarsData: PersonalData<"seminars"> = {
  label: "Seminar registrations",
  tables: [],
  counts: [{ key: "seminars", one: "seminar registration", other: "seminar registrations" }],
  count: async (email) => ({ seminars: email === "ann@example.com" ? seminars : 0 }),
  async erase(_tx, email) {
    const erased = email === "ann@example.com" ? seminars : 0;
    seminars -= erased;
    return { seminars: erased };
  },
};

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let app: ReturnType<typeof createApp>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const privacy = createPrivacy({
    repos: t.repos,
    logger: createLogger("silent"),
    entries: [...t.deps.privacy.entries, seminarsData],
  });
  app = createApp({ ...t.deps, privacy });
  cookie = await signIn(app);
});
afterAll(() => t.deps.mail.close());

const form = (path: string, fields: Record<string, string>) =>
  app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const call = (path: string, body: unknown) =>
  app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
    body: JSON.stringify(body),
  });
const flashOf = (res: Response) => {
  const raw = res.headers
    .getSetCookie()
    .find((v) => v.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
};

describe("a kind of personal data added later is named by the erase screens", () => {
  test("the island's props, the confirmation page, the toast and the API", async () => {
    await t.repos.submissions.create({
      name: "Ann",
      email: "ann@example.com",
      phone: "+1 (345) 555-0100",
      service: "Immigration Services",
      message: "Please call me about a work permit.",
    });
    const ask = await app.request("http://localhost/admin/contact-submissions/erase", {
      headers: { Cookie: cookie },
    });
    // The island gets the words with the page (it may import no capability).
    expect(await ask.text()).toContain("seminar registrations");

    expect(
      await (await call("/api/contact-submissions/erase/preview", { email: "ann@example.com" })).json(),
    ).toEqual({ enquiries: 1, notes: 0, subscribers: 0, bookings: 0, seminars: 2 });
    const confirm = await (
      await form("/admin/contact-submissions/erase", { email: "ann@example.com" })
    ).text();
    expect(confirm).toContain(
      "1 enquiry, 0 notes, 0 consultation bookings and 2 seminar registrations from <strong",
    );

    const done = await form("/admin/contact-submissions/erase", { email: "ann@example.com", confirm: "yes" });
    expect(done.status).toBe(303);
    expect(flashOf(done)).toEqual({
      title: "Enquiries Erased",
      description:
        "1 enquiry, 0 notes, 0 consultation bookings and 2 seminar registrations from that address were deleted permanently.",
    });
    expect(seminars).toBe(0);
  });

  test("an address with only the new kind has something to erase", async () => {
    seminars = 1;
    const confirm = await (
      await form("/admin/contact-submissions/erase", { email: "ann@example.com" })
    ).text();
    expect(confirm).not.toContain("nothing to erase");
    expect(confirm).toContain(
      "0 enquiries, 0 notes, 0 consultation bookings and 1 seminar registration from <strong",
    );
    const erased = await call("/api/contact-submissions/erase", { email: "ann@example.com" });
    expect(await erased.json()).toEqual({ enquiries: 0, notes: 0, subscribers: 0, bookings: 0, seminars: 1 });
  });
});
