import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "./config";
import { EnvReader, isEmail } from "./env-reader";

/** The "Invalid environment" message loadConfig throws for `env`, or "" when it accepts it. */
const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
    return "";
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return e.message;
  }
};

describe("reading the environment (src/config.ts through src/env-reader.ts)", () => {
  test("every value is read as the run contract says, trimmed where it is a name", () => {
    const c = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://www.example.ky/",
      ADMIN_USERNAME: "  partner  ",
      ADMIN_PASSWORD: "a long password",
      TRUST_PROXY: "yes",
      REQUIRE_2FA: "1",
      RATE_LIMITS: "false",
      FIRM_NAME: " Acme Law ",
      LOG_LEVEL: "error",
      DATABASE_URL: "postgresql://u:p@db:5432/firm",
      S3_BUCKET: "firm-uploads",
      S3_ENDPOINT: "http://minio:9000/",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      RETENTION_DAYS: "730",
    });
    expect(c.port).toBe(8080);
    expect(c.host).toBe("127.0.0.1");
    expect(c.siteUrl).toBe("https://www.example.ky");
    expect(c.admin).toEqual({ username: "partner", password: "a long password" });
    expect([c.trustProxy, c.require2fa, c.rateLimits]).toEqual([1, true, false]);
    expect(c.firm.name).toBe("Acme Law");
    expect(c.logLevel).toBe("error");
    expect(c.databaseUrl).toBe("postgresql://u:p@db:5432/firm");
    expect(c.s3).toEqual({
      bucket: "firm-uploads",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(c.retentionDays).toBe(730);
  });

  test("empty values count as unset", () => {
    const c = loadConfig({ PORT: "", SITE_URL: "", LOG_LEVEL: "", NODE_ENV: "production" });
    expect(c.port).toBe(3000);
    expect(c.siteUrl).toBeUndefined();
    expect(c.logLevel).toBe("info");
  });

  test("every problem is listed at once, one line per variable", () => {
    const message = problemsOf({
      PORT: "80.5",
      SITE_URL: "ftp://example.ky",
      RATE_LIMITS: "sometimes",
      LOG_LEVEL: "debug",
      FIRM_EMAIL: "not an address",
    });
    expect(message.split("\n")).toEqual([
      "Invalid environment:",
      "  PORT: must be a whole number from 0 to 65535, e.g. 3000",
      "  SITE_URL: must be an absolute http(s) URL, e.g. https://example.ky",
      "  RATE_LIMITS: must be one of on, off, true, false, 1, 0, yes, no",
      "  FIRM_EMAIL: must be a plain e-mail address such as office@firm.ky (letters, digits and . _ + - before the @; no spaces, quotes or other signs)",
      "  LOG_LEVEL: must be one of silent, error, info",
    ]);
  });

  test.each([
    [{ PORT: "65536" }, "PORT: must be at most 65535"],
    [{ PORT: "-1" }, "PORT: must be at least 0"],
    [{ PORT: "0x50" }, "PORT: must be a whole number from 0 to 65535"],
    [{ SITE_URL: "example.ky" }, "SITE_URL: must be an absolute http(s) URL"],
    [{ DATABASE_URL: "mysql://db/firm" }, "DATABASE_URL: must be a PostgreSQL URL"],
    [{ S3_BUCKET: "ab" }, "S3_BUCKET: must be at least 3 characters"],
    [{ S3_BUCKET: "b".repeat(64) }, "S3_BUCKET: must be at most 63 characters"],
    [
      { ADMIN_USERNAME: "   ", ADMIN_PASSWORD: "long enough" },
      "ADMIN_USERNAME: must be at least 1 character",
    ],
    [{ ADMIN_USERNAME: "a", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD: must be at least 8 characters"],
    [{ FIRM_PHONE: "12" }, "FIRM_PHONE: must be at least 3 characters"],
    [{ BACKUP_DIR: "/srv/backups", BACKUP_KEEP: "0" }, "BACKUP_KEEP: must be at least 1"],
    [
      { BACKUP_DIR: "/srv/backups", BACKUP_KEEP: "seven" },
      "BACKUP_KEEP: must be a whole number of backups to keep",
    ],
    [{ RETENTION_DAYS: "36501" }, "RETENTION_DAYS: must be at most 36500 (100 years)"],
    [{ BACKUP_KEEP: "7" }, "BACKUP_DIR: required with BACKUP_KEEP"],
    [{ S3_REGION: "eu-west-1" }, "S3_BUCKET: required when any other S3_ setting is set"],
    [{ S3_BUCKET: "firm", S3_ACCESS_KEY_ID: "k" }, "S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID"],
    [{ ADMIN_PASSWORD: "long enough" }, "ADMIN_USERNAME: required with ADMIN_PASSWORD"],
  ])("%o is refused: %s", (env, line) => {
    expect(problemsOf(env)).toContain(`  ${line}`);
  });

  test("each problem names its variable once, at the start of its line, and says what is expected", () => {
    const message = problemsOf({
      PORT: "eighty",
      SITE_URL: "example.ky",
      ADMIN_USERNAME: "   ",
      ADMIN_PASSWORD: "short",
      RATE_LIMITS: "sometimes",
      FIRM_PHONE: "1",
      FIRM_EMAIL: "nobody",
      SMTP_URL: "http://mail.example.ky",
      NOTIFY_TO: "partners, office@example.ky",
      MAIL_FROM: "Web <nope>",
      LOG_LEVEL: "debug",
      DATABASE_URL: "mysql://db/firm",
      S3_BUCKET: "ab",
      S3_ENDPOINT: "minio:9000",
      S3_ACCESS_KEY_ID: "key",
      BACKUP_DIR: "./data/backups",
      BACKUP_KEEP: "seven",
      RETENTION_DAYS: "forever",
      STATS_RETENTION_DAYS: "1",
      ALERTS_PER_MINUTE: "lots",
    });
    const [head, ...lines] = message.split("\n");
    expect(head).toBe("Invalid environment:");
    const named = lines.map((line) => {
      const [, name, rest] = /^ {2}([A-Z0-9_]+): (.+)$/.exec(line) ?? [];
      expect({ line, named: name !== undefined }).toEqual({ line, named: true });
      // Named once: the rest of the line may name other variables, never its own again.
      expect({ line, again: rest!.includes(name!) }).toEqual({ line, again: false });
      // What is expected: a rule ("must", "required") or how to fix it.
      expect({ line, says: /must|required|give /.test(rest!) }).toEqual({ line, says: true });
      return name;
    });
    // Every variable with a problem has exactly one line.
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual(
      [
        "PORT",
        "SITE_URL",
        "ADMIN_USERNAME",
        "ADMIN_PASSWORD",
        "RATE_LIMITS",
        "FIRM_PHONE",
        "FIRM_EMAIL",
        "SMTP_URL",
        "NOTIFY_TO",
        "MAIL_FROM",
        "LOG_LEVEL",
        "DATABASE_URL",
        "S3_BUCKET",
        "S3_ENDPOINT",
        "S3_SECRET_ACCESS_KEY",
        "BACKUP_DIR",
        "BACKUP_KEEP",
        "RETENTION_DAYS",
        "STATS_RETENTION_DAYS",
        "ALERTS_PER_MINUTE",
      ].sort(),
    );
  });

  test("CALENDAR_ALLOW_HOSTS: host:port entries, lower-cased as web addresses write them; anything else is one line", () => {
    expect(loadConfig({}).calendarAllowHosts).toEqual([]);
    expect(
      loadConfig({ CALENDAR_ALLOW_HOSTS: " Exchange.Office.Internal:443, [0:0::1]:8443 ,10.0.0.5:80" })
        .calendarAllowHosts,
    ).toEqual(["exchange.office.internal:443", "[::1]:8443", "10.0.0.5:80"]);
    for (const bad of [
      "exchange.office.internal",
      "https://cal.example.com:443",
      "cal:0",
      "cal:70000",
      "a b:443",
    ])
      expect(problemsOf({ CALENDAR_ALLOW_HOSTS: bad }).split("\n")).toEqual([
        "Invalid environment:",
        "  CALENDAR_ALLOW_HOSTS: must be host:port entries separated by commas, e.g. exchange.office.internal:443,10.0.0.5:8443",
      ]);
  });

  test("flags take the eight spellings the run contract lists, and nothing else", () => {
    const read = (v: string) => new EnvReader({ F: v }).flag("F", false);
    expect(["on", "true", "1", "yes"].map(read)).toEqual([true, true, true, true]);
    expect(["off", "false", "0", "no"].map((v) => new EnvReader({ F: v }).flag("F", true))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const r = new EnvReader({ F: "ON " });
    r.flag("F", false);
    expect(r.problems).toHaveLength(1);
  });

  test("e-mail addresses: plain ones only, as the firm's settings take them", () => {
    for (const ok of ["a@b.ky", "first.last+tag@mail.example.com", "info_desk@firm-name.co.ky"])
      expect(isEmail(ok)).toBe(true);
    for (const bad of [
      "a@b",
      "a b@c.ky",
      "@c.ky",
      "a@.ky",
      "a..b@c.ky",
      ".a@c.ky",
      "a@c.k",
      "o'neil@example.ky",
      'x"y@c.ky',
      "x/onmouseover=alert(1)@c.ky",
      "a=b@c.ky",
      "<a@c.ky>",
      "a@c.ky/x",
    ])
      expect({ bad, ok: isEmail(bad) }).toEqual({ bad, ok: false });
  });
});
