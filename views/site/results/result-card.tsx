import type { CaseResultView } from "../../../src/content";

const BASIS: Record<CaseResultView["amountBasis"], string> = {
  none: "",
  gross: "gross, before fees and costs",
  net: "net to the client, after fees and costs",
  "not-monetary": "",
};
const ROLE: Record<CaseResultView["role"], string> = {
  lead: "Lead counsel",
  "co-counsel": "Co-counsel",
  local: "Local counsel",
};

/**
 * One case result. The firm's disclaimer is part of the card, in the same block and at the same text
 * size as the result: there is no way to render a result without it.
 */
export function ResultCard({ result }: { result: CaseResultView }) {
  const basis = BASIS[result.amountBasis];
  return (
    <article
      data-item="case-result"
      className="rounded-lg border border-slate-200 bg-white p-6 text-base text-slate-700 shadow-sm"
    >
      <h3 className="text-xl font-bold text-navy-900">{result.title}</h3>
      <p className="mt-1">
        {result.matterType}
        {result.forum ? ` · ${result.forum}` : ""} · {result.year} · {ROLE[result.role]}
      </p>
      <p className="mt-3">{result.outcome}</p>
      {result.amount ? (
        <p className="mt-3 font-semibold text-navy-900">
          {result.amount}
          {basis ? ` (${basis})` : ""}
        </p>
      ) : null}
      <p data-disclaimer="" className="mt-4 border-t border-slate-200 pt-3">
        {result.disclaimer}
      </p>
    </article>
  );
}
