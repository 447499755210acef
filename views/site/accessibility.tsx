import type { AccessibilityView } from "../../src/content";
import { ACCESSIBILITY_FORM_ID, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../src/shared/contact-fields";
import { buttonClass } from "../ui/button";
import { controlClass, describedBy, Field } from "../ui/field";
import { Container } from "../ui/section";
import { PageHero } from "./page-hero";

export interface FeedbackValues {
  name: string;
  email: string;
  page: string;
  problem: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { name: "", email: "", page: "", problem: "" };

/**
 * The accessibility statement as the firm wrote it, with a plain feedback form (it needs no JavaScript:
 * the server checks it and answers with this page again, errors and typed values kept).
 */
export function AccessibilityPage({
  doc,
  form,
}: {
  doc: AccessibilityView;
  form: {
    values: FeedbackValues;
    errors: Partial<Record<keyof FeedbackValues, string>>;
    formToken: string;
    sent: boolean;
  };
}) {
  const { values, errors } = form;
  const id = "af-";
  const props = (key: keyof FeedbackValues, hint = false) => ({
    id: `${id}${key}`,
    name: key,
    defaultValue: values[key],
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": describedBy(`${id}${key}`, hint, errors[key]),
  });
  return (
    <>
      <PageHero badge="Accessibility" title={doc.title} />
      <Container className="py-14">
        <div className="max-w-3xl space-y-10">
          <div className="space-y-4 text-slate-700">
            {doc.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <section aria-labelledby="a11y-status" className="space-y-3">
            <h2 id="a11y-status" className="font-serif text-2xl font-bold text-navy-900">
              How accessible the site is
            </h2>
            <dl className="grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-navy-900">Standard we aim to meet</dt>
              <dd data-conformance="">{doc.conformance}</dd>
              {doc.reviewedOn && (
                <>
                  <dt className="font-semibold text-navy-900">Last reviewed</dt>
                  <dd>{doc.reviewedOn}</dd>
                </>
              )}
              {doc.reviewMethod && (
                <>
                  <dt className="font-semibold text-navy-900">How it was reviewed</dt>
                  <dd>{doc.reviewMethod}</dd>
                </>
              )}
            </dl>
          </section>
          {doc.limitations.length > 0 && (
            <section aria-labelledby="a11y-limits" className="space-y-3">
              <h2 id="a11y-limits" className="font-serif text-2xl font-bold text-navy-900">
                Known limitations
              </h2>
              <ul className="space-y-4 text-slate-700">
                {doc.limitations.map((l, i) => (
                  <li key={i} data-limitation="">
                    <p>{l.limitation}</p>
                    {l.alternative && (
                      <p className="mt-1">
                        <span className="font-semibold text-navy-900">Instead: </span>
                        {l.alternative}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="a11y-feedback" className="space-y-4">
            <h2 id="a11y-feedback" className="font-serif text-2xl font-bold text-navy-900">
              Tell us about a problem
            </h2>
            <p className="text-slate-700" data-response-time="">
              {`We answer ${doc.responseTime || "as soon as we can"}.`}
            </p>
            {form.sent && (
              <p role="status" className="rounded-md border border-sea-700 bg-white p-4 text-navy-900">
                {`Thank you: your report has reached us. We answer ${doc.responseTime || "as soon as we can"}.`}
              </p>
            )}
            <form
              id={ACCESSIBILITY_FORM_ID}
              method="post"
              action="/accessibility"
              noValidate
              className="scroll-mt-56 space-y-5"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id={`${id}name`} label="Your name (optional)" error={errors.name}>
                  <input
                    {...props("name")}
                    type="text"
                    autoComplete="name"
                    maxLength={200}
                    className={controlClass(!!errors.name)}
                  />
                </Field>
                <Field id={`${id}email`} label="Your e-mail address" required error={errors.email}>
                  <input
                    {...props("email")}
                    type="email"
                    autoComplete="email"
                    maxLength={254}
                    required
                    spellCheck={false}
                    className={controlClass(!!errors.email)}
                  />
                </Field>
              </div>
              <Field
                id={`${id}page`}
                label="Page address (optional)"
                hint="Where the problem was, if you know."
                error={errors.page}
              >
                <input
                  {...props("page", true)}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  maxLength={500}
                  className={controlClass(!!errors.page)}
                />
              </Field>
              <Field id={`${id}problem`} label="What went wrong" required error={errors.problem}>
                <textarea
                  {...props("problem")}
                  rows={6}
                  maxLength={5000}
                  required
                  className={controlClass(!!errors.problem, "py-2")}
                />
              </Field>
              {/* Honeypot: invisible to people and screen readers, skipped by Tab; what fills it is spam. */}
              <div className="sr-only" aria-hidden="true">
                <label htmlFor={`${id}${HONEYPOT_FIELD}`}>Website</label>
                <input
                  id={`${id}${HONEYPOT_FIELD}`}
                  name={HONEYPOT_FIELD}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </div>
              <input type="hidden" name={FORM_TOKEN_FIELD} value={form.formToken} />
              <button type="submit" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
                Send report
              </button>
            </form>
          </section>
        </div>
      </Container>
    </>
  );
}
