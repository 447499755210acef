import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { formatDateTime, fromFirmLocal } from "../../src/shared/dates";
import {
  ADMIN_SERVICE_AREAS,
  type FieldErrors,
  fieldErrors,
  serviceAreaLabel,
  slugify,
} from "../../src/shared/fields";
import { loadSchemas, type Schemas } from "../../src/shared/load-schemas";
import {
  applyFormat,
  type FormatKind,
  insertImage,
  type TextSelection,
} from "../../src/shared/markdown-format";
import { TOASTS } from "../../src/shared/toasts";
import { buttonClass } from "../components/button";
import { ImageIcon, TOOLBAR, TOOLBAR_BUTTON_CLASS } from "./lib/editor-toolbar";
import { FeaturedImageField } from "./lib/featured-image-field";
import { UploadProgress, useImageUpload } from "./lib/image-upload";
import { useLivePreview } from "./lib/live-preview";
import { NETWORK_ERROR, responseError } from "./lib/response-error";
import { toast, toastAfterNavigation } from "./lib/toast";

export interface PostFormValues {
  title: string;
  slug: string;
  featuredImage: string;
  serviceArea: string;
  excerpt: string;
  content: string;
  /** "draft" or "published" (issue #13). */
  status: string;
  /** When it goes (or went) public, as the firm's wall-clock time ("2026-12-07T09:00"); "" for now. */
  publishAt: string;
}
type Field = keyof PostFormValues;

export const EMPTY_POST: PostFormValues = {
  title: "",
  slug: "",
  featuredImage: "",
  serviceArea: "",
  excerpt: "",
  content: "",
  status: "published",
  publishAt: "",
};

/**
 * The editor's values as the JSON API (and the plain form's handler) take them. An empty date publishes
 * now: for a post being edited that is published, "now" is sent explicitly (its old date would stand).
 */
export function postPayload(values: PostFormValues, editing: boolean, now = new Date()) {
  const { publishAt, ...rest } = values;
  const publishedAt = publishAt
    ? (fromFirmLocal(publishAt) ?? publishAt)
    : editing && values.status === "published"
      ? now.toISOString()
      : undefined;
  return {
    ...rest,
    featuredImage: values.featuredImage || null,
    ...(publishedAt !== undefined ? { publishedAt } : {}),
  };
}

const DASHBOARD = "/admin/dashboard";
const controlClass = (invalid: boolean, extra = "") =>
  `mt-1 block w-full rounded-md border bg-white px-3 text-base text-navy-900 shadow-sm focus:outline-none focus:ring-2 ${
    invalid
      ? "border-red-700 focus:border-red-700 focus:ring-red-700/30"
      : "border-slate-300 focus:border-sea-700 focus:ring-sea-700/30"
  } ${extra}`;

function check(s: Schemas, values: PostFormValues, editing: boolean): FieldErrors {
  const r = s.postCreateSchema.safeParse(postPayload(values, editing));
  const errors = r.success ? {} : fieldErrors(r.error);
  // The date is typed as Cayman wall-clock time; its message belongs to that field.
  if (errors.publishedAt) {
    errors.publishAt = "Enter a valid date and time";
    delete errors.publishedAt;
  }
  return errors;
}

/**
 * SPEC §2 Post editor. A real multipart form posting to /admin/posts/new or /admin/posts/{id}, so it works
 * before hydration and without JavaScript (the server re-renders it with `values` and `errors`). Once
 * hydrated it generates the slug while creating, uploads the image at once, validates with the shared
 * schema and saves through POST /api/posts or PATCH /api/posts/{id}.
 */
export function PostEditor({
  postId,
  values: initialValues,
  errors: initialErrors,
  preview: initialPreview = "",
}: {
  /** Absent while creating. */
  postId?: string;
  values: PostFormValues;
  errors?: FieldErrors;
  /** The content rendered by the server (the same renderer and sanitiser as the public page). */
  preview?: string;
}) {
  const id = useId();
  const creating = postId === undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const imagePickerRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  // While creating, the slug follows the title until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(
    !creating || (initialValues.slug !== "" && initialValues.slug !== slugify(initialValues.title)),
  );
  const [hydrated, setHydrated] = useState(false);
  const [uploading, setUploading] = useState(false);
  const contentImage = useImageUpload();
  const [pending, setPending] = useState(false);
  // Guards the short wait for the schemas, before `pending` shows.
  const submitting = useRef(false);
  useEffect(() => {
    setHydrated(true);
    // Fetched while the admin writes, so a submit rarely waits for them.
    void loadSchemas().catch(() => undefined);
  }, []);

  const { html: previewHtml, previewing } = useLivePreview(values.content, initialPreview);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onTitle = (title: string) => {
    set("title", title);
    if (creating && !slugEdited) set("slug", slugify(title));
  };

  const onSlug = (slug: string) => {
    set("slug", slug);
    setSlugEdited(slug !== "");
  };

  const edit = (change: (s: TextSelection) => TextSelection) => {
    const ta = contentRef.current;
    if (!ta) return;
    const next = change({ value: ta.value, start: ta.selectionStart, end: ta.selectionEnd });
    // Render the new text now, so the selection can be put back on it straight away.
    flushSync(() => set("content", next.value));
    ta.focus();
    ta.setSelectionRange(next.start, next.end);
  };
  const format = (kind: FormatKind) => edit((s) => applyFormat(kind, s));

  /** The toolbar's Image button: the chosen file is uploaded, then ![alt text](url) goes in at the caret. */
  async function onContentImage(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const url = await contentImage.upload(file);
    if (url) edit((s) => insertImage(s, url));
  }

  const focusFirstError = (errs: FieldErrors) => {
    const first = Object.keys(errs)[0];
    const el = first && formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    if (el) el.focus();
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending || uploading || submitting.current) return;
    submitting.current = true;
    try {
      // Could the schemas not be loaded, the server validates all the same and its answer is shown.
      const s = await loadSchemas().catch(() => undefined);
      const found = s ? check(s, values, !creating) : {};
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirstError(found);
        return;
      }
      await save();
    } finally {
      submitting.current = false;
    }
  }

  async function save() {
    setPending(true);
    try {
      const res = await fetch(creating ? "/api/posts" : `/api/posts/${encodeURIComponent(postId)}`, {
        method: creating ? "POST" : "PATCH",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(postPayload(values, !creating)),
      });
      if (res.ok) {
        toastAfterNavigation(creating ? TOASTS.postCreated : TOASTS.postUpdated);
        // Stays pending while the dashboard loads.
        location.assign(DASHBOARD);
        return;
      }
      const message = await responseError(res.clone());
      const fields = ((await res.json().catch(() => null)) as { fields?: FieldErrors } | null)?.fields;
      if (fields && Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(fields);
      }
      toast({ title: "Error", description: message, variant: "destructive" });
    } catch {
      toast({ title: "Error", description: NETWORK_ERROR, variant: "destructive" });
    }
    setPending(false);
  }

  const fieldProps = (field: Field, hint?: boolean) => ({
    id: `${id}${field}`,
    name: field,
    "data-field": field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby":
      [hint && `${id}${field}-hint`, errors[field] && `${id}${field}-error`].filter(Boolean).join(" ") ||
      undefined,
  });
  const label = (field: Field, text: string) => (
    <label htmlFor={`${id}${field}`} className="block text-sm font-medium text-navy-900">
      {text}
    </label>
  );
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const areas: string[] = [...ADMIN_SERVICE_AREAS];
  // A post filed under corporate-services (DESIGN.md §7) keeps its area when edited here.
  if (values.serviceArea && !areas.includes(values.serviceArea)) areas.push(values.serviceArea);
  const busy = pending || uploading || contentImage.uploading;

  const scheduledFor =
    values.status === "published" && values.publishAt && fromFirmLocal(values.publishAt)
      ? fromFirmLocal(values.publishAt)!
      : undefined;
  const scheduled = scheduledFor !== undefined && Date.parse(scheduledFor) > Date.now();
  const submitLabel = pending
    ? "Saving..."
    : values.status === "draft"
      ? "Save Draft"
      : scheduled
        ? "Schedule Post"
        : creating
          ? "Publish Post"
          : "Save Changes";

  return (
    <form
      ref={formRef}
      method="post"
      action={creating ? "/admin/posts/new" : `/admin/posts/${encodeURIComponent(postId)}`}
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0 space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div>
          {label("title", "Title")}
          <input
            {...fieldProps("title")}
            type="text"
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => onTitle(e.target.value)}
            className={controlClass(!!errors.title, "h-11")}
          />
          {error("title")}
        </div>
        <div>
          {label("slug", "Slug")}
          <input
            {...fieldProps("slug", true)}
            type="text"
            required
            maxLength={200}
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            onChange={(e) => onSlug(e.target.value)}
            className={controlClass(!!errors.slug, "h-11 font-mono text-sm")}
          />
          <p id={`${id}slug-hint`} className="mt-1 text-sm text-slate-500">
            The post's address: /blog/{values.slug || "your-post-title"}
          </p>
          {error("slug")}
        </div>
        <div>
          {label("excerpt", "Excerpt")}
          <textarea
            {...fieldProps("excerpt")}
            rows={3}
            required
            maxLength={1000}
            value={values.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            className={controlClass(!!errors.excerpt, "py-2")}
          />
          {error("excerpt")}
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          <div>
            {label("content", "Content")}
            <div
              role="toolbar"
              aria-label="Formatting"
              aria-controls={`${id}content`}
              className="mt-1 flex gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
            >
              {TOOLBAR.map((b) => (
                <button
                  key={b.kind}
                  type="button"
                  aria-label={b.label}
                  title={b.label}
                  disabled={!hydrated}
                  onClick={() => format(b.kind)}
                  className={TOOLBAR_BUTTON_CLASS}
                >
                  {b.icon}
                </button>
              ))}
              <button
                type="button"
                aria-label="Image"
                title="Insert an image"
                disabled={!hydrated || contentImage.uploading}
                onClick={() => imagePickerRef.current?.click()}
                className={TOOLBAR_BUTTON_CLASS}
              >
                <ImageIcon />
              </button>
              {/* Not part of the form: the Image button opens it, and only the uploaded URL is kept. */}
              <input
                ref={imagePickerRef}
                type="file"
                accept="image/*"
                tabIndex={-1}
                aria-hidden="true"
                className="hidden"
                onChange={onContentImage}
              />
            </div>
            <textarea
              {...fieldProps("content", true)}
              ref={contentRef}
              rows={15}
              required
              value={values.content}
              onChange={(e) => set("content", e.target.value)}
              className={`${controlClass(!!errors.content, "py-2 font-mono text-sm")} mt-0! rounded-t-none`}
            />
            {contentImage.uploading && (
              <UploadProgress percent={contentImage.percent} label="Upload progress (picture for the text)" />
            )}
            <p id={`${id}content-hint`} className="mt-1 text-sm text-slate-500">
              Markdown: **bold**, ## heading, - list item, ![alt text](image URL). Line breaks are kept.
            </p>
            {error("content")}
          </div>
          <section aria-labelledby={`${id}preview-heading`} className="min-w-0">
            <div className="flex items-center justify-between gap-3">
              <h2 id={`${id}preview-heading`} className="text-sm font-medium text-navy-900">
                Preview
              </h2>
              <span className="text-xs text-slate-500" aria-live="polite">
                {previewing ? "Updating…" : hydrated ? "As readers will see it" : ""}
              </span>
            </div>
            <div
              data-preview=""
              className="prose prose-slate mt-1 max-h-[36rem] max-w-none overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4 prose-headings:text-navy-900 prose-a:text-sea-700 prose-img:rounded-lg"
              // Rendered and sanitised by the server (src/posts/html.ts), exactly as on the public page.
              dangerouslySetInnerHTML={{
                __html:
                  previewHtml || '<p class="text-slate-500">The content will show here as you type.</p>',
              }}
            />
            {!hydrated && (
              <button
                type="submit"
                name="intent"
                value="preview"
                formNoValidate
                className={`${buttonClass("outline", "sm")} mt-2`}
              >
                Update preview
              </button>
            )}
          </section>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
          <button type="submit" disabled={busy} className={buttonClass("secondary", "md")}>
            {submitLabel}
          </button>
          <a href={DASHBOARD} className={buttonClass("ghost", "md")}>
            Cancel
          </a>
        </div>
      </div>
      <aside
        aria-label="Publishing settings"
        className="space-y-6 self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 className="text-base font-semibold text-navy-900">Publishing</h2>
        <div>
          {label("status", "Status")}
          <select
            {...fieldProps("status")}
            value={values.status}
            onChange={(e) => set("status", e.target.value)}
            className={controlClass(!!errors.status, "h-11")}
          >
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
          {error("status")}
        </div>
        <div>
          {label("publishAt", "Publish date (Cayman time)")}
          <input
            {...fieldProps("publishAt", true)}
            type="datetime-local"
            value={values.publishAt}
            onChange={(e) => set("publishAt", e.target.value)}
            className={controlClass(!!errors.publishAt, "h-11")}
          />
          <p id={`${id}publishAt-hint`} className="mt-1 text-sm text-slate-500">
            {values.status === "draft"
              ? "Drafts are seen by admins only, at the post's address with a preview banner."
              : scheduled
                ? `Scheduled: it appears by itself on ${formatDateTime(scheduledFor!)}.`
                : "Empty: published when you save. A later date schedules it."}
          </p>
          {error("publishAt")}
        </div>
        <div>
          {label("serviceArea", "Practice Area")}
          <select
            {...fieldProps("serviceArea")}
            required
            value={values.serviceArea}
            onChange={(e) => set("serviceArea", e.target.value)}
            className={controlClass(!!errors.serviceArea, "h-11")}
          >
            <option value="" disabled>
              Select a practice area
            </option>
            {areas.map((a) => (
              <option key={a} value={a}>
                {serviceAreaLabel(a)}
              </option>
            ))}
          </select>
          {error("serviceArea")}
        </div>
        <FeaturedImageField
          id={`${id}featuredImage`}
          value={values.featuredImage}
          onChange={(url) => set("featuredImage", url)}
          onUploadingChange={setUploading}
          hydrated={hydrated}
          error={errors.featuredImage}
        />
      </aside>
    </form>
  );
}
