import { CONSULTATIONS_PATH } from "./consultations-path";

/** The content kind of a lawyer taking bookings. */
export const HOST_KIND = "booking-host";
/** A lawyer's calendar panel. */
export const hostPanelPath = (id: string) => `${CONSULTATIONS_PATH}/hosts/${encodeURIComponent(id)}`;
/** A lawyer's details and hours, in the content editor. */
export const hostEditPath = (id: string) => `/admin/site/${HOST_KIND}/${encodeURIComponent(id)}`;
