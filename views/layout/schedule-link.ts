import { createContext, useContext } from "react";
import { CONTACT_FORM_ID } from "../../src/shared/contact-fields";

/**
 * Whether the firm takes consultation bookings online (at least one appointment type is shown). The render
 * helper provides it to every page, so each "Schedule Consultation" knows where to lead without every page
 * handing it down.
 */
export const BookingOpen = createContext(false);

/**
 * Where "Schedule Consultation" leads: the booking page once bookings are open (with the practice area
 * chosen, on its page), the contact form as always while they are not (with the area chosen there too).
 */
export function scheduleHref(open: boolean, areaSlug?: string): string {
  if (open) return areaSlug ? `/book?area=${encodeURIComponent(areaSlug)}` : "/book";
  return areaSlug ? `/contact?service=${encodeURIComponent(areaSlug)}#${CONTACT_FORM_ID}` : "/contact";
}

/** scheduleHref for the page being rendered. */
export function useScheduleHref(areaSlug?: string): string {
  return scheduleHref(useContext(BookingOpen), areaSlug);
}
