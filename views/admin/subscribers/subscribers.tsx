import type { SubscriberRow, Topic } from "../../../src/alerts";
import { heldBackText, visitorMailLimitsText } from "../../../src/shared/visitor-mail-limits";
import { AdminPage } from "../../layout/admin-page";
import { ButtonLink, buttonClass } from "../../ui/button";
import { inputClass, stateOf, Tabs, when } from "./subscribers-shared";

const STATES = [
  ["", "All"],
  ["confirmed", "Confirmed"],
  ["pending", "Pending"],
  ["unsubscribed", "Unsubscribed"],
  ["suppressed", "Suppressed"],
] as const;

export type SubscriberState = (typeof STATES)[number][0];

export interface SubscribersPageProps {
  mailOn: boolean;
  counts: Record<"pending" | "confirmed" | "unsubscribed" | "suppressed", number>;
  byTopic: { topic: Topic; count: number }[];
  rows: SubscriberRow[];
  total: number;
  page: number;
  pages: number;
  filter: { state: SubscriberState; q: string; area: string };
  labelOf: (topic: string) => string;
  /** The list's address with these changes (paging, filters). */
  href: (change: Partial<{ state: string; q: string; area: string; page: number }>) => string;
  csvHref: string;
  /** Confirmation e-mails the limits on e-mails to typed addresses held back in the last day. */
  heldBack: number;
}

/** The Subscribers screen: counts, the list with search and paging, the CSV; each row opens its record. */
export function SubscribersPage(p: SubscribersPageProps) {
  return (
    <AdminPage
      title="Subscribers"
      intro="People who asked for your articles by e-mail: what they chose, when and where they agreed, and where their e-mail stands."
      actions={
        <ButtonLink href={p.csvHref} variant="outline" size="sm">
          Download CSV
        </ButtonLink>
      }
    >
      <div className="space-y-8">
        <Tabs current="subscribers" />
        {!p.mailOn && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            The site is not set up to send e-mail (whoever runs the server sets that up), so the sign-up form
            is not on the site and no alert is sent.
          </p>
        )}
        {p.mailOn && (
          <section aria-labelledby="sign-up-limits" data-held-back={p.heldBack}>
            <h2 id="sign-up-limits" className="text-lg font-semibold text-navy-900">
              Limits on sign-up e-mails
            </h2>
            <p className="mt-1 text-sm text-slate-700">{visitorMailLimitsText("confirmation")}</p>
            <p
              className={`mt-1 text-sm ${p.heldBack > 0 ? "font-semibold text-amber-900" : "text-slate-700"}`}
            >
              {heldBackText("confirmation", p.heldBack)}
            </p>
          </section>
        )}
        <section aria-labelledby="counts" className="grid gap-6 lg:grid-cols-2">
          <div>
            <h2 id="counts" className="text-lg font-semibold text-navy-900">
              By state
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(["confirmed", "pending", "unsubscribed", "suppressed"] as const).map((k) => (
                <div key={k} className="rounded-lg border border-slate-200 bg-white p-3">
                  <dt className="text-xs uppercase tracking-wide text-slate-600">{k}</dt>
                  <dd className="text-2xl font-bold text-navy-900">{p.counts[k]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h2 className="text-lg font-semibold text-navy-900">Confirmed, by topic</h2>
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1 font-medium">Topic</th>
                  <th className="py-1 text-right font-medium">Subscribers</th>
                </tr>
              </thead>
              <tbody>
                {p.byTopic.map(({ topic, count }) => (
                  <tr key={topic.value} className="border-t border-slate-200">
                    <td className="py-1">
                      <a
                        className="text-sea-700 hover:underline"
                        href={p.href({ area: topic.value, page: 1 })}
                      >
                        {topic.label}
                      </a>
                    </td>
                    <td className="py-1 text-right tabular-nums">{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="list" className="space-y-4">
          <h2 id="list" className="text-lg font-semibold text-navy-900">
            {`${p.total} ${p.total === 1 ? "subscriber" : "subscribers"}`}
          </h2>
          <form method="get" action="/admin/subscribers" className="grid gap-3 sm:grid-cols-4 sm:items-end">
            <label className="text-sm font-medium text-navy-900 sm:col-span-2">
              Search by e-mail
              <input name="q" type="search" defaultValue={p.filter.q} className={inputClass} />
            </label>
            <label className="text-sm font-medium text-navy-900">
              State
              <select name="state" defaultValue={p.filter.state} className={inputClass}>
                {STATES.map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            {p.filter.area && <input type="hidden" name="area" value={p.filter.area} />}
            <button type="submit" className={buttonClass("secondary", "md")}>
              Show
            </button>
          </form>
          {p.filter.area && (
            <p className="text-sm text-slate-700">
              {`Topic: ${p.labelOf(p.filter.area)} · `}
              <a className="text-sea-700 underline" href={p.href({ area: "", page: 1 })}>
                all topics
              </a>
            </p>
          )}
          {p.rows.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">
              {p.filter.q || p.filter.state || p.filter.area
                ? "No subscribers match."
                : "No one has subscribed yet. The sign-up form is at the end of every article, on Insights and on each practice page."}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th className="px-3 py-2 font-medium">E-mail</th>
                    <th className="px-3 py-2 font-medium">State</th>
                    <th className="px-3 py-2 font-medium">Topics</th>
                    <th className="px-3 py-2 font-medium">Signed up</th>
                  </tr>
                </thead>
                <tbody>
                  {p.rows.map((s) => (
                    <tr key={s.id} className="border-t border-slate-200 align-top">
                      <td className="px-3 py-2">
                        <a
                          className="break-all font-semibold text-sea-700 hover:underline"
                          href={`/admin/subscribers/${s.id}`}
                        >
                          {s.email}
                        </a>
                      </td>
                      <td className="px-3 py-2">{stateOf(s)}</td>
                      <td className="px-3 py-2">{s.areas.map(p.labelOf).join(", ")}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{when(s.requestedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {p.pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between text-sm">
              {p.page > 1 ? (
                <a className="text-sea-700 underline" href={p.href({ page: p.page - 1 })}>
                  Previous
                </a>
              ) : (
                <span />
              )}
              <span>{`Page ${p.page} of ${p.pages}`}</span>
              {p.page < p.pages ? (
                <a className="text-sea-700 underline" href={p.href({ page: p.page + 1 })}>
                  Next
                </a>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

/** One subscriber: the consent record and the delivery state; a suppression can be lifted here. */
export function SubscriberPage({ s, labelOf }: { s: SubscriberRow; labelOf: (topic: string) => string }) {
  const rows: [string, string][] = [
    ["State", stateOf(s)],
    ["Topics now", s.areas.map(labelOf).join(", ") || "—"],
    ["Signed up", when(s.requestedAt)],
    ["From the page", s.requestedFrom],
    ["Topics ticked then", s.consentAreas.join(", ")],
    ["Confirmed", when(s.confirmedAt)],
    ["Unsubscribed", when(s.unsubscribedAt)],
    ["Suppressed", s.suppressedAt ? `${when(s.suppressedAt)}: ${s.suppressedReason ?? ""}` : "—"],
  ];
  return (
    <AdminPage title={s.email} intro="A subscriber of client alerts and their consent record.">
      <div className="max-w-3xl space-y-6">
        <Tabs />
        <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map(([k, v]) => (
            <div key={k} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-600">{k}</dt>
              <dd className="break-words text-navy-900 sm:col-span-2">{v}</dd>
            </div>
          ))}
          <div className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-600">Consent wording shown</dt>
            <dd className="text-navy-900 sm:col-span-2">
              <blockquote className="border-l-4 border-slate-300 pl-3 italic">
                {s.consentText || "—"}
              </blockquote>
            </dd>
          </div>
        </dl>
        {s.suppressedAt && (
          <form method="post" action={`/admin/subscribers/${s.id}/unsuppress`} className="space-y-2">
            <p className="text-sm text-slate-700">
              A mail server refused this address for good, so no alert goes to it. Lift the suppression only
              if the address works again (for example, the mailbox was full or has been set up since).
            </p>
            <button type="submit" className={buttonClass("outline", "sm")}>
              Lift the suppression
            </button>
          </form>
        )}
        <p className="text-sm text-slate-600">
          To delete this subscriber with their consent record, use{" "}
          <a className="text-sea-700 underline" href="/admin/contact-submissions/erase">
            Erase by e-mail address
          </a>
          .
        </p>
      </div>
    </AdminPage>
  );
}
