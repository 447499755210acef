/**
 * The words of a booking's e-mails, in both parts: to the visitor (in the firm's voice, times in Cayman
 * time, their own manage link and until when it can change things), to the firm (everything the request
 * says, with the way to the admin area) and to the lawyer (the calendar copy's covering note, naming no
 * client unless the type allows it). Pure: a booking and the firm give the same words every time.
 */
import {
  clientFrame,
  esc,
  type FirmDetails,
  htmlSignature,
  line,
  paragraphs,
  type SignatureLine,
  staffFrame,
  textSignature,
} from "../mail";
import { firmClock, MONTHS, two } from "../shared/dates";
import type { MailBooking } from "./mail-booking";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** An instant in the firm's words: "Monday 9 March 2026, 9:00 AM (Cayman time)". */
export function caymanTime(at: string | number): string {
  const c = firmClock(at);
  const weekday = DAYS[new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay()];
  const clock = `${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? "AM" : "PM"}`;
  return `${weekday} ${c.day} ${MONTHS[c.month - 1]} ${c.year}, ${clock} (Cayman time)`;
}

/** The visitor's name as typed, on one line and not too long for a greeting or a subject. */
const name = (b: MailBooking) => line(b.name).slice(0, 100);

const minutesOf = (b: MailBooking) => Math.round((Date.parse(b.end) - Date.parse(b.start)) / 60_000);

/** Until when the visitor's own link can still cancel or move the booking (ms). */
export const changeUntil = (b: MailBooking) => Date.parse(b.start) - b.cancelCutoffHours * 3_600_000;

/** The visitor's e-mails are signed with the firm's name and address, then how to reach it. */
const SIGNED: readonly SignatureLine[] = ["name", "address", "phone", "email"];

/** What an e-mail says, before its envelope: the subject, the plain text and the HTML body. */
export interface Words {
  subject: string;
  text: string;
  html: string;
}

/**
 * A short e-mail in paragraphs, each plain text (made safe for HTML here), then the signature. Only the
 * site's own `links` become links in the HTML part: an address someone typed as their name never does.
 */
function write(
  subject: string,
  paras: readonly string[],
  firm: FirmDetails,
  links: readonly string[],
): Words {
  // One pass, longest first: a link that begins another (…/book, …/book/manage?…) is never nested in it.
  const known = [...new Set(links.map(esc))].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(known.map((url) => url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const link = (p: string) => esc(p).replace(pattern, (url) => `<a href="${url}">${url}</a>`);
  return {
    subject,
    text: [...paras.flatMap((p) => [p, ""]), ...textSignature(firm, SIGNED), ""].join("\n"),
    html: clientFrame(
      subject,
      `${paras.map((p) => `<p style="line-height:1.6">${link(p).replace(/\n/g, "<br>\n")}</p>`).join("\n")}
${htmlSignature(firm, SIGNED)}`,
    ),
  };
}

/** How to reach the firm by phone or e-mail, in a sentence ("" when it has neither). */
function reachUs(firm: FirmDetails): string {
  const ways = [firm.phone && `phone us on ${line(firm.phone)}`, firm.email && `e-mail ${line(firm.email)}`];
  return ways.filter(Boolean).join(" or ");
}

/** The paragraph with the visitor's own link and what it can still do. */
function manageParagraph(b: MailBooking, firm: FirmDetails, now: number, changeable: boolean): string {
  if (!changeable) return `Your booking: ${b.manageUrl}`;
  const until = changeUntil(b);
  const reach = reachUs(firm);
  if (until <= now)
    return `It is now too late to change it online${reach ? `: to cancel or move it, please ${reach}` : ""}. Your booking: ${b.manageUrl}`;
  return `To cancel or change the time, use your own link until ${caymanTime(until)}${reach ? ` (after that, please ${reach})` : ""}:\n${b.manageUrl}`;
}

/** The booking's facts, one a line. */
const facts = (b: MailBooking) => [
  `When: ${caymanTime(b.start)}`,
  `Length: ${minutesOf(b)} minutes`,
  `Where: ${line(b.location)}`,
];

export type VisitorKind =
  | "held"
  | "confirmed"
  | "declined"
  | "expired"
  | "cancelled"
  | "rescheduled"
  | "reminder";

/** The e-mail to the visitor of one kind, as the booking stands now. */
export function visitorWords(
  kind: VisitorKind,
  b: MailBooking,
  firm: FirmDetails,
  ctx: { now: number; invite: boolean },
): Words {
  const dear = `Dear ${name(b) || "client"},`;
  const what = `${line(b.typeName)} with ${line(firm.name)}`;
  const when = caymanTime(b.start);
  const manage = (changeable: boolean) => manageParagraph(b, firm, ctx.now, changeable);
  const reach = reachUs(firm);
  const invite = ctx.invite ? ["The calendar invitation attached adds it to your calendar."] : [];
  const book = `${new URL(b.manageUrl).origin}/book`;
  const again = `You are welcome to choose another time at ${book}${reach ? ` or to ${reach}` : ""}.`;
  const letter = (subject: string, paras: readonly string[]) =>
    write(subject, paras, firm, [b.manageUrl, book]);
  switch (kind) {
    case "held":
      return letter(`Your request for ${what}: ${when}`, [
        dear,
        `Thank you for your request for an appointment. We are holding this time for you while we confirm it${
          b.holdExpiresAt ? `, and we will write to you again by ${caymanTime(b.holdExpiresAt)}` : ""
        }.`,
        [`${what}`, ...facts(b)].join("\n"),
        "It is not confirmed until we write to confirm it.",
        manage(true),
      ]);
    case "confirmed":
      return letter(`Confirmed: ${what}, ${when}`, [
        dear,
        "We are pleased to confirm your appointment.",
        [what, ...facts(b)].join("\n"),
        ...invite,
        manage(true),
      ]);
    case "rescheduled":
      return letter(`New time: ${what}, ${when}`, [
        dear,
        `Your appointment has moved to a new time${b.status === "held" ? "; it still awaits our confirmation" : ""}.`,
        [what, ...facts(b)].join("\n"),
        ...(ctx.invite ? ["The calendar invitation attached updates your calendar."] : []),
        manage(true),
      ]);
    case "reminder":
      return letter(`Reminder: ${what}, ${when}`, [
        dear,
        `A reminder of your appointment${b.status === "held" ? ", which still awaits our confirmation" : ""}.`,
        [what, ...facts(b)].join("\n"),
        ...invite,
        manage(true),
      ]);
    case "declined":
      // Neutral on purpose: nothing about why, so it reveals nothing of the firm's checks.
      return letter(
        `Your request for ${what}`,
        [
          dear,
          `Thank you for your request for an appointment on ${when}. We are sorry that we are not able to offer you this appointment, and the time has been released.`,
          reach ? `If you would like to contact us, please ${reach}.` : "",
          manage(false),
        ].filter(Boolean),
      );
    case "expired":
      return letter(`Your request for ${what} has lapsed`, [
        dear,
        `We are sorry that we could not confirm your request for ${when} in time, so the time has been released.`,
        again,
        manage(false),
      ]);
    case "cancelled":
      return letter(`Cancelled: ${what}, ${when}`, [
        dear,
        b.status === "firm-cancelled"
          ? `We are sorry that we have had to cancel your appointment on ${when}.`
          : `As you asked, your appointment on ${when} is cancelled.`,
        ...(ctx.invite ? ["The calendar message attached removes it from your calendar."] : []),
        again,
        manage(false),
      ]);
  }
}

/** The firm's notice of a new request: everything it says, and the way to confirm or decline it. */
export function requestWords(b: MailBooking, firmName: string): Words {
  const held = b.status === "held";
  const o = b.origin;
  const source = [o.source, o.medium, o.campaign]
    .filter(Boolean)
    .map((s) => line(s!))
    .join(" / ");
  const fields: [string, string][] = [
    ["Type", line(b.typeName)],
    ["When", caymanTime(b.start)],
    ["Length", `${minutesOf(b)} minutes`],
    ["Where", line(b.location)],
    ["Name", line(b.name)],
    ["E-mail", line(b.email)],
    ["Phone", line(b.phone)],
    ["Other parties", b.parties.map(line).join("; ") || "none given"],
    ...b.answers.map((a): [string, string] => [line(a.question), line(a.answer) || "(no answer)"]),
    ["Requested", caymanTime(b.createdAt)],
    ...(source ? [["Came from", source] as [string, string]] : []),
    ...(o.landingPage ? [["First page", line(o.landingPage)] as [string, string]] : []),
  ];
  const status = held
    ? `It awaits your confirmation${b.holdExpiresAt ? ` by ${caymanTime(b.holdExpiresAt)}; if nobody confirms it by then, the time is released and the visitor told` : ""}. Confirm or decline it in the admin area:`
    : "It is confirmed (this type needs no confirmation). See it in the admin area:";
  const intro = `A consultation was ${held ? "requested" : "booked"} through the ${firmName} website.`;
  const message = paragraphs(b.message).trim();
  const text = [
    intro,
    "",
    ...fields.map(([k, v]) => `${k}: ${v}`),
    "",
    "Message:",
    message || "(none)",
    "",
    status,
    b.adminUrl,
    "",
    `Reply to this e-mail to answer ${line(b.name)} directly.`,
    "",
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = staffFrame(
    held ? "Consultation request" : "Consultation booked",
    `<p>${esc(intro)}</p>
<table role="presentation" style="border-collapse:collapse">
${fields.map(([k, v]) => `<tr><th align="left" style="${cell}">${esc(k)}</th><td style="${cell}">${esc(v)}</td></tr>`).join("\n")}
</table>
<p style="margin:16px 0 4px"><strong>Message</strong></p>
<p style="margin:0">${esc(message || "(none)").replace(/\n/g, "<br>\n")}</p>
<hr style="border:0;border-top:1px solid #cbd5e1;margin:20px 0">
<p>${esc(status.replace(/:$/, "."))} <a href="${esc(b.adminUrl)}">Open the booking in the admin area</a>.</p>
<p style="font-size:14px;color:#475569">Reply to this e-mail to answer ${esc(line(b.name))} directly.</p>`,
  );
  return {
    subject: `${held ? "Consultation request (awaits confirmation)" : "Consultation booked"}: ${line(b.typeName)}, ${caymanTime(b.start)}, ${line(b.name)}`,
    text,
    html,
  };
}

/** The covering note of the lawyer's calendar copy: no client's name unless the type allows it. */
export function lawyerWords(b: MailBooking, method: "REQUEST" | "CANCEL"): Words {
  const who = b.clientNameInInvite ? ` with ${line(b.name)}` : "";
  const head =
    method === "CANCEL"
      ? `Cancelled: ${line(b.typeName)}${who} on ${caymanTime(b.start)}. The calendar message attached removes it from your calendar.`
      : `Booked: ${line(b.typeName)}${who} on ${caymanTime(b.start)}. The invitation attached puts it in your calendar.`;
  const lines = [head, "", ...facts(b), "", `Details in the admin area: ${b.adminUrl}`, ""];
  return {
    subject: `${method === "CANCEL" ? "Cancelled" : "Booked"}: ${line(b.typeName)}${who}, ${caymanTime(b.start)}`,
    text: lines.join("\n"),
    html: staffFrame(
      line(b.typeName),
      `<p>${esc(head)}</p>
<p>${facts(b).map(esc).join("<br>")}</p>
<p><a href="${esc(b.adminUrl)}">Open the booking in the admin area</a></p>`,
    ),
  };
}
