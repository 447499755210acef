import type { SendMailOptions } from "nodemailer";
import type { MailAddress } from "../config";
import {
  automatic,
  esc,
  type FirmDetails,
  fromHeader,
  headerText,
  line,
  messageId,
  paragraphs,
  safeAddress,
  soleRecipient,
  staffFrame,
  textSignature,
} from "../mail";
import { formatDateTime } from "../shared/dates";
import { GENERAL_INQUIRY } from "../shared/practice-areas";
import type { Submission } from "../shared/wire-types";

/** What a notification needs besides the enquiry. */
export interface EnquiryMailContext {
  from: MailAddress;
  to: readonly string[];
  messageId: string;
  /** The submissions screen, absolute, at the site's own origin (never a request's Host). */
  adminUrl: string;
  firmName: string;
}

/** The Message-ID of an enquiry's notification: the same for every retry, new for a resend. */
export const enquiryMessageId = (submissionId: string, resend: number, host: string): string =>
  messageId(`enquiry-${submissionId}${resend > 0 ? `-resend-${resend}` : ""}`, host);

/**
 * The notification of one enquiry: From MAIL_FROM, To NOTIFY_TO, Reply-To the visitor, and a
 * plain-text and an HTML part. Pure: the same enquiry and context give the same message. Headers are
 * handed to nodemailer as data (address objects, cleaned text), never assembled as strings.
 */
export function buildEnquiryMail(s: Submission, ctx: EnquiryMailContext): SendMailOptions {
  const name = headerText(s.name, 100) || "a visitor";
  const service = headerText(s.service, 100) || "General Inquiry";
  const replyAddress = safeAddress(s.email);
  const received = `${formatDateTime(s.submittedAt)} (Cayman time)`;
  const link = `${ctx.adminUrl}#submission-${encodeURIComponent(s.id)}`;
  const message = paragraphs(s.message);
  const fields: [string, string][] = [
    ["Name", line(s.name)],
    ["E-mail", line(s.email)],
    ["Phone", line(s.phone)],
    ["Service", line(s.service)],
    ["Received", received],
  ];

  const text = [
    `New enquiry through the ${ctx.firmName} website.`,
    "",
    ...fields.map(([k, v]) => `${`${k}:`.padEnd(10)}${v}`),
    "",
    "Message:",
    message,
    "",
    "--",
    `Reply to this e-mail to answer ${line(s.name)} directly.`,
    `All enquiries: ${link}`,
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = staffFrame(
    "New enquiry",
    `<p>New enquiry through the ${esc(ctx.firmName)} website.</p>
<table role="presentation" style="border-collapse:collapse">
${fields.map(([k, v]) => `<tr><th align="left" style="${cell}">${esc(k)}</th><td style="${cell}">${esc(v)}</td></tr>`).join("\n")}
</table>
<p style="margin:16px 0 4px"><strong>Message</strong></p>
<p style="margin:0">${esc(message).replace(/\n/g, "<br>\n")}</p>
<hr style="border:0;border-top:1px solid #cbd5e1;margin:20px 0">
<p style="font-size:14px;color:#475569">Reply to this e-mail to answer ${esc(line(s.name))} directly. <a href="${esc(link)}">Open the enquiries in the admin area</a>.</p>`,
  );

  return {
    from: fromHeader(ctx.from),
    to: [...ctx.to],
    ...(replyAddress ? { replyTo: { name, address: replyAddress } } : {}),
    subject: `New enquiry: ${service} from ${name}`,
    messageId: ctx.messageId,
    text,
    html,
  };
}

/** The acknowledgement's Message-ID: one per enquiry (it is never resent). */
export const acknowledgementMessageId = (submissionId: string, host: string): string =>
  messageId(`acknowledgement-${submissionId}`, host);

/**
 * The acknowledgement's words and signature as the firm's published settings have them now (their
 * "Acknowledgement e-mail" section, and the name, phone, e-mail and address it is signed with).
 */
export interface Acknowledgement {
  /** Whether enquirers get it (off unless the firm turns it on). */
  enabled: boolean;
  /** With {name} and {service}. */
  subject: string;
  /** With {name} and {service}; line breaks kept. */
  body: string;
  firm: FirmDetails;
  /** The contact form's service options: the only services the reply repeats. */
  services: readonly string[];
}

/** What an acknowledgement needs besides the enquiry. */
export interface AcknowledgementContext {
  from: MailAddress;
  messageId: string;
  words: Acknowledgement;
}

/**
 * Puts the cleaned name and service where the firm's words say {name} and {service}. A general enquiry
 * names no service, and the sentence still reads right: "…your enquiry about {service} and…" leaves the
 * phrase out ("…your enquiry and…"), never "your enquiry about General Inquiry"; "About {service}" opening
 * a sentence reads "About your enquiry"; a {service} elsewhere reads "general" ("your general enquiry").
 */
const PREPOSITION = "about|regarding|concerning|on|for";
function fill(template: string, values: { name: string; service: string | null }): string {
  const general =
    values.service === null
      ? template
          .replace(new RegExp(`(^|[.!?:]\\s+)(${PREPOSITION})\\s+\\{service\\}`, "gim"), "$1$2 your enquiry")
          .replace(new RegExp(`[ \\t]+(?:${PREPOSITION})[ \\t]+\\{service\\}`, "gi"), "")
      : template;
  return general.replace(/\{(name|service)\}/g, (_, key: "name" | "service") =>
    key === "name" ? values.name : (values.service ?? "general"),
  );
}

/**
 * The automatic reply to an enquirer (decision 024): To exactly the address the contact form validated
 * (envelope included), From MAIL_FROM as for notifications, Reply-To the firm's e-mail,
 * `Auto-Submitted: auto-replied`, plain text only. The firm's words, with the enquirer's name (cleaned to
 * one line, capped) and the service only when it is one of the form's options: nothing else a visitor
 * typed, and never their message, so the form cannot send anyone text of a stranger's choosing. Throws
 * when the address is not one that can be written safely as the only recipient (the form refuses those).
 */
export function buildAcknowledgementMail(s: Submission, ctx: AcknowledgementContext): SendMailOptions {
  const to = safeAddress(s.email);
  if (!to) throw new Error("the enquiry's e-mail address cannot be used as a recipient");
  const { words } = ctx;
  const values = {
    name: headerText(s.name, 100) || "there",
    service: words.services.includes(s.service) && s.service !== GENERAL_INQUIRY ? s.service : null,
  };
  const firm = words.firm;
  const text = [
    paragraphs(fill(words.body, values)).trim(),
    "",
    ...textSignature(firm, ["name", "phone", "email", "address"]),
    "",
  ].join("\n");
  const replyTo = safeAddress(firm.email);
  return {
    ...soleRecipient(ctx.from, to),
    ...(replyTo ? { replyTo: { name: headerText(firm.name, 100), address: replyTo } } : {}),
    subject: headerText(fill(words.subject, values), 200),
    messageId: ctx.messageId,
    headers: automatic("auto-replied"),
    text,
  };
}
