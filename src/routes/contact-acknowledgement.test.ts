import { afterEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { type Received, startTestSmtp } from "../../tests/support/smtp";
import { ACKNOWLEDGEMENT, MIN_FILL_MS, NOTIFICATION, SUBMISSION } from "../contact";

/**
 * Decision 024: the automatic acknowledgement an enquirer gets, through the same outbox as the staff
 * notification, against a real SMTP server (smtp-server, in-process). Off unless the firm's settings turn
 * it on; never for spam; one an hour per address; nothing a visitor types adds a header or a recipient.
 */

const T0 = Date.parse("2026-03-04T19:05:00Z");
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const visitor = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Corporate Law",
  message: "Please call me about SECRET-PROJECT-ALPHA before Friday.",
};

const NOTIFY_TO = "intake@ironwoodlegal.ky";
const FROM = "website@ironwoodlegal.ky";

const WORDS = {
  acknowledge: true,
  acknowledgementSubject: "Thanks, {name}: your {service} enquiry",
  acknowledgementBody: "Dear {name},\n\nWe have your enquiry about {service}.\nSpeak soon.",
};

async function setup(
  opts: {
    env?: Record<string, string>;
    smtp?: Awaited<ReturnType<typeof startTestSmtp>>;
    mail?: boolean;
  } = {},
) {
  const smtp = opts.smtp ?? (await startTestSmtp());
  let now = T0;
  const t = await makeTestAppWithAdmin(
    {
      RATE_LIMITS: "off",
      ...(opts.mail === false
        ? {}
        : {
            SMTP_URL: smtp.url,
            NOTIFY_TO,
            MAIL_FROM: `Ironwood Legal website <${FROM}>`,
          }),
      ...opts.env,
    },
    { now: () => now, mail: { tuning: { probeEveryMs: [] } } },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown, who: string | undefined = cookie) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: {
        ...(who ? { Cookie: who } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** Saves these settings as a draft and publishes them, as the admin's Site screen does. */
  const publishSettings = async (changes: Record<string, unknown>) => {
    const item = (await (await call("GET", "/api/content/settings/firm")).json()) as { revision: number };
    expect(
      (await call("PUT", "/api/content/settings/firm", { revision: item.revision, data: changes })).status,
    ).toBe(200);
    expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  };
  /** Sends an enquiry as a visitor (no session) and returns what was stored. */
  const submit = async (fields: Record<string, unknown> = visitor) => {
    const res = await call("POST", "/api/contact", fields, undefined);
    expect(res.status).toBe(200);
    const all = [...(await t.repos.submissions.list()), ...(await t.repos.submissions.listSpam())];
    return all.find((s) => s.name === String(fields.name).trim())!;
  };
  const settle = async () => {
    await t.deps.jobs.kick("outbox");
    await t.deps.jobs.kick("outbox");
  };
  /** Waits for `count` messages, lets anything else that was queued arrive, and returns them all. */
  const delivered = async (count: number) => {
    await settle();
    if (count > 0) await smtp.waitFor(count);
    await settle();
    await Bun.sleep(50);
    return smtp.received;
  };
  const acknowledgement = (id: string) => t.repos.outbox.find(ACKNOWLEDGEMENT, { type: SUBMISSION, id });
  return {
    ...t,
    smtp,
    cookie,
    call,
    publishSettings,
    submit,
    settle,
    delivered,
    acknowledgement,
    advance: (ms: number) => (now += ms),
  };
}

const isAck = (r: Received) => r.parsed.headers.get("auto-submitted") === "auto-replied";
const acks = (rs: readonly Received[]) => rs.filter(isAck);
const notifications = (rs: readonly Received[]) => rs.filter((r) => !isAck(r));
const addresses = (a: Received["parsed"]["to"]) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address));
/** The names of the headers in the raw header block, each as often as it appears. */
const headerNames = (r: Received) =>
  r.raw
    .slice(0, r.raw.indexOf("\r\n\r\n"))
    .split("\r\n")
    .filter((l) => !/^[ \t]/.test(l))
    .map((l) => l.slice(0, l.indexOf(":")).toLowerCase())
    .sort();

describe("turned off (a fresh install)", () => {
  test("the enquirer gets nothing; the staff notification goes as before", async () => {
    const t = await setup();
    const s = await t.submit();
    const received = await t.delivered(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([NOTIFY_TO]);
    expect(acks(received)).toHaveLength(0);
    expect(await t.acknowledgement(s.id)).toBeUndefined();
    expect(await t.deps.enquiryMail.acknowledges()).toBe(false);
    // The settings hold it, off, with the sample words.
    const settings = (await (await t.call("GET", "/api/content/settings/firm")).json()) as {
      published: Record<string, unknown>;
    };
    expect(settings.published.acknowledge).toBe(false);
    expect(settings.published.acknowledgementSubject).toBe("We received your enquiry about {service}");
    expect(String(settings.published.acknowledgementBody)).toStartWith(
      "Thank you, {name}. We received your enquiry about {service} and we answer within one business day.",
    );
  });

  test("a draft that turns it on changes nothing until it is published", async () => {
    const t = await setup();
    const item = (await (await t.call("GET", "/api/content/settings/firm")).json()) as { revision: number };
    expect(
      (await t.call("PUT", "/api/content/settings/firm", { revision: item.revision, data: WORDS })).status,
    ).toBe(200);
    await t.submit();
    expect(acks(await t.delivered(1))).toHaveLength(0);
  });
});

describe("turned on", () => {
  test("exactly one reply to the enquirer, in the firm's words, with the right headers", async () => {
    const t = await setup();
    await t.publishSettings(WORDS);
    const s = await t.submit();
    const received = await t.delivered(2);
    expect(received).toHaveLength(2);
    expect(notifications(received)).toHaveLength(1);
    expect(notifications(received)[0]!.to).toEqual([NOTIFY_TO]);

    const [ack] = acks(received);
    expect(ack).toBeDefined();
    // The envelope and the header: the enquirer, nobody else.
    expect(ack!.from).toBe(FROM);
    expect(ack!.to).toEqual(["ann@example.com"]);
    const m = ack!.parsed;
    expect(addresses(m.to)).toEqual(["ann@example.com"]);
    expect(m.cc).toBeUndefined();
    expect(m.bcc).toBeUndefined();
    expect(m.from?.value).toEqual([{ name: "Ironwood Legal website", address: FROM }]);
    expect(m.replyTo?.value).toEqual([{ name: "Ironwood Legal", address: "info@ironwoodlegal.ky" }]);
    expect(m.headers.get("auto-submitted")).toBe("auto-replied");
    expect(m.subject).toBe("Thanks, Ann Lee: your Corporate Law enquiry");
    expect(m.messageId).toBe(`<acknowledgement-${s.id}@localhost>`);
    // The firm's words, signed with its name and contact details; never the visitor's message.
    expect(m.text).toStartWith(
      "Dear Ann Lee,\n\nWe have your enquiry about Corporate Law.\nSpeak soon.\n\n-- \n",
    );
    expect(m.text).toContain("Ironwood Legal\nPhone: +1 (345) 555-0142\nE-mail: info@ironwoodlegal.ky\n");
    expect(m.text).toContain("Grand Cayman, Cayman Islands");
    expect(m.text).not.toContain("SECRET-PROJECT-ALPHA");
    expect(ack!.raw).not.toContain("SECRET-PROJECT-ALPHA");
    expect(m.html).toBe(false);

    // Recorded like a notification; the enquiry's card still shows its notification, not this.
    expect(await t.acknowledgement(s.id)).toMatchObject({ status: "sent", attempts: 1, sentAt: T0 });
    expect(await t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: s.id })).toMatchObject({
      status: "sent",
      attempts: 1,
    });
    const views = await t.deps.enquiryMail.notifications([s.id]);
    expect(views[s.id]).toMatchObject({ state: "sent", attempts: 1 });

    // Nothing more goes, however often the outbox runs.
    t.advance(2 * 60 * 60 * 1000);
    await t.settle();
    await Bun.sleep(100);
    expect(t.smtp.received).toHaveLength(2);
  });

  test("the signature and Reply-To follow the settings; a service not on the form is a general enquiry", async () => {
    const t = await setup();
    await t.publishSettings({
      ...WORDS,
      name: "Coral Bay Law",
      phone: "+1 345 949 0000",
      email: "hello@coralbay.ky",
      addressContact: ["1 Harbour Drive", "George Town"],
    });
    await t.submit({ ...visitor, service: "Buy cheap watches at spam.example" });
    const [ack] = acks(await t.delivered(2));
    const m = ack!.parsed;
    expect(m.replyTo?.value).toEqual([{ name: "Coral Bay Law", address: "hello@coralbay.ky" }]);
    expect(m.subject).toBe("Thanks, Ann Lee: your general enquiry");
    expect(m.text).toContain("We have your enquiry.");
    expect(m.text).toContain(
      "Coral Bay Law\nPhone: +1 345 949 0000\nE-mail: hello@coralbay.ky\n1 Harbour Drive, George Town\n",
    );
    expect(ack!.raw).not.toContain("spam.example");
  });

  test("the sample words, as a fresh install has them, once turned on", async () => {
    const t = await setup();
    await t.publishSettings({ acknowledge: true });
    await t.submit({ ...visitor, service: "Immigration Services" });
    const [ack] = acks(await t.delivered(2));
    expect(ack!.parsed.subject).toBe("We received your enquiry about Immigration Services");
    expect(ack!.parsed.text).toStartWith(
      "Thank you, Ann Lee. We received your enquiry about Immigration Services and we answer within one business day.",
    );
  });

  test("a general enquiry reads right with the sample words: no 'about General Inquiry'", async () => {
    const t = await setup();
    await t.publishSettings({ acknowledge: true });
    await t.submit({ ...visitor, service: "General Inquiry" });
    const [ack] = acks(await t.delivered(2));
    expect(ack!.parsed.subject).toBe("We received your enquiry");
    expect(ack!.parsed.text).toStartWith(
      "Thank you, Ann Lee. We received your enquiry and we answer within one business day.",
    );
    expect(ack!.raw).not.toContain("General Inquiry");
  });

  test("turned off again: no more replies", async () => {
    const t = await setup();
    await t.publishSettings(WORDS);
    await t.publishSettings({ acknowledge: false });
    const s = await t.submit();
    expect(acks(await t.delivered(1))).toHaveLength(0);
    expect(await t.acknowledgement(s.id)).toBeUndefined();
  });

  test("the submissions screen says enquirers get it", async () => {
    const t = await setup();
    const before = await (await t.call("GET", "/admin/contact-submissions")).text();
    expect(before).toContain('data-acknowledgements="off"');
    expect(before).toContain("Enquirers get no automatic acknowledgement (Site → Firm settings).");
    await t.publishSettings(WORDS);
    const after = await (await t.call("GET", "/admin/contact-submissions")).text();
    expect(after).toContain('data-acknowledgements="on"');
    expect(after).toContain("Enquirers get an automatic acknowledgement (Site → Firm settings).");
    const status = (await (await t.call("GET", "/api/contact-submissions/notifications")).json()) as {
      status: { acknowledgements: unknown };
    };
    expect(status.status.acknowledgements).toEqual({ on: true, pending: 0, failed: 0, heldBack: 0 });
  });
});

describe("never for spam", () => {
  test("a filled honeypot, a form sent back too fast: no reply, no notification; “Not spam” later sends no reply", async () => {
    const t = await setup();
    await t.publishSettings(WORDS);
    await t.submit({ ...visitor, name: "Honey Pot", website: "http://spam.example" });
    t.advance(1000);
    const html = await (await t.app.request("http://localhost/contact")).text();
    const token = /<input type="hidden" name="formStarted" value="([^"]+)"\/>/.exec(html)![1]!;
    t.advance(MIN_FILL_MS - 500);
    await t.submit({ ...visitor, name: "Too Fast", formStarted: token });
    await t.settle();
    await Bun.sleep(100);
    expect(t.smtp.received).toHaveLength(0);
    const spam = await t.repos.submissions.listSpam();
    expect(spam.map((s) => [s.name, s.spamReason]).sort()).toEqual([
      ["Honey Pot", "honeypot"],
      ["Too Fast", "too-fast"],
    ]);
    for (const s of spam) expect(await t.acknowledgement(s.id)).toBeUndefined();

    // Rescued from the spam folder: the staff are told, the enquirer is not answered.
    const rescued = spam.find((s) => s.name === "Honey Pot")!;
    expect((await t.call("POST", `/api/contact-submissions/${rescued.id}/not-spam`, {})).status).toBe(200);
    const received = await t.delivered(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([NOTIFY_TO]);
    expect(await t.acknowledgement(rescued.id)).toBeUndefined();
    // A spam run from the address did not use up its hour: a real enquiry from it is answered.
    await t.submit({ ...visitor, name: "Real Ann" });
    expect(acks(await t.delivered(3))).toHaveLength(1);
  });
});

describe("one an hour per address", () => {
  // The limits on e-mails to typed addresses, like every throttle, are on unless RATE_LIMITS=off.
  const limited = () => setup({ env: { RATE_LIMITS: "on" } });

  test("a second enquiry within the hour (any case) gets no second reply, but the staff are told of each", async () => {
    const t = await limited();
    await t.publishSettings(WORDS);
    const first = await t.submit();
    await t.delivered(2);
    t.advance(30 * 60 * 1000);
    const second = await t.submit({ ...visitor, name: "Ann Again", email: "  ANN@Example.COM " });
    t.advance(29 * 60 * 1000);
    const third = await t.submit({ ...visitor, name: "Ann Thrice" });
    const received = await t.delivered(4);
    expect(received).toHaveLength(4);
    expect(notifications(received)).toHaveLength(3);
    expect(acks(received)).toHaveLength(1);
    expect(await t.acknowledgement(first.id)).toBeDefined();
    expect(await t.acknowledgement(second.id)).toBeUndefined();
    expect(await t.acknowledgement(third.id)).toBeUndefined();

    // Another address is not held up by Ann's.
    const other = await t.submit({ ...visitor, name: "Bob Ray", email: "bob@example.com" });
    expect(acks(await t.delivered(6))).toHaveLength(2);
    expect(await t.acknowledgement(other.id)).toBeDefined();

    // An hour after the first reply, Ann is answered again.
    t.advance(60 * 1000 + 1);
    const later = await t.submit({ ...visitor, name: "Ann Later" });
    const all = await t.delivered(8);
    expect(acks(all)).toHaveLength(3);
    expect(await t.acknowledgement(later.id)).toBeDefined();
  });

  test("the count is kept as a hash: the address is stored nowhere but the enquiry itself", async () => {
    const t = await limited();
    await t.publishSettings(WORDS);
    const s = await t.submit({ ...visitor, email: "Unique.Person@Example.com" });
    await t.delivered(2);
    const sql = t.repos.db.sql;
    const keys = await sql.all<{ key: string }>("SELECT key FROM rate_limits");
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key.toLowerCase()).not.toContain("unique.person");
    const outbox = await sql.all<Record<string, unknown>>("SELECT * FROM mail_outbox WHERE subject_id = ?", [
      s.id,
    ]);
    expect(outbox).toHaveLength(2);
    expect(JSON.stringify(outbox).toLowerCase()).not.toContain("unique.person");
  });

  test("two enquiries from one address at the same moment get one reply between them", async () => {
    const t = await limited();
    await t.publishSettings(WORDS);
    await Promise.all([
      t.submit({ ...visitor, name: "Parallel One" }),
      t.submit({ ...visitor, name: "Parallel Two" }),
      t.submit({ ...visitor, name: "Parallel Three" }),
    ]);
    const received = await t.delivered(4);
    expect(notifications(received)).toHaveLength(3);
    expect(acks(received)).toHaveLength(1);
  });
});

describe("nothing a visitor types adds a header or a recipient", () => {
  const attacks: [string, Record<string, string>][] = [
    [
      "CR/LF in name, service and message",
      {
        name: "Ann\r\nBcc: evil@attacker.example",
        service: "Corporate Law\r\nCc: evil2@attacker.example",
        message: "Hello\r\n\r\nBcc: evil3@attacker.example\r\n.\r\nMAIL FROM:<x@attacker.example>",
      },
    ],
    ["bare LF and CR", { name: "Ann\nTo: evil@attacker.example\rX: y", service: "Corporate Law\nX-Evil: 1" }],
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
      "a placeholder in the name",
      { name: "{service} {name} Bcc: evil@attacker.example", service: "Corporate Law" },
    ],
  ];
  for (const [label, fields] of attacks) {
    test(label, async () => {
      const t = await setup();
      await t.publishSettings(WORDS);
      await t.submit({ ...visitor, ...fields });
      const received = await t.delivered(2);
      expect(received).toHaveLength(2);
      const [ack] = acks(received);
      expect(ack!.to).toEqual(["ann@example.com"]);
      const m = ack!.parsed;
      expect(addresses(m.to)).toEqual(["ann@example.com"]);
      expect(m.cc).toBeUndefined();
      expect(m.bcc).toBeUndefined();
      expect(m.replyTo?.value).toEqual([{ name: "Ironwood Legal", address: "info@ironwoodlegal.ky" }]);
      // Exactly the headers the site sets, each once.
      expect(headerNames(ack!)).toEqual(
        [
          "auto-submitted",
          "content-transfer-encoding",
          "content-type",
          "date",
          "from",
          "message-id",
          "mime-version",
          "reply-to",
          "subject",
          "to",
          "x-auto-response-suppress",
        ].sort(),
      );
      const head = ack!.raw.slice(0, ack!.raw.indexOf("\r\n\r\n"));
      expect(head).not.toMatch(/attacker\.example>|^(bcc|cc|x-evil|x):/im);
      expect(m.subject).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      // The message is never quoted.
      expect(ack!.raw).not.toContain("evil3@attacker.example");
      expect(ack!.raw).not.toContain("MAIL FROM");
      // The staff notification is unharmed too.
      expect(notifications(received)[0]!.to).toEqual([NOTIFY_TO]);
    });
  }

  test("an e-mail field carrying a header, a second address or a display name is refused before anything is stored", async () => {
    const t = await setup();
    await t.publishSettings(WORDS);
    for (const email of [
      "ann@example.com\r\nBcc: evil@attacker.example",
      "ann@example.com\nBcc: evil@attacker.example",
      "ann@example.com, evil@attacker.example",
      "ann@example.com;evil@attacker.example",
      "Ann <ann@example.com>",
      "ann@example.com <evil@attacker.example>",
      '"evil@attacker.example" ann@example.com',
    ]) {
      const res = await t.call("POST", "/api/contact", { ...visitor, email }, undefined);
      expect({ email, status: res.status }).toEqual({ email, status: 400 });
    }
    expect(await t.repos.submissions.list()).toHaveLength(0);
    await t.settle();
    expect(t.smtp.received).toHaveLength(0);
  });
});

describe("delivery", () => {
  test("the mail server down at submission: both wait and are retried, then each is delivered once", async () => {
    const smtp = await startTestSmtp({ listen: false });
    const t = await setup({ smtp });
    await t.publishSettings(WORDS);
    const s = await t.submit();
    await t.settle();
    const waiting = await t.acknowledgement(s.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: T0 + 15_000 });
    expect(waiting!.lastError).toContain("ECONNREFUSED");
    // The staff's panel counts it apart from the notifications.
    expect((await t.deps.enquiryMail.status()).acknowledgements).toEqual({
      on: true,
      pending: 1,
      failed: 0,
      heldBack: 0,
    });
    expect((await t.deps.enquiryMail.status()).pending).toBe(1);

    await smtp.listen();
    t.advance(15_000);
    const received = await t.delivered(2);
    expect(received).toHaveLength(2);
    expect(acks(received)).toHaveLength(1);
    expect(await t.acknowledgement(s.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect((await t.deps.enquiryMail.status()).acknowledgements).toEqual({
      on: true,
      pending: 0,
      failed: 0,
      heldBack: 0,
    });
  });

  test("without SMTP_URL nothing is queued, even when the settings turn it on", async () => {
    const t = await setup({ mail: false });
    await t.publishSettings(WORDS);
    expect(await t.deps.enquiryMail.acknowledges()).toBe(false);
    const s = await t.submit();
    expect(await t.acknowledgement(s.id)).toBeUndefined();
    expect(await t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: s.id })).toBeUndefined();
    expect(await t.repos.db.sql.all("SELECT id FROM mail_outbox")).toEqual([]);
    expect(t.smtp.received).toHaveLength(0);
  });

  test("erasing an enquirer's enquiries takes their acknowledgements with them", async () => {
    const t = await setup();
    await t.publishSettings(WORDS);
    await t.submit();
    await t.delivered(2);
    expect(
      (await t.call("POST", "/api/contact-submissions/erase", { email: "ann@example.com" })).status,
    ).toBe(200);
    expect(await t.repos.db.sql.all("SELECT id FROM mail_outbox")).toEqual([]);
  });
});

describe("a site from before the acknowledgement", () => {
  test("its stored settings get the fields at start (off), and publish as they are", async () => {
    const t = await setup();
    const sql = t.repos.db.sql;
    const strip = (json: string) => {
      const { acknowledge, acknowledgementSubject, acknowledgementBody, ...rest } = JSON.parse(json);
      return JSON.stringify(rest);
    };
    const row = (await sql.get<{ published: string }>(
      "SELECT published FROM content_items WHERE kind = 'settings' AND id = 'firm'",
    ))!;
    const published = typeof row.published === "string" ? row.published : JSON.stringify(row.published);
    const old = strip(published);
    await sql.run(
      "UPDATE content_items SET published = ?, draft = ? WHERE kind = 'settings' AND id = 'firm'",
      [old, JSON.stringify({ ...JSON.parse(old), phone: "+1 345 949 0000" })],
    );
    await sql.run("UPDATE content_revisions SET data = ? WHERE kind = 'settings' AND id = 'firm'", [old]);

    await t.deps.content.seed();
    const item = (await (await t.call("GET", "/api/content/settings/firm")).json()) as {
      published: Record<string, unknown>;
      draft: Record<string, unknown>;
    };
    expect(item.published.acknowledge).toBe(false);
    expect(item.published.acknowledgementSubject).toBe("We received your enquiry about {service}");
    expect(item.draft.acknowledge).toBe(false);
    expect(item.draft.phone).toBe("+1 345 949 0000");
    expect((await t.call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
    // An old revision comes back with them too, and can be published.
    expect((await t.call("POST", "/api/content/settings/firm/revisions/1/restore", {})).status).toBe(200);
    expect((await t.call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  });

  test("a site document from before it imports, with the reply off", async () => {
    const t = await setup();
    await t.publishSettings(WORDS);
    const doc = (await (await t.call("GET", "/api/content/export")).json()) as {
      settings: Record<string, unknown>;
    };
    expect(doc.settings.acknowledge).toBe(true);
    delete doc.settings.acknowledge;
    delete doc.settings.acknowledgementSubject;
    delete doc.settings.acknowledgementBody;
    const r = await t.call("POST", "/api/content/import?publish=1", doc);
    expect(r.status).toBe(200);
    const item = (await (await t.call("GET", "/api/content/settings/firm")).json()) as {
      published: Record<string, unknown>;
    };
    expect(item.published.acknowledge).toBe(false);
    expect(item.published.acknowledgementSubject).toBe("We received your enquiry about {service}");
    expect(await t.deps.enquiryMail.acknowledges()).toBe(false);
  });
});
