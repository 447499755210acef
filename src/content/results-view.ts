/**
 * Case results and testimonials as pages show them. Built from the published items with their private
 * fields left out (consent, verification, responsible lawyer), and only while the firm has worded the
 * kind's disclaimer: an item is never handed to a page without the disclaimer it must be shown with.
 */
import type { ContentRow } from "../db";
import type { SettingsData } from "./data";
import { CASE_RESULT, publicData, TESTIMONIAL } from "./fields-results";

export interface CaseResultView {
  id: string;
  title: string;
  matterType: string;
  forum: string;
  year: number;
  outcome: string;
  amount: string;
  amountBasis: "none" | "gross" | "net" | "not-monetary";
  role: "lead" | "co-counsel" | "local";
  practiceArea: string;
  onHome: boolean;
  /** The firm's disclaimer for case results, rendered in the same block. */
  disclaimer: string;
}

export interface TestimonialView {
  id: string;
  quote: string;
  displayName: string;
  relationship: "client" | "former-client" | "lawyer";
  practiceArea: string;
  onHome: boolean;
  /** The firm's disclaimer for testimonials, rendered in the same block. */
  disclaimer: string;
}

export interface ResultsContent {
  results: CaseResultView[];
  testimonials: TestimonialView[];
  /** The "Attorney Advertising" label is on. */
  advertising: boolean;
}

export function buildResults(
  rows: readonly ContentRow[],
  versionOf: (row: ContentRow) => Record<string, unknown> | null,
  settings: SettingsData,
): ResultsContent {
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind && !r.removed)
      .sort((a, b) => a.position - b.position)
      .flatMap((r) => {
        const data = versionOf(r);
        return data ? [{ id: r.id, data }] : [];
      });
  const resultsDisclaimer = settings.resultsDisclaimer.trim();
  const testimonialsDisclaimer = settings.testimonialsDisclaimer.trim();
  return {
    results: resultsDisclaimer
      ? of("case-result").map(({ id, data }) => ({
          ...(publicData(CASE_RESULT, data) as Omit<CaseResultView, "id" | "disclaimer">),
          id,
          disclaimer: resultsDisclaimer,
        }))
      : [],
    testimonials: testimonialsDisclaimer
      ? of("testimonial").map(({ id, data }) => {
          const d = publicData(TESTIMONIAL, data);
          // Only what a card shows: the flags and confirmations are the firm's record, not the page's.
          return {
            id,
            quote: String(d.quote ?? ""),
            displayName: String(d.displayName ?? ""),
            relationship: d.relationship as TestimonialView["relationship"],
            practiceArea: String(d.practiceArea ?? ""),
            onHome: d.onHome === true,
            disclaimer: testimonialsDisclaimer,
          };
        })
      : [],
    advertising: settings.attorneyAdvertising,
  };
}
