import { formatDateTime } from "../../../src/shared/dates";
import { type FieldErrors, serviceAreaLabel } from "../../../src/shared/fields";
import { controlClass, Field } from "../../ui/field";
import { FeaturedImageField } from "./featured-image-field";
import { controlProps, type PostField, type PostFormValues, scheduledFor } from "./post-form";

/** The editor's right-hand side: status, publish date (Cayman time), practice area and featured image. */
export function PublishingPanel({
  prefix,
  values,
  errors,
  hydrated,
  areas: offered,
  areaLabels,
  set,
  onUploadingChange,
  alertNote,
}: {
  /** What became of the post's client alert, when there is no choice left (sent, or not announced). */
  alertNote?: string | undefined;
  prefix: string;
  values: PostFormValues;
  errors: FieldErrors;
  hydrated: boolean;
  /** The practice areas the firm offers for posts, in its order. */
  areas: readonly string[];
  /** What staff read for each area, by value (its title; the seeded values in their usual form). */
  areaLabels: Readonly<Record<string, string>>;
  set: (field: PostField, value: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const areas: string[] = [...offered];
  // A post filed under an area the select does not offer (corporate-services, or one retired since)
  // keeps it when edited here.
  if (values.serviceArea && !areas.includes(values.serviceArea)) areas.push(values.serviceArea);
  const scheduled = scheduledFor(values);
  return (
    <aside
      aria-label="Publishing settings"
      className="space-y-6 self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 className="text-base font-semibold text-navy-900">Publishing</h2>
      <Field id={`${prefix}status`} label="Status" error={errors.status}>
        <select
          {...controlProps(prefix, "status", errors)}
          value={values.status}
          onChange={(e) => set("status", e.target.value)}
          className={controlClass(!!errors.status)}
        >
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </select>
      </Field>
      <Field
        id={`${prefix}publishAt`}
        label="Publish date (Cayman time)"
        hint={
          values.status === "draft"
            ? "Drafts are seen by admins only, at the post's address with a preview banner."
            : scheduled
              ? `Scheduled: it appears by itself on ${formatDateTime(scheduled)}.`
              : "Empty: published when you save. A later date schedules it."
        }
        hintAfter
        error={errors.publishAt}
      >
        <input
          {...controlProps(prefix, "publishAt", errors, true)}
          type="datetime-local"
          value={values.publishAt}
          onChange={(e) => set("publishAt", e.target.value)}
          className={controlClass(!!errors.publishAt)}
        />
      </Field>
      <Field id={`${prefix}serviceArea`} label="Practice Area" error={errors.serviceArea}>
        <select
          {...controlProps(prefix, "serviceArea", errors)}
          required
          value={values.serviceArea}
          onChange={(e) => set("serviceArea", e.target.value)}
          className={controlClass(!!errors.serviceArea)}
        >
          <option value="" disabled>
            Select a practice area
          </option>
          {areas.map((a) => (
            <option key={a} value={a}>
              {areaLabels[a] ?? serviceAreaLabel(a)}
            </option>
          ))}
        </select>
      </Field>
      {(values.alert === "send" || values.alert === "hold") && (
        <Field
          id={`${prefix}alert`}
          label="Client alert"
          hint="An e-mail to the subscribers of its practice area (and of Firm news) when it is published."
          hintAfter
          error={errors.alert}
        >
          <select
            {...controlProps(prefix, "alert", errors, true)}
            value={values.alert}
            onChange={(e) => set("alert", e.target.value)}
            className={controlClass(!!errors.alert)}
          >
            <option value="send">Send when published</option>
            <option value="hold">Don't send</option>
          </select>
        </Field>
      )}
      {alertNote && (
        <p className="text-sm text-slate-600" data-alert-note="">
          {alertNote}
        </p>
      )}
      <FeaturedImageField
        id={`${prefix}featuredImage`}
        value={values.featuredImage}
        onChange={(url) => set("featuredImage", url)}
        alt={values.featuredImageAlt}
        onAltChange={(alt) => set("featuredImageAlt", alt)}
        altError={errors.featuredImageAlt}
        onUploadingChange={onUploadingChange}
        hydrated={hydrated}
        error={errors.featuredImage}
      />
    </aside>
  );
}
