/**
 * The parts every e-mail of the site is built from, whichever capability builds it: the envelope and
 * headers (the sender, one recipient, the marks of an automatic message, the Message-ID), text made safe
 * for a body line, the firm's signature in both parts, and the two HTML frames. Headers are handed to
 * nodemailer as data (address objects, cleaned text), never assembled as strings.
 */
import type { MailAddress } from "../config";
import { headerText } from "./header-text";

/** Text for an HTML part. */
export const esc = (s: string) => Bun.escapeHTML(s);

/** Text on one line in a body: a typed line break (or any control character) cannot forge a paragraph. */
export const line = (s: string) => s.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** Text that keeps its line breaks, in any spelling, as "\n". */
export const paragraphs = (s: string) => s.replace(/\r\n?|\u2028|\u2029|\u0085/g, "\n");

/** A Message-ID: `local` at the site's host, with anything a header could not carry taken out of it. */
export function messageId(local: string, host: string): string {
  const safeHost = host.replace(/[^A-Za-z0-9.-]/g, "") || "localhost";
  return `<${local}@${safeHost}>`;
}

/** The From header: the site's sender, its name made safe for a header. */
export const fromHeader = (from: MailAddress) => ({
  name: headerText(from.name, 100),
  address: from.address,
});

/**
 * From the site to one address only (an address checked by safeAddress): an address object, not a
 * string nodemailer would parse as a list, and the SMTP envelope says the same.
 */
export const soleRecipient = (from: MailAddress, address: string) => ({
  from: fromHeader(from),
  to: { name: "", address },
  envelope: { from: from.address, to: [address] },
});

/**
 * The marks of a message the site sends by itself (RFC 3834): 'auto-replied' answers someone,
 * 'auto-generated' does not. Robots (vacation responders) must not answer either.
 */
export const automatic = (how: "auto-replied" | "auto-generated") => ({
  "Auto-Submitted": how,
  "X-Auto-Response-Suppress": "All",
});

/** The firm as its e-mails are signed. */
export interface FirmDetails {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** A line of the signature; each kind of e-mail says which come in what order. */
export type SignatureLine = "name" | "address" | "phone" | "email";

/** The firm's signature, one line each, in the order given (empty details left out). */
export function signature(firm: FirmDetails, order: readonly SignatureLine[]): string[] {
  const lines: Record<SignatureLine, string> = {
    name: line(firm.name),
    address: line(firm.address),
    phone: firm.phone ? `Phone: ${line(firm.phone)}` : "",
    email: firm.email ? `E-mail: ${line(firm.email)}` : "",
  };
  return order.map((key) => lines[key]).filter(Boolean);
}

/** The plain-text signature block: the conventional "-- " line, then the signature. */
export const textSignature = (firm: FirmDetails, order: readonly SignatureLine[]) => [
  "-- ",
  ...signature(firm, order),
];

/** The same signature in a client e-mail's HTML part, under a rule. */
export const htmlSignature = (firm: FirmDetails, order: readonly SignatureLine[]) =>
  `<p style="font-size:13px;color:#475569;border-top:1px solid #e2e8f0;padding-top:16px;margin-top:24px">${signature(
    firm,
    order,
  )
    .map(esc)
    .join("<br>")}</p>`;

/** The HTML part of an e-mail to the firm's staff: plain, for reading at a desk. */
export const staffFrame = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f1f3d;line-height:1.5">
${body}
</body></html>
`;

/** The HTML part of an e-mail to a client or reader: the firm's page, on a phone too. */
export const clientFrame = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8f7f4;font-family:Georgia,serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:28px;border-radius:8px">
${body}
</div></body></html>`;
