/**
 * Nobody can use the site's forms to flood a third party's mailbox: sign-up confirmations and enquiry
 * acknowledgements are limited per mailbox (however its address is spelled), per client network and for
 * the whole site; past a limit the visitor gets the very same answer and nothing is sent. Counted at a real
 * SMTP server; clients told apart by X-Forwarded-For behind a trusted proxy.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import {
  type AlertsTest,
  alertsSetup,
  type Cleanup,
  CORPORATE,
  isConfirmation,
  linkToken,
} from "../../tests/support/alerts";
import { signIn } from "../../tests/support/app";
import { VISITOR_MAIL_LIMITS } from "../shared/visitor-mail-limits";

// Dozens of sign-ups and deliveries per test: room for a busy machine.
setDefaultTimeout(60_000);

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
const setup = (env: Record<string, string> = {}) =>
  alertsSetup(cleanups, { env: { RATE_LIMITS: "on", TRUST_PROXY: "on", ...env } });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMITS = VISITOR_MAIL_LIMITS;

/** A sign-up from a client at `ip`, and what its sender sees: status, where it leads, that page's text. */
async function signUpFrom(t: AlertsTest, ip: string, email: string) {
  const res = await t.signUp(email, [CORPORATE], {}, { "X-Forwarded-For": ip });
  const location = res.headers.get("location");
  const page = location ? await (await t.request("GET", location)).text() : await res.text();
  return { status: res.status, location, text: page.replace(/formStarted" value="[^"]*"/g, "") };
}

/** Confirmations (or notes to subscribers) delivered so far to addresses matching `to`. */
const signUpMails = (t: AlertsTest, to: RegExp) =>
  t.smtp.received.filter((r) => r.to.some((a) => to.test(a)));

describe("sign-up confirmations", () => {
  test("victim+1…+30@example.com from one client: the per-mailbox limit's worth arrives, every answer is the same", async () => {
    const t = await setup();
    const answers = [];
    for (let i = 1; i <= 30; i++) {
      answers.push(await signUpFrom(t, "203.0.113.5", `victim+${i}@example.com`));
      t.advance(MINUTE); // slow enough for the per-connection form throttle
    }
    for (const a of answers) expect(a).toEqual(answers[0]!);
    expect(answers[0]!.status).toBe(303);
    await t.delivered(1);
    expect(signUpMails(t, /^victim/)).toHaveLength(LIMITS.confirmation.mailboxPerHour);
    expect(t.smtp.received).toHaveLength(LIMITS.confirmation.mailboxPerHour);

    // An hour on, one more; never more than the day's worth, however the hours pass.
    for (let hour = 0; hour < LIMITS.confirmation.mailboxPerDay + 2; hour++) {
      t.advance(HOUR);
      await signUpFrom(t, "203.0.113.5", `victim+later${hour}@example.com`);
    }
    await t.delivered(LIMITS.confirmation.mailboxPerDay);
    expect(signUpMails(t, /^victim/)).toHaveLength(LIMITS.confirmation.mailboxPerDay);
  });

  test("dotted Gmail variants, googlemail.com and capitals are one mailbox; another mailbox is not held up", async () => {
    const t = await setup();
    for (const [i, email] of [
      "j.doe@gmail.com",
      "jdoe@googlemail.com",
      "J.D.O.E+alerts@Gmail.com",
      "jd.oe@gmail.com",
    ].entries())
      await signUpFrom(t, `198.51.100.${i + 1}`, email);
    await signUpFrom(t, "198.51.100.9", "someone.else@gmail.com");
    await t.delivered(2);
    expect(signUpMails(t, /^(j\.?d|jd)/i)).toHaveLength(1);
    expect(signUpMails(t, /^someone\.else@/)).toHaveLength(1);
  });

  test("a /24 neighbour shares the network's limit; another network does not", async () => {
    const t = await setup();
    const perNetwork = LIMITS.confirmation.networkPerHour;
    for (let i = 0; i < perNetwork; i++) await signUpFrom(t, `203.0.113.${i + 1}`, `reader${i}@example.com`);
    const neighbour = await signUpFrom(t, "203.0.113.250", "neighbour@example.com");
    const elsewhere = await signUpFrom(t, "192.0.2.7", "elsewhere@example.com");
    expect(neighbour).toEqual(elsewhere);
    await t.delivered(perNetwork + 1);
    expect(signUpMails(t, /^neighbour@/)).toHaveLength(0);
    expect(signUpMails(t, /^elsewhere@/)).toHaveLength(1);
    expect(t.smtp.received).toHaveLength(perNetwork + 1);
    // IPv6: one /48 is one network.
    for (let i = 0; i < perNetwork; i++)
      await signUpFrom(t, `2001:db8:77:${i}::1`, `v6reader${i}@example.com`);
    await signUpFrom(t, "2001:db8:77:ffff::2", "v6neighbour@example.com");
    await t.delivered(2 * perNetwork + 1);
    expect(signUpMails(t, /^v6neighbour@/)).toHaveLength(0);
  });

  test("RATE_LIMITS=off lifts the limits (load tests): every sign-up gets its e-mail, with the same answer", async () => {
    const t = await setup({ RATE_LIMITS: "off" });
    const answers = [];
    for (const email of [
      "victim@example.com",
      "victim@example.com",
      "victim+1@example.com",
      "Victim@example.com",
    ])
      answers.push(await signUpFrom(t, "203.0.113.5", email));
    for (const a of answers) expect(a).toEqual(answers[0]!);
    await t.delivered(4);
    expect(signUpMails(t, /^victim/)).toHaveLength(4);
  });

  test("the Subscribers screen states the limits and how many e-mails they held back in the last day", async () => {
    const t = await setup();
    for (let i = 1; i <= 4; i++) await signUpFrom(t, "203.0.113.5", `victim+${i}@example.com`);
    const cookie = await signIn(t.app);
    const html = (
      await (await t.request("GET", "/admin/subscribers", { headers: { Cookie: cookie } })).text()
    ).replace(/&#x27;/g, "'");
    expect(html).toContain("Limits on sign-up e-mails");
    expect(html).toContain(
      `at most ${LIMITS.confirmation.mailboxPerHour} an hour and ${LIMITS.confirmation.mailboxPerDay} a day to one mailbox`,
    );
    expect(html).toContain("3 confirmation e-mails not sent in the last 24 hours because of these limits.");
    // A day later the count has gone.
    t.advance(25 * HOUR);
    const later = await (
      await t.request("GET", "/admin/subscribers", { headers: { Cookie: cookie } })
    ).text();
    expect(later).toContain("No confirmation e-mail was held back by these limits in the last 24 hours.");
  });
});

describe("a new token with every sign-up e-mail", () => {
  test("signing up again replaces the token: the old preferences and confirmation links stop working", async () => {
    const t = await setup();
    const s = await t.subscribe("client@example.com", [CORPORATE]);
    t.advance(HOUR + 1);
    expect((await signUpFrom(t, "192.0.2.1", "client@example.com")).status).toBe(303);
    await t.delivered(2);
    const fresh = linkToken(t.to("client@example.com").at(-1)!, "preferences");
    expect(fresh).not.toBe(s.token);
    expect((await t.request("GET", `/alerts/preferences?token=${s.token}`)).status).toBe(404);
    expect((await t.request("GET", `/alerts/preferences?token=${fresh}`)).status).toBe(200);
    expect((await t.repos.alerts.byId(s.id))?.status).toBe("confirmed");

    // A pending sign-up's second confirmation: the first e-mail's link is dead, the new one confirms.
    await signUpFrom(t, "192.0.2.2", "pending@example.com");
    await t.delivered(3);
    const first = linkToken(t.to("pending@example.com")[0]!, "confirm");
    t.advance(HOUR + 1);
    await signUpFrom(t, "192.0.2.2", "pending@example.com");
    await t.delivered(4);
    const second = linkToken(t.to("pending@example.com")[1]!, "confirm");
    expect(second).not.toBe(first);
    expect((await t.postForm("/alerts/confirm", { token: first })).status).toBe(404);
    expect((await t.postForm("/alerts/confirm", { token: second })).status).toBe(200);
  });

  test("past the limits nothing is sent and nothing changes: the links the person holds keep working", async () => {
    const t = await setup();
    const s = await t.subscribe("client@example.com", [CORPORATE]);
    // Within the hour: held back by the per-mailbox limit.
    await signUpFrom(t, "192.0.2.1", "client+again@example.com");
    await signUpFrom(t, "192.0.2.1", "client@example.com");
    await t.delivered(1);
    expect(t.smtp.received.filter(isConfirmation)).toHaveLength(1);
    expect(t.smtp.received).toHaveLength(1);
    expect((await t.repos.alerts.byId(s.id))?.token).toBe(s.token);
    expect((await t.request("GET", `/alerts/preferences?token=${s.token}`)).status).toBe(200);
  });
});

describe("enquiry acknowledgements", () => {
  test("victim+1…+10: each enquiry stored and told to staff, one acknowledgement; the same answer each time", async () => {
    const t = await setup({ RATE_LIMITS: "on" });
    const cookie = await signIn(t.app);
    const api = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.request(`http://localhost${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const item = (await (
      await t.request("GET", "/api/content/settings/firm", { headers: { Cookie: cookie } })
    ).json()) as {
      revision: number;
    };
    expect(
      (
        await api(
          "PUT",
          "/api/content/settings/firm",
          { revision: item.revision, data: { acknowledge: true } },
          { Cookie: cookie },
        )
      ).status,
    ).toBe(200);
    expect((await api("POST", "/api/content/settings/firm/publish", {}, { Cookie: cookie })).status).toBe(
      200,
    );

    const answers = [];
    for (let i = 1; i <= 10; i++) {
      const res = await api(
        "POST",
        "/api/contact",
        {
          name: `Caller ${i}`,
          email: `victim+${i}@example.com`,
          phone: "+1 345 555 0100",
          service: "Corporate Law",
          message: "Please call me about my company.",
        },
        { "X-Forwarded-For": "203.0.113.5" },
      );
      answers.push({ status: res.status, body: await res.text() });
    }
    for (const a of answers) expect(a).toEqual(answers[0]!);
    expect(answers[0]!.status).toBe(200);
    const received = await t.delivered(11);
    const toStaff = received.filter((r) => r.to.includes("intake@ironwoodlegal.ky"));
    const toVictim = received.filter((r) => r.to.some((a) => a.startsWith("victim")));
    expect(toStaff).toHaveLength(10);
    expect(toVictim).toHaveLength(LIMITS.acknowledgement.mailboxPerHour);
    expect((await t.repos.submissions.list()).filter((s) => s.name.startsWith("Caller"))).toHaveLength(10);

    // The enquiries screen's panel says so.
    const panel = (
      await (await t.request("GET", "/admin/contact-submissions", { headers: { Cookie: cookie } })).text()
    ).replace(/&#x27;/g, "'");
    expect(panel).toContain("acknowledgements are limited: at most");
    expect(panel).toContain("9 acknowledgements not sent in the last 24 hours because of these limits.");
  });

  test("RATE_LIMITS=off lifts the limit: a second enquiry from one address within the hour is acknowledged too", async () => {
    const t = await setup({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    const json = { "Content-Type": "application/json", Cookie: cookie };
    const item = (await (await t.request("GET", "/api/content/settings/firm", { headers: json })).json()) as {
      revision: number;
    };
    const put = { revision: item.revision, data: { acknowledge: true } };
    expect(
      (await t.request("PUT", "/api/content/settings/firm", { headers: json, body: JSON.stringify(put) }))
        .status,
    ).toBe(200);
    expect(
      (await t.request("POST", "/api/content/settings/firm/publish", { headers: json, body: "{}" })).status,
    ).toBe(200);
    for (const name of ["Ann First", "Ann Second"]) {
      const enquiry = {
        name,
        email: "ann@example.com",
        phone: "+1 345 555 0100",
        service: "Corporate Law",
        message: "Please call me back soon.",
      };
      const res = await t.request("POST", "/api/contact", {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(enquiry),
      });
      expect(res.status).toBe(200);
    }
    const received = await t.delivered(4);
    expect(received.filter((r) => r.to.includes("ann@example.com"))).toHaveLength(2);
  });
});
