/** Small helpers pages share when they show the firm's details. */

/** tel: link target built from a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Heading of the contact page's "Why Choose" list. */
export function whyChooseHeading(firmName: string): string {
  return `Why Choose ${firmName}`;
}

/** The price range marker and the area served around the office, as search engines are told. */
export const PRICE_RANGE = "$$";
export const SERVICE_RADIUS_METRES = 50000;
