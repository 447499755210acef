import type { SubscriberRow } from "../../../src/alerts";
import { formatDateTime } from "../../../src/shared/dates";

/** What the Subscribers screens share: dates as the firm reads them, a subscriber's state, their tabs. */
export const when = (t: number | null) => (t === null ? "—" : formatDateTime(new Date(t).toISOString()));
export const stateOf = (s: SubscriberRow) => (s.suppressedAt ? "suppressed" : s.status);
export const inputClass =
  "mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30";

/** Subscribers | Sends, the one shown marked. */
export function Tabs({ current }: { current?: "subscribers" | "sends" }) {
  const tab = (href: string, label: string, here: boolean) => (
    <a
      href={href}
      aria-current={here ? "page" : undefined}
      className={`underline-offset-4 hover:underline ${here ? "text-navy-900 underline" : "text-sea-700"}`}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Subscribers" className="flex gap-4 text-sm font-semibold">
      {tab("/admin/subscribers", "Subscribers", current === "subscribers")}
      {tab("/admin/subscribers/sends", "Sends", current === "sends")}
    </nav>
  );
}
