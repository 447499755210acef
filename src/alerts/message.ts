import type { SendMailOptions } from "nodemailer";
import {
  automatic,
  clientFrame,
  esc,
  type FirmDetails,
  headerText,
  htmlSignature,
  line,
  type SignatureLine,
  safeAddress,
  soleRecipient,
  textSignature,
} from "../mail";
import { formatLongDate } from "../shared/dates";

/**
 * The e-mails of client alerts: the confirmation of a sign-up, the note to an address that is subscribed
 * already, and one article. Each has a plain-text and an HTML part, names the firm and carries the
 * subscriber's own links (their token, never their address): preferences, and leaving.
 */
export type { FirmDetails };

export interface Recipient {
  email: string;
  token: string;
  /** The site's address for links: SITE_URL, else the one the person signed up on. */
  base: string;
  /** What they asked for, as titles. */
  topics: string[];
  /** When they signed up (their consent), ISO. */
  since: string;
}

export interface ArticleAlert {
  title: string;
  excerpt: string;
  /** Absolute URL of the article. */
  url: string;
  /** Its practice area's title. */
  area: string;
}

export const confirmUrl = (r: Pick<Recipient, "base" | "token">) =>
  `${r.base}/alerts/confirm?token=${encodeURIComponent(r.token)}`;
export const preferencesUrl = (r: Pick<Recipient, "base" | "token">) =>
  `${r.base}/alerts/preferences?token=${encodeURIComponent(r.token)}`;
export const unsubscribeUrl = (r: Pick<Recipient, "base" | "token">) =>
  `${r.base}/alerts/unsubscribe?token=${encodeURIComponent(r.token)}`;

/** The label a firm that advertises under lawyers' advertising rules puts at the top of each alert. */
export const ADVERTISING = "Attorney Advertising";

/** The alerts' signature: the firm's name and address, then how to reach it. */
const SIGNED: readonly SignatureLine[] = ["name", "address", "phone", "email"];

/** From the site to the subscriber alone, under a subject made safe for a header. */
function envelope(from: { name: string; address: string }, to: string, messageId: string, subject: string) {
  const address = safeAddress(to);
  if (!address) throw new Error("the subscriber's address cannot be used as a recipient");
  return { ...soleRecipient(from, address), subject: headerText(subject, 200), messageId };
}

/** What every e-mail of client alerts is built from. */
export interface MailContext {
  from: { name: string; address: string };
  messageId: string;
  firm: FirmDetails;
  to: Recipient;
}

/** A short notice to one address: its paragraphs, then the firm's signature, in both parts. */
function notice(ctx: MailContext, subject: string, text: string[], html: string): SendMailOptions {
  return {
    ...envelope(ctx.from, ctx.to.email, ctx.messageId, subject),
    headers: automatic("auto-generated"),
    text: [...text, "", ...textSignature(ctx.firm, SIGNED), ""].join("\n"),
    html: clientFrame(subject, `${html}\n${htmlSignature(ctx.firm, SIGNED)}`),
  };
}

/** The confirmation of a sign-up: a link to the page whose button confirms (a link alone never does). */
export function buildConfirmationMail(ctx: MailContext): SendMailOptions {
  const { firm, to } = ctx;
  const topics = to.topics.map(line).join(", ");
  return notice(
    ctx,
    `Please confirm your client alerts from ${firm.name}`,
    [
      `Someone, we hope you, asked ${line(firm.name)} to e-mail this address when we publish articles on: ${topics}.`,
      "",
      "To start receiving them, open this page and press the button to confirm:",
      confirmUrl(to),
      "",
      "If it was not you, ignore this e-mail: nothing will be sent, and the request is deleted after 7 days.",
    ],
    `<h1 style="font-size:20px;margin:0 0 16px">Confirm your client alerts</h1>
<p>Someone, we hope you, asked ${esc(firm.name)} to e-mail this address when we publish articles on: <strong>${esc(topics)}</strong>.</p>
<p><a href="${esc(confirmUrl(to))}" style="display:inline-block;background:#1e3a5f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my alerts</a></p>
<p style="font-size:14px;color:#475569">If it was not you, ignore this e-mail: nothing will be sent, and the request is deleted after 7 days.</p>`,
  );
}

/**
 * To an address that is subscribed already and signed up again: no change is made by a form anyone can
 * fill in; the owner changes their topics through their own link.
 */
export function buildAlreadySubscribedMail(ctx: MailContext): SendMailOptions {
  const { firm, to } = ctx;
  return notice(
    ctx,
    `Your client alerts from ${firm.name}`,
    [
      `This address already receives client alerts from ${line(firm.name)} (${to.topics.map(line).join(", ")}).`,
      "",
      "Someone asked for them again on our website. To change your topics or stop the alerts, use this page:",
      preferencesUrl(to),
      "",
      "If it was not you, nothing needs doing.",
    ],
    `<h1 style="font-size:20px;margin:0 0 16px">You already receive our client alerts</h1>
<p>This address already receives client alerts from ${esc(firm.name)} (${esc(to.topics.join(", "))}). Someone asked for them again on our website.</p>
<p><a href="${esc(preferencesUrl(to))}">Change your topics or stop the alerts</a></p>
<p style="font-size:14px;color:#475569">If it was not you, nothing needs doing.</p>`,
  );
}

/** One article to one subscriber, with RFC 8058 one-click unsubscribe. */
/**
 * `advertising`: the firm labels its site "Attorney Advertising", and so the first line of every alert.
 */
export function buildAlertMail(
  ctx: MailContext & { article: ArticleAlert; advertising?: boolean },
): SendMailOptions {
  const { firm, to, article } = ctx;
  const label = ctx.advertising ? ADVERTISING : undefined;
  const why = `You receive this because you asked ${line(firm.name)} for client alerts on ${to.topics
    .map(line)
    .join(", ")} on ${formatLongDate(to.since)}.`;
  const text = [
    ...(label ? [label, ""] : []),
    line(article.title),
    "",
    line(article.area),
    "",
    article.excerpt.trim(),
    "",
    `Read the article: ${article.url}`,
    "",
    ...textSignature(firm, SIGNED),
    "",
    why,
    `Change your topics: ${preferencesUrl(to)}`,
    `Stop all alerts: ${unsubscribeUrl(to)}`,
    "",
  ].join("\n");
  const html = clientFrame(
    article.title,
    `${label ? `<p style="font-size:13px;font-weight:bold;text-transform:uppercase;margin:0 0 12px">${label}</p>\n` : ""}<p style="font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#64748b;margin:0 0 8px">${esc(article.area)}</p>
<h1 style="font-size:22px;margin:0 0 16px"><a href="${esc(article.url)}" style="color:#1e3a5f;text-decoration:none">${esc(article.title)}</a></h1>
<p style="line-height:1.6">${esc(article.excerpt.trim()).replace(/\n/g, "<br>")}</p>
<p><a href="${esc(article.url)}" style="display:inline-block;background:#1e3a5f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Read the article</a></p>
${htmlSignature(firm, SIGNED)}
<p style="font-size:12px;color:#64748b">${esc(why)}<br><a href="${esc(preferencesUrl(to))}">Change your topics</a> · <a href="${esc(unsubscribeUrl(to))}">Stop all alerts</a></p>`,
  );
  const mailto = safeAddress(firm.email);
  return {
    ...envelope(ctx.from, to.email, ctx.messageId, article.title),
    headers: {
      ...automatic("auto-generated"),
      Precedence: "bulk",
      "List-Unsubscribe": [
        `<${unsubscribeUrl(to)}>`,
        ...(mailto ? [`<mailto:${mailto}?subject=Unsubscribe%20from%20client%20alerts>`] : []),
      ].join(", "),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text,
    html,
  };
}
