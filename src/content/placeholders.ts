/**
 * The firm's facts inside editable texts. A fact (the firm's name, phone, e-mail, address, street, office
 * hours, founding date) is kept once, in the firm settings; a text that states it says `{officeHours}`
 * instead, and pages show it as the settings have it now. So changing the hours, the street or the
 * founding date changes every sentence that names them, and no page keeps the sample firm's words.
 *
 * Filled in when the site's content is built (pages read the result, never the placeholders). Only these
 * names are filled in; any other `{word}` stays as it is typed (the acknowledgement's `{name}` and
 * `{service}` are filled in per enquiry, later). Values are the settings' plain text: React escapes them
 * on pages, and a legal page's markdown gets them escaped for HTML (legal-html.ts).
 */
import type { FirmIdentity } from "../config";
import { MONTHS } from "../shared/dates";
import type { SettingsData } from "./data";
import { hoursProse } from "./hours";
import { type FactKey, type FirmFacts, PLACEHOLDERS } from "./placeholder-names";

export {
  FACTS_HINT,
  type FactKey,
  type FirmFacts,
  PLACEHOLDER_LIST,
  PLACEHOLDERS,
} from "./placeholder-names";

const PATTERN = new RegExp(`\\{(${PLACEHOLDERS.map((p) => p.key).join("|")})\\}`, "g");

/** The facts as the site states them: the firm settings, with the environment's name, phone and e-mail. */
export function factsOf(s: SettingsData, firm: FirmIdentity): FirmFacts {
  return {
    firmName: firm.name,
    phone: firm.phone,
    email: firm.email,
    address: s.addressContact.join(", "),
    // A version stored before the street was a setting has none until the upgrade at start gives it one.
    street: s.streetName ?? "",
    officeHours: hoursProse(s.officeHours),
    founded: `${MONTHS[s.foundedMonth - 1]} ${s.foundedYear}`,
  };
}

/** One text with its placeholders filled in; `as` turns each value into what the text needs (HTML…). */
export function fillText(
  text: string,
  facts: FirmFacts,
  as: (key: FactKey, value: string) => string = (_, v) => v,
): string {
  return text.includes("{") ? text.replace(PATTERN, (_, key: FactKey) => as(key, facts[key])) : text;
}

/** Every text inside an item's data (lists and groups too) with its placeholders filled in. */
export function fillDeep<T>(data: T, facts: FirmFacts): T {
  if (typeof data === "string") return fillText(data, facts) as T;
  if (Array.isArray(data)) return data.map((v) => fillDeep(v, facts)) as T;
  if (data !== null && typeof data === "object")
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, fillDeep(v, facts)])) as T;
  return data;
}
