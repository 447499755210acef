/** The only reader of process.env. Everything else receives a Config. */
import { resolve, sep } from "node:path";
import { type FirmIdentity, type MailConfig, parseMailConfig } from "./config-mail";
import { EnvReader } from "./env-reader";
import { PLAIN_EMAIL_RULE } from "./shared/email-address";

export type { FirmIdentity, MailAddress, MailConfig } from "./config-mail";

export const DEFAULT_FIRM: FirmIdentity = {
  name: "Ironwood Legal",
  phone: "+1 (345) 555-0142",
  email: "info@ironwoodlegal.ky",
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The public origin every absolute link is built from, without trailing slash; when unset the site
   * uses the address learnt from the first signed-in admin (src/content/origin.ts), never a request's. */
  siteUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  rateLimits: boolean;
  /** REQUIRE_2FA=on: every admin must set up two-factor sign-in before using the admin area. */
  require2fa: boolean;
  /**
   * How many reverse proxies stand in front of the site (TRUST_PROXY; 0: none). Their X-Forwarded-For,
   * -Proto and -Host are believed, read at that many entries from the right (src/http/request-context.ts).
   */
  trustProxy: number;
  firm: FirmIdentity;
  /** What FIRM_NAME, FIRM_PHONE and FIRM_EMAIL set: these override the firm's settings on the site. */
  firmOverrides: Partial<FirmIdentity>;
  /** E-mail notifications of enquiries; undefined when SMTP_URL is unset (notifications off). */
  mail: MailConfig | undefined;
  logLevel: "silent" | "error" | "info";
  /** PostgreSQL instead of DATA_DIR/site.db, so several instances can share one database. */
  databaseUrl: string | undefined;
  /** An S3-compatible bucket instead of DATA_DIR/uploads, so several instances share the uploads. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  /** Daily backups (src/backup) into `dir`, keeping the newest `keep`; undefined: no scheduled backups. */
  backup: { dir: string; keep: number } | undefined;
  /** Completed enquiries older than this many days are deleted daily (src/inbox); undefined: kept. */
  retentionDays: number | undefined;
  /** Days the visit statistics keep their campaign and device detail (src/stats); counts per day stay. */
  statsRetentionDays: number;
  /** Client alerts sent per minute at most (src/alerts); undefined: as fast as the mail server takes them. */
  alertsPerMinute: number | undefined;
  /**
   * Minutes an article's client alerts wait before the first one leaves, for every instance alike;
   * undefined: the wait set in the firm's client-alert settings applies.
   */
  alertsDelayMinutes: number | undefined;
  /**
   * CALENDAR_ALLOW_HOSTS: the only private hosts a lawyer's calendar may be read from ("host:port", lower
   * case, e.g. an Exchange server on the office network), over https or http. Empty: none.
   */
  calendarAllowHosts: string[];
  /**
   * Settings given that have no effect (NOTIFY_TO without SMTP_URL, say), one line each: the server and
   * the commands print them at start, the start goes on.
   */
  warnings: string[];
}

/** How long campaign and device detail of the visit statistics is kept, unless STATS_RETENTION_DAYS says. */
export const DEFAULT_STATS_RETENTION_DAYS = 90;

/**
 * Client alerts sent per minute unless ALERTS_PER_MINUTE says: one a second keeps well inside what
 * hosted mail services allow a small account (Microsoft 365: 30 a minute per mailbox is the tightest
 * common one, so firms on it set 30), and 1,000 subscribers still hear within about 17 minutes.
 */
export const DEFAULT_ALERTS_PER_MINUTE = 60;

/** The longest wait ALERTS_DELAY_MINUTES (and the setting) may ask for before an article's alerts leave. */
export const MAX_ALERTS_DELAY_MINUTES = 1440;

export class ConfigError extends Error {}

/** ALERTS_PER_MINUTE's value: a count, undefined for "unlimited", null when it is neither. */
function alertsPerMinute(raw: string): number | undefined | null {
  if (raw.toLowerCase() === "unlimited") return undefined;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 100_000 ? n : null;
}

/** Daily backups kept when BACKUP_KEEP is not set: one week. */
export const DEFAULT_BACKUP_KEEP = 7;

/** Every variable read and checked; each problem goes into `r`, one line naming its variable once. */
function readEnv(r: EnvReader) {
  const httpUrl = /^https?$/;
  const days = (name: string, min: number, example: number) =>
    r.int(name, min, 36500, {
      notNumber: `must be a whole number of days, e.g. ${example}`,
      tooBig: "must be at most 36500 (100 years)",
    });
  const e = {
    PORT: r.int("PORT", 0, 65535, { notNumber: "must be a whole number from 0 to 65535, e.g. 3000" }) ?? 3000,
    HOST: r.string("HOST") ?? "0.0.0.0",
    DATA_DIR: r.string("DATA_DIR") ?? "./data",
    SITE_URL: r.url("SITE_URL", httpUrl, "must be an absolute http(s) URL, e.g. https://example.ky"),
    ADMIN_USERNAME: r.string("ADMIN_USERNAME", { trim: true, max: 100 }),
    ADMIN_PASSWORD: r.string("ADMIN_PASSWORD", { min: 8, max: 200 }),
    RATE_LIMITS: r.flag("RATE_LIMITS", true),
    REQUIRE_2FA: r.flag("REQUIRE_2FA", false),
    TRUST_PROXY: r.flagOrCount(
      "TRUST_PROXY",
      10,
      "must be on (one proxy in front of the site), off, or how many proxies stand in front of it (up to 10)",
    ),
    FIRM_NAME: r.string("FIRM_NAME", { trim: true, max: 100 }),
    FIRM_PHONE: r.string("FIRM_PHONE", { trim: true, min: 3, max: 40 }),
    FIRM_EMAIL: r.email("FIRM_EMAIL", PLAIN_EMAIL_RULE),
    SMTP_URL: r.string("SMTP_URL"),
    NOTIFY_TO: r.string("NOTIFY_TO"),
    MAIL_FROM: r.string("MAIL_FROM"),
    LOG_LEVEL: r.oneOf("LOG_LEVEL", ["silent", "error", "info"] as const),
    DATABASE_URL: r.url(
      "DATABASE_URL",
      /^postgres(ql)?$/,
      "must be a PostgreSQL URL, e.g. postgres://user:password@host:5432/firm",
    ),
    S3_BUCKET: r.string("S3_BUCKET", { trim: true, min: 3, max: 63 }),
    S3_ENDPOINT: r.url("S3_ENDPOINT", httpUrl, "must be an http(s) URL, e.g. https://s3.example.com"),
    S3_REGION: r.string("S3_REGION", { trim: true, max: 64 }),
    S3_ACCESS_KEY_ID: r.string("S3_ACCESS_KEY_ID", { trim: true }),
    S3_SECRET_ACCESS_KEY: r.string("S3_SECRET_ACCESS_KEY"),
    BACKUP_DIR: r.string("BACKUP_DIR"),
    BACKUP_KEEP: r.int("BACKUP_KEEP", 1, 3650, {
      notNumber: "must be a whole number of backups to keep, e.g. 7",
    }),
    RETENTION_DAYS: days("RETENTION_DAYS", 1, 730),
    STATS_RETENTION_DAYS: days("STATS_RETENTION_DAYS", 2, 90),
    ALERTS_PER_MINUTE: r.string("ALERTS_PER_MINUTE", { trim: true }),
    ALERTS_DELAY_MINUTES: r.int("ALERTS_DELAY_MINUTES", 0, MAX_ALERTS_DELAY_MINUTES, {
      notNumber: "must be a whole number of minutes from 0 to 1440, e.g. 10",
      tooSmall: "must be at least 0 (0 sends at once)",
      tooBig: "must be at most 1440 (one day)",
    }),
    CALENDAR_ALLOW_HOSTS: r.string("CALENDAR_ALLOW_HOSTS", { trim: true }),
    NODE_ENV: r.string("NODE_ENV"),
  };
  if (e.CALENDAR_ALLOW_HOSTS !== undefined && hostPortList(e.CALENDAR_ALLOW_HOSTS) === null)
    r.problem(
      "CALENDAR_ALLOW_HOSTS",
      "must be host:port entries separated by commas, e.g. exchange.office.internal:443,10.0.0.5:8443",
    );
  if (e.ALERTS_PER_MINUTE !== undefined && alertsPerMinute(e.ALERTS_PER_MINUTE) === null)
    r.problem("ALERTS_PER_MINUTE", 'must be a whole number from 1 to 100000, or "unlimited" (e.g. 60)');
  return e;
}

type Env = ReturnType<typeof readEnv>;

/**
 * "Host:8443, [::1]:443" → ["host:8443", "[::1]:443"], each host written as a web address writes it (so the
 * calendar reader compares like with like); null when an entry is not host:port.
 */
export function hostPortList(raw: string): string[] | null {
  const entries = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const out: string[] = [];
  for (const entry of entries) {
    const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(entry);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 65535) return null;
    try {
      out.push(`${new URL(`https://${m[1]}/`).hostname}:${Number(m[2])}`);
    } catch {
      return null;
    }
  }
  return out;
}

/**
 * Settings that only make sense together, and paths that must not overlap. `given`: the variables set (a
 * value with a problem of its own counts as given, so it is not named a second time).
 */
function checkTogether(
  given: (name: string) => boolean,
  r: EnvReader,
  dataDir: string,
  backupDir: string | undefined,
): void {
  const s3Settings = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
  if (!given("S3_BUCKET") && s3Settings.some(given))
    r.problem("S3_BUCKET", "required when any other S3_ setting is set: the bucket's name");
  // One of a pair given without the other: the missing one is named.
  const pair = (a: string, b: string, what: string) => {
    if (given(a) === given(b)) return;
    const [missing, set] = given(a) ? [b, a] : [a, b];
    r.problem(missing, `required with ${set}: ${what}`);
  };
  pair("S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "the bucket's key and its secret are set together");
  pair("ADMIN_USERNAME", "ADMIN_PASSWORD", "the first admin's username and password are set together");
  if (given("BACKUP_KEEP") && backupDir === undefined)
    r.problem("BACKUP_DIR", "required with BACKUP_KEEP: the folder the daily backups go to");
  if (backupDir !== undefined && (backupDir === dataDir || backupDir.startsWith(`${dataDir}${sep}`)))
    r.problem(
      "BACKUP_DIR",
      "must be outside DATA_DIR (a backup beside the data dies with the same disk), e.g. /srv/backups",
    );
}

/** Settings given that change nothing, each in one line: what it needs, and what to do. */
function ineffective(e: Env): string[] {
  const warnings: string[] = [];
  if (e.SMTP_URL === undefined)
    for (const [name, what] of [
      ["NOTIFY_TO", "no enquiry e-mails are sent"],
      ["MAIL_FROM", "no e-mail is sent"],
      ["ALERTS_PER_MINUTE", "no client alerts are sent"],
      ["ALERTS_DELAY_MINUTES", "no client alerts are sent"],
    ] as const)
      if (e[name] !== undefined)
        warnings.push(`${name} has no effect without SMTP_URL (${what}): set SMTP_URL, or remove ${name}`);
  return warnings;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as most shells and orchestrators produce them for "no value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const r = new EnvReader(cleaned);
  const e = readEnv(r);
  const dataDir = resolve(e.DATA_DIR);
  const backupDir = e.BACKUP_DIR === undefined ? undefined : resolve(e.BACKUP_DIR);
  checkTogether((name) => cleaned[name] !== undefined, r, dataDir, backupDir);
  const firm = {
    name: e.FIRM_NAME ?? DEFAULT_FIRM.name,
    phone: e.FIRM_PHONE ?? DEFAULT_FIRM.phone,
    email: e.FIRM_EMAIL ?? DEFAULT_FIRM.email,
  };
  const mail: MailConfig | undefined = parseMailConfig(e, firm, r);
  if (r.problems.length > 0)
    throw new ConfigError(`Invalid environment:\n${r.problems.map((p) => `  ${p}`).join("\n")}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    siteUrl: e.SITE_URL?.replace(/\/+$/, ""),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    rateLimits: e.RATE_LIMITS,
    require2fa: e.REQUIRE_2FA,
    trustProxy: e.TRUST_PROXY,
    firm,
    firmOverrides: {
      ...(e.FIRM_NAME !== undefined ? { name: e.FIRM_NAME } : {}),
      ...(e.FIRM_PHONE !== undefined ? { phone: e.FIRM_PHONE } : {}),
      ...(e.FIRM_EMAIL !== undefined ? { email: e.FIRM_EMAIL } : {}),
    },
    mail,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    databaseUrl: e.DATABASE_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    backup:
      backupDir === undefined ? undefined : { dir: backupDir, keep: e.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP },
    retentionDays: e.RETENTION_DAYS,
    statsRetentionDays: e.STATS_RETENTION_DAYS ?? DEFAULT_STATS_RETENTION_DAYS,
    // "unlimited" reads as undefined (no cap); a bad value stopped the start above.
    alertsPerMinute:
      e.ALERTS_PER_MINUTE === undefined
        ? DEFAULT_ALERTS_PER_MINUTE
        : (alertsPerMinute(e.ALERTS_PER_MINUTE) ?? undefined),
    alertsDelayMinutes: e.ALERTS_DELAY_MINUTES,
    calendarAllowHosts:
      e.CALENDAR_ALLOW_HOSTS === undefined ? [] : (hostPortList(e.CALENDAR_ALLOW_HOSTS) ?? []),
    warnings: ineffective(e),
  };
}
