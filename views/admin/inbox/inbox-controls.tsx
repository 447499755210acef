import type { FormEvent } from "react";
import { listQuery } from "../../../src/shared/list-url";
import { buttonClass } from "../../ui/button";
import { listLink } from "../../ui/pager";
import { SearchBox } from "../../ui/search-box";
import {
  API,
  INBOX_PATH,
  type InboxData,
  type InboxParams,
  STATUS_FILTERS,
  type StatusFilter,
} from "./inbox-data";

const TAB_LABELS: Record<StatusFilter, string> = {
  all: "All",
  new: "New",
  contacted: "Contacted",
  completed: "Completed",
};

const count = (n: number) => n.toLocaleString("en-US");

/** What the list shows right now, in words (also announced to screen readers when it changes). */
function summary(params: InboxParams, data: InboxData): string {
  const total = data.counts?.[params.status] ?? 0;
  const shown = data.items.length;
  const tab = params.status === "all" ? "" : ` ${TAB_LABELS[params.status].toLowerCase()}`;
  if (data.offset !== null) {
    if (shown === 0) return `No${tab} enquiries match “${params.q}”.`;
    return `Results ${count(data.offset + 1)}–${count(data.offset + shown)} of ${count(total)}${tab ? ` (${tab.trim()})` : ""} for “${params.q}”, best match first.`;
  }
  return `${count(total)}${tab} ${total === 1 ? "enquiry" : "enquiries"}, newest first.`;
}

/**
 * The inbox's search box, status tabs (with counts), summary and "Export CSV". The search is a GET form
 * and the tabs are links, so both work without JavaScript; the island makes them fetch instead.
 */
export function InboxControls({
  params,
  data,
  text,
  loading,
  onText,
  onSubmit,
  onTab,
}: {
  params: InboxParams;
  data: InboxData;
  /** What the search box shows (typed, perhaps not searched yet). */
  text: string;
  loading: boolean;
  onText?: ((text: string) => void) | undefined;
  onSubmit?: ((e: FormEvent<HTMLFormElement>) => void) | undefined;
  onTab?: ((status: StatusFilter) => void) | undefined;
}) {
  const exportHref = `${API}/export.csv${listQuery({ status: params.status, q: params.q })}`;
  return (
    <div className="space-y-4">
      <SearchBox
        action={INBOX_PATH}
        label="Search enquiries"
        placeholder="Search by name, e-mail, phone, service or message"
        text={text}
        searched={params.q}
        clearHref={`${INBOX_PATH}${listQuery({ status: params.status })}`}
        onText={onText}
        onSubmit={onSubmit}
      >
        {params.status !== "all" && <input type="hidden" name="status" value={params.status} />}
      </SearchBox>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Filter by status">
          <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
            {STATUS_FILTERS.map((s) => {
              const current = params.status === s;
              return (
                <li key={s}>
                  <a
                    href={`${INBOX_PATH}${listQuery({ status: s, q: params.q })}`}
                    aria-current={current ? "page" : undefined}
                    onClick={listLink(onTab && (() => onTab(s)))}
                    className={`inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold ${
                      current ? "bg-white text-navy-900 shadow-sm" : "text-slate-700 hover:bg-white/60"
                    }`}
                  >
                    {TAB_LABELS[s]}
                    {data.counts && (
                      <span
                        data-count={s}
                        className="rounded-full bg-navy-100 px-2 py-0.5 text-xs text-navy-900"
                      >
                        {count(data.counts[s])}
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-2">
          <a href={`${INBOX_PATH}/erase`} className={buttonClass("ghost", "sm")}>
            Erase by e-mail…
          </a>
          <a href={exportHref} download className={buttonClass("outline", "sm")}>
            Export CSV
          </a>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {summary(params, data)}
        {loading && (
          <span className="ml-2 text-slate-500">{params.q || text ? "Searching…" : "Loading…"}</span>
        )}
      </p>
    </div>
  );
}
