/**
 * The one set of input schemas, shared by the JSON API, the no-JavaScript form handlers and the browser
 * islands, with the site's exact validation messages. zod/mini keeps what the browser downloads small
 * (~5 KB gzip instead of ~23 KB for the full build).
 *
 * Loaded on first use, never at start, through src/shared/load-schemas.ts (the server's src/shared/validate.ts and
 * the islands alike); the values that go with the schemas are in src/shared/fields.ts
 * (docs/decisions/020-lazy-start.md).
 */
import * as z from "zod/mini";
import { parseInstant } from "./dates";
import {
  bookingMessages,
  contactMessages,
  POST_STATUSES,
  SERVICE_AREA_PATTERN,
  SLUG_PATTERN,
  SUBMISSION_STATUSES,
} from "./fields";
import { MARKDOWN_TOO_DEEP, nestsTooDeeply } from "./markdown-limits";
import { NOTE_MAX } from "./note-limits";

/** With the schemas, so an island that loads them on first use also has what reads their errors. */
export { fieldErrors } from "./fields";

// ── Contact ──────────────────────────────────────────────────────────────────
const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string(minMessage).check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage));

export const contactSchema = z.object({
  name: text(2, 200, contactMessages.name, "Name must be at most 200 characters"),
  email: z
    .string(contactMessages.email)
    .check(z.trim(), z.maxLength(254, contactMessages.email), z.email(contactMessages.email)),
  phone: text(7, 40, contactMessages.phone, "Phone number must be at most 40 characters"),
  service: text(1, 100, contactMessages.service, contactMessages.service),
  message: text(10, 5000, contactMessages.message, "Message must be at most 5000 characters"),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Feedback from the accessibility statement's form: only the e-mail address and the problem are needed. */
export const accessibilityFeedbackSchema = z.object({
  name: z
    .string("Name must be text")
    .check(z.trim(), z.maxLength(200, "Name must be at most 200 characters")),
  email: z
    .string(contactMessages.email)
    .check(z.trim(), z.maxLength(254, contactMessages.email), z.email(contactMessages.email)),
  page: z
    .string("Page address must be text")
    .check(z.trim(), z.maxLength(500, "Page address must be at most 500 characters")),
  problem: text(
    10,
    5000,
    "Please describe what went wrong in at least 10 characters",
    "What went wrong must be at most 5000 characters",
  ),
});
export type AccessibilityFeedbackInput = z.infer<typeof accessibilityFeedbackSchema>;

// ── Consultation bookings ───────────────────────────────────────────────────
/** A booking request's own fields (the type's questions are checked against the type by src/booking). */
export const bookingSchema = z.object({
  type: z
    .string(bookingMessages.type)
    .check(z.trim(), z.minLength(1, bookingMessages.type), z.maxLength(80, bookingMessages.type)),
  start: z
    .string(bookingMessages.start)
    .check(z.trim(), z.minLength(1, bookingMessages.start), z.maxLength(40, bookingMessages.start)),
  name: text(2, 200, contactMessages.name, "Name must be at most 200 characters"),
  email: z
    .string(contactMessages.email)
    .check(z.trim(), z.maxLength(254, contactMessages.email), z.email(contactMessages.email)),
  phone: text(7, 40, contactMessages.phone, "Phone number must be at most 40 characters"),
  parties: z
    .array(
      z.string(bookingMessages.parties).check(z.trim(), z.maxLength(200, bookingMessages.partyLength)),
      bookingMessages.parties,
    )
    .check(z.maxLength(20, bookingMessages.partyCount)),
  message: z
    .string("Description must be text")
    .check(z.trim(), z.maxLength(5000, "Description must be at most 5000 characters")),
});
export type BookingInput = z.infer<typeof bookingSchema>;

// ── Client alerts ───────────────────────────────────────────────────────────
export const ALERT_TOPICS_MESSAGE = "Choose at least one topic";
export const subscribeSchema = z.object({
  email: z
    .string(contactMessages.email)
    .check(z.trim(), z.maxLength(254, contactMessages.email), z.email(contactMessages.email)),
  areas: z
    .array(z.string().check(z.maxLength(100)), ALERT_TOPICS_MESSAGE)
    .check(z.minLength(1, ALERT_TOPICS_MESSAGE), z.maxLength(60, ALERT_TOPICS_MESSAGE)),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

// ── Login (both required) ───────────────────────────────────────────────────
export const loginSchema = z.object({
  username: z.string("Username is required").check(z.minLength(1, "Username is required"), z.maxLength(100)),
  password: z.string("Password is required").check(z.minLength(1, "Password is required"), z.maxLength(200)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The second step of a sign-in: a 6-digit code or a recovery code (checked by src/auth). */
export const secondFactorSchema = z.object({
  code: z
    .string("Enter the code from your authenticator app")
    .check(
      z.trim(),
      z.minLength(1, "Enter the code from your authenticator app"),
      z.maxLength(40, "That is not a code"),
    ),
});

// ── Account ─────────────────────────────────────────────────────
export const changePasswordSchema = z.object({
  currentPassword: z
    .string("Enter your current password")
    .check(z.minLength(1, "Enter your current password"), z.maxLength(200)),
  newPassword: z
    .string("Enter a new password")
    .check(
      z.minLength(1, "Enter a new password"),
      z.maxLength(200, "The new password must be at most 200 characters."),
    ),
});

export const ADD_ADMIN_PASSWORD = "Enter your own password (the one you signed in with) to add an admin";
export const addAdminSchema = z.object({
  username: z
    .string("Enter a username")
    .check(z.trim(), z.minLength(1, "Enter a username"), z.maxLength(100)),
  // Who adds an admin proves it is them, not someone at a computer left signed in.
  currentPassword: z
    .string(ADD_ADMIN_PASSWORD)
    .check(z.minLength(1, ADD_ADMIN_PASSWORD), z.maxLength(200, ADD_ADMIN_PASSWORD)),
});

export const disableTwoFactorSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(200))),
  code: z.optional(z.string().check(z.maxLength(40))),
});

// ── Posts (creation fields; service areas) ─────────────────────────────────
/** An uploaded image (/uploads/…) or an absolute http(s) URL; never javascript:, data: or the like. */
const FEATURED_IMAGE = /^(\/uploads\/[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp)|https?:\/\/[^\s"'<>]+)$/;

const postFields = {
  title: text(1, 200, "Title is required", "Title must be at most 200 characters"),
  slug: z
    .string("Slug is required")
    .check(
      z.trim(),
      z.minLength(1, "Slug is required"),
      z.maxLength(200, "Slug must be at most 200 characters"),
      z.regex(SLUG_PATTERN, "Slug may contain only lowercase letters, numbers and single hyphens"),
    ),
  content: text(1, 100_000, "Content is required", "Content must be at most 100,000 characters").check(
    z.refine((v: string) => v.length > 100_000 || !nestsTooDeeply(v), MARKDOWN_TOO_DEEP),
  ),
  excerpt: text(1, 1000, "Excerpt is required", "Excerpt must be at most 1,000 characters"),
  featuredImage: z.optional(
    z.nullable(
      z
        .pipe(
          z.string(),
          z.transform((v) => v.trim() || null),
        )
        .check(
          z.refine(
            (v) => v === null || FEATURED_IMAGE.test(v),
            "Featured image must be an uploaded image or an http(s) URL",
          ),
        ),
    ),
  ),
  // What the featured image shows, for screen readers (optional; the SPEC's post shape has no such field).
  featuredImageAlt: z.optional(
    z
      .string("Image description must be text")
      .check(z.trim(), z.maxLength(300, "Image description must be at most 300 characters")),
  ),
  // Which practice areas exist is the firm's content: the server checks the value against them.
  serviceArea: z
    .string("Please select a practice area")
    .check(z.regex(SERVICE_AREA_PATTERN, "Please select a practice area")),
  // Client alerts: send the article to its subscribers when it goes live (the default), or hold it back.
  alert: z.optional(z.enum(["send", "hold"], "Client alert must be send or hold")),
  // Status and publication time (both optional: a post without them is published now, as the original API has it).
  status: z.optional(z.enum(POST_STATUSES, "Status must be draft or published")),
  publishedAt: z.optional(
    z
      .string("Publish date must be a date and time")
      .check(
        z.refine(
          (v) => parseInstant(v) !== undefined,
          "Publish date must be a date and time with its offset, e.g. 2026-12-07T09:00:00-05:00",
        ),
      ),
  ),
};

export const postCreateSchema = z.object(postFields);
/** The editor's live preview: the content only. */
export const postPreviewSchema = z.object({
  content: z.string("Content must be text").check(
    z.maxLength(100_000, "Content must be at most 100,000 characters"),
    z.refine((v: string) => v.length > 100_000 || !nestsTooDeeply(v), MARKDOWN_TOO_DEEP),
  ),
});
export const postUpdateSchema = z.partial(z.object(postFields));
export type PostCreateInput = z.infer<typeof postCreateSchema>;
export type PostUpdateInput = z.infer<typeof postUpdateSchema>;

// ── Submissions ─────────────────────────────────────────────────────────────
export const statusSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, "Status must be one of new, contacted, completed"),
});

// ── Internal notes on an enquiry ────────────────────────────────
export const noteSchema = z.object({
  body: text(1, NOTE_MAX, "Write the note first", "A note may be at most 2,000 characters"),
});

// ── A toast carried across a redirect (src/http/flash.ts reads it back from a cookie) ──────────────────
export const toastSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(500))),
  variant: z.optional(z.enum(["default", "destructive"])),
});
