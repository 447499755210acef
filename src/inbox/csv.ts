/**
 * RFC 4180 CSV for spreadsheets, the one cell writer of every download (enquiries, subscribers, the
 * Overview's tables): fields joined by commas, rows ended by CRLF, a field with a comma, semicolon, quote,
 * CR or LF quoted (quotes doubled).
 *
 * Excel, LibreOffice and Google Sheets read a cell starting with `=`, `+`, `-` or `@` as a formula (CSV
 * injection), some after trimming white space first; and a spreadsheet set to split on semicolons (usual
 * where the decimal mark is a comma) or tabs starts a new cell after one, which may start a formula too. A
 * value at risk either way gets a leading single quote, which shows the text as typed instead, and is
 * quoted, so a separator inside it never starts a cell. Full-width signs count as well (some spreadsheets
 * fold them).
 */
const FORMULA_START = /^[\s=+\-@\uff1d\uff0b\uff0d\uff20]/u;
const FORMULA_AFTER_SEPARATOR = /[;\t]\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/u;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string): string {
  const split = FORMULA_AFTER_SEPARATOR.test(value);
  const safe = split || FORMULA_START.test(value) ? `'${value}` : value;
  return split || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";
