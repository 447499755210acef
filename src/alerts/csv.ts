import type { SubscriberRow } from "../db";
import { csvRow, UTF8_BOM } from "../inbox";

const iso = (t: number | null) => (t === null ? "" : new Date(t).toISOString());

/** The subscribers as CSV, formula-safe as the inbox's export (every cell through the same writer). */
export function subscribersCsv(rows: readonly SubscriberRow[], labelOf: (topic: string) => string): string {
  const header = [
    "E-mail",
    "State",
    "Topics",
    "Signed up",
    "From page",
    "Consent wording",
    "Topics at sign-up",
    "Confirmed",
    "Unsubscribed",
    "Suppressed",
    "Suppression reason",
  ];
  return (
    UTF8_BOM +
    csvRow(header) +
    rows
      .map((s) =>
        csvRow([
          s.email,
          s.suppressedAt ? "suppressed" : s.status,
          s.areas.map(labelOf).join("; "),
          iso(s.requestedAt),
          s.requestedFrom,
          s.consentText,
          s.consentAreas.join("; "),
          iso(s.confirmedAt),
          iso(s.unsubscribedAt),
          iso(s.suppressedAt),
          s.suppressedReason ?? "",
        ]),
      )
      .join("")
  );
}
