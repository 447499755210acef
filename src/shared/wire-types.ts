/**
 * The shapes that travel between the server and the browser: what the JSON API answers and what the
 * admin screens' islands receive as props. Plain data (ISO dates, no classes), so views and islands can
 * import them without reaching into the server; the repositories and capabilities build them.
 */
import type { PostStatusValue, SUBMISSION_STATUSES } from "./fields";

// ── Posts ───────────────────────────────────────────────────────────────────
/** A draft is seen by admins only; a published post whose time is still ahead is scheduled. */
export type PostStatus = PostStatusValue;

/** A post as the API and views see it: camelCase, ISO timestamps; plus its status. */
export interface Post {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage: string | null;
  /** What the featured image shows, for screen readers ("" when undescribed); visitors' reads leave it out. */
  featuredImageAlt: string;
  serviceArea: string;
  publishedAt: string;
  createdAt: string;
  status: PostStatus;
}

/** The card fields of GET /api/posts?serviceArea=… */
export type PostSummary = Pick<Post, "id" | "slug" | "title" | "excerpt" | "serviceArea" | "publishedAt">;
/** An insight card on a practice page: the summary plus the image the card shows. */
export type PostCard = PostSummary & Pick<Post, "featuredImage" | "featuredImageAlt">;

// ── Enquiries ───────────────────────────────────────────────────────────────
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A contact submission as the API and views see it. */
export interface Submission {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  submittedAt: string;
  status: SubmissionStatus;
}

/** What the inbox's card shows of an enquiry beyond its fields: its visit and how fast it was answered. */
export interface EnquiryVisit {
  /** Where the enquiry came from, read from the visit that sent it (null where it could not be known). */
  origin: EnquiryOrigin;
  /** When it was first answered (its first status change or note), if it has been. */
  firstAnsweredAt: string | null;
  /** Still New and unanswered for longer than one business day of the firm's office hours. */
  overdue: boolean;
}

/** An enquiry's visit: the page it landed on, its source and medium, its campaign, the page of the form. */
export interface EnquiryOrigin {
  landingPage: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  sentFrom: string | null;
}

/** Why an enquiry was taken for spam: the hidden field filled, sent back too fast, or a forged form. */
export type SpamReason = "honeypot" | "too-fast" | "bad-token";

/** A submission in the spam view: the same fields plus why it was caught. */
export interface SpamSubmission extends Submission {
  spamReason: SpamReason | null;
}

/** A staff member's internal note on an enquiry. Never shown on a public page or API. */
export interface SubmissionNote {
  id: string;
  submissionId: string;
  body: string;
  /** The author's username when the note was written. */
  authorName: string;
  createdAt: string;
}

/** How many enquiries each tab holds. */
export type StatusCounts = Record<"all" | SubmissionStatus, number>;

/** One enquiry's notification e-mail. */
export interface NotificationView {
  state: "pending" | "sent" | "failed";
  /** Delivery attempts so far. */
  attempts: number;
  sentAt?: string;
  /** Pending: when the next try is due. */
  nextAttemptAt?: string;
  lastAttemptAt?: string;
  /** The last failure, as the mail server put it (pending or failed). */
  lastError?: string;
}

/** Notifications as a whole, for the submissions screen's banner. */
export interface MailStatusView {
  /** False when SMTP_URL is unset: nothing is e-mailed. */
  enabled: boolean;
  recipients: string[];
  /** Set when the most recent delivery attempt failed. */
  lastFailure?: { at: string; error: string };
  pending: number;
  failed: number;
  /**
   * The automatic acknowledgements to enquirers (decision 024), when mail is on: whether the firm's
   * settings turn them on, and how many wait or failed (kept apart from the notifications above, so an
   * enquirer's mistyped address never reads as the firm's mail failing).
   */
  acknowledgements?: {
    on: boolean;
    pending: number;
    failed: number;
    /** Not sent in the last day because of the limits on e-mails to typed addresses. */
    heldBack: number;
  };
}

/** The result of "Send test e-mail". */
export type TestMailResult = { ok: true; recipients: string[] } | { ok: false; error: string };

// ── Accounts ────────────────────────────────────────────────────────────────
/** One line of "Admins". */
export interface AdminView {
  id: string;
  username: string;
  you: boolean;
  createdAt: string;
  twoFactor: boolean;
  /** Still has the one-time password it was given. */
  mustChangePassword: boolean;
}

/** One line of "Active sessions". */
export interface SessionView {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  browser: string;
  ip: string;
}

/**
 * What a half-finished account must do before anything else: replace a password someone else set, or set
 * up two-factor sign-in where the site requires it.
 */
export type Gate = "password" | "two-factor";

// ── Navigation ──────────────────────────────────────────────────────────────
export interface NavLink {
  href: string;
  label: string;
}
