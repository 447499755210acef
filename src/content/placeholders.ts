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

/** Every placeholder, with what it becomes (the editor's hint and docs/content-fields.md list them). */
export const PLACEHOLDERS = [
  { key: "firmName", becomes: "the firm's name" },
  { key: "phone", becomes: "the phone number" },
  { key: "email", becomes: "the e-mail address" },
  { key: "address", becomes: "the address on the contact card, on one line" },
  { key: "street", becomes: "the street, as page texts name it (e.g. Elgin Avenue)" },
  { key: "officeHours", becomes: "the office hours in words (e.g. Monday to Friday, 9:00 AM to 5:00 PM)" },
  { key: "founded", becomes: "the founding month and year (e.g. October 2024)" },
] as const;

export type FactKey = (typeof PLACEHOLDERS)[number]["key"];
export type FirmFacts = Record<FactKey, string>;

/** The placeholders as staff read them in a hint: "{firmName}, {phone}, … and {founded}". */
export const PLACEHOLDER_LIST = `${PLACEHOLDERS.slice(0, -1)
  .map((p) => `{${p.key}}`)
  .join(", ")} and {${PLACEHOLDERS.at(-1)!.key}}`;

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

/** The hint of a text that names the firm's details. */
export const FACTS_HINT = `${PLACEHOLDER_LIST} show the firm's details as the firm settings have them.`;
