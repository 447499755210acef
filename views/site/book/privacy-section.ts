import type { LegalView } from "../../../src/content";

const TITLE = "Consultation Bookings";
const ID = "consultation-bookings";

/** What the privacy policy says of bookings; `retentionDays` is how long after the meeting they are kept. */
export function bookingPrivacyText(retentionDays: number | undefined): string[] {
  return [
    "If You book a consultation on the Website, We keep what You give Us for it: Your name, email address and phone number, the names of the other parties You list, Your answers to the booking questions and Your description of the matter, with the kind of consultation and the time You chose. As for enquiries, We also keep where Your visit came from (the page on which it began, a search engine, another website or the campaign named in a link) and the page of the booking form.",
    "We use these details to arrange the consultation, to send You its confirmation, calendar invitation and reminders, and, before We meet, to check for conflicts of interest: the names You give are compared with our earlier enquiries and bookings, and only our staff see the result.",
    retentionDays === undefined
      ? "We keep a booking until it is no longer needed or You ask Us to erase it, which You can do at any time."
      : `We delete a booking and everything kept with it ${retentionDays} ${retentionDays === 1 ? "day" : "days"} after the time of the meeting, whether it took place, was cancelled or was never confirmed. You can ask Us to erase it sooner at any time.`,
    "The personal link in our emails leads to Your booking's page, where You can move or cancel it; the link stops working two weeks after the meeting.",
  ];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The privacy policy with a "Consultation Bookings" section, while the firm takes bookings (a site that
 * does not keeps its policy exactly as written). It follows the "Client Alerts" section when there is one,
 * else comes before the cookies section, else before the last section; a policy that already has a section
 * of that title is left as the firm wrote it.
 */
export function withBookingSection(doc: LegalView, retentionDays: number | undefined): LegalView {
  if (doc.toc.some((s) => s.id === ID || s.text.trim().toLowerCase() === TITLE.toLowerCase())) return doc;
  const alerts = doc.toc.findIndex((s) => s.id === "client-alerts");
  const cookies = doc.toc.findIndex((s) => s.id === "tracking-technologies-and-cookies");
  const at =
    alerts >= 0 && alerts + 1 < doc.toc.length
      ? alerts + 1
      : cookies >= 0
        ? cookies
        : doc.toc.length > 0
          ? doc.toc.length - 1
          : -1;
  const section = `<h2 id="${ID}">${TITLE}</h2>${bookingPrivacyText(retentionDays)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}`;
  const before = at >= 0 ? doc.html.indexOf(`<h2 id="${doc.toc[at]!.id}"`) : -1;
  const html =
    before >= 0 ? doc.html.slice(0, before) + section + doc.html.slice(before) : doc.html + section;
  const toc = [...doc.toc];
  toc.splice(before >= 0 ? at : toc.length, 0, { id: ID, text: TITLE });
  return { ...doc, html, toc };
}
