/**
 * The presets for case results and testimonials: starting text for the firm's two disclaimers and the
 * checks publishing applies. They are a starting point, not legal advice: the firm words its own
 * disclaimers, and a preset's checks only refuse what its rules plainly forbid.
 */
import type { PresetId } from "./fields-compliance";

export interface Preset {
  label: string;
  resultsDisclaimer: string;
  testimonialsDisclaimer: string;
  /** An amount must say what it is (gross, net to the client). */
  amountNeedsBasis: boolean;
  /** Only amounts net to the client may be shown. */
  netAmountsOnly: boolean;
  /** Testimonials that were paid for, drafted by the firm, or given by staff or relatives are refused. */
  genuineTestimonialsOnly: boolean;
  /** The "Attorney Advertising" label must be on. */
  advertisingLabel: boolean;
}

const PRIOR = "Prior results do not guarantee a similar outcome.";

export const PRESETS: Record<PresetId, Preset> = {
  none: {
    label: "None",
    resultsDisclaimer: "",
    testimonialsDisclaimer: "",
    amountNeedsBasis: false,
    netAmountsOnly: false,
    genuineTestimonialsOnly: false,
    advertisingLabel: false,
  },
  "new-york": {
    label: "New York",
    resultsDisclaimer: `Attorney Advertising. ${PRIOR}`,
    testimonialsDisclaimer: `Attorney Advertising. ${PRIOR}`,
    amountNeedsBasis: true,
    netAmountsOnly: false,
    genuineTestimonialsOnly: false,
    advertisingLabel: true,
  },
  florida: {
    label: "Florida",
    resultsDisclaimer: `The result depended on the facts of that matter. ${PRIOR}`,
    testimonialsDisclaimer:
      "This testimonial was given without payment and is not a guarantee of a similar result.",
    amountNeedsBasis: true,
    netAmountsOnly: false,
    genuineTestimonialsOnly: true,
    advertisingLabel: false,
  },
  california: {
    label: "California",
    resultsDisclaimer: `Each matter is different. ${PRIOR}`,
    testimonialsDisclaimer: "This testimonial does not constitute a guarantee of any outcome.",
    amountNeedsBasis: true,
    netAmountsOnly: false,
    genuineTestimonialsOnly: false,
    advertisingLabel: false,
  },
  texas: {
    label: "Texas",
    resultsDisclaimer: `Amounts are what the client received after fees and costs. ${PRIOR}`,
    testimonialsDisclaimer: `${PRIOR}`,
    amountNeedsBasis: true,
    netAmountsOnly: true,
    genuineTestimonialsOnly: false,
    advertisingLabel: false,
  },
  sra: {
    label: "England & Wales (SRA)",
    resultsDisclaimer: `${PRIOR}`,
    testimonialsDisclaimer: "Past clients' experience does not guarantee yours.",
    amountNeedsBasis: true,
    netAmountsOnly: false,
    genuineTestimonialsOnly: false,
    advertisingLabel: false,
  },
};

const presetOf = (id: unknown): Preset => PRESETS[(id as PresetId) in PRESETS ? (id as PresetId) : "none"];

/**
 * Why a case result or testimonial cannot be published under the firm's settings, field by field (none
 * for other kinds). Publishing, scheduling and the API share it.
 */
export function complianceProblems(
  kind: string,
  data: Record<string, unknown>,
  settings: Record<string, unknown>,
): Record<string, string> {
  if (kind !== "case-result" && kind !== "testimonial") return {};
  const p = presetOf(settings.compliancePreset);
  const out: Record<string, string> = {};
  const words = kind === "case-result" ? "case results" : "testimonials";
  const disclaimer = kind === "case-result" ? settings.resultsDisclaimer : settings.testimonialsDisclaimer;
  if (typeof disclaimer !== "string" || !disclaimer.trim())
    out.disclaimer = `The firm has no disclaimer for ${words} yet: write it in Firm settings → Results and testimonials, publish the settings, then publish this.`;
  if (p.advertisingLabel && settings.attorneyAdvertising !== true)
    out.attorneyAdvertising = `The ${p.label} rules need the “Attorney Advertising” label: turn it on in Firm settings → Results and testimonials first.`;
  if (kind === "case-result") {
    const amount = typeof data.amount === "string" ? data.amount.trim() : "";
    const basis = data.amountBasis;
    if (amount && p.amountNeedsBasis && (basis === "none" || basis === "not-monetary"))
      out.amountBasis =
        "An amount needs its basis: choose gross or net to the client, or leave the amount empty.";
    else if (amount && p.netAmountsOnly && basis !== "net")
      out.amountBasis = `Under the ${p.label} rules only amounts net to the client are shown: give the net amount, or leave it empty.`;
  } else {
    if (data.representative !== true)
      out.representative =
        "Tick “Representative of clients' typical experience” to publish, or keep it as a draft.";
    if (p.genuineTestimonialsOnly)
      for (const [key, what] of [
        ["compensated", "was paid for"],
        ["draftedByFirm", "was drafted by the firm"],
        ["staffOrRelative", "was given by staff or a relative"],
      ] as const)
        if (data[key] === true)
          out[key] = `Under the ${p.label} rules a testimonial that ${what} cannot be published.`;
  }
  return out;
}
