/**
 * Two revisions of an item side by side, field by field, with the words that changed marked (jsdiff's
 * word diff: what was taken out on the left, what came in on the right).
 */
import { type FieldSpec, type FormSection, fieldsOf } from "./fields";
import { hoursLines } from "./hours";

export interface Piece {
  text: string;
  /** Taken out (left side) or put in (right side). */
  changed: boolean;
}

export interface ComparedField {
  key: string;
  label: string;
  changed: boolean;
  left: Piece[];
  right: Piece[];
}

/** A field's value as the lines a reader compares; people by their names, never their ids. */
function asText(f: FieldSpec, v: unknown, nameOf: (personId: string) => string): string {
  if (v === undefined || v === null || v === "") return "";
  switch (f.type) {
    case "lines":
      return Array.isArray(v) ? v.join("\n") : String(v);
    case "people":
      return Array.isArray(v) ? v.map((id) => nameOf(String(id))).join("\n") : nameOf(String(v));
    case "person":
      return nameOf(String(v));
    case "links":
      return Array.isArray(v) ? v.map((l) => `${l.label} | ${l.url}`).join("\n") : "";
    case "boolean":
      return v ? "Yes" : "No";
    case "choice":
      return f.options.find((o) => o.value === v)?.label ?? String(v);
    case "hours":
      return hoursLines(v as Parameters<typeof hoursLines>[0])
        .map((h) => `${h.days}: ${h.hours}`)
        .join("\n");
    case "list":
      return Array.isArray(v)
        ? v
            .map((item, i) =>
              [
                `${f.itemLabel} ${i + 1}`,
                ...f.fields.map(
                  (sub) => `${sub.label}: ${asText(sub, (item as Record<string, unknown>)[sub.key], nameOf)}`,
                ),
              ].join("\n"),
            )
            .join("\n\n")
        : "";
    default:
      return typeof v === "string" ? v : JSON.stringify(v);
  }
}

/**
 * Field by field; jsdiff is loaded on the first comparison (nothing else needs it). `nameOf` names a
 * person by their id (one removed since too).
 */
export async function compareData(
  sections: readonly FormSection[],
  left: Record<string, unknown>,
  right: Record<string, unknown>,
  nameOf: (personId: string) => string,
): Promise<ComparedField[]> {
  const { diffWords } = await import("diff");
  return fieldsOf(sections).map((f) => {
    const a = asText(f, left[f.key], nameOf);
    const b = asText(f, right[f.key], nameOf);
    if (a === b)
      return {
        key: f.key,
        label: f.label,
        changed: false,
        left: [{ text: a, changed: false }],
        right: [{ text: b, changed: false }],
      };
    const parts = diffWords(a, b);
    return {
      key: f.key,
      label: f.label,
      changed: true,
      left: parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: p.removed === true })),
      right: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: p.added === true })),
    };
  });
}
