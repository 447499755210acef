import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, slugify } from "../../../src/shared/fields";
import { loadSchemas } from "../../../src/shared/load-schemas";
import { alertDetail, alertQuestion, type PlannedAlert } from "../../../src/shared/publish-alert";
import { TOASTS } from "../../../src/shared/toasts";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { controlClass, Field } from "../../ui/field";
import { toast, toastAfterNavigation } from "../../ui/toast";
import { ContentEditor } from "./content-editor";
import {
  checkPost,
  controlProps,
  type PostField,
  type PostFormValues,
  postPayload,
  submitLabel,
} from "./post-form";
import { PublishingPanel } from "./publishing-panel";

const DASHBOARD = "/admin/dashboard";

/**
 * The post editor. A real multipart form posting to /admin/posts/new or /admin/posts/{id}, so it works
 * before hydration and without JavaScript (the server re-renders it with `values` and `errors`). Once
 * hydrated it generates the slug while creating, uploads images at once, validates with the shared schema
 * and saves through POST /api/posts or PATCH /api/posts/{id}.
 */
export function PostEditor({
  postId,
  values: initialValues,
  errors: initialErrors,
  preview: initialPreview = "",
  areas,
  areaLabels = {},
  alertNote,
}: {
  /** What became of the post's client alert, when there is no choice left. */
  alertNote?: string;
  /** Absent while creating. */
  postId?: string;
  values: PostFormValues;
  errors?: FieldErrors;
  /** The content rendered by the server (the same renderer and sanitiser as the public page). */
  preview?: string;
  /** The practice areas the select offers (their values), in the firm's order. */
  areas: string[];
  /** What staff read for each area, by value. */
  areaLabels?: Record<string, string>;
}) {
  const id = useId();
  const creating = postId === undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  // While creating, the slug follows the title until the admin types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(
    !creating || (initialValues.slug !== "" && initialValues.slug !== slugify(initialValues.title)),
  );
  const [hydrated, setHydrated] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [contentUploading, setContentUploading] = useState(false);
  const [pending, setPending] = useState(false);
  // Guards the short wait for the schemas, before `pending` shows.
  const submitting = useRef(false);
  useEffect(() => {
    setHydrated(true);
    // Fetched while the admin writes, so a submit rarely waits for them.
    void loadSchemas().catch(() => undefined);
  }, []);

  const set = (field: PostField, value: string) => {
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
      const found = s ? checkPost(s, values, !creating) : {};
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

  /**
   * Before a save that e-mails the article's subscribers, the question the page without JavaScript asks
   * ("Publish and e-mail 124 subscribers?"). A check that fails stops the save: nothing goes unasked.
   */
  async function alertAgreed(payload: ReturnType<typeof postPayload>): Promise<boolean> {
    const r = await api<{ alert: PlannedAlert | null }>(
      "POST",
      "/api/posts/alert-check",
      creating ? payload : { ...payload, id: postId },
    );
    if (!r.ok) {
      if (Object.keys(r.fields).length > 0) {
        setErrors(r.fields);
        focusFirstError(r.fields);
      }
      toast({ title: "Error", description: r.error, variant: "destructive" });
      return false;
    }
    const a = r.data?.alert;
    return !a || window.confirm(`${alertQuestion(a)}\n\n${alertDetail(a)}`);
  }

  async function save() {
    setPending(true);
    const payload = postPayload(values, !creating);
    if (!(await alertAgreed(payload))) {
      setPending(false);
      return;
    }
    const r = await api(
      creating ? "POST" : "PATCH",
      creating ? "/api/posts" : `/api/posts/${encodeURIComponent(postId)}`,
      payload,
    );
    if (r.ok && r.status === 202) {
      // Approval by a second admin: saved as asked, waiting; its editor shows the request.
      const asked = r.data as { post?: { id?: string }; message?: string };
      toastAfterNavigation({ title: "Asked for approval", description: asked.message ?? "" });
      location.assign(`/admin/posts/${encodeURIComponent(asked.post?.id ?? postId ?? "")}`);
      return;
    }
    if (r.ok) {
      toastAfterNavigation(creating ? TOASTS.postCreated : TOASTS.postUpdated);
      // Stays pending while the dashboard loads.
      location.assign(DASHBOARD);
      return;
    }
    if (Object.keys(r.fields).length > 0) {
      setErrors(r.fields);
      focusFirstError(r.fields);
    }
    toast({ title: "Error", description: r.error, variant: "destructive" });
    setPending(false);
  }

  const busy = pending || uploading || contentUploading;

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
      {/* In this order on a phone: the text, the publishing settings, then the button that publishes. On a
          wide screen the settings stand beside the text and the button under it. */}
      <div className="min-w-0 space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-start-1 lg:row-start-1">
        <Field id={`${id}title`} label="Title" error={errors.title}>
          <input
            {...controlProps(id, "title", errors)}
            type="text"
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => onTitle(e.target.value)}
            className={controlClass(!!errors.title)}
          />
        </Field>
        <Field
          id={`${id}slug`}
          label="Slug"
          hint={`The post's web address: /blog/${values.slug || "your-post-title"}`}
          hintAfter
          error={errors.slug}
        >
          <input
            {...controlProps(id, "slug", errors, true)}
            type="text"
            required
            maxLength={200}
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            onChange={(e) => onSlug(e.target.value)}
            className={controlClass(!!errors.slug, "h-11 font-mono text-sm")}
          />
        </Field>
        <Field id={`${id}excerpt`} label="Excerpt" error={errors.excerpt}>
          <textarea
            {...controlProps(id, "excerpt", errors)}
            rows={3}
            required
            maxLength={1000}
            value={values.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
            className={controlClass(!!errors.excerpt, "py-2")}
          />
        </Field>
        <ContentEditor
          prefix={id}
          value={values.content}
          errors={errors}
          hydrated={hydrated}
          initialPreview={initialPreview}
          onChange={(content) => set("content", content)}
          onUploadingChange={setContentUploading}
        />
      </div>
      <PublishingPanel
        prefix={id}
        values={values}
        errors={errors}
        hydrated={hydrated}
        areas={areas}
        areaLabels={areaLabels}
        alertNote={alertNote}
        set={set}
        onUploadingChange={setUploading}
      />
      <div className="flex flex-wrap items-center gap-3 lg:col-start-1 lg:row-start-2">
        <button type="submit" disabled={busy} className={buttonClass("secondary", "md")}>
          {submitLabel(values, creating, pending)}
        </button>
        <a href={DASHBOARD} className={buttonClass("ghost", "md")}>
          Cancel
        </a>
      </div>
    </form>
  );
}
