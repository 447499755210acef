import type { BookableType } from "../../../src/booking";
import type { Slot, SlotDay } from "../../../src/shared/booking-types";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, VISIT_FIELD } from "../../../src/shared/contact-fields";
import type { FieldErrors } from "../../../src/shared/fields";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";
import { Island } from "../../ui/island";
import { answerError, type BookValues, daysOf } from "./book-values";
import { ErrorSummary, type SummaryItem } from "./error-summary";
import { Question } from "./intake-question";
import { LocalTime } from "./local-time.island";
import { TimeList } from "./time-list";
import { CAYMAN_TIME_NOTE } from "./when";

/** Ids of the form's controls, for labels and the error summary's links. */
const ID = {
  times: "bk-times",
  name: "bk-name",
  email: "bk-email",
  phone: "bk-phone",
  parties: "bk-parties",
  message: "bk-message",
  answer: (i: number) => `bk-answer-${i}`,
};

/**
 * Steps two and three of booking on one page: the free times of the chosen type (radio buttons, a fieldset
 * per day) and the visitor's details, sent together by one POST /book. Rendered again with every typed
 * value and the errors beside their fields when the server refuses it; when the time was just taken, the
 * nearest free times come first.
 */
export function BookForm({
  type,
  days,
  alternatives,
  paging,
  values,
  errors,
  problem,
  from,
  host = "",
  requestKey,
  formToken,
  visit,
}: {
  type: BookableType;
  /** Days with free times on this page. */
  days: SlotDay[];
  /** The nearest free times, after the chosen one was just taken. */
  alternatives?: Slot[] | undefined;
  paging: { earlier?: string | undefined; later?: string | undefined };
  values: BookValues;
  errors: FieldErrors;
  /** A refusal that belongs to no one field (the time was taken, too many requests…). */
  problem?: string | undefined;
  /** The first day asked for (kept when the form comes back). */
  from?: string | undefined;
  /** The lawyer the visitor chose ("" the first available), sent along with the booking. */
  host?: string | undefined;
  requestKey: string;
  formToken: string;
  visit: string;
}) {
  const summary: SummaryItem[] = [];
  const add = (id: string, message: string | undefined) => {
    if (message) summary.push({ href: `#${id}`, message });
  };
  add(ID.times, errors.start);
  add(ID.name, errors.name);
  add(ID.email, errors.email);
  add(ID.phone, errors.phone);
  add(ID.parties, errors.parties);
  type.questions.forEach((_, i) => {
    add(ID.answer(i), answerError(errors, i));
  });
  add(ID.message, errors.message);
  // Anything else the server named (a field this page does not show, such as the type).
  for (const [key, message] of Object.entries(errors))
    if (!summary.some((s) => s.message === message) && !key.startsWith("answer")) add(ID.times, message);

  const alternativeStarts = new Set((alternatives ?? []).map((s) => s.start));
  const rest = days
    .map((d) => ({ ...d, slots: d.slots.filter((s) => !alternativeStarts.has(s.start)) }))
    .filter((d) => d.slots.length > 0);
  const confirmWord = type.requiresConfirmation ? "Request this time" : "Book this time";

  return (
    <form method="post" action="/book" noValidate className="space-y-10">
      <ErrorSummary problem={problem} items={summary} />
      <input type="hidden" name="type" value={type.id} />
      <input type="hidden" name="requestKey" value={requestKey} />
      {from && <input type="hidden" name="from" value={from} />}
      {host && <input type="hidden" name="host" value={host} />}

      <section aria-labelledby="bk-times-heading" className="space-y-4">
        <h2 id="bk-times-heading" className="text-2xl font-bold text-navy-900">
          <span className="text-sea-700">Step 2.</span> Choose a day and time
        </h2>
        <p className="text-sm text-slate-600">{CAYMAN_TIME_NOTE}</p>
        <div id={ID.times} tabIndex={-1} className="space-y-6 outline-none">
          {errors.start && (
            <p id={`${ID.times}-error`} className="text-sm font-medium text-red-700">
              {errors.start}
            </p>
          )}
          {alternatives && alternatives.length > 0 && (
            <section aria-labelledby="bk-nearest" className="space-y-3">
              <h3 id="bk-nearest" className="text-lg font-semibold text-navy-900">
                The nearest free times
              </h3>
              <TimeList
                days={daysOf(alternatives)}
                chosen={values.start}
                idBase="bk-near"
                daysLabel="Days with the nearest free times"
              />
              {rest.length > 0 && <h3 className="text-lg font-semibold text-navy-900">Other free times</h3>}
            </section>
          )}
          {rest.length > 0 ? (
            <TimeList
              days={rest}
              chosen={values.start}
              idBase="bk-day"
              describedBy={errors.start ? `${ID.times}-error` : undefined}
            />
          ) : (
            !alternatives?.length && (
              <p className="rounded-lg bg-sand-50 p-4 text-navy-900">
                There are no free times in these days.
                {paging.later
                  ? " Please look at later days."
                  : " Please call or e-mail us to arrange a time."}
              </p>
            )
          )}
          <Island of={LocalTime} props={{}} />
          {(paging.earlier || paging.later) && (
            <p className="flex flex-wrap gap-3">
              {paging.earlier && (
                <a href={paging.earlier} className={buttonClass("outline", "md")}>
                  Earliest times
                </a>
              )}
              {paging.later && (
                <a href={paging.later} className={buttonClass("outline", "md")}>
                  Later days
                </a>
              )}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="bk-details-heading" className="space-y-5">
        <h2 id="bk-details-heading" className="text-2xl font-bold text-navy-900">
          <span className="text-sea-700">Step 3.</span> Your details
        </h2>
        <p className="text-sm text-slate-600">
          Fields marked{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={ID.name} label="Full Name" required error={errors.name}>
            <input
              id={ID.name}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={200}
              required
              defaultValue={values.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy(ID.name, false, errors.name)}
              className={controlClass(!!errors.name, "h-11")}
            />
          </Field>
          <Field id={ID.email} label="Email Address" required error={errors.email}>
            <input
              id={ID.email}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              spellCheck={false}
              defaultValue={values.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(ID.email, false, errors.email)}
              className={controlClass(!!errors.email, "h-11")}
            />
          </Field>
          <Field id={ID.phone} label="Phone Number" required error={errors.phone}>
            <input
              id={ID.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              required
              defaultValue={values.phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy(ID.phone, false, errors.phone)}
              className={controlClass(!!errors.phone, "h-11")}
            />
          </Field>
        </div>
        <Field
          id={ID.parties}
          label="Other parties involved"
          hint="The names of the other people or companies in the matter, one per line (for example the other side of a dispute, or the company you deal with). We check them for conflicts of interest before we meet; leave it empty if there are none."
          error={errors.parties}
        >
          <textarea
            id={ID.parties}
            name="parties"
            rows={3}
            maxLength={2000}
            defaultValue={values.parties}
            aria-invalid={errors.parties ? true : undefined}
            aria-describedby={describedBy(ID.parties, true, errors.parties)}
            className={controlClass(!!errors.parties, "py-2")}
          />
        </Field>
        {type.questions.map((q, i) => (
          <Question
            // The questions are the type's, in its order: the index is their identity here.
            key={i}
            q={q}
            i={i}
            value={values.answers[i] ?? ""}
            error={answerError(errors, i)}
          />
        ))}
        <Field
          id={ID.message}
          label="What would you like to discuss?"
          hint="A few words are enough. Please do not send confidential details before we have agreed to act for you."
          error={errors.message}
        >
          <textarea
            id={ID.message}
            name="message"
            rows={4}
            maxLength={5000}
            defaultValue={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(ID.message, true, errors.message)}
            className={controlClass(!!errors.message, "py-2")}
          />
        </Field>
      </section>

      {/* Honeypot: invisible to people and screen readers, skipped by Tab; what fills it is spam. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={`bk-${HONEYPOT_FIELD}`}>Website</label>
        <input
          id={`bk-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name={VISIT_FIELD} value={visit} />

      <section
        aria-labelledby="bk-notice"
        className="space-y-4 rounded-xl border border-gold-500/60 bg-gold-100 p-5"
      >
        <h2 id="bk-notice" className="text-lg font-bold text-navy-900">
          Before you book
        </h2>
        <div
          className="prose prose-slate max-w-none text-sm"
          // The firm's notice, sanitised by the booking capability when it was published.
          dangerouslySetInnerHTML={{ __html: type.noticeHtml }}
        />
        <p className="text-sm text-navy-900">
          {type.requiresConfirmation
            ? "The time is held for you as soon as you send this; we confirm it by e-mail once we have checked for conflicts."
            : "The time is booked as soon as you send this; a confirmation with a calendar invitation follows by e-mail."}
        </p>
        <button type="submit" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          {confirmWord}
        </button>
      </section>
    </form>
  );
}
