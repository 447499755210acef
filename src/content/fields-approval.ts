/**
 * The firm settings' "Approval by a second admin" section: which publishing waits for another admin.
 * Case results and testimonials are where advertising rules bite, so they need a second admin unless the
 * firm turns it off; everything else publishes as before unless the firm asks for approval of it all.
 */
import type { FormSection } from "./field-types";

export const APPROVAL_SETTINGS = [
  {
    title: "Approval by a second admin",
    intro:
      "When publishing needs a second admin, the person who last edited an item cannot publish or schedule it alone: their Publish becomes a request, and another admin approves it or returns it with a note. A firm with one admin adds a second under Account, Admins.",
    fields: [
      {
        key: "approvalForResults",
        label: "Second admin approves results and testimonials",
        hint: "Case results and testimonials wait for another admin before they go live.",
        type: "boolean",
      },
      {
        key: "approvalForAll",
        label: "Second admin approves everything published",
        hint: "Every page, setting, person, practice area and article waits for another admin before it goes live.",
        type: "boolean",
      },
    ],
  },
] as const satisfies readonly FormSection[];

/** The content kinds that need a second admin while "Case results and testimonials" is on. */
export const RESULT_KINDS: ReadonlySet<string> = new Set(["case-result", "testimonial"]);

/** The approval settings as the live firm settings hold them (a missing value: what a fresh install has). */
export interface ApprovalRules {
  results: boolean;
  all: boolean;
}

export function approvalRulesOf(firm: Record<string, unknown> | null | undefined): ApprovalRules {
  return { results: firm?.approvalForResults !== false, all: firm?.approvalForAll === true };
}

/** Whether publishing an item of `kind` needs a second admin under `rules` ("post": articles). */
export function needsApproval(rules: ApprovalRules, kind: string): boolean {
  return rules.all || (rules.results && RESULT_KINDS.has(kind));
}
