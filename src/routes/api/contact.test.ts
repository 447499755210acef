import { describe, expect, test } from "bun:test";
import { makeTestApp } from "../../../tests/support/app";
import { CONTACT_LIMITS } from "../../contact";

type TestApp = Awaited<ReturnType<typeof makeTestApp>>["app"];

const valid = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Corporate Law",
  message: "I would like advice on setting up an exempted company.",
};
const THANKS = { message: "Thank you for contacting Ironwood Legal. We'll be in touch soon." };

const send = (app: TestApp, body: unknown, type = "application/json") =>
  app.request("http://localhost/api/contact", {
    method: "POST",
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/contact", () => {
  test("a valid message is stored (trimmed, status new, submitted now) before the firm's thanks", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const before = Date.now();
    const res = await send(app, { ...valid, name: "  Ann Lee  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(THANKS);
    const stored = await repos.submissions.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, status: "new" });
    expect(Date.parse(stored[0]!.submittedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(stored[0]!.submittedAt)).toBeLessThanOrEqual(Date.now());
  });

  test("the thanks names the firm from FIRM_NAME", async () => {
    const { app } = await makeTestApp({ RATE_LIMITS: "off", FIRM_NAME: "Coral & Co" });
    expect(await (await send(app, valid)).json()).toEqual({
      message: "Thank you for contacting Coral & Co. We'll be in touch soon.",
    });
  });

  // Each validation rule with its exact message; nothing is stored.
  const rules: [field: keyof typeof valid, value: unknown, message: string][] = [
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "   A   ", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "ann@", "Please enter a valid email address"],
    ["phone", "123456", "Please enter a valid phone number"],
    ["service", "", "Please select a service"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["name", 42, "Name must be at least 2 characters"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters"],
  ];
  for (const [field, value, message] of rules) {
    test(`${field} = ${JSON.stringify(value).slice(0, 20)} → 400 "${message}"`, async () => {
      const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
      const res = await send(app, { ...valid, [field]: value });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.fields).toEqual({ [field]: message });
      expect(body.error).toBe(message);
      expect(await repos.submissions.list()).toHaveLength(0);
    });
  }

  test("the boundary values pass: name 2, phone 7, message 10 characters", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await send(app, { ...valid, name: "Al", phone: "1234567", message: "0123456789" });
    expect(res.status).toBe(200);
    expect(await repos.submissions.list()).toHaveLength(1);
  });

  test("missing fields → 400 with every field's message", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await send(app, {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      service: "Please select a service",
      message: "Message must be at least 10 characters",
    });
    expect(await repos.submissions.list()).toHaveLength(0);
  });

  test("a body that is not a JSON object → 400/415 with a message, never 500", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const cases: [string, string, number][] = [
      ["{not json", "application/json", 400],
      ["[1,2]", "application/json", 400],
      ["null", "application/json", 400],
      ['"text"', "application/json", 400],
      ["", "application/json", 400],
      [new URLSearchParams(valid).toString(), "application/x-www-form-urlencoded", 415],
      [JSON.stringify(valid), "text/plain", 415],
    ];
    for (const [body, type, status] of cases) {
      const res = await send(app, body, type);
      expect(res.status).toBe(status);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe("string");
    }
    expect(await repos.submissions.list()).toHaveLength(0);
  });

  test("a filled honeypot gets the normal answer and goes to the spam folder, not the inbox", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await send(app, { ...valid, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(THANKS);
    expect(await repos.submissions.list()).toHaveLength(0);
    expect((await repos.submissions.listSpam()).map((s) => s.spamReason)).toEqual(["honeypot"]);
    // An empty honeypot (what a person's browser sends) is no obstacle.
    expect((await send(app, { ...valid, website: "" })).status).toBe(200);
    expect(await repos.submissions.list()).toHaveLength(1);
  });

  test("a foreign origin is refused and nothing is stored", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    const res = await app.request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(403);
    expect(await repos.submissions.list()).toHaveLength(0);
  });
});

describe("contact throttle", () => {
  test(`after ${CONTACT_LIMITS.max} messages per client → 429 with Retry-After; open again after the window`, async () => {
    let now = Date.UTC(2026, 0, 1);
    const { app, repos } = await makeTestApp({}, { now: () => now });
    for (let i = 0; i < CONTACT_LIMITS.max; i++) expect((await send(app, valid)).status).toBe(200);
    const res = await send(app, valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBe(CONTACT_LIMITS.windowMs / 1000);
    expect(await res.json()).toEqual({
      error: "Too many messages from this connection. Please try again in 10 minutes or call us directly.",
    });
    expect(await repos.submissions.list()).toHaveLength(CONTACT_LIMITS.max);

    now += CONTACT_LIMITS.windowMs - 90_000;
    const later = await send(app, valid);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get("retry-after"))).toBe(90);
    expect(((await later.json()) as { error: string }).error).toContain("try again in 2 minutes");

    now += 90_000;
    expect((await send(app, valid)).status).toBe(200);
    expect(await repos.submissions.list()).toHaveLength(CONTACT_LIMITS.max + 1);
  });

  test("invalid messages do not use up the budget", async () => {
    const { app } = await makeTestApp();
    for (let i = 0; i < 20; i++) expect((await send(app, { ...valid, email: "nope" })).status).toBe(400);
    expect((await send(app, valid)).status).toBe(200);
  });

  test("RATE_LIMITS=off never throttles", async () => {
    const { app, repos } = await makeTestApp({ RATE_LIMITS: "off" });
    for (let i = 0; i < CONTACT_LIMITS.max * 4; i++) expect((await send(app, valid)).status).toBe(200);
    expect(await repos.submissions.list()).toHaveLength(CONTACT_LIMITS.max * 4);
  });
});
