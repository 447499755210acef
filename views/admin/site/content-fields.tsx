import type { FieldSpec, FormSection } from "../../../src/content";
import { MONTHS } from "../../../src/shared/dates";
import { controlClass, describedBy, Field } from "../../ui/field";
import { HoursControl, ImageControl } from "./content-controls";

/**
 * The controls of a content editor, drawn from the fields' descriptions: every field of every kind with a
 * plain form control, so the editor works without JavaScript. Names are paths ("clientSegments.1.title");
 * src/content/form.ts reads them back.
 */

export interface ContentFormContext {
  /** Field → message, by path. */
  errors: Record<string, string>;
  /**
   * The people a field can name, in their order; those removed from the site show only where a restored
   * revision still names them, marked so (a save keeps them; publishing waits for them to be back).
   */
  people: { id: string; name: string; removed?: boolean }[];
  /** The practice areas a field can name, by web address and title. */
  areas?: { slug: string; title: string }[];
  /** The lawyers taking bookings a field can name, by id and the person's name. */
  hosts?: { id: string; name: string }[];
  /** Uploaded pictures' previews by URL (a site picture shows as its own address). */
  previews: Record<string, string>;
}

/** A path as an element id: letters, digits and hyphens. */
const idOf = (path: string) => `cf-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;
const str = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function ContentSections({
  sections,
  values,
  ctx,
}: {
  sections: readonly FormSection[];
  values: Record<string, unknown>;
  ctx: ContentFormContext;
}) {
  return (
    <>
      {sections.map((s) => (
        <fieldset
          key={s.title}
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <legend className="px-1 font-serif text-xl font-bold text-navy-900">{s.title}</legend>
          {s.intro && <p className="text-sm text-slate-600">{s.intro}</p>}
          {s.fields.map((f) => (
            <ContentField key={f.key} field={f} path={f.key} value={values[f.key]} ctx={ctx} />
          ))}
        </fieldset>
      ))}
    </>
  );
}

function ContentField({
  field: f,
  path,
  value,
  ctx,
}: {
  field: FieldSpec;
  path: string;
  value: unknown;
  ctx: ContentFormContext;
}) {
  const id = idOf(path);
  const error = ctx.errors[path] ?? firstNested(ctx.errors, path);
  const common = {
    id,
    name: path,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(f.hint), error),
  };
  switch (f.type) {
    case "text":
      if (f.format === "person" || f.format === "booking-host") {
        const choices = f.format === "person" ? ctx.people.filter((p) => !p.removed) : (ctx.hosts ?? []);
        const known = choices.some((p) => p.id === str(value));
        return (
          <Field id={id} label={f.label} hint={f.hint} error={error}>
            <select {...common} defaultValue={str(value)} className={controlClass(!!error, "h-11 max-w-md")}>
              <option value="">{f.format === "person" ? "Choose a person" : "Choose a lawyer"}</option>
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
              {str(value) && !known ? (
                <option value={str(value)}>
                  {`${ctx.people.find((p) => p.id === str(value))?.name ?? "Someone"} (no longer on the site)`}
                </option>
              ) : null}
            </select>
          </Field>
        );
      }
      if (f.format === "practice-area")
        return (
          <Field id={id} label={f.label} hint={f.hint} error={error}>
            <select {...common} defaultValue={str(value)} className={controlClass(!!error, "h-11 max-w-md")}>
              <option value="">Any practice area</option>
              {(ctx.areas ?? []).map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.title}
                </option>
              ))}
              {str(value) && !(ctx.areas ?? []).some((a) => a.slug === str(value)) ? (
                <option value={str(value)}>{`${str(value)} (no longer on the site)`}</option>
              ) : null}
            </select>
          </Field>
        );
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <input
            {...common}
            type={f.format === "email" ? "email" : f.format === "time" ? "time" : "text"}
            maxLength={f.max}
            defaultValue={str(value)}
            className={controlClass(!!error)}
          />
        </Field>
      );
    case "textarea":
    case "markdown":
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <textarea
            {...common}
            rows={f.type === "markdown" ? 24 : (f.rows ?? 4)}
            maxLength={f.max}
            defaultValue={str(value)}
            className={controlClass(!!error, `py-2 ${f.type === "markdown" ? "font-mono text-sm" : ""}`)}
          />
        </Field>
      );
    case "lines":
      return (
        <Field id={id} label={f.label} hint={f.hint ?? "One per line."} error={error}>
          <textarea
            {...common}
            aria-describedby={describedBy(id, true, error)}
            rows={Math.min(8, Math.max(3, list(value).length + 1))}
            defaultValue={list(value).map(str).join("\n")}
            className={controlClass(!!error, "py-2")}
          />
        </Field>
      );
    case "links":
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <textarea
            {...common}
            rows={Math.max(3, list(value).length + 1)}
            defaultValue={list(value)
              .map((l) => `${str((l as { label?: unknown }).label)} | ${str((l as { url?: unknown }).url)}`)
              .join("\n")}
            className={controlClass(!!error, "py-2")}
          />
        </Field>
      );
    case "boolean":
      return (
        <div>
          <input type="hidden" name={path} value="false" />
          <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium text-navy-900">
            <input
              id={id}
              name={path}
              type="checkbox"
              value="true"
              defaultChecked={value === true}
              className="h-5 w-5 rounded border-slate-300"
            />
            {f.label}
          </label>
          {f.hint && <p className="mt-1 text-sm text-slate-600">{f.hint}</p>}
        </div>
      );
    case "number":
    case "integer":
      // A number from a short fixed list (start times every 5, 10, 15… minutes) is chosen, not typed.
      if (f.type === "integer" && f.oneOf)
        return (
          <Field id={id} label={f.label} hint={f.hint} error={error}>
            <select {...common} defaultValue={str(value)} className={controlClass(!!error, "h-11 max-w-xs")}>
              {f.oneOf.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        );
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <input
            {...common}
            type="number"
            inputMode={f.type === "integer" ? "numeric" : "decimal"}
            min={f.min}
            max={f.max}
            step={f.type === "integer" ? (f.step ?? 1) : f.step}
            defaultValue={value === undefined || value === null ? "" : String(value)}
            className={controlClass(!!error, "h-11 max-w-xs")}
          />
        </Field>
      );
    case "month":
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <select {...common} defaultValue={str(value)} className={controlClass(!!error, "h-11 max-w-xs")}>
            {MONTHS.map((m, i) => (
              <option key={m} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </select>
        </Field>
      );
    case "choice":
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <select {...common} defaultValue={str(value)} className={controlClass(!!error, "h-11 max-w-md")}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      );
    case "date":
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <input
            {...common}
            type="date"
            defaultValue={str(value)}
            className={controlClass(!!error, "h-11 max-w-xs")}
          />
        </Field>
      );
    case "person":
      return (
        <Field id={id} label={f.label} hint={f.hint} error={error}>
          <select {...common} defaultValue={str(value)} className={controlClass(!!error, "h-11 max-w-md")}>
            <option value="">Nobody</option>
            {ctx.people
              .filter((p) => !p.removed || p.id === str(value))
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.removed ? `${p.name} (removed from the site)` : p.name}
                </option>
              ))}
          </select>
        </Field>
      );
    case "people": {
      const chosen = new Set(list(value).map(str));
      return (
        <fieldset>
          <legend className="block text-sm font-medium text-navy-900">{f.label}</legend>
          <p className="mt-1 text-sm text-slate-600">In the order of the people list (Site → People).</p>
          <input type="hidden" name={`${path}[]`} value="" />
          <ul className="mt-2 space-y-1">
            {ctx.people
              .filter((p) => !p.removed || chosen.has(p.id))
              .map((p) => (
                <li key={p.id}>
                  <label className="flex items-center gap-3 text-sm text-navy-900">
                    <input
                      type="checkbox"
                      name={`${path}[]`}
                      value={p.id}
                      defaultChecked={chosen.has(p.id)}
                      className="h-5 w-5 rounded border-slate-300"
                    />
                    {p.removed ? `${p.name} (removed from the site)` : p.name}
                  </label>
                </li>
              ))}
          </ul>
          {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
        </fieldset>
      );
    }
    case "image":
      return (
        <ImageControl
          path={path}
          id={id}
          label={f.label}
          hint={f.hint}
          value={str(value) || null}
          error={error}
          preview={value ? (ctx.previews[str(value)] ?? str(value)) : undefined}
        />
      );
    case "hours":
      return <HoursControl path={path} label={f.label} value={value} error={error} />;
    case "list":
      return <ListControl field={f} path={path} value={list(value)} ctx={ctx} />;
  }
}

/** The first message of a field's parts (an hour, an item of a list), shown with the field. */
function firstNested(errors: Record<string, string>, path: string): string | undefined {
  for (const [k, v] of Object.entries(errors)) if (k.startsWith(`${path}.`)) return v;
  return undefined;
}

function ListControl({
  field,
  path,
  value,
  ctx,
}: {
  field: Extract<FieldSpec, { type: "list" }>;
  path: string;
  value: unknown[];
  ctx: ContentFormContext;
}) {
  // One empty item more than there are, to add one without JavaScript (an empty one is left out on save).
  const items = value.length < field.maxItems ? [...value, undefined] : value;
  return (
    <fieldset className="space-y-4">
      <legend className="block text-sm font-medium text-navy-900">{field.label}</legend>
      {ctx.errors[path] && <p className="text-sm text-red-700">{ctx.errors[path]}</p>}
      {items.map((item, i) => {
        const values = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
        const added = item === undefined;
        return (
          <fieldset key={i} className="space-y-4 rounded-lg border border-slate-200 bg-sand-50 p-4">
            <legend className="px-1 text-sm font-semibold text-navy-900">
              {added
                ? `New ${field.itemLabel.toLowerCase()} (fill in to add)`
                : `${field.itemLabel} ${i + 1}`}
            </legend>
            {field.fields.map((f) => (
              <ContentField
                key={f.key}
                field={f}
                path={`${path}.${i}.${f.key}`}
                value={values[f.key]}
                ctx={ctx}
              />
            ))}
            {!added && (
              <label className="flex items-center gap-2 text-sm text-navy-900">
                <input
                  type="checkbox"
                  name={`${path}.${i}!remove`}
                  value="1"
                  className="h-5 w-5 rounded border-slate-300"
                />
                Remove this {field.itemLabel.toLowerCase()}
              </label>
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
