import { type ActivityPage as ActivityData, AUDIT_ACTIONS, auditActionLabel } from "../../../src/audit";
import { formatDateTime } from "../../../src/shared/dates";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";

const selectClass =
  "mt-1 block h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

const KIND: Record<string, string> = {
  post: "Post",
  user: "Admin",
  content: "Site",
  session: "Session",
  booking: "Consultation booking",
};

/** What an entry is about: its name where it has one (a link while the item exists), else its id. */
function About({ entry, link }: { entry: ActivityData["entries"][number]; link: string | undefined }) {
  if (!entry.targetLabel)
    return <span className="font-mono text-xs">{target(entry.targetType, entry.targetId)}</span>;
  const kind = KIND[entry.targetType ?? ""] ?? entry.targetType;
  return (
    <span>
      <span className="block text-xs text-slate-500">{kind}</span>
      {link ? (
        <a href={link} className="font-semibold text-sea-700 underline-offset-2 hover:underline">
          {entry.targetLabel}
        </a>
      ) : (
        <span className="font-semibold text-navy-900">{entry.targetLabel}</span>
      )}
    </span>
  );
}

/** "post 1b2c…" for a target; several ids are counted, not listed. */
function target(type: string | undefined, id: string | undefined): string {
  if (!type) return "";
  if (!id) return type;
  const ids = id.split(",");
  if (ids.length > 1) return `${ids.length} ${type}s`;
  return `${type} ${id.length > 13 ? `${id.slice(0, 8)}…` : id}`;
}

/**
 * Who did it: the admin; the command line; the site itself for what it does on its own (a scheduled
 * change going live, the retention clean-up), which has neither an admin nor an address; "unknown" for a
 * request from someone not known (a sign-in with a name no admin has).
 */
function whoDid(e: { username?: string | undefined; ip?: string | undefined }): string {
  if (e.username) return e.username;
  if (e.ip === "command line") return "command line";
  return e.ip ? "unknown" : "The site";
}

/** A detail's name in words (the audit stores short keys). */
const DETAIL_WORDS: Record<string, string> = {
  at: "for",
  revision: "revision",
  reason: "reason",
  requestedBy: "asked by",
  note: "note",
};

function details(raw: string | undefined): string {
  if (!raw) return "";
  try {
    return Object.entries(JSON.parse(raw) as Record<string, unknown>)
      .map(
        ([k, v]) =>
          `${DETAIL_WORDS[k] ?? k}: ${k === "at" && typeof v === "string" ? formatDateTime(v) : String(v)}`,
      )
      .join(", ");
  } catch {
    return "";
  }
}

/** The audit trail, newest first, 25 a page; filters and paging are plain links and a GET form. */
export function ActivityPage({
  data,
  links = {},
  query,
  paged,
}: {
  data: ActivityData;
  /** Where each entry's item can be seen, by entry id (only items that still exist). */
  links?: Record<string, string>;
  /** The URL of this list (same filters) from a cursor on; without one, its first page. */
  query: (before?: string) => string;
  /** This is not the first page. */
  paged: boolean;
}) {
  const filtered = data.filter.user !== undefined || data.filter.action !== undefined;
  return (
    <AdminPage title="Activity" intro="Who did what in the admin area, and when (Cayman time). Newest first.">
      <form method="get" action="/admin/activity" className="mb-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="filter-user" className="block text-sm font-medium text-navy-900">
            Admin
          </label>
          <select id="filter-user" name="user" defaultValue={data.filter.user ?? ""} className={selectClass}>
            <option value="">Everyone</option>
            {data.actors.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.username}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-action" className="block text-sm font-medium text-navy-900">
            Action
          </label>
          <select
            id="filter-action"
            name="action"
            defaultValue={data.filter.action ?? ""}
            className={selectClass}
          >
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([name, label]) => (
              <option key={name} value={name}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary", "sm")}>
          Filter
        </button>
        {filtered && (
          <a
            href="/admin/activity"
            className="text-sm font-semibold text-sea-700 underline underline-offset-2"
          >
            Clear filters
          </a>
        )}
      </form>
      {data.entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          No activity recorded{filtered ? " for this filter" : ""}.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  What
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  On
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  From
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.entries.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    {formatDateTime(new Date(e.at).toISOString())}
                  </td>
                  <td className="px-4 py-3 font-semibold text-navy-900">{whoDid(e)}</td>
                  <td className="px-4 py-3 text-slate-800">
                    {auditActionLabel(e.action)}
                    {e.detail && <span className="block text-xs text-slate-600">{details(e.detail)}</span>}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <About entry={e} link={links[e.id]} />
                  </td>
                  <td className="px-4 py-3 font-mono text-xs text-slate-700">{e.ip ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className="mt-6 flex gap-3">
        {paged && (
          <a href={query()} className={buttonClass("outline", "sm")}>
            Newest entries
          </a>
        )}
        {data.next && (
          <a href={query(data.next)} rel="next" className={buttonClass("outline", "sm")}>
            Older entries
          </a>
        )}
      </nav>
    </AdminPage>
  );
}
