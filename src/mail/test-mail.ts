import type { SendMailOptions } from "nodemailer";
import type { MailAddress } from "../config";
import { formatDateTime } from "../shared/dates";
import { headerText } from "./header-text";
import { esc, fromHeader, line } from "./kit";

/** "Send test e-mail": proves the SMTP settings and the recipients work, without touching the outbox. */
export function buildTestMail(ctx: {
  from: MailAddress;
  to: readonly string[];
  firmName: string;
  adminUrl: string;
  sentBy: string;
  at: Date;
}): SendMailOptions {
  const when = `${formatDateTime(ctx.at.toISOString())} (Cayman time)`;
  const text = `This is a test e-mail from the ${ctx.firmName} website, sent by ${line(ctx.sentBy)} on ${when}.\n\nEnquiry notifications will reach this address. Nothing needs doing.\n\n${ctx.adminUrl}\n`;
  return {
    from: fromHeader(ctx.from),
    to: [...ctx.to],
    subject: headerText(`Test e-mail from the ${ctx.firmName} website`, 150),
    text,
    html: `<p>${esc(text.trim()).replace(/\n/g, "<br>\n")}</p>`,
  };
}
