import type { MouseEvent } from "react";
import { buttonClass } from "./button";

/** A link that, once hydrated, asks the island to fetch instead of loading a page (new tabs still work). */
export function listLink(onNavigate: (() => void) | undefined) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (
      !onNavigate ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey
    )
      return;
    e.preventDefault();
    onNavigate();
  };
}

/**
 * Page links of an admin list: Newest, Newer, Older (or First, Previous, Next for ranked search results).
 * Real links (the URL holds the page), so they work without JavaScript, open in a new tab, and survive a
 * reload.
 */
export function Pager({
  label,
  newest,
  newer,
  older,
  ranked = false,
  onNavigate,
}: {
  /** What the list is, for the navigation's accessible name ("Pages of enquiries"). */
  label: string;
  /** Links (href) to the first page, and the pages around this one; undefined when there is none. */
  newest: string | undefined;
  newer: string | undefined;
  older: string | undefined;
  /** Search results, best match first: First / Previous / Next. */
  ranked?: boolean;
  onNavigate?: ((href: string) => void) | undefined;
}) {
  if (!newer && !older) return null;
  const link = (href: string | undefined, text: string, rel?: string) =>
    href ? (
      <a
        href={href}
        rel={rel}
        onClick={listLink(onNavigate && (() => onNavigate(href)))}
        className={buttonClass("outline", "sm")}
      >
        {text}
      </a>
    ) : (
      <span aria-disabled="true" className={buttonClass("outline", "sm", "pointer-events-none opacity-40")}>
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap gap-2">
        {newest && newer !== newest ? link(newest, ranked ? "« First" : "« Newest") : null}
        {link(newer, ranked ? "‹ Previous" : "‹ Newer", "prev")}
      </div>
      {link(older, ranked ? "Next ›" : "Older ›", "next")}
    </nav>
  );
}
