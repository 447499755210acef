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
  // Issue #13: the articles page.
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

/** The header's logo: on a practice area's page the one it chose (the sample firm: compliance on
 * regulatory-compliance, corporate-services on corporate-services, legal-services on the others), the
 * firm's own elsewhere. */
export function logoForPath(path: string, areas: readonly (AreaLink & { logo: LogoVariant })[]): LogoVariant {
  const area = areas.find((a) => a.href === path.replace(/\/+$/, ""));
  return area ? area.logo : "global";
}

export const logoLabels: Record<LogoVariant, string> = {
  global: "",
  compliance: "Compliance & Risk Advisory",
  "corporate-services": "Corporate Services",
  "legal-services": "Legal Services",
};
