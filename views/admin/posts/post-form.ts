import { fromFirmLocal } from "../../../src/shared/dates";
import { type FieldErrors, fieldErrors } from "../../../src/shared/fields";
import type { Schemas } from "../../../src/shared/load-schemas";
import { describedBy } from "../../ui/field";

/** What the post editor holds: its fields as typed (the server re-renders them after a refused save). */
export interface PostFormValues {
  title: string;
  slug: string;
  featuredImage: string;
  /** What the featured image shows, for screen readers. */
  featuredImageAlt: string;
  serviceArea: string;
  excerpt: string;
  content: string;
  /** "draft" or "published". */
  status: string;
  /** When it goes (or went) public, as the firm's wall-clock time ("2026-12-07T09:00"); "" for now. */
  publishAt: string;
  /**
   * Its client alert: "send" when it goes live, or "hold" it back; "" when there is no choice to make
   * (the site offers no alerts, or the alert has gone).
   */
  alert: string;
}
export type PostField = keyof PostFormValues;

export const EMPTY_POST: PostFormValues = {
  title: "",
  slug: "",
  featuredImage: "",
  featuredImageAlt: "",
  serviceArea: "",
  excerpt: "",
  content: "",
  status: "published",
  publishAt: "",
  alert: "",
};

/**
 * The editor's values as the JSON API (and the plain form's handler) take them. An empty date publishes
 * now: for a post being edited that is published, "now" is sent explicitly (its old date would stand).
 */
export function postPayload(values: PostFormValues, editing: boolean, now = new Date()) {
  const { publishAt, alert, ...rest } = values;
  const publishedAt = publishAt
    ? (fromFirmLocal(publishAt) ?? publishAt)
    : editing && values.status === "published"
      ? now.toISOString()
      : undefined;
  return {
    ...rest,
    featuredImage: values.featuredImage || null,
    ...(publishedAt !== undefined ? { publishedAt } : {}),
    ...(alert === "send" || alert === "hold" ? { alert } : {}),
  };
}

/** The editor's values checked with the shared schema, each message on the field it belongs to. */
export function checkPost(s: Schemas, values: PostFormValues, editing: boolean): FieldErrors {
  const r = s.postCreateSchema.safeParse(postPayload(values, editing));
  const errors = r.success ? {} : fieldErrors(r.error);
  // The date is typed as Cayman wall-clock time; its message belongs to that field.
  if (errors.publishedAt) {
    errors.publishAt = "Enter a valid date and time";
    delete errors.publishedAt;
  }
  return errors;
}

/** The submit button's words for these values: what saving them will do. */
export function submitLabel(values: PostFormValues, creating: boolean, pending: boolean): string {
  if (pending) return "Saving...";
  if (values.status === "draft") return "Save Draft";
  if (scheduledFor(values) !== undefined) return "Schedule Post";
  return creating ? "Publish Post" : "Save Changes";
}

/** The moment a published post's later date makes it appear, if its date lies ahead. */
export function scheduledFor(values: PostFormValues, now = Date.now()): string | undefined {
  if (values.status !== "published" || !values.publishAt) return undefined;
  const at = fromFirmLocal(values.publishAt);
  return at !== undefined && Date.parse(at) > now ? at : undefined;
}

/** The attributes every control of the editor carries: its id and name, and what describes it. */
export const controlProps = (prefix: string, field: PostField, errors: FieldErrors, hint = false) => ({
  id: `${prefix}${field}`,
  name: field,
  "data-field": field,
  "aria-invalid": errors[field] ? true : undefined,
  "aria-describedby": describedBy(`${prefix}${field}`, hint, errors[field]),
});
