import { afterEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { startTestSmtp, type TestSmtp } from "../../tests/support/smtp";
import { NOTIFICATION, SUBMISSION } from "../contact";
import { formatDateTime } from "../shared/dates";
import type { OutboxTuning } from ".";

/** Route-level tests of the notification e-mails against a real SMTP server (smtp-server, in-process). */

const T0 = Date.parse("2026-03-04T19:05:00Z"); // 2:05 PM in George Town
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const visitor = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Corporate Law",
  message: "Line one\nLine <two> & three\n\nRegards",
};

async function setup(
  opts: {
    smtp?: Awaited<ReturnType<typeof startTestSmtp>>;
    env?: Record<string, string>;
    tuning?: Partial<OutboxTuning>;
  } = {},
) {
  const smtp = opts.smtp ?? (await startTestSmtp());
  let now = T0;
  const t = await makeTestAppWithAdmin(
    {
      RATE_LIMITS: "off",
      SMTP_URL: smtp.url,
      NOTIFY_TO: "partners@ironwoodlegal.ky, intake@ironwoodlegal.ky",
      MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
      ...opts.env,
    },
    { now: () => now, mail: { tuning: { probeEveryMs: [], ...opts.tuning } } },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: {
        Cookie: cookie,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const submit = async (fields: Record<string, string> = visitor) => {
    const res = await call("POST", "/api/contact", fields);
    expect(res.status).toBe(200);
    const list = await t.repos.submissions.list();
    return list.find((s) => s.name === fields.name?.trim()) ?? (await t.repos.submissions.listSpam())[0]!;
  };
  /** Lets the run that a submission kicked finish, then runs the outbox once more. */
  const settle = async () => {
    await t.deps.jobs.kick("outbox");
    await t.deps.jobs.kick("outbox");
  };
  const entry = (id: string) => t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id });
  return {
    ...t,
    smtp,
    call,
    submit,
    settle,
    entry,
    cookie,
    clock: { advance: (ms: number) => (now += ms), now: () => now },
  };
}

describe("a delivered notification", () => {
  test("arrives once with From, To, Reply-To, subject, stable Message-ID and both parts", async () => {
    const t = await setup();
    const s = await t.submit();
    await t.settle();
    const [mail] = await t.smtp.waitFor(1);
    await t.settle();
    expect(t.smtp.received).toHaveLength(1);
    const m = mail!.parsed;
    expect(mail!.from).toBe("website@ironwoodlegal.ky");
    expect(mail!.to.sort()).toEqual(["intake@ironwoodlegal.ky", "partners@ironwoodlegal.ky"]);
    expect(m.from?.value).toEqual([{ name: "Ironwood Legal website", address: "website@ironwoodlegal.ky" }]);
    expect((Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a!.value.map((v) => v.address))).toEqual([
      "partners@ironwoodlegal.ky",
      "intake@ironwoodlegal.ky",
    ]);
    expect(m.replyTo?.value).toEqual([{ name: "Ann Lee", address: "ann@example.com" }]);
    expect(m.subject).toBe("New enquiry: Corporate Law from Ann Lee");
    expect(m.messageId).toBe(`<enquiry-${s.id}@localhost>`);
    expect(m.text).toContain("Line one\nLine <two> & three\n\nRegards");
    expect(m.text).toContain("Phone:    +1 345 555 0100");
    expect(m.text).toContain(`Received: ${formatDateTime(s.submittedAt)} (Cayman time)`);
    expect(m.html).toContain(`${formatDateTime(s.submittedAt)} (Cayman time)`);
    expect(m.text).toContain(`http://localhost/admin/contact-submissions#submission-${s.id}`);
    expect(m.html).toContain("Line one<br>\nLine &lt;two&gt; &amp; three<br>\n<br>\nRegards");
    expect(m.html).toContain(`href="http://localhost/admin/contact-submissions#submission-${s.id}"`);
    expect(await t.entry(s.id)).toMatchObject({ status: "sent", attempts: 1, sentAt: T0, lastError: null });
  });

  test("the link follows SITE_URL, and Message-IDs use its host", async () => {
    const t = await setup({ env: { SITE_URL: "https://www.ironwoodlegal.ky" } });
    const res = await t.app.request("https://www.ironwoodlegal.ky/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(visitor),
    });
    expect(res.status).toBe(200);
    const [mail] = await t.smtp.waitFor(1);
    expect(mail!.parsed.text).toContain("https://www.ironwoodlegal.ky/admin/contact-submissions#submission-");
    expect(mail!.parsed.messageId).toMatch(/^<enquiry-[0-9a-f-]{36}@www\.ironwoodlegal\.ky>$/);
  });

  test("the visitor's answer does not wait for the mail server", async () => {
    const smtp = await startTestSmtp({ listen: false });
    const t = await setup({ smtp });
    const started = performance.now();
    await t.submit();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("nothing a visitor types adds a header or a recipient", () => {
  const attacks: [string, Record<string, string>][] = [
    [
      "CR/LF",
      { name: "Ann\r\nBcc: evil@attacker.example", service: "Corporate Law\r\nCc: evil2@attacker.example" },
    ],
    ["bare LF and CR", { name: "Ann\nTo: evil@attacker.example\rX: y", service: "Corporate Law" }],
    [
      "Unicode line separators",
      {
        name: "Ann\u2028Bcc: evil@attacker.example\u2029\u0085Cc: evil2@attacker.example",
        service: "Immigration\u2028Bcc: evil3@attacker.example",
      },
    ],
    [
      "encoded words",
      {
        name: "=?utf-8?q?Ann=0D=0ABcc:_evil@attacker.example?=",
        service: "=?utf-8?b?Q29ycG9yYXRlDQpCY2M6IGV2aWxAYXR0YWNrZXIuZXhhbXBsZQ==?=",
      },
    ],
    [
      "an address-like name",
      { name: "evil@attacker.example, other@attacker.example", service: "Corporate Law" },
    ],
    [
      "an overlong name",
      { name: `${"Bcc: evil@attacker.example ".repeat(7)}`.slice(0, 200), service: "x".repeat(100) },
    ],
  ];
  for (const [label, fields] of attacks) {
    test(label, async () => {
      const t = await setup();
      const s = await t.submit({ ...visitor, ...fields });
      const [mail] = await t.smtp.waitFor(1);
      // The envelope: only NOTIFY_TO.
      expect(mail!.to.sort()).toEqual(["intake@ironwoodlegal.ky", "partners@ironwoodlegal.ky"]);
      const m = mail!.parsed;
      expect(m.bcc).toBeUndefined();
      expect(m.cc).toBeUndefined();
      expect(
        (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a!.value.map((v) => v.address)),
      ).toHaveLength(2);
      expect(m.replyTo?.value).toHaveLength(1);
      expect(m.replyTo?.value[0]?.address).toBe("ann@example.com");
      // The raw header block holds exactly the headers we set, each once.
      const head = mail!.raw.slice(0, mail!.raw.indexOf("\r\n\r\n"));
      const names = head
        .split("\r\n")
        .filter((l) => !/^[ \t]/.test(l))
        .map((l) => l.slice(0, l.indexOf(":")).toLowerCase());
      expect(names.sort()).toEqual(
        ["content-type", "date", "from", "message-id", "mime-version", "reply-to", "subject", "to"].sort(),
      );
      expect(head).not.toMatch(/attacker\.example>|^(bcc|cc):/im);
      // What shows is the cleaned text on one line, capped.
      expect(m.subject).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      expect(m.subject!.length).toBeLessThanOrEqual("New enquiry:  from ".length + 200);
      expect(m.replyTo?.value[0]?.name).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      expect(m.messageId).toBe(`<enquiry-${s.id}@localhost>`);
    });
  }

  test("an e-mail field carrying a second header is refused before anything is stored", async () => {
    const t = await setup();
    const res = await t.call("POST", "/api/contact", {
      ...visitor,
      email: "ann@example.com\r\nBcc: evil@x.example",
    });
    expect(res.status).toBe(400);
    expect(await t.repos.submissions.list()).toHaveLength(0);
  });
});

describe("the mail server is down", () => {
  test("at submission: stored and queued, retried on schedule, delivered exactly once when it is back", async () => {
    const smtp = await startTestSmtp({ listen: false });
    const t = await setup({ smtp });
    const s = await t.submit();
    await t.settle();
    const first = await t.entry(s.id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: T0 + 15_000 });
    expect(first!.lastError).toContain("ECONNREFUSED");
    // Not due yet: nothing is tried.
    t.clock.advance(10_000);
    await t.settle();
    expect((await t.entry(s.id))!.attempts).toBe(1);
    t.clock.advance(5_000);
    await t.settle();
    expect(await t.entry(s.id)).toMatchObject({ status: "pending", attempts: 2, nextAttemptAt: T0 + 75_000 });

    await smtp.listen();
    t.clock.advance(60_000);
    await t.settle();
    await smtp.waitFor(1);
    t.clock.advance(3_600_000);
    await t.settle();
    await Bun.sleep(100);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.parsed.messageId).toBe(`<enquiry-${s.id}@localhost>`);
    expect(await t.entry(s.id)).toMatchObject({ status: "sent", attempts: 3, sentAt: T0 + 75_000 });
  });

  test("mail queued during an outage all goes at once when a probe sees the server again", async () => {
    const smtp = await startTestSmtp({ listen: false });
    const t = await setup({ smtp, tuning: { probeEveryMs: [[Number.POSITIVE_INFINITY, 50]] } });
    for (let i = 0; i < 5; i++) await t.submit({ ...visitor, name: `Visitor ${i}` });
    await t.settle();
    const pending = await t.repos.outbox.health(NOTIFICATION);
    expect(pending.pending).toBe(5);
    // Their next tries are 15 s away on the app clock, which does not move: only the probe can help.
    await smtp.listen();
    await smtp.waitFor(5, 5000);
    await t.settle();
    expect(smtp.received).toHaveLength(5);
    expect(new Set(smtp.received.map((r) => r.parsed.messageId)).size).toBe(5);
    expect((await t.repos.outbox.health(NOTIFICATION)).pending).toBe(0);
  });

  test("a refused login is retried for 24 hours, then failed with the reason, and the admin sees it", async () => {
    const smtp = await startTestSmtp();
    smtp.rejectAuth = true;
    const t = await setup({ smtp });
    const s = await t.submit();
    await t.settle();
    let e = await t.entry(s.id);
    expect(e).toMatchObject({ status: "pending", attempts: 1 });
    expect(e!.lastError).toContain("EAUTH");
    expect(e!.lastError).toContain("535");
    const delays: number[] = [];
    while (e!.status === "pending") {
      const wait = e!.nextAttemptAt - t.clock.now();
      delays.push(wait);
      t.clock.advance(wait);
      await t.settle();
      e = await t.entry(s.id);
    }
    expect(delays.slice(0, 5)).toEqual([15_000, 60_000, 300_000, 900_000, 3_600_000]);
    expect(e!.status).toBe("failed");
    expect(t.clock.now() - T0).toBe(24 * 3_600_000);
    expect(e!.attempts).toBe(delays.length + 1);
    expect(smtp.received).toHaveLength(0);

    const api = (await (
      await t.call("GET", `/api/contact-submissions/notifications?ids=${s.id}`)
    ).json()) as {
      notifications: Record<string, { state: string; lastError: string }>;
      status: { lastFailure: { error: string }; failed: number };
    };
    expect(api.notifications[s.id]).toMatchObject({ state: "failed", attempts: e!.attempts });
    expect(api.notifications[s.id]!.lastError).toContain("535");
    expect(api.status.failed).toBe(1);
    const html = await (await t.call("GET", "/admin/contact-submissions")).text();
    expect(html).toContain("The last notification e-mail could not be delivered");
    expect(html).toContain(`Failed after ${e!.attempts} attempts: EAUTH`);
    expect(html).toContain("1 failed for good");
  });
});

describe("resend and test e-mail", () => {
  test("resend queues the notification again under a new Message-ID and sends it (API and form)", async () => {
    const t = await setup();
    const s = await t.submit();
    await t.smtp.waitFor(1);
    const res = await t.call("POST", `/api/contact-submissions/${s.id}/resend`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { notification: { state: string } }).notification.state).toMatch(
      /pending|sent/,
    );
    await t.smtp.waitFor(2);
    expect(t.smtp.received[1]!.parsed.messageId).toBe(`<enquiry-${s.id}-resend-1@localhost>`);
    expect(t.smtp.received[1]!.parsed.subject).toBe("New enquiry: Corporate Law from Ann Lee");

    const form = await t.app.request(`http://localhost/admin/contact-submissions/${s.id}/resend`, {
      method: "POST",
      headers: { Cookie: t.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/admin/contact-submissions");
    await t.smtp.waitFor(3);
    expect(t.smtp.received[2]!.parsed.messageId).toBe(`<enquiry-${s.id}-resend-2@localhost>`);
    await t.settle();
    expect(t.smtp.received).toHaveLength(3);

    expect((await t.call("POST", "/api/contact-submissions/nope/resend")).status).toBe(404);
  });

  test("resend is refused when notifications are off, and for signed-out callers", async () => {
    const { makeTestAppWithAdmin: make } = await import("../../tests/support/app");
    const t = await make({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    const s = await t.repos.submissions.create(visitor);
    const res = await t.app.request(`http://localhost/api/contact-submissions/${s.id}/resend`, {
      method: "POST",
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain(
      "the site is not set up to send e-mail",
    );
    const anon = await t.app.request(`http://localhost/api/contact-submissions/${s.id}/resend`, {
      method: "POST",
    });
    expect(anon.status).toBe(401);
    const anonTest = await t.app.request("http://localhost/api/contact-submissions/test-email", {
      method: "POST",
    });
    expect(anonTest.status).toBe(401);
  });

  test("a test e-mail goes straight to NOTIFY_TO, and a failure shows the server's answer", async () => {
    const t = await setup();
    const ok = await t.call("POST", "/api/contact-submissions/test-email");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      ok: true,
      recipients: ["partners@ironwoodlegal.ky", "intake@ironwoodlegal.ky"],
    });
    const [mail] = await t.smtp.waitFor(1);
    expect(mail!.to.sort()).toEqual(["intake@ironwoodlegal.ky", "partners@ironwoodlegal.ky"]);
    expect(mail!.parsed.subject).toBe("Test e-mail from the Ironwood Legal website");
    expect(mail!.parsed.text).toContain("sent by admin");
    expect((await t.repos.outbox.health(NOTIFICATION)).pending).toBe(0);

    // Each test e-mail opens its own connection and signs in again: it proves the settings now.
    t.smtp.rejectAuth = true;
    const bad = await t.call("POST", "/api/contact-submissions/test-email");
    expect(bad.status).toBe(502);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^EAUTH: .*535/);

    // Without JavaScript: the form answers with a toast on the submissions screen.
    const form = await t.app.request("http://localhost/admin/contact-submissions/test-email", {
      method: "POST",
      headers: { Cookie: t.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(form.status).toBe(303);
    const flash = form.headers.getSetCookie().find((c) => c.startsWith("flash="))!;
    const toast = JSON.parse(Buffer.from(flash.split(";")[0]!.slice(6), "base64url").toString());
    expect(toast).toMatchObject({ title: "Test E-mail Failed", variant: "destructive" });
    expect(toast.description).toContain("535");
  });
});

describe("notifications off (SMTP_URL unset)", () => {
  test("nothing is queued, and the screen says so", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    const res = await t.app.request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(visitor),
    });
    expect(res.status).toBe(200);
    const [s] = await t.repos.submissions.list();
    expect(await t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: s!.id })).toBeUndefined();
    expect(t.deps.mail.enabled).toBe(false);
    const html = await (
      await t.app.request("http://localhost/admin/contact-submissions", { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain("E-mail notifications are off");
    expect(html).toContain("The site is not set up to send e-mail");
    expect(html).toContain("Not sent (e-mail notifications are off)");
    expect(html).not.toContain("Send test e-mail");
    expect(html).not.toContain("Resend notification");
  });
});

export type { TestSmtp };
