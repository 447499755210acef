/**
 * Writes docs/content-fields.md from the fields' descriptions (src/content/fields.ts), so the document
 * the API's users read is never out of step: `bun scripts/content-fields-doc.ts`. A test compares.
 */
import { join } from "node:path";
import { type ContentKind, type FieldSpec, PAGES, sectionsOf } from "../src/content/fields";
import { PLACEHOLDERS } from "../src/content/placeholders";

function describe(f: FieldSpec): string {
  switch (f.type) {
    case "text":
    case "textarea":
      return `text, at most ${f.max} characters${f.optional ? ", may be empty" : ""}${"format" in f && f.format ? ` (${f.format})` : ""}`;
    case "markdown":
      return `markdown, at most ${f.max.toLocaleString("en-US")} characters`;
    case "lines":
      return `list of texts (up to ${f.maxItems}, ${f.maxItem} characters each)`;
    case "image":
      return "an uploaded image URL (`/uploads/…`), a site picture (`/images/…`) or null";
    case "boolean":
      return "true or false";
    case "choice":
      return `one of ${f.options.map((o) => `\`${o.value}\``).join(", ")}`;
    case "number":
      return `number from ${f.min} to ${f.max}`;
    case "integer":
      return `whole number from ${f.min} to ${f.max}${f.oneOf ? ` (one of ${f.oneOf.join(", ")})` : f.step ? ` (a multiple of ${f.step})` : ""}`;
    case "month":
      return "month, 1 to 12";
    case "date":
      return 'date `YYYY-MM-DD`, or ""';
    case "person":
      return "a person's id, or null";
    case "people":
      return `list of people's ids (up to ${f.maxItems})`;
    case "hours":
      return '`{ monday: { open: "09:00", close: "17:00" }, … sunday }`, a day null when closed';
    case "links":
      return `list of \`{ label, url }\` (https, up to ${f.maxItems})`;
    case "list":
      return `list of ${f.minItems} to ${f.maxItems} objects: ${f.fields.map((x) => `\`${x.key}\``).join(", ")}`;
  }
}

/** A markdown table with padded columns, as the formatter would leave it. */
function table(head: string[], rows: string[][]): string[] {
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]!].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c + " ".repeat(width[i]! - [...c].length)).join(" | ")} |`;
  return [line(head), line(width.map((w) => "-".repeat(w))), ...rows.map(line)];
}

export function contentFieldsDoc(): string {
  const out = [
    "# The site's content: fields of each kind",
    "",
    "What `PUT /api/content/{kind}/{id}` takes as `data` and `GET` answers in `published` and `draft`. A draft may leave fields out (they keep their value) or empty; publishing checks every field. Unknown fields and wrong types are refused, naming the field (paths like `clientSegments.1.title`). Written by `bun scripts/content-fields-doc.ts` from src/content/fields.ts.",
    "",
    "## The firm's details in texts",
    "",
    "Any text may name the firm's details with a placeholder instead of writing them out; pages show the firm settings' value, so a detail changed there changes every text that names it. The seed's texts use them (a fresh install reads as before). Any other `{word}` stays as typed (the acknowledgement's `{name}` and `{service}` are filled in per enquiry). In the legal pages `{email}` and `{phone}` become links, and `{contactLink}` a link to the contact page. The API answers the texts as stored, with their placeholders.",
    "",
    ...table(
      ["placeholder", "becomes"],
      PLACEHOLDERS.map((p) => [`\`{${p.key}}\``, p.becomes]),
    ),
    "",
  ];
  const block = (title: string, kind: ContentKind, id: string) => {
    const rows = sectionsOf(kind, id)!.flatMap((s) =>
      s.fields.map((f) => [
        `\`${f.key}\``,
        f.label,
        `${describe(f)}${"private" in f && f.private ? " (staff only: never on the public site)" : ""}`,
      ]),
    );
    out.push(`## ${title}`, "", ...table(["field", "label", "value"], rows), "");
  };
  block("Firm settings (`settings/firm`)", "settings", "firm");
  block("A person (`person/{id}`)", "person", "any");
  block("A practice area (`practice-area/{id}`)", "practice-area", "any");
  block("An appointment type clients book (`appointment-type/{id}`)", "appointment-type", "any");
  block("Booking hours (`settings/bookings`)", "settings", "bookings");
  block("A lawyer taking bookings (`booking-host/{id}`)", "booking-host", "any");
  block("A case result (`case-result/{id}`)", "case-result", "any");
  block("A testimonial (`testimonial/{id}`)", "testimonial", "any");
  for (const [id, p] of Object.entries(PAGES)) {
    if (id === "terms" || id === "terms-of-engagement") continue;
    const more = id === "privacy-policy" ? ", and likewise `page/terms` and `page/terms-of-engagement`" : "";
    block(`${p.title} (\`page/${id}\`${more})`, "page", id);
  }
  return out.join("\n");
}

export const CONTENT_FIELDS_DOC = join(import.meta.dir, "..", "docs", "content-fields.md");

if (import.meta.main) await Bun.write(CONTENT_FIELDS_DOC, contentFieldsDoc());
