import type { ImageRef } from "./types";

/**
 * The firm's identity (name, phone, e-mail) as the site runs with it: the defaults below, or FIRM_NAME,
 * FIRM_PHONE and FIRM_EMAIL, read with the rest of the environment by src/config.ts.
 */
export { DEFAULT_FIRM as defaultFirm, type FirmIdentity } from "../../config";

/** Both address readings exist in the firm's material for the contact page; both are kept. */
export const address = {
  /** Contact card reading. */
  contactLines: ["5th Floor, 28 Elgin Avenue", "George Town, P.O. Box", "Grand Cayman, Cayman Islands"],
  contact: "5th Floor, 28 Elgin Avenue, George Town, P.O. Box, Grand Cayman, Cayman Islands",
  /** Home and footer reading. */
  footerLines: [
    "Fifth Floor, Piccadilly Centre",
    "Elgin Avenue, George Town",
    "Grand Cayman, Cayman Islands",
  ],
  footer: "Fifth Floor, Piccadilly Centre, Elgin Avenue, George Town, Grand Cayman, Cayman Islands",
  street: "28 Elgin Avenue",
  /** The street as page texts name it ({street}). */
  streetName: "Elgin Avenue",
  locality: "George Town",
  region: "Grand Cayman",
  country: "KY",
  geo: { latitude: 19.2953, longitude: -81.3806 },
} as const;

export const officeHours = [
  { days: "Monday-Friday", hours: "9:00 AM-5:00 PM" },
  { days: "Saturday-Sunday", hours: "Closed" },
] as const;

export const founded = { month: "October", year: 2024, iso: "2024-10" } as const;

export const firmBlurb =
  "A Cayman Islands law firm founded in {founded}, advising individuals, families, businesses, financial institutions and international entities with clear, practical and responsive counsel.";

/**
 * The automatic reply to an enquirer (off until the firm turns it on): {name} and {service} are filled in,
 * and the firm's name and contact details are added below as its signature.
 */
export const acknowledgement = {
  subject: "We received your enquiry about {service}",
  body: [
    "Thank you, {name}. We received your enquiry about {service} and we answer within one business day.",
    "",
    "If your matter is urgent, please call us. You can also reply to this e-mail to add anything we should know.",
    "",
    "Please note that this automatic reply does not by itself create a lawyer-client relationship.",
  ].join("\n"),
} as const;

/** The consent sentence under the client alerts form (the firm words its own). */
export const alertsConsent =
  "We will e-mail you when we publish an article on the topics you choose, and for nothing else. Every e-mail has a link to change your topics or leave at once. We keep your address, your choices and this consent until you leave; see our Privacy Policy.";

/** The cookie banner's sentence (a link to the Privacy Policy follows it). */
export const cookieBannerText =
  "We use essential cookies to make this site work and remember your preferences.";

export const officeImage: ImageRef = {
  src: "/images/office.svg",
  alt: "The firm's offices on {street} in George Town, Grand Cayman",
  width: 800,
  height: 560,
};
