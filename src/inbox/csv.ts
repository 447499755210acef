/**
 * RFC 4180 CSV for spreadsheets: fields joined by commas, rows ended by CRLF, a field with a comma, quote,
 * CR or LF quoted (quotes doubled). A value starting with `=`, `+`, `-`, `@`, tab or CR would be read by
 * Excel, LibreOffice or Google Sheets as a formula (CSV injection), so it gets a leading single quote,
 * which shows the text as typed instead.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";
