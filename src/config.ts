/** The only reader of process.env. Everything else receives a Config. */
import { resolve, sep } from "node:path";
import { EnvReader, isEmail } from "./env-reader";
import { PLAIN_EMAIL_RULE } from "./shared/email-address";

/** The firm's identity: what FIRM_NAME, FIRM_PHONE and FIRM_EMAIL set, each defaulting to the sample firm. */
export interface FirmIdentity {
  name: string;
  phone: string;
  email: string;
}

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
}

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailConfig {
  smtp: {
    host: string;
    port: number;
    /** smtps:// (TLS from the first byte); smtp:// upgrades with STARTTLS when the server offers it. */
    secure: boolean;
    auth: { user: string; pass: string } | undefined;
  };
  /** SMTP_URL without the password, for the admin screen and logs. */
  smtpLabel: string;
  notifyTo: string[];
  from: MailAddress;
  /** MAIL_FROM is unset: the sender follows the firm's name and e-mail as the site shows them. */
  fromFirm: boolean;
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

function parseSmtpUrl(raw: string): MailConfig["smtp"] & { label: string } {
  const example =
    "e.g. smtp://user:password@mail.example.ky:587 or smtps://user:password@mail.example.ky:465";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMTP_URL is not a valid URL (${example})`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}// (${example})`);
  }
  if (!url.hostname) throw new Error(`SMTP_URL has no host name (${example})`);
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    throw new Error(
      "SMTP_URL: the user name or password is not URL-encoded correctly (encode @ as %40, : as %3A)",
    );
  }
  const secure = url.protocol === "smtps:";
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  return {
    host: hostname,
    port,
    secure,
    auth: user ? { user, pass } : undefined,
    label: `${url.protocol}//${user ? `${encodeURIComponent(user)}@` : ""}${url.host}`,
  };
}

/** "Name <address>" or a bare address. */
function parseMailbox(raw: string): MailAddress | undefined {
  const m = /^\s*(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(raw);
  const name = (m ? (m[1] ?? "") : "").replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
  const address = (m ? m[2]! : raw).trim();
  return isEmail(address) ? { name, address } : undefined;
}

function parseMailConfig(
  e: { SMTP_URL?: string; NOTIFY_TO?: string; MAIL_FROM?: string },
  firm: FirmIdentity,
) {
  const problems: string[] = [];
  let notifyTo: string[] = [];
  if (e.NOTIFY_TO !== undefined) {
    notifyTo = e.NOTIFY_TO.split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = notifyTo.filter((a) => !isEmail(a));
    if (bad.length > 0)
      problems.push(`NOTIFY_TO: not an e-mail address: ${bad.map((b) => JSON.stringify(b)).join(", ")}`);
    else if (notifyTo.length === 0) problems.push("NOTIFY_TO: give at least one e-mail address");
  }
  let from: MailAddress = { name: firm.name, address: firm.email };
  if (e.MAIL_FROM !== undefined) {
    const parsed = parseMailbox(e.MAIL_FROM);
    if (parsed) from = { name: parsed.name, address: parsed.address };
    else
      problems.push(
        'MAIL_FROM must be an e-mail address or "Name <address>", e.g. Ironwood Legal website <website@ironwoodlegal.ky>',
      );
  }
  let smtp: ReturnType<typeof parseSmtpUrl> | undefined;
  if (e.SMTP_URL !== undefined) {
    try {
      smtp = parseSmtpUrl(e.SMTP_URL);
    } catch (err) {
      problems.push((err as Error).message);
    }
    if (e.NOTIFY_TO === undefined)
      problems.push(
        "NOTIFY_TO is required when SMTP_URL is set: the comma-separated addresses enquiries go to",
      );
  }
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  if (!smtp) return undefined;
  const { label, ...connection } = smtp;
  return {
    smtp: connection,
    smtpLabel: label,
    notifyTo,
    from,
    fromFirm: e.MAIL_FROM === undefined,
  } satisfies MailConfig;
}

/** Every variable read and checked; throws ConfigError listing every problem. */
function readEnv(r: EnvReader) {
  const httpUrl = /^https?$/;
  const e = {
    PORT: r.int("PORT", 0, 65535) ?? 3000,
    HOST: r.string("HOST") ?? "0.0.0.0",
    DATA_DIR: r.string("DATA_DIR") ?? "./data",
    SITE_URL: r.url("SITE_URL", httpUrl, "SITE_URL must be an absolute http(s) URL, e.g. https://example.ky"),
    ADMIN_USERNAME: r.string("ADMIN_USERNAME", { trim: true, max: 100 }),
    ADMIN_PASSWORD: r.string("ADMIN_PASSWORD", {
      min: 8,
      max: 200,
      tooShort: "ADMIN_PASSWORD must be at least 8 characters",
    }),
    RATE_LIMITS: r.flag("RATE_LIMITS", true),
    REQUIRE_2FA: r.flag("REQUIRE_2FA", false),
    TRUST_PROXY: r.flagOrCount(
      "TRUST_PROXY",
      10,
      "TRUST_PROXY must be on (one proxy in front of the site), off, or how many proxies stand in front of it (up to 10)",
    ),
    FIRM_NAME: r.string("FIRM_NAME", { trim: true, max: 100 }),
    FIRM_PHONE: r.string("FIRM_PHONE", { trim: true, min: 3, max: 40 }),
    FIRM_EMAIL: r.email("FIRM_EMAIL", `FIRM_EMAIL ${PLAIN_EMAIL_RULE}`),
    SMTP_URL: r.string("SMTP_URL"),
    NOTIFY_TO: r.string("NOTIFY_TO"),
    MAIL_FROM: r.string("MAIL_FROM"),
    LOG_LEVEL: r.oneOf("LOG_LEVEL", ["silent", "error", "info"] as const),
    DATABASE_URL: r.url(
      "DATABASE_URL",
      /^postgres(ql)?$/,
      "DATABASE_URL must be a PostgreSQL URL, e.g. postgres://user:password@host:5432/firm",
    ),
    S3_BUCKET: r.string("S3_BUCKET", { trim: true, min: 3, max: 63 }),
    S3_ENDPOINT: r.url("S3_ENDPOINT", httpUrl, "S3_ENDPOINT must be an http(s) URL"),
    S3_REGION: r.string("S3_REGION", { trim: true, max: 64 }),
    S3_ACCESS_KEY_ID: r.string("S3_ACCESS_KEY_ID", { trim: true }),
    S3_SECRET_ACCESS_KEY: r.string("S3_SECRET_ACCESS_KEY"),
    BACKUP_DIR: r.string("BACKUP_DIR"),
    BACKUP_KEEP: r.int("BACKUP_KEEP", 1, 3650, {
      notNumber: "BACKUP_KEEP must be a whole number",
      tooSmall: "BACKUP_KEEP must be at least 1",
      tooBig: "BACKUP_KEEP must be at most 3650",
    }),
    RETENTION_DAYS: r.int("RETENTION_DAYS", 1, 36500, {
      notNumber: "RETENTION_DAYS must be a whole number of days, e.g. 730",
      tooSmall: "RETENTION_DAYS must be at least 1",
      tooBig: "RETENTION_DAYS must be at most 36500 (100 years)",
    }),
    STATS_RETENTION_DAYS: r.int("STATS_RETENTION_DAYS", 2, 36500, {
      notNumber: "STATS_RETENTION_DAYS must be a whole number of days, e.g. 90",
      tooSmall: "STATS_RETENTION_DAYS must be at least 2",
      tooBig: "STATS_RETENTION_DAYS must be at most 36500 (100 years)",
    }),
    ALERTS_PER_MINUTE: r.string("ALERTS_PER_MINUTE", { trim: true }),
    ALERTS_DELAY_MINUTES: r.int("ALERTS_DELAY_MINUTES", 0, MAX_ALERTS_DELAY_MINUTES, {
      notNumber: "ALERTS_DELAY_MINUTES must be a whole number of minutes from 0 to 1440, e.g. 10",
      tooSmall: "ALERTS_DELAY_MINUTES must be at least 0 (0 sends at once)",
      tooBig: "ALERTS_DELAY_MINUTES must be at most 1440 (one day)",
    }),
    NODE_ENV: r.string("NODE_ENV"),
  };
  if (e.ALERTS_PER_MINUTE !== undefined && alertsPerMinute(e.ALERTS_PER_MINUTE) === null)
    r.problems.push(
      'ALERTS_PER_MINUTE: ALERTS_PER_MINUTE must be a whole number from 1 to 100000, or "unlimited" (e.g. 60)',
    );
  if (r.problems.length > 0)
    throw new ConfigError(`Invalid environment:\n${r.problems.map((p) => `  ${p}`).join("\n")}`);
  return e;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as most shells and orchestrators produce them for "no value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const e = readEnv(new EnvReader(cleaned));
  const s3Settings = [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (!e.S3_BUCKET && s3Settings.some((v) => v !== undefined)) {
    throw new ConfigError("Invalid environment:\n  S3_BUCKET is required when any other S3_ setting is set");
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid environment:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together");
  }
  const dataDir = resolve(e.DATA_DIR);
  const backupDir = e.BACKUP_DIR === undefined ? undefined : resolve(e.BACKUP_DIR);
  if (e.BACKUP_KEEP !== undefined && backupDir === undefined) {
    throw new ConfigError(
      "Invalid environment:\n  BACKUP_KEEP needs BACKUP_DIR (where the daily backups go)",
    );
  }
  if (backupDir !== undefined && (backupDir === dataDir || backupDir.startsWith(`${dataDir}${sep}`))) {
    throw new ConfigError(
      "Invalid environment:\n  BACKUP_DIR must be outside DATA_DIR (a backup beside the data dies with the same disk)",
    );
  }
  const firm = {
    name: e.FIRM_NAME ?? DEFAULT_FIRM.name,
    phone: e.FIRM_PHONE ?? DEFAULT_FIRM.phone,
    email: e.FIRM_EMAIL ?? DEFAULT_FIRM.email,
  };
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
    mail: parseMailConfig(e, firm),
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
  };
}
