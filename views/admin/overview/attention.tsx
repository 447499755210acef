import { formatDateTime } from "../../../src/shared/dates";

/** A lawyer's calendar that cannot be read (or has not been for over an hour). */
export interface AttentionItem {
  hostId: string;
  hostName: string;
  reason: string;
  since: string | null;
  /** The lawyer's calendar panel. */
  href: string;
}

/**
 * "Needs attention": what staff should fix, at the top of the Overview. Shown only when there is
 * something: today the lawyers' calendars that fail, each linked to its panel.
 */
export function NeedsAttention({ items }: { items: AttentionItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="needs-attention"
      data-needs-attention
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="needs-attention" className="text-xl font-bold">
        Needs attention
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((i) => (
          <li key={i.hostId}>
            <a href={i.href} className="font-semibold underline underline-offset-2">
              {i.hostName}'s calendar cannot be read
            </a>
            {i.since ? ` since ${formatDateTime(i.since)} (Cayman time)` : ""}: {i.reason.replace(/\.$/, "")}.
          </li>
        ))}
      </ul>
    </section>
  );
}
