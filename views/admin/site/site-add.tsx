import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";

/** The Site page's forms that add to its lists: plain forms that work without JavaScript. */

/** The practice area form as it was sent, when it was refused: what was typed, and a message per field. */
export interface NewAreaForm {
  values: { title: string; slug: string; description: string };
  errors: Record<string, string>;
}

/**
 * Adding a practice area asks only for what its page cannot do without: a title, a web address (made from
 * the title when left empty) and a summary. Everything else is filled in later, in its editor.
 */
export function AddAreaForm({ form }: { form: NewAreaForm | undefined }) {
  const v = form?.values ?? { title: "", slug: "", description: "" };
  const e = form?.errors ?? {};
  const control = (id: string, hint: boolean, error: string | undefined) => ({
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  });
  return (
    // The fragment brings a refused form back into view, its messages beside its fields.
    <form
      method="post"
      action="/admin/site/practice-areas#add-practice-area"
      className="mt-4"
      id="add-practice-area"
    >
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold text-navy-900">Add a practice area</legend>
        {Object.keys(e).length > 0 && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            It was not added: see the {Object.keys(e).length === 1 ? "field" : "fields"} marked below.
          </p>
        )}
        <Field id="new-area-title" label="Title" error={e.title}>
          <input
            {...control("new-area-title", false, e.title)}
            name="title"
            required
            maxLength={120}
            defaultValue={v.title}
            placeholder="e.g. Family Law"
            className={controlClass(!!e.title, "h-11 max-w-md")}
          />
        </Field>
        <Field
          id="new-area-slug"
          label="Web address"
          hint="Its page is /services/ followed by this, e.g. family-law. Left empty, it is made from the title."
          error={e.slug}
        >
          <input
            {...control("new-area-slug", true, e.slug)}
            name="slug"
            maxLength={80}
            defaultValue={v.slug}
            className={controlClass(!!e.slug, "h-11 max-w-md")}
          />
        </Field>
        <Field
          id="new-area-description"
          label="Summary"
          hint="What the firm does in this area, in a few sentences (on /services and its page)."
          error={e.description}
        >
          <textarea
            {...control("new-area-description", true, e.description)}
            name="description"
            required
            rows={3}
            maxLength={1500}
            defaultValue={v.description}
            className={controlClass(!!e.description, "max-w-2xl py-2")}
          />
        </Field>
        <p className="text-sm text-slate-600">
          It is added as a draft: fill in the rest if you wish, then publish it.
        </p>
        <button type="submit" className={buttonClass("secondary", "md")}>
          Add practice area
        </button>
      </fieldset>
    </form>
  );
}

/** Adding a person asks for their name; the rest is filled in in their editor. */
export function AddPersonForm() {
  return (
    <form method="post" action="/admin/site/people" className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="new-person" className="block text-sm font-medium text-navy-900">
          Add a person
        </label>
        <input
          id="new-person"
          name="name"
          required
          maxLength={120}
          placeholder="Their name"
          className={controlClass(false, "h-11 w-72")}
        />
      </div>
      <button type="submit" className={buttonClass("secondary", "md")}>
        Add person
      </button>
    </form>
  );
}
