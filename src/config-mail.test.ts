import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "./config";

const base = { NODE_ENV: "test" };
const refused = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error("expected the configuration to be refused");
};

describe("mail configuration", () => {
  test("unset SMTP_URL: notifications off", () => {
    expect(loadConfig(base).mail).toBeUndefined();
    expect(loadConfig({ ...base, SMTP_URL: "" }).mail).toBeUndefined();
  });

  test("smtp:// with URL-encoded credentials, default port 587 and STARTTLS; From defaults to the firm", () => {
    const c = loadConfig({
      ...base,
      SMTP_URL: "smtp://web%40firm.ky:p%40ss%3Aw%2Frd@mail.firm.ky",
      NOTIFY_TO: " a@firm.ky ,b@firm.ky,",
      FIRM_NAME: "Coral & Co",
      FIRM_EMAIL: "hello@coral.ky",
    });
    expect(c.mail).toEqual({
      smtp: {
        host: "mail.firm.ky",
        port: 587,
        secure: false,
        auth: { user: "web@firm.ky", pass: "p@ss:w/rd" },
      },
      smtpLabel: "smtp://web%40firm.ky@mail.firm.ky",
      notifyTo: ["a@firm.ky", "b@firm.ky"],
      from: { name: "Coral & Co", address: "hello@coral.ky" },
      fromFirm: true,
    });
  });

  test("smtps:// is TLS on 465 by default; MAIL_FROM as “Name <address>” or a bare address", () => {
    const c = loadConfig({
      ...base,
      SMTP_URL: "smtps://mail.firm.ky",
      NOTIFY_TO: "a@firm.ky",
      MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
    });
    expect(c.mail?.smtp).toEqual({ host: "mail.firm.ky", port: 465, secure: true, auth: undefined });
    expect(c.mail?.from).toEqual({ name: "Ironwood Legal website", address: "website@ironwoodlegal.ky" });
    const bare = loadConfig({
      ...base,
      SMTP_URL: "smtp://h:2525",
      NOTIFY_TO: "a@firm.ky",
      MAIL_FROM: "web@firm.ky",
    });
    expect(bare.mail?.from).toEqual({ name: "", address: "web@firm.ky" });
    expect(bare.mail?.smtp.port).toBe(2525);
  });

  test("clear start-up errors naming the variable", () => {
    expect(refused({ SMTP_URL: "http://mail.firm.ky", NOTIFY_TO: "a@firm.ky" })).toContain(
      "SMTP_URL: must start with smtp:// or smtps://",
    );
    expect(refused({ SMTP_URL: "not a url", NOTIFY_TO: "a@firm.ky" })).toContain("SMTP_URL: must be a URL");
    expect(refused({ SMTP_URL: "smtp://u:%E0%A4%A@h", NOTIFY_TO: "a@firm.ky" })).toContain(
      "SMTP_URL: the user name or password must be URL-encoded",
    );
    expect(refused({ SMTP_URL: "smtp://mail.firm.ky" })).toContain(
      "NOTIFY_TO: required when SMTP_URL is set",
    );
    expect(refused({ SMTP_URL: "smtp://mail.firm.ky", NOTIFY_TO: "a@firm.ky, nope" })).toContain(
      'NOTIFY_TO: not an e-mail address: "nope"',
    );
    expect(refused({ SMTP_URL: "smtp://mail.firm.ky", NOTIFY_TO: " , " })).toContain(
      "NOTIFY_TO: give at least one",
    );
    expect(
      refused({ SMTP_URL: "smtp://mail.firm.ky", NOTIFY_TO: "a@firm.ky", MAIL_FROM: "Web <nope>" }),
    ).toContain("MAIL_FROM: must be an e-mail address");
    expect(
      refused({ SMTP_URL: "smtp://mail.firm.ky", NOTIFY_TO: "a@firm.ky", MAIL_FROM: "x@y.z\r\nBcc: e@v.il" }),
    ).toContain("MAIL_FROM");
  });
});

describe("ALERTS_PER_MINUTE", () => {
  test("60 unless set; a whole number; 'unlimited' lifts the cap; anything else stops the start with the reason", () => {
    expect(loadConfig(base).alertsPerMinute).toBe(60);
    expect(loadConfig({ ...base, ALERTS_PER_MINUTE: "30" }).alertsPerMinute).toBe(30);
    expect(loadConfig({ ...base, ALERTS_PER_MINUTE: "unlimited" }).alertsPerMinute).toBeUndefined();
    expect(loadConfig({ ...base, ALERTS_PER_MINUTE: "Unlimited" }).alertsPerMinute).toBeUndefined();
    for (const bad of ["0", "-5", "1.5", "lots", "100001"]) {
      expect(() => loadConfig({ ...base, ALERTS_PER_MINUTE: bad })).toThrow(
        /ALERTS_PER_MINUTE: must be a whole number from 1 to 100000, or "unlimited"/,
      );
    }
  });
});

describe("ALERTS_DELAY_MINUTES", () => {
  test("unset leaves the firm's setting in charge; 0 to 1440 overrides it; anything else stops the start with the reason", () => {
    expect(loadConfig(base).alertsDelayMinutes).toBeUndefined();
    expect(loadConfig({ ...base, ALERTS_DELAY_MINUTES: "0" }).alertsDelayMinutes).toBe(0);
    expect(loadConfig({ ...base, ALERTS_DELAY_MINUTES: "15" }).alertsDelayMinutes).toBe(15);
    expect(loadConfig({ ...base, ALERTS_DELAY_MINUTES: "1440" }).alertsDelayMinutes).toBe(1440);
    for (const [bad, why] of [
      ["ten", /ALERTS_DELAY_MINUTES: must be a whole number of minutes from 0 to 1440/],
      ["2.5", /ALERTS_DELAY_MINUTES: must be a whole number of minutes from 0 to 1440/],
      ["-1", /ALERTS_DELAY_MINUTES: must be at least 0/],
      ["1441", /ALERTS_DELAY_MINUTES: must be at most 1440/],
    ] as const) {
      expect(() => loadConfig({ ...base, ALERTS_DELAY_MINUTES: bad })).toThrow(why);
    }
  });
});

describe("settings that have no effect", () => {
  test("NOTIFY_TO, MAIL_FROM and ALERTS_PER_MINUTE without SMTP_URL: a warning each, and the start goes on", () => {
    const c = loadConfig({
      ...base,
      NOTIFY_TO: "partners@firm.ky",
      MAIL_FROM: "web@firm.ky",
      ALERTS_PER_MINUTE: "30",
    });
    expect(c.mail).toBeUndefined();
    expect(c.warnings).toEqual([
      "NOTIFY_TO has no effect without SMTP_URL (no enquiry e-mails are sent): set SMTP_URL, or remove NOTIFY_TO",
      "MAIL_FROM has no effect without SMTP_URL (no e-mail is sent): set SMTP_URL, or remove MAIL_FROM",
      "ALERTS_PER_MINUTE has no effect without SMTP_URL (no client alerts are sent): set SMTP_URL, or remove ALERTS_PER_MINUTE",
    ]);
  });

  test("with SMTP_URL, or without those settings, there is nothing to warn about", () => {
    expect(loadConfig(base).warnings).toEqual([]);
    const c = loadConfig({
      ...base,
      SMTP_URL: "smtp://mail.firm.ky",
      NOTIFY_TO: "partners@firm.ky",
      MAIL_FROM: "web@firm.ky",
      ALERTS_PER_MINUTE: "30",
    });
    expect(c.warnings).toEqual([]);
  });
});
