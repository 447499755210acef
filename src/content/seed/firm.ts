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
  "A Cayman Islands law firm founded in October 2024, advising individuals, families, businesses, financial institutions and international entities with clear, practical and responsive counsel.";

export const officeImage: ImageRef = {
  src: "/images/office.svg",
  alt: "The firm's offices on Elgin Avenue in George Town, Grand Cayman",
  width: 800,
  height: 560,
};
