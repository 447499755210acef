/**
 * The one list of the admin area's sections, in the order the menu bar shows them. Each names its screen,
 * and the addresses that belong to it (an open post belongs to Posts), so the bar marks where the admin is.
 * src/http/admin-menu.test.ts walks every screen the app registers and fails on one this list cannot reach.
 */
export interface AdminMenuEntry {
  label: string;
  /** The section's own screen, which the menu links to. */
  path: string;
  /** Beginnings of the other addresses that belong to the section. */
  prefixes: readonly string[];
  /** Shows the number of new enquiries beside the label. */
  countsNewEnquiries?: true;
}

/** Where an account that must be finished first may go (the bar shows only this entry then). */
export const ACCOUNT_ENTRY_PATH = "/admin/account";

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { label: "Overview", path: "/admin/overview", prefixes: ["/admin/overview/"] },
  { label: "Posts", path: "/admin/dashboard", prefixes: ["/admin/posts/"] },
  {
    label: "Enquiries",
    path: "/admin/contact-submissions",
    // Consultation bookings sit beside the enquiries.
    prefixes: ["/admin/contact-submissions/", "/admin/bookings"],
    countsNewEnquiries: true,
  },
  { label: "Subscribers", path: "/admin/subscribers", prefixes: ["/admin/subscribers/"] },
  { label: "Site", path: "/admin/site", prefixes: ["/admin/site/"] },
  { label: "Activity", path: "/admin/activity", prefixes: [] },
  { label: "Account", path: ACCOUNT_ENTRY_PATH, prefixes: ["/admin/account/"] },
];

/** Whether `path` is the entry's screen or one of the addresses that belong to it. */
export const isInSection = (entry: AdminMenuEntry, path: string) =>
  path === entry.path || entry.prefixes.some((p) => path.startsWith(p));
