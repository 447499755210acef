import { resolve } from "node:path";
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
  TRUST_PROXY: boolFlag(false),
  FIRM_NAME: z.string().trim().min(1).max(100).optional(),
  FIRM_PHONE: z.string().trim().min(3).max(40).optional(),
  FIRM_EMAIL: z.email("FIRM_EMAIL must be an e-mail address").optional(),
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
  trustProxy: boolean;
  firm: FirmIdentity;
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
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as most shells and orchestrators produce them for "no value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    siteUrl: e.SITE_URL?.replace(/\/+$/, ""),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY,
    firm: {
      name: e.FIRM_NAME ?? defaultFirm.name,
      phone: e.FIRM_PHONE ?? defaultFirm.phone,
      email: e.FIRM_EMAIL ?? defaultFirm.email,
    },
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
  };
}
