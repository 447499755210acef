import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { PostFormValues } from "../../views/admin/posts/post-form";
import type { AppEnv } from "../http/app-env";
import { ImageError, uploadImage } from "../images";
import { formatDateTime, toFirmLocal } from "../shared/dates";
import type { FieldErrors } from "../shared/fields";
import type { Post } from "../shared/wire-types";

/**
 * The post editor's plain form (the page without JavaScript, and the island before it hydrates): its
 * values from a stored post, what its "Client alert" field offers, and reading what it sends.
 */

/** A stored post as the editor's fields show it. */
export const valuesOf = (p: Post): PostFormValues => ({
  title: p.title,
  slug: p.slug,
  featuredImage: p.featuredImage ?? "",
  featuredImageAlt: p.featuredImageAlt,
  serviceArea: p.serviceArea,
  excerpt: p.excerpt,
  content: p.content,
  status: p.status,
  // A draft's stored date is only a placeholder unless it lies ahead (a date chosen for it).
  publishAt:
    p.status === "published" || Date.parse(p.publishedAt) > Date.now() ? toFirmLocal(p.publishedAt) : "",
  alert: "",
});

/**
 * The editor's "Client alert" field as things stand: a choice ("send" unless held back) while the post's
 * alert has not gone and the site offers alerts; else nothing to choose, and a note of what became of it.
 */
export async function alertField(
  c: Context<AppEnv>,
  postId: string | undefined,
  values: PostFormValues,
): Promise<{ alert: string; note?: string }> {
  const { alerts } = c.get("deps");
  const asTyped = values.alert;
  if (!(await alerts.offer()).on) return { alert: "" };
  const send = postId === undefined ? undefined : await alerts.sendOf(postId);
  if (send?.state === "waiting") {
    const n = await alerts.audience(values.serviceArea);
    return {
      alert: asTyped === "hold" ? "hold" : "send",
      note: `Client alert waiting: it goes to ${n} ${n === 1 ? "subscriber" : "subscribers"} on ${formatDateTime(
        new Date(send.sendAfter ?? 0).toISOString(),
      )}. Its Client alert page can hold it or send it now.`,
    };
  }
  if (send?.state === "queued")
    return {
      alert: "",
      note: `Client alert sent on ${formatDateTime(new Date(send.queuedAt ?? 0).toISOString())} to ${send.queued} ${
        send.queued === 1 ? "subscriber" : "subscribers"
      }.`,
    };
  if (send?.state === "before")
    return {
      alert: "",
      note: "No client alert: this article went live before alerts were offered, or more than 7 days ago.",
    };
  if (asTyped === "send" || asTyped === "hold") return { alert: asTyped };
  return { alert: send?.state === "off" ? "hold" : "send" };
}

/** The editor's multipart form: its text fields, and its image processed exactly as POST /api/upload does. */
export async function readEditorForm(
  c: Context<AppEnv>,
): Promise<{ values: PostFormValues; errors: FieldErrors; intent: string; confirmed: boolean }> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HTTPException(400, { message: "The form could not be read." });
  }
  // Browsers send a textarea's line breaks as CRLF; the JSON API stores LF, and so does this.
  const text = (k: keyof PostFormValues) => {
    const v = body[k];
    return typeof v === "string" ? v.replace(/\r\n?/g, "\n") : "";
  };
  const values: PostFormValues = {
    title: text("title"),
    slug: text("slug"),
    featuredImage: text("featuredImage"),
    featuredImageAlt: text("featuredImageAlt"),
    serviceArea: text("serviceArea"),
    excerpt: text("excerpt"),
    content: text("content"),
    status: text("status") || "published",
    publishAt: text("publishAt").trim(),
    alert: text("alert"),
  };
  const errors: FieldErrors = {};
  const image = body.image;
  // A file input left empty still sends an empty part.
  if (image instanceof Blob && image.size > 0) {
    try {
      values.featuredImage = (await uploadImage(c.get("deps"), image)).url;
    } catch (e) {
      if (!(e instanceof ImageError)) throw e;
      errors.featuredImage = e.message;
    }
  }
  return {
    values,
    errors,
    intent: typeof body.intent === "string" ? body.intent : "save",
    // The confirmation page's "Publish and e-mail N subscribers" button.
    confirmed: body.confirmAlert === "yes",
  };
}
