import type { ReactNode } from "react";

/** Small building blocks shared by the Account page's plain forms. */
export const inputClass =
  "mt-1 block h-11 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 text-base text-navy-900 shadow-sm focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

export function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-sans text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for an input with an optional hint and error. */
export const describedBy = (id: string, hint: boolean, error: string | undefined) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
