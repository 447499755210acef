/**
 * Every CSV download the admin area offers (enquiries, subscribers, each Overview table) is safe to open
 * in a spreadsheet however it splits the columns: no cell, read with commas or with semicolons as the
 * separator, starts with what a spreadsheet would take for a formula (=, +, -, @), nor with white space
 * before one. Values that would are kept as typed, behind a leading single quote.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { alertsSetup, type Cleanup, CORPORATE } from "../../tests/support/alerts";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { csvCell } from "../inbox";

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The cells of a CSV file as a spreadsheet reads them with `separator` (quotes honoured, BOM dropped). */
function readAs(text: string, separator: "," | ";"): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Cells a spreadsheet would evaluate (or that start with white space, which some trim first). */
const risky = (text: string) =>
  ["," as const, ";" as const].flatMap((separator) =>
    readAs(text, separator)
      .flat()
      .filter((cell) => /^[\s=+\-@]/.test(cell))
      .map((cell) => `${separator} ${JSON.stringify(cell)}`),
  );

const HOSTILE = [
  "x;-2+3",
  'Fine; =HYPERLINK("http://evil.example","Click")',
  "Anna;+SUM(1,2)",
  "a ; @SUM(A1:A9)",
  "tab\t=1+1",
];

describe("one cell writer for every export", () => {
  test("white space first, or a separator before a formula: neutralised and quoted", () => {
    expect(csvCell(" =1+1")).toBe("' =1+1");
    expect(csvCell("\u00a0@x")).toBe("'\u00a0@x");
    expect(csvCell(" plain")).toBe("' plain");
    expect(csvCell("a;=b")).toBe('"\'a;=b"');
    expect(csvCell("a; +b")).toBe('"\'a; +b"');
    expect(csvCell("tab\t-1")).toBe('"\'tab\t-1"');
    // A semicolon alone: quoted (one cell wherever it is read), nothing added.
    expect(csvCell("left; right")).toBe('"left; right"');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("plain")).toBe("plain");
  });
});

describe("every CSV download", () => {
  test("the enquiries export", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    for (const [i, value] of HOSTILE.entries())
      await t.repos.submissions.create({
        name: value,
        email: `p${i}@example.com`,
        phone: "+1 (345) 555-0100",
        service: value,
        message: value,
      });
    const res = await t.app.request("http://localhost/api/contact-submissions/export.csv", {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(risky(text)).toEqual([]);
    // Every value is still there as typed, behind its quote.
    const cells = readAs(text, ",").flat();
    for (const value of HOSTILE) expect(cells).toContain(`'${value}`);
    // …and read with semicolons, every row keeps its columns.
    const widths = new Set(readAs(text, ";").map((r) => r.length));
    expect(widths.size).toBe(1);
  });

  test("the subscribers export", async () => {
    const t = await alertsSetup(cleanups);
    const cookie = await signIn(t.app);
    for (const [i, value] of HOSTILE.entries())
      await t.repos.alerts.create({
        email: `s${i}@example.com`,
        token: `token-${i}-abcdefghijklmnopqrstuvwxyz0123456789`,
        now: t.now(),
        from: value,
        consentText: value,
        consentAreas: [value],
        origin: "http://localhost",
        areas: [CORPORATE],
      });
    const res = await t.app.request("http://localhost/admin/subscribers.csv", {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(risky(text)).toEqual([]);
    for (const value of HOSTILE) expect(readAs(text, ",").flat()).toContain(`'${value}`);
  });

  test("each Overview table", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    // A visit whose campaign tags a stranger chose: they reach the sources table.
    for (const [i, value] of HOSTILE.entries())
      await t.app.request(
        `http://localhost/services/immigration?${new URLSearchParams({ utm_source: value, utm_medium: value, utm_campaign: value })}`,
        {
          headers: {
            "User-Agent":
              "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
            Accept: "text/html",
          },
        },
        { remoteAddress: `203.0.113.${i + 1}` },
      );
    let sawSource = false;
    for (const table of [
      "visits",
      "pages",
      "sources",
      "enquiries-by-area",
      "enquiries-by-source",
      "practice-pages",
      "first-answer",
    ]) {
      const res = await t.app.request(`http://localhost/admin/overview/${table}.csv?period=30d`, {
        headers: { Cookie: cookie },
      });
      expect({ table, status: res.status }).toEqual({ table, status: 200 });
      const text = await res.text();
      expect({ table, risky: risky(text) }).toEqual({ table, risky: [] });
      if (table === "sources")
        sawSource = readAs(text, ",")
          .flat()
          .some((c) => c.startsWith("'"));
    }
    // The hostile tags did reach a table (so the check above saw them).
    expect(sawSource).toBe(true);
  });
});
