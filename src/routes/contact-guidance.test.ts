import { afterEach, describe, expect, test } from "bun:test";
import { alertsSetup, type Cleanup, ticked } from "../../tests/support/alerts";
import { makeTestApp, signIn } from "../../tests/support/app";

/**
 * The visitor is never left guessing: after a message is sent the page says so and what happens next
 * (and, when the firm acknowledges enquiries, that an e-mail is on its way); a practice page's "Schedule
 * Consultation" and "Contact Us Today" land on the form itself with that practice area chosen, and its
 * client alerts form has that area ticked; every field the server requires is marked as required.
 */

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const valid = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "3455550100",
  service: "Corporate Law",
  message: "I need help with a shareholder agreement.",
};

/** The <select name="service"> of a page, and the option it starts on. */
const chosenService = (html: string) => {
  const select = /<select[^>]*name="service"[^>]*>[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1];
};
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("after a message is sent without JavaScript", () => {
  test("the page it leads to keeps a note: sent, and what happens next (no e-mail promised when none goes)", async () => {
    const { app } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await app.request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact#contact-form");
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const next = main(
      await (await app.request("http://localhost/contact", { headers: { Cookie: cookie } })).text(),
    );
    expect(next).toContain("Thank you: your message has been sent.");
    expect(next).toContain("What happens next: we read every message and reply by e-mail or phone");
    expect(next).not.toContain("is on its way to you");
    // The form itself is empty again, ready for another message.
    expect(next).toMatch(/<input[^>]*name="name"[^>]*value=""/);
    // An ordinary visit shows no such note.
    expect(main(await (await app.request("http://localhost/contact")).text())).not.toContain(
      "your message has been sent",
    );
  });

  test("with the firm's acknowledgement on, it says an e-mail is on its way", async () => {
    const t = await alertsSetup(cleanups);
    const cookie = await signIn(t.app);
    const call = (method: string, path: string, body: unknown) =>
      t.app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    const item = (await (
      await t.app.request("http://localhost/api/content/settings/firm", { headers: { Cookie: cookie } })
    ).json()) as { revision: number };
    expect(
      (
        await call("PUT", "/api/content/settings/firm", {
          revision: item.revision,
          data: { acknowledge: true },
        })
      ).status,
    ).toBe(200);
    expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);

    const res = await t.postForm("/contact", valid);
    expect(res.status).toBe(303);
    const flash = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("flash="))!
      .split(";")[0]!;
    const next = main(await (await t.request("GET", "/contact", { headers: { Cookie: flash } })).text());
    expect(next).toContain("Thank you: your message has been sent.");
    expect(next).toContain("An e-mail confirming we have your message is on its way to you.");
  });
});

describe("a practice page's way to the form", () => {
  test("'Schedule Consultation' and 'Contact Us Today' lead to the form itself with the area chosen", async () => {
    const { app } = await makeTestApp();
    const page = await (await app.request("http://localhost/services/corporate-law")).text();
    for (const label of ["Schedule Consultation", "Contact Us Today"]) {
      const link = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(main(page))?.[1];
      expect(link).toBe("/contact?service=corporate-law#contact-form");
    }
    const contact = await (await app.request("http://localhost/contact?service=corporate-law")).text();
    expect(contact).toMatch(/<form [^>]*id="contact-form"/);
    expect(chosenService(contact)).toBe("Corporate Law");
    // Another area, from the memoised page as well: each gets its own.
    expect(
      chosenService(await (await app.request("http://localhost/contact?service=immigration")).text()),
    ).toBe("Immigration Services");
    expect(
      chosenService(await (await app.request("http://localhost/contact?service=corporate-law")).text()),
    ).toBe("Corporate Law");
    // The plain page chooses nothing ("Select a service"); a value that is no practice area is ignored.
    expect(chosenService(await (await app.request("http://localhost/contact")).text())).toBe("");
    const odd = await app.request("http://localhost/contact?service=%3Cscript%3E");
    expect(odd.status).toBe(200);
    expect(chosenService(await odd.text())).toBe("");
    // The canonical address stays /contact.
    expect(contact).toContain('<link rel="canonical" href="http://localhost/contact"/>');
  });

  test("its client alerts form has that practice area ticked, and only that one", async () => {
    const t = await alertsSetup(cleanups);
    const html = await (await t.request("GET", "/services/immigration")).text();
    expect(ticked(html)).toEqual(["immigration"]);
    // Elsewhere nothing starts ticked.
    expect(ticked(await (await t.request("GET", "/blog")).text())).toEqual([]);
  });
});

describe("the contact form's required fields", () => {
  test("every field the server requires, phone included, is marked: a visible asterisk and required", async () => {
    const { app } = await makeTestApp();
    const html = main(await (await app.request("http://localhost/contact")).text());
    expect(html).toContain("are required.");
    for (const label of ["Full Name", "Email Address", "Phone Number", "Service Interest", "Message"])
      expect(html).toMatch(
        new RegExp(`>${label}</label><span aria-hidden="true" data-required-mark=""[^>]*>\\*</span>`),
      );
    for (const name of ["name", "email", "phone", "service", "message"]) {
      const tag = new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(tag).toContain('required=""');
    }
  });
});
