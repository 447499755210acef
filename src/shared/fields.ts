/**
 * The values and helpers that go with src/shared/schemas.ts but need no zod: limits, option lists, labels, the
 * slug rule and the error shape. Views and the server import them from here, so rendering a page or
 * starting the server never evaluates zod (docs/decisions/020-lazy-start.md); src/shared/schemas.ts builds the
 * schemas from them.
 */

// ── Contact ──────────────────────────────────────────────────────────────────
export const contactMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  service: "Please select a service",
  message: "Message must be at least 10 characters",
} as const;

// ── Consultation bookings ──────────────────────────────────────────────────
export const bookingMessages = {
  type: "Choose an appointment type",
  start: "Choose a time",
  parties: "Other parties must be names, one per line",
  partyLength: "Each other party's name must be at most 200 characters",
  partyCount: "Name at most 20 other parties",
} as const;

// ── Account ─────────────────────────────────────────────────────
/** New admin passwords (src/auth/password-policy.ts judges the rest on the server). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

// ── Posts ───────────────────────────────────────────────────────────────────
/** A practice area's value: its slug. Which areas exist is the firm's content, checked on the server. */
export const SERVICE_AREA_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "real-estate" → "Real Estate" (hyphens → spaces, words capitalised). */
export function serviceAreaLabel(value: string): string {
  return value
    .split("-")
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The post editor's slug from a title: lowercase, runs of non-alphanumerics → one hyphen, leading and
 * trailing hyphens trimmed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A post is a draft or published; a published post dated ahead is scheduled. */
export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatusValue = (typeof POST_STATUSES)[number];

// ── Submissions ─────────────────────────────────────────────────────────────
export const SUBMISSION_STATUSES = ["new", "contacted", "completed"] as const;

// ── Helpers ─────────────────────────────────────────────────────────────────
export type FieldErrors = Record<string, string>;

/** First message per field, for showing next to each input. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}
