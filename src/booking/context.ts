/** What the parts of the booking capability share: its dependencies, made once by createBooking. */
import type { Config } from "../config";
import type { Content } from "../content";
import type { BookingRow, Repos } from "../db";
import type { Mail } from "../mail";
import type { Catalogue } from "./catalogue";
import type { HostDirectory } from "./hosts";
import type { BookingMails } from "./mails";
import type { ManageTokens } from "./tokens";

/** A booking's calendar when its type has no lawyers: the firm's one (else the lawyer's id). */
export const FIRM_HOST = "";
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** A manage link works until this long after the meeting's end. */
export const MANAGE_LINK_DAYS = 14;

export interface BookingContext {
  config: Pick<Config, "rateLimits" | "mail">;
  repos: Repos;
  content: Content;
  mail: Mail;
  catalogue: Catalogue;
  hosts: HostDirectory;
  tokens: ManageTokens;
  mails: BookingMails;
  now: () => number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
  /** The visitor's manage link for a booking, absolute. */
  manageUrl(bookingId: string): Promise<string>;
  /** Refreshes nothing: the booking as stored, or undefined. */
  find(id: string): Promise<BookingRow | undefined>;
}
