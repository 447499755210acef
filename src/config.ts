import { resolve, sep } from "node:path";
import { z } from "zod";
import { defaultFirm, type FirmIdentity } from "./content/firm";

/** The only reader of process.env (DESIGN.md §3). Everything else receives a Config. */

const boolFlag = (fallback: boolean) =>
  z
    .enum(["on", "off", "true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["on", "true", "1", "yes"].includes(v)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      message: "SITE_URL must be an absolute http(s) URL, e.g. https://example.ky",
    })
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").max(200).optional(),
  RATE_LIMITS: boolFlag(true),
  REQUIRE_2FA: boolFlag(false),
  TRUST_PROXY: boolFlag(false),
  FIRM_NAME: z.string().trim().min(1).max(100).optional(),
  FIRM_PHONE: z.string().trim().min(3).max(40).optional(),
  FIRM_EMAIL: z.email("FIRM_EMAIL must be an e-mail address").optional(),
  SMTP_URL: z.string().optional(),
  NOTIFY_TO: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).optional(),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      message: "DATABASE_URL must be a PostgreSQL URL, e.g. postgres://user:password@host:5432/firm",
    })
    .optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "S3_ENDPOINT must be an http(s) URL" }).optional(),
  S3_REGION: z.string().trim().min(1).max(64).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number()
    .int("BACKUP_KEEP must be a whole number")
    .min(1, "BACKUP_KEEP must be at least 1")
    .max(3650, "BACKUP_KEEP must be at most 3650")
    .optional(),
  RETENTION_DAYS: z.coerce
    .number({ message: "RETENTION_DAYS must be a whole number of days, e.g. 730" })
    .int("RETENTION_DAYS must be a whole number of days, e.g. 730")
    .min(1, "RETENTION_DAYS must be at least 1")
    .max(36500, "RETENTION_DAYS must be at most 36500 (100 years)")
    .optional(),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absolute origin used for canonical URLs and the sitemap, without trailing slash; when unset the
   * request's own origin is used. */
  siteUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  rateLimits: boolean;
  /** REQUIRE_2FA=on: every admin must set up two-factor sign-in before using the admin area. */
  require2fa: boolean;
  trustProxy: boolean;
  firm: FirmIdentity;
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
}

export class ConfigError extends Error {}

/** Daily backups kept when BACKUP_KEEP is not set: one week. */
export const DEFAULT_BACKUP_KEEP = 7;
const isEmail = (v: string) => z.email().safeParse(v).success;

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
  return { smtp: connection, smtpLabel: label, notifyTo, from } satisfies MailConfig;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as most shells and orchestrators produce them for "no value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  // Parsed once per process: zod's compiled fast path would cost more to build (~2 ms of every start) than it saves.
  const parsed = envSchema.safeParse(cleaned, { jitless: true });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
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
    name: e.FIRM_NAME ?? defaultFirm.name,
    phone: e.FIRM_PHONE ?? defaultFirm.phone,
    email: e.FIRM_EMAIL ?? defaultFirm.email,
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
  };
}
