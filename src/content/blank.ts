import { type FieldSpec, type FormSection, fieldsOf, WEEKDAYS } from "./fields";

/** A field's empty value: what a new person starts with, and what a preview shows for a field a draft left out. */
export function blankValue(f: FieldSpec): unknown {
  switch (f.type) {
    case "text":
    case "textarea":
    case "markdown":
    case "date":
      return "";
    case "lines":
    case "people":
    case "links":
    case "list":
      return [];
    case "image":
    case "person":
      return null;
    case "boolean":
      return false;
    case "choice":
      return f.options[0]!.value;
    case "number":
    case "integer":
      return 0;
    case "month":
      return 1;
    case "hours":
      return Object.fromEntries(WEEKDAYS.map((d) => [d, null]));
  }
}

export const blankData = (sections: readonly FormSection[]): Record<string, unknown> =>
  Object.fromEntries(fieldsOf(sections).map((f) => [f.key, blankValue(f)]));
