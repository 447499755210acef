import type { AdminNavInfo } from "../../views/layout/admin-nav";

import type { Alerts } from "../alerts";
import type { SessionInfo } from "../auth";
import type { BookingDoor } from "../booking";
import type { Config } from "../config";
import type { EnquiryMail, FormTokens } from "../contact";
import type { Content, SiteInfo } from "../content";
import type { Repos } from "../db";
import type { Inbox } from "../inbox";
import type { Scheduler } from "../jobs";
import type { Mail } from "../mail";
import type { Privacy } from "../privacy";
import type { ToastData } from "../shared/toasts";
import type { Stats } from "../stats";
import type { BlobStore } from "../storage";

/** Everything createApp needs; tests pass an in-memory database and their own config. */
export interface AppDeps {
  config: Config;
  repos: Repos;
  /** Uploaded files. */
  storage: BlobStore;
  /** Background jobs; features register theirs in createApp and kick them when work arrives. */
  jobs: Scheduler;
  /** The site's e-mail (src/mail): the outbox and its kinds; `enabled` is false when SMTP_URL is unset. */
  mail: Mail;
  /** An enquiry's e-mails: the staff's notification and the acknowledgement (src/contact). */
  enquiryMail: EnquiryMail;
  /** The firm's own content: settings, people, page texts, with drafts, schedules and revisions. */
  content: Content;
  /** The enquiry inbox's exports and its part of a person's data (src/inbox). */
  inbox: Inbox;
  /** A person's data across the site: erasure by e-mail address and retention (src/privacy). */
  privacy: Privacy;
  /** Visit statistics, enquiry attribution and the Overview (src/stats). */
  stats: Stats;
  /** Client alerts: subscribers, their e-mails, the announcement of new articles (src/alerts). */
  alerts: Alerts;
  /** Consultation bookings: types, free times, requests, the visitor's link and the staff's actions (src/booking). */
  booking: BookingDoor;
  /** Signed timestamps of the contact form (minimum fill time). */
  formTokens: FormTokens;
  /** Clock, so throttles and sessions can be tested without waiting. */
  now?: () => number;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    site: SiteInfo;
    requestId: string;
    clientIp: string;
    session: SessionInfo | undefined;
    flash: ToastData | undefined;
    /** Set by the admin guard on signed-in admin pages; the layout shows the admin navigation. */
    adminNav: AdminNavInfo | undefined;
    /** Set by a route whose answer must not be kept by the page cache (src/http/page-cache.ts keepOut). */
    keepOut: true | undefined;
    /** Whether "Schedule Consultation" leads to the booking page (set for pages by src/routes/book-links.ts). */
    bookingOpen: boolean | undefined;
  };
};
