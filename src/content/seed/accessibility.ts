/** The sample firm's accessibility statement: starting text the firm reviews and makes its own. */
import type { AccessibilityData } from "../data";

export const accessibility: AccessibilityData = {
  title: "Accessibility statement",
  body: [
    "We want everyone to be able to use this website, whatever device or assistive technology they use: a screen reader, magnification, voice control or the keyboard alone.",
    "If something on the site is hard to use, please tell us with the form below, or call or e-mail us. We will answer, and where we can we will give you the information you need in another way.",
  ].join("\n\n"),
  conformance: "WCAG 2.2 level AA",
  reviewedOn: "",
  reviewMethod:
    "Every public page and every staff screen is checked with automated accessibility tests (axe, WCAG 2.2 AA rules) whenever the site's software changes.",
  limitations: [],
  responseTime: "within 5 business days",
  metaDescription:
    "How accessible this website is, what we know does not yet work well, and how to tell us about a problem.",
  keywords: ["accessibility", "WCAG 2.2", "accessibility statement"],
};
