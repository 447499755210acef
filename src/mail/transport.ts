import type { SendMailOptions, Transporter } from "nodemailer";
import type { MailConfig } from "../config";

/** Where the mail goes: nodemailer's SMTP client, or a test double with the same two calls. */
export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
  /** Connects and signs in without sending: does the server work? */
  verify(): Promise<void>;
  close(): void;
}

/**
 * nodemailer's pooled SMTP client (a few connections reused across messages). smtps:// speaks TLS from
 * the first byte; smtp:// upgrades with STARTTLS whenever the server offers it (certificates verified).
 * Short timeouts, so a dead server costs a run seconds, not minutes. It may not read files or fetch URLs
 * named in a message.
 */
export function createSmtpTransport(smtp: MailConfig["smtp"], { pool = true } = {}): MailTransport {
  // nodemailer takes a noticeable time to load: it is loaded with the first mail, not at start.
  let transporter: Promise<Transporter> | undefined;
  const get = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.auth ? { auth: smtp.auth } : {}),
        ...(pool ? { pool: true, maxConnections: 5, maxMessages: 100 } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 15_000,
        dnsTimeout: 10_000,
        tls: { servername: smtp.host, minVersion: "TLSv1.2" },
        disableFileAccess: true,
        disableUrlAccess: true,
        logger: false,
      }),
    ));
  return {
    send: async (message) => void (await (await get()).sendMail(message)),
    verify: async () => void (await (await get()).verify()),
    close: () => void transporter?.then((t) => t.close()).catch(() => {}),
  };
}

/** A failed send, told apart: the server's trouble (retry everything once it works) or this message's. */
export interface SmtpFailure {
  /** For the admin: code and the server's reply, e.g. "EAUTH: 535 5.7.8 Authentication failed". */
  message: string;
  /** For logs: no addresses, no text from the message. */
  code: string;
  responseCode: number | undefined;
  serverFailure: boolean;
}

const SERVER_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EAUTH",
  "ENOAUTH",
  "EPROTOCOL",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

export function describeSmtpError(err: unknown): SmtpFailure {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : "ERROR";
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const detail =
    typeof e.response === "string" && e.response
      ? e.response
      : typeof e.message === "string" && e.message
        ? e.message
        : String(err);
  return {
    message: `${code}: ${detail}`.replace(/\s+/g, " ").slice(0, 500),
    code,
    responseCode,
    // 421: the server is closing the connection (busy, shutting down); the rest is about the connection.
    serverFailure: SERVER_CODES.has(code) || responseCode === 421,
  };
}
