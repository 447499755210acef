import { telHref } from "./format";
import { type FirmFacts, fillText } from "./placeholders";

/**
 * A legal page's text: markdown, rendered and sanitised as posts are, then given what the page shows
 * around it: an id on each section heading (for the "On this page" list), the introduction set as the lead,
 * and the firm's details where the text names them (the placeholders of ./placeholders, {email} and
 * {phone} as links, and {contactLink}).
 */

export interface LegalHtml {
  html: string;
  /** The section headings, for "On this page". */
  toc: { id: string; text: string }[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const decode = (s: string) =>
  s
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Sanitised HTML of a legal page → the page's HTML with heading ids, the lead, and the firm's details. */
export function finishLegalHtml(safeHtml: string, firm: FirmFacts): LegalHtml {
  const toc: LegalHtml["toc"] = [];
  const used = new Set<string>();
  let html = safeHtml.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const text = decode(inner);
    let id = slug(text) || "section";
    for (let n = 2; used.has(id); n++) id = `${slug(text)}-${n}`;
    used.add(id);
    toc.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  // Paragraphs before the first section are the introduction, set larger.
  const first = html.indexOf("<h2");
  const head = first === -1 ? html : html.slice(0, first);
  html = head.replace(/<p>/g, '<p class="lead">') + (first === -1 ? "" : html.slice(first));
  html = fillText(html, firm, (token, value) => {
    switch (token) {
      case "email":
        return `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`;
      case "phone":
        return `<a href="${escapeHtml(telHref(value))}">${escapeHtml(value)}</a>`;
      default:
        return escapeHtml(value);
    }
  }).replace(/\{contactLink\}/g, '<a href="/contact">our contact page</a>');
  return { html, toc };
}
