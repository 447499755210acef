import type { ReactNode } from "react";

/**
 * The one form field of the site and the admin: a label, an optional hint, the control (the caller's
 * input, select or textarea, whose id is `id`) and its error. The hint and the error have the ids
 * `{id}-hint` and `{id}-error`, which `describedBy` names for the control's aria-describedby. Rendered by
 * the server and by the islands alike.
 */
export function Field({
  id,
  label,
  hint,
  hintAfter = false,
  error,
  required = false,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Put the hint under the control (a note about what was typed) rather than above it (an instruction). */
  hintAfter?: boolean;
  error?: string | undefined;
  /**
   * Mark the field as required with a visible asterisk beside the label (outside it, so the label's
   * text stays the field's name; the control's own `required` tells assistive technology).
   */
  required?: boolean;
  children: ReactNode;
}) {
  const hintEl = hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
  return (
    <div>
      {required ? (
        <div className="flex items-baseline gap-0.5">
          <label htmlFor={id} className="block text-sm font-medium text-navy-900">
            {label}
          </label>
          <span aria-hidden="true" data-required-mark="" className="text-sm font-medium text-red-700">
            *
          </span>
        </div>
      ) : (
        <label htmlFor={id} className="block text-sm font-medium text-navy-900">
          {label}
        </label>
      )}
      {!hintAfter && hintEl}
      {children}
      {hintAfter && hintEl}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a control with an optional hint and error. */
export const describedBy = (id: string, hint: boolean, error: string | undefined) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A text input's or select's look, red while it holds an error; `extra` sets its height or font. */
export const controlClass = (invalid: boolean, extra = "h-11") =>
  `mt-1 block w-full rounded-md border bg-white px-3 text-base text-navy-900 shadow-sm focus:outline-none focus:ring-2 ${
    invalid
      ? "border-red-700 focus:border-red-700 focus:ring-red-700/30"
      : "border-slate-300 focus:border-sea-700 focus:ring-sea-700/30"
  } ${extra}`;
