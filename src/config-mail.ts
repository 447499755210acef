/**
 * The e-mail settings (SMTP_URL, NOTIFY_TO, MAIL_FROM) for src/config.ts: parsed from the values it read,
 * each problem one line naming its variable once and saying what is expected.
 */
import type { EnvReader } from "./env-reader";
import { isEmail } from "./env-reader";

/** The firm's identity: what FIRM_NAME, FIRM_PHONE and FIRM_EMAIL set, each defaulting to the sample firm. */
export interface FirmIdentity {
  name: string;
  phone: string;
  email: string;
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

const SMTP_EXAMPLE =
  "e.g. smtp://user:password@mail.example.ky:587 or smtps://user:password@mail.example.ky:465";

/** SMTP_URL's parts, or a problem (what is wrong, without the variable's name). */
function parseSmtpUrl(raw: string): (MailConfig["smtp"] & { label: string }) | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `must be a URL (${SMTP_EXAMPLE})`;
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    return `must start with smtp:// or smtps://, not ${url.protocol}// (${SMTP_EXAMPLE})`;
  if (!url.hostname) return `must name the mail server's host (${SMTP_EXAMPLE})`;
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    return "the user name or password must be URL-encoded (encode @ as %40, : as %3A)";
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

/** The mail settings; undefined when SMTP_URL is unset (no mail). Problems go into `r`. */
export function parseMailConfig(
  e: { SMTP_URL?: string | undefined; NOTIFY_TO?: string | undefined; MAIL_FROM?: string | undefined },
  firm: FirmIdentity,
  r: EnvReader,
): MailConfig | undefined {
  let notifyTo: string[] = [];
  if (e.NOTIFY_TO !== undefined) {
    notifyTo = e.NOTIFY_TO.split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = notifyTo.filter((a) => !isEmail(a));
    if (bad.length > 0)
      r.problem(
        "NOTIFY_TO",
        `not an e-mail address: ${bad.map((b) => JSON.stringify(b)).join(", ")} (give addresses separated by commas, e.g. partners@example.ky, office@example.ky)`,
      );
    else if (notifyTo.length === 0)
      r.problem("NOTIFY_TO", "give at least one e-mail address, e.g. partners@example.ky");
  }
  let from: MailAddress = { name: firm.name, address: firm.email };
  if (e.MAIL_FROM !== undefined) {
    const parsed = parseMailbox(e.MAIL_FROM);
    if (parsed) from = parsed;
    else
      r.problem(
        "MAIL_FROM",
        'must be an e-mail address or "Name <address>", e.g. Ironwood Legal website <website@ironwoodlegal.ky>',
      );
  }
  if (e.SMTP_URL === undefined) return undefined;
  const smtp = parseSmtpUrl(e.SMTP_URL);
  if (typeof smtp === "string") r.problem("SMTP_URL", smtp);
  if (e.NOTIFY_TO === undefined)
    r.problem(
      "NOTIFY_TO",
      "required when SMTP_URL is set: the addresses enquiries go to, separated by commas, e.g. partners@example.ky",
    );
  if (typeof smtp === "string") return undefined;
  const { label, ...connection } = smtp;
  return {
    smtp: connection,
    smtpLabel: label,
    notifyTo,
    from,
    fromFirm: e.MAIL_FROM === undefined,
  };
}
