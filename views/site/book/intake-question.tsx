import type { IntakeQuestion } from "../../../src/shared/booking-types";
import { controlClass, describedBy, Field } from "../../ui/field";
import { answerField } from "./book-values";

/** One of the type's intake questions: a text field, a long text, or radio buttons (yes/no, a choice). */
export function Question({
  q,
  i,
  value,
  error,
}: {
  q: IntakeQuestion;
  i: number;
  value: string;
  error: string | undefined;
}) {
  const id = `bk-answer-${i}`;
  const name = answerField(i);
  if (q.kind === "yesno" || q.kind === "choice") {
    // A yes/no question sends "yes" or "no"; a choice sends the option's words.
    const options =
      q.kind === "yesno"
        ? [
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]
        : q.options.map((o) => ({ value: o, label: o }));
    return (
      <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-navy-900">
          {q.label}
          {q.required && (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          )}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {options.map((o) => (
            <label key={o.value} className="flex min-h-11 items-center gap-2 text-navy-900">
              <input
                type="radio"
                name={name}
                value={o.value}
                defaultChecked={value === o.value}
                required={q.required}
                aria-invalid={error ? true : undefined}
                className="h-6 w-6 accent-sea-700"
              />
              {o.label}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const common = {
    id,
    name,
    defaultValue: value,
    required: q.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, false, error),
  };
  return (
    <Field id={id} label={q.label} required={q.required} error={error}>
      {q.kind === "long" ? (
        <textarea {...common} rows={4} maxLength={2000} className={controlClass(!!error, "py-2")} />
      ) : (
        <input {...common} type="text" maxLength={500} className={controlClass(!!error, "h-11")} />
      )}
    </Field>
  );
}
