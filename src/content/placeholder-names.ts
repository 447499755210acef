/**
 * The placeholders texts may use for the firm's facts, and how the editor names them; kept apart from
 * their filling-in (./placeholders) so the fields' descriptions can name them without depending on the
 * stored shapes those descriptions define.
 */

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

/** The hint of a text that names the firm's details. */
export const FACTS_HINT = `${PLACEHOLDER_LIST} show the firm's details as the firm settings have them.`;
