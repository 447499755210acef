import { describe, expect, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { CONTACT_LIMITS } from "../contact";

type TestApp = Awaited<ReturnType<typeof makeTestApp>>["app"];

const valid = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "3455550100",
  service: "Wills, Estates & Trusts",
  message: "I need help updating my will.",
};

const post = (app: TestApp, fields: Record<string, string>) =>
  app.request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
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

/** The value attribute (or textarea text / selected option) of the named control in the rendered form. */
const controlHtml = (html: string, name: string) =>
  new RegExp(`<(input|textarea|select)[^>]*name="${name}"[^>]*>([\\s\\S]*?</\\1>)?`).exec(html)?.[0] ?? "";

describe("GET /contact", () => {
  test("renders a real form: labelled empty fields, the service options in order, a hidden honeypot", async () => {
    const { app } = await makeTestApp();
    const html = await (await app.request("/contact")).text();
    const formTag = /<form [^>]*action="\/contact"[^>]*>/.exec(html)?.[0] ?? "";
    expect(formTag).toContain('method="post"');
    expect(formTag.toLowerCase()).toContain("novalidate");
    const fields: [label: string, name: string][] = [
      ["Full Name", "name"],
      ["Email Address", "email"],
      ["Phone Number", "phone"],
      ["Service Interest", "service"],
      ["Message", "message"],
    ];
    for (const [label, name] of fields) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id).toBeDefined();
      const control = controlHtml(html, name);
      expect(control).toContain(`id="${id}"`);
      // Nothing typed and nothing chosen: no value, and only the placeholder option selected.
      expect(control.replace(/<option[\s\S]*$/, "")).not.toMatch(/ value="[^"]/);
      expect(control.match(/selected=""/g) ?? []).toHaveLength(name === "service" ? 1 : 0);
    }
    const options = [...controlHtml(html, "service").matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map(
      (m) => [m[1], m[2]],
    );
    expect(options[0]).toEqual(["", "Select a service"]);
    expect(options.slice(1).map(([, text]) => text?.replace(/&amp;/g, "&"))).toEqual([
      "Corporate Services",
      "Corporate Law",
      "Real Estate & Property Law",
      "Immigration Services",
      "Regulatory Compliance",
      "Employment Law",
      "Intellectual Property",
      "Wills, Estates & Trusts",
      "General Inquiry",
    ]);
    const trap = controlHtml(html, "website");
    expect(trap).toContain('tabindex="-1"');
    expect(trap.toLowerCase()).toContain('autocomplete="off"');
    expect(html).toMatch(
      /<div class="sr-only" aria-hidden="true"><label[^>]*>Website<\/label><input[^>]*name="website"/,
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/);
    expect(html).toContain("All consultations are confidential and protected by attorney-client privilege.");
  });
});

describe("POST /contact (no JavaScript)", () => {
  test("valid → stored, 303 to the form on /contact with the Message Sent toast, shown on the next page", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await post(app, valid);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact#contact-form");
    expect(flashOf(res)).toEqual({
      title: "Message Sent",
      description: "Thank you for contacting Ironwood Legal. We'll be in touch soon.",
    });
    expect(await repos.submissions.list()).toEqual([
      expect.objectContaining({ ...valid, status: "new" }) as never,
    ]);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const next = await (await app.request("/contact", { headers: { Cookie: cookie } })).text();
    expect(next).toContain("Message Sent");
    expect(next).toContain("Thank you for contacting Ironwood Legal. We&#x27;ll be in touch soon.");
  });

  test("invalid → 400, the page again with every value kept and each message next to its field", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await post(app, {
      name: "A",
      email: "ann@",
      phone: "123",
      service: "",
      message: "<b>short",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(controlHtml(html, "name")).toContain('value="A"');
    expect(controlHtml(html, "email")).toContain('value="ann@"');
    expect(controlHtml(html, "phone")).toContain('value="123"');
    expect(controlHtml(html, "message")).toContain(">&lt;b&gt;short</textarea>");
    for (const [name, message] of [
      ["name", "Name must be at least 2 characters"],
      ["email", "Please enter a valid email address"],
      ["phone", "Please enter a valid phone number"],
      ["service", "Please select a service"],
      ["message", "Message must be at least 10 characters"],
    ]) {
      const control = controlHtml(html, name!);
      expect(control).toContain('aria-invalid="true"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(control)?.[1];
      expect(html).toContain(`<p id="${describedBy}" class="mt-1 text-sm text-red-700">${message}</p>`);
    }
    expect(await repos.submissions.list()).toHaveLength(0);
  });

  test("one bad field: only that message, the others kept as typed", async () => {
    const { app } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await post(app, { ...valid, email: "nope" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address</p>");
    expect(html).not.toContain("Name must be at least 2 characters</p>");
    expect(controlHtml(html, "name")).toContain('value="Ann Lee"');
    expect(controlHtml(html, "service")).toMatch(/<option value="Wills, Estates &amp; Trusts" selected="">/);
  });

  test("a filled honeypot → the same redirect and toast, nothing stored", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await post(app, { ...valid, website: "spam" });
    expect(res.status).toBe(303);
    expect(flashOf(res)?.title).toBe("Message Sent");
    expect(await repos.submissions.list()).toHaveLength(0);
  });

  test("throttled → 429 with Retry-After, the Error toast and the values kept", async () => {
    const { app, repos } = await makeTestApp();
    for (let i = 0; i < CONTACT_LIMITS.max; i++) expect((await post(app, valid)).status).toBe(303);
    const res = await post(app, valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain('data-variant="destructive"');
    expect(html).toContain("Failed to send message. Please try again or call us directly.");
    expect(controlHtml(html, "message")).toContain(`>${valid.message}</textarea>`);
    expect(await repos.submissions.list()).toHaveLength(CONTACT_LIMITS.max);
  });

  test("a storage failure → 500 page with the Error toast and the values kept (never lost)", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    // The table vanishes under the app (PostgreSQL also drops the outbox's reference to it).
    await repos.db.sql.run(
      `DROP TABLE contact_submissions${repos.db.dialect === "postgres" ? " CASCADE" : ""}`,
    );
    const res = await post(app, valid);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Failed to send message. Please try again or call us directly.");
    expect(controlHtml(html, "email")).toContain(`value="${valid.email}"`);
  });

  test("a foreign origin is refused", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await app.request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(403);
    expect(await repos.submissions.list()).toHaveLength(0);
  });
});
