/**
 * How many e-mails a visitor's form can make the site send to an address they typed: the confirmation of
 * a client-alerts sign-up (or the note to an address already signed up), and the acknowledgement of an
 * enquiry. Without limits, anyone could use the firm's mail server to flood a third party's inbox, one
 * made-up variant of their address (victim+1@…, v.i.c.t.i.m@gmail.com) at a time, and spoil the firm's
 * mail reputation with it.
 *
 * Counted per mailbox (letters' case, "+tags" and, at Gmail, dots do not make another one), per client
 * network (IPv4 /24, IPv6 /48: a neighbour's address is the same sender) and for the whole site, in windows
 * shared by every instance. Past a limit the visitor gets exactly the same answer and nothing is sent; the
 * enquiry itself is still stored and the staff still told. RATE_LIMITS=off (load tests only) lifts them.
 * The one place these numbers live: the code uses them and the staff screens state them from here.
 */
export type VisitorMailKind = "confirmation" | "acknowledgement";

export interface VisitorMailLimits {
  /** To one mailbox in an hour, and in a day. */
  mailboxPerHour: number;
  mailboxPerDay: number;
  /** From one client network (IPv4 /24, IPv6 /48) in an hour. */
  networkPerHour: number;
  /** From the whole site in an hour. */
  sitePerHour: number;
}

export const VISITOR_MAIL_LIMITS: Readonly<Record<VisitorMailKind, VisitorMailLimits>> = {
  // A person signs up once; a second e-mail within the hour helps nobody. A seminar's worth of colleagues
  // behind one office connection fits in 10 an hour; 200 an hour is far beyond a small firm's busiest day.
  confirmation: { mailboxPerHour: 1, mailboxPerDay: 3, networkPerHour: 10, sitePerHour: 200 },
  // The reply is a courtesy: one an hour per person (their later enquiries still reach staff).
  acknowledgement: { mailboxPerHour: 1, mailboxPerDay: 3, networkPerHour: 10, sitePerHour: 100 },
};

/** How far back the staff screens count the e-mails the limits held back. */
export const HELD_BACK_HOURS = 24;

const NOUN: Record<VisitorMailKind, [string, string]> = {
  confirmation: ["confirmation e-mail", "confirmation e-mails"],
  acknowledgement: ["acknowledgement", "acknowledgements"],
};

const times = (n: number, per: string) => `${n} ${per}`;

/** The limits in words, for the staff screens. */
export function visitorMailLimitsText(kind: VisitorMailKind): string {
  const l = VISITOR_MAIL_LIMITS[kind];
  const [, plural] = NOUN[kind];
  return (
    `To stop the form being used to flood someone's inbox, ${plural} are limited: at most ` +
    `${times(l.mailboxPerHour, "an hour")} and ${times(l.mailboxPerDay, "a day")} to one mailbox ` +
    `(name+anything@ and, for Gmail, dots in the name count as the same mailbox), ` +
    `${times(l.networkPerHour, "an hour")} to people on one internet connection or its neighbours, ` +
    `and ${times(l.sitePerHour, "an hour")} from the whole site. ` +
    "Past a limit the visitor sees the usual answer and nothing is sent."
  );
}

/** How many the limits held back lately, in words. */
export function heldBackText(kind: VisitorMailKind, count: number): string {
  const [one, many] = NOUN[kind];
  if (count === 0) return `No ${one} was held back by these limits in the last ${HELD_BACK_HOURS} hours.`;
  return `${count} ${count === 1 ? one : many} not sent in the last ${HELD_BACK_HOURS} hours because of these limits.`;
}
