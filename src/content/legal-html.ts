import type { SettingsData } from "./data";
import { telHref } from "./format";
import { type FactKey, type FirmFacts, factsOf, PLACEHOLDERS } from "./placeholders";

/**
 * A legal page's text: markdown with the firm's details put in where it names them (the placeholders of
 * ./placeholders, and {contactLink}), rendered and sanitised as posts are, then given what the
 * page shows around it: an id on each section heading (for the "On this page" list) and the introduction
 * set as the lead.
 *
 * The details go into the markdown, before the sanitiser, not into the HTML after it: a value put into
 * finished HTML lands wherever the token stood, inside an attribute too (a title, a link's address), where
 * a quote or a slash of its own, or the link made for it, would end the attribute and start another.
 */

export interface LegalHtml {
  html: string;
  /** The section headings, for "On this page". */
  toc: { id: string; text: string }[];
}

/** The firm's details as the legal pages name them: the facts every editable text may name. */
export type LegalFirm = FirmFacts;

/** Every ASCII punctuation character backslash-escaped (taken literally by markdown), on one line. */
const literal = (s: string) => s.replace(/\s+/g, " ").replace(/[!-/:-@[-`{-~]/g, "\\$&");
const percent = (ch: string) =>
  [...new TextEncoder().encode(ch)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
/** An e-mail address as a link's address: anything but the characters of a plain address encoded. */
const mailto = (email: string) => `mailto:${email.replace(/[^A-Za-z0-9._+@-]/gu, percent)}`;

type Token = FactKey | "contactLink";
const TOKEN = new RegExp(`\\{(${[...PLACEHOLDERS.map((p) => p.key), "contactLink"].join("|")})\\}`, "g");

/** A detail as plain words (inside a link's text or an HTML attribute, where it cannot be a link itself). */
function words(token: Token, firm: LegalFirm): string {
  return token === "contactLink" ? "our contact page" : firm[token];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The legal page's markdown with the firm's details in it, ready to be rendered and sanitised: as words
 * in a link's text, as the address alone in a mailto:/tel: link of the text's own, escaped inside an HTML
 * tag the text holds, and elsewhere as a link (e-mail, phone, the contact page) or literal words.
 */
export function legalMarkdown(body: string, firm: LegalFirm): string {
  return body
    .replace(/\[([^[\]]*)\]\(/g, (link: string) =>
      link.replace(TOKEN, (_, t: Token) => literal(words(t, firm))),
    )
    .replace(/mailto:\{email\}/g, () => mailto(firm.email))
    .replace(/tel:\{phone\}/g, () => telHref(firm.phone))
    .replace(/<[A-Za-z][^<>]*>/g, (tag: string) =>
      tag.replace(TOKEN, (_, t: Token) => escapeHtml(words(t, firm))),
    )
    .replace(TOKEN, (_, token: Token) => {
      switch (token) {
        case "email":
          return `[${literal(firm.email)}](${mailto(firm.email)})`;
        case "phone":
          return `[${literal(firm.phone)}](${telHref(firm.phone)})`;
        case "contactLink":
          return "[our contact page](/contact)";
        default:
          return literal(words(token, firm));
      }
    });
}

/**
 * Which details a kept rendering was made with: the kept HTML serves only while they are still the
 * firm's (a change of the e-mail, say, renders the pages again).
 */
export const legalFirmKey = (firm: LegalFirm): string => JSON.stringify(PLACEHOLDERS.map((p) => firm[p.key]));

/** The firm's details from its settings (as published or previewed) and what the environment overrides. */
export function legalFirmOf(
  settings: Record<string, unknown>,
  overrides: Partial<Record<"name" | "phone" | "email", string>>,
): LegalFirm {
  return factsOf(settings as unknown as SettingsData, {
    name: overrides.name ?? String(settings.name ?? ""),
    phone: overrides.phone ?? String(settings.phone ?? ""),
    email: overrides.email ?? String(settings.email ?? ""),
  });
}

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

/** Sanitised HTML of a legal page (details already in) → the page's HTML with heading ids and the lead. */
export function finishLegalHtml(safeHtml: string): LegalHtml {
  const toc: LegalHtml["toc"] = [];
  const used = new Set<string>();
  const html = safeHtml.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
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
  return { html: head.replace(/<p>/g, '<p class="lead">') + (first === -1 ? "" : html.slice(first)), toc };
}
