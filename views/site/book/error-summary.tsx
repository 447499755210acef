export interface SummaryItem {
  href: string;
  message: string;
}

/**
 * What stopped a form, at its top: a refusal of the whole request and a link to each field with a problem
 * (each link moves to the field, where its message is repeated). Announced as soon as the page loads.
 */
export function ErrorSummary({ problem, items }: { problem?: string | undefined; items: SummaryItem[] }) {
  if (!problem && items.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="bk-problem-title"
      data-error-summary=""
      className="rounded-xl border-2 border-red-700 bg-white p-5 text-navy-900"
    >
      <h2 id="bk-problem-title" className="text-lg font-bold text-red-700">
        {problem ?? "Please check the highlighted fields"}
      </h2>
      {items.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {items.map((i) => (
            <li key={`${i.href}${i.message}`}>
              <a href={i.href} className="text-red-700 underline underline-offset-2">
                {i.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
