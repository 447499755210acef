/**
 * Every table that holds a person's name, e-mail address or phone number is claimed by some capability's
 * part of a person's data (so "Erase by e-mail address" and retention reach it), or is listed below as
 * not the public's data, with the reason. A new table of personal data that no capability claims fails
 * here, in both dialects.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { migrationsFor } from "../db/migrations";
import { postgresTables, sqliteTables, type TableInfo } from "../db/schema-info";

setDefaultTimeout(30_000);

/** Column names that hold a person's name, e-mail address or phone number. */
const PERSONAL_COLUMN =
  /(^|_)(e_?mail|name|first_?name|last_?name|full_?name|surname|phone|telephone|mobile|username)$/i;

/**
 * Columns that look personal by their name but are not the public's data, "table.column", with why.
 * Listed by column, so a personal column added later to one of these tables is still caught.
 */
const NOT_THE_PUBLICS: Record<string, string> = {
  // The firm's staff accounts: the staff manage them on the Account screens; they are not data about the
  // firm's clients or visitors, and erasing a client's address must never touch them.
  "users.username": "a staff account's sign-in name",
  // Who among the staff did what: the audit trail is the firm's own record of staff actions.
  "audit_log.username": "the staff member who acted",
  // The staff member who saved a revision of the site's content.
  "content_revisions.author_name": "the staff member who edited the content",
  // Who asked a second admin to approve a publication, and who decided.
  "approval_requests.requested_by_name": "the staff member who asked for approval",
  "approval_requests.decided_by_name": "the staff member who approved or returned it",
  // Not people at all.
  "images.name": "an uploaded image's file name",
  "job_leases.name": "a background job's name",
  "site_secrets.name": "the name of one of the site's own secrets",
};

/** "table.column" of every personal-looking column that neither a PersonalData entry nor the list covers. */
function uncovered(tables: readonly TableInfo[], claimed: ReadonlySet<string>): string[] {
  return tables.flatMap((t) =>
    t.columns
      .filter((c) => PERSONAL_COLUMN.test(c))
      .map((c) => `${t.name}.${c}`)
      .filter((key) => !claimed.has(key.slice(0, key.indexOf("."))) && !(key in NOT_THE_PUBLICS)),
  );
}

function sqliteSchema(): BunDatabase {
  const db = new BunDatabase(":memory:");
  for (const m of migrationsFor("sqlite")) db.exec(m.sql);
  return db;
}

const t = await makeTestApp();
afterAll(() => t.deps.mail.close());
const entries = t.deps.privacy.entries;
const claimed = new Set(entries.flatMap((e) => e.tables));

describe("personal data as a contract", () => {
  test("the enquiries, client alerts and bookings each describe their part, in staff words, with its erasure", () => {
    expect(entries.map((e) => e.label)).toEqual([
      "Enquiries, with the staff's notes on them and their e-mails",
      "Client alerts subscriptions, with their consent records and e-mails",
      "Consultation bookings, with their answers and e-mails",
    ]);
    expect([...claimed].sort()).toEqual([
      "booking_claims",
      "bookings",
      "contact_submissions",
      "submission_notes",
      "subscriber_areas",
      "subscribers",
    ]);
  });

  test("every table with a name, e-mail address or phone number is covered (SQLite)", () => {
    const db = sqliteSchema();
    try {
      const tables = sqliteTables(db);
      expect(uncovered(tables, claimed)).toEqual([]);
      // Every claimed table exists (a rename cannot leave a stale claim), and every allow-listed column too.
      const names = new Set(tables.map((x) => x.name));
      for (const table of claimed) expect(names.has(table)).toBe(true);
      for (const key of Object.keys(NOT_THE_PUBLICS)) {
        const [table, column] = key.split(".");
        expect(tables.find((x) => x.name === table)?.columns).toContain(column!);
      }
    } finally {
      db.close();
    }
  });

  test("a new table of personal data that no capability claims is found", () => {
    const db = sqliteSchema();
    try {
      db.exec(
        "CREATE TABLE waitlist (id TEXT PRIMARY KEY, client_name TEXT, email TEXT, phone TEXT, starts_at INTEGER)",
      );
      db.exec("ALTER TABLE users ADD COLUMN email TEXT");
      expect(uncovered(sqliteTables(db), claimed)).toEqual([
        "users.email",
        "waitlist.client_name",
        "waitlist.email",
        "waitlist.phone",
      ]);
      expect(uncovered(sqliteTables(db), new Set([...claimed, "waitlist", "users"]))).toEqual([]);
    } finally {
      db.close();
    }
  });

  test("every table with a name, e-mail address or phone number is covered in the tests' database", async () => {
    // PostgreSQL when the run sets TEST_DATABASE_URL (its own migrations), else SQLite again.
    const sql = t.repos.db.sql;
    const tables = sql.dialect === "postgres" ? await postgresTables(sql) : sqliteTables(sqliteSchema());
    expect(tables.map((x) => x.name)).toContain("subscribers");
    expect(uncovered(tables, claimed)).toEqual([]);
  });
});
