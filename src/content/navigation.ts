import type { NavLink } from "../shared/wire-types";
import type { LogoVariant } from "./data";

/** The menus, links and logos of every page. The practice areas are the firm's, passed in. */

type AreaLink = { href: string; navLabel: string };

/** "Our Expertise": All Services plus each practice area's page, in the firm's order. */
export const expertiseLinks = (areas: readonly AreaLink[]): NavLink[] => [
  { href: "/services", label: "All Services" },
  ...areas.map((a) => ({ href: a.href, label: a.navLabel })),
];

export const mainLinks = {
  home: { href: "/", label: "Home" },
  about: { href: "/about", label: "About" },
  people: { href: "/our-people", label: "Our People" },
  // The articles page.
  insights: { href: "/blog", label: "Insights" },
  contact: { href: "/contact", label: "Contact" },
} satisfies Record<string, NavLink>;

export const legalLinks: NavLink[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/terms-of-engagement", label: "Terms of Engagement" },
];

export type Section = "home" | "services" | "about" | "people" | "insights" | "contact" | null;

/** Which header section a path belongs to (it is underlined). */
export function sectionOf(path: string): Section {
  if (path === "/") return "home";
  if (path === "/services" || path.startsWith("/services/")) return "services";
  if (path === "/about") return "about";
  if (path === "/our-people") return "people";
  if (path === "/contact") return "contact";
  if (path === "/blog" || path.startsWith("/blog/")) return "insights";
  return null;
}

/**
 * The header's logo and caption: on a practice area's page the ones it chose (a fresh install: compliance
 * on regulatory-compliance, corporate-services on corporate-services, legal-services on the other legal
 * pages, each with its caption), the firm's own without a caption elsewhere.
 */
export function logoForPath(
  path: string,
  areas: readonly (AreaLink & { logo: LogoVariant; logoCaption: string })[],
): { variant: LogoVariant; caption: string } {
  const area = areas.find((a) => a.href === path.replace(/\/+$/, ""));
  return area ? { variant: area.logo, caption: area.logoCaption } : { variant: "global", caption: "" };
}

/**
 * The upload a header logo shows: the one uploaded for its variant, else the firm's logo; undefined only
 * while neither is uploaded, when the sample artwork of the variant shows. So the firm's logo reaches every
 * page as soon as it is uploaded.
 */
export function logoUpload<T>(variant: LogoVariant, uploads: Partial<Record<LogoVariant, T>>): T | undefined {
  return uploads[variant] ?? uploads.global;
}
