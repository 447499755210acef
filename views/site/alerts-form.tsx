import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../src/shared/contact-fields";
import type { FieldErrors } from "../../src/shared/fields";
import { buttonClass } from "../ui/button";
import { controlClass } from "../ui/field";

/** What a page needs to show the client alerts form (the route decides whether alerts are on). */
export interface AlertsFormProps {
  topics: { value: string; label: string }[];
  consent: string;
  /** The signed "rendered at" of the form (minimum fill time). */
  formToken: string;
  /** The page the form is on, kept with the consent record. */
  from: string;
  /** Which topics start ticked: the page's own (a practice page's area), or what the reader ticked before an error. */
  values?: { email?: string; areas?: string[] };
  errors?: FieldErrors;
  /** The form's own id prefix (a page could hold two). */
  id?: string;
  /** A heading level that fits the page. */
  heading?: "h2" | "h3";
}

/**
 * "Client alerts": an address, one unticked box per topic, the firm's consent sentence. A plain form (no
 * script): it posts to /alerts, which answers the same whatever the address, and the e-mail's button
 * confirms.
 */
export function AlertsForm({
  topics,
  consent,
  formToken,
  from,
  values,
  errors,
  id = "alerts",
  heading = "h2",
}: AlertsFormProps) {
  const Heading = heading;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading id={`${id}-title`} className="font-serif text-2xl text-navy-900">
        Client alerts by e-mail
      </Heading>
      <p className="mt-2 text-slate-700">Hear from us when we publish an article on the topics you choose.</p>
      <form method="post" action="/alerts" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        <input type="hidden" name="from" value={from} />
        <div className="sr-only" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <TopicsFieldset id={id} topics={topics} chosen={values?.areas ?? []} error={errors?.areas} />
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-navy-900">
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email ?? ""}
            aria-invalid={errors?.email ? true : undefined}
            aria-describedby={errors?.email ? `${id}-email-error` : undefined}
            className={controlClass(Boolean(errors?.email))}
          />
          {errors?.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        {consent && <p className="text-sm text-slate-600">{consent}</p>}
        <button type="submit" className={buttonClass("primary", "md")}>
          Subscribe
        </button>
      </form>
    </section>
  );
}

/**
 * One unticked box per topic (ticked: what the reader chose), named "areas": the sign-up form's and the
 * preferences page's.
 */
export function TopicsFieldset({
  id,
  topics,
  chosen,
  error,
}: {
  id: string;
  topics: { value: string; label: string }[];
  chosen: readonly string[];
  error?: string | undefined;
}) {
  const ticked = new Set(chosen);
  return (
    <fieldset aria-describedby={error ? `${id}-areas-error` : undefined}>
      <legend className="text-sm font-medium text-navy-900">Topics</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {topics.map((t) => (
          <label key={t.value} className="flex items-start gap-2 text-slate-800">
            <input
              type="checkbox"
              name="areas"
              value={t.value}
              defaultChecked={ticked.has(t.value)}
              className="mt-1 h-4 w-4 rounded border-slate-400"
            />
            <span>{t.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-areas-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
