/**
 * Migration 006 indexes the enquiries already stored (FTS5 'rebuild' on SQLite, the generated tsvector
 * on PostgreSQL), and the search index survives what backups do to a SQLite file (VACUUM INTO).
 */
import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseBefore } from "../../tests/support/database-before";
import { createRepos, openDatabase } from ".";
import { snapshotDatabase } from "./backup";

const rows = [
  ["a0000000-0000-4000-8000-000000000001", "Ann Ebanks", "ann@example.com", "Work permit renewal"],
  ["a0000000-0000-4000-8000-000000000002", "Deleted Person", "gone@example.com", "Removed before 006"],
  ["a0000000-0000-4000-8000-000000000003", "José Pérez", "jose@example.ky", "A will and a trust"],
] as const;

const insert = `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status)
  VALUES (?, ?, ?, '+1 345 555 0100', 'General Inquiry', ?, ?, 'new')`;

test("enquiries stored before migration 006 are searchable after it", async () => {
  const { open, cleanup } = await databaseBefore(6, [
    ...rows.map(
      ([id, name, email, message], i) => [insert, [id, name, email, message, 1_700_000_000_000 + i]] as const,
    ),
    ["DELETE FROM contact_submissions WHERE id = ?", [rows[1][0]]],
  ]);
  const db = await open();
  try {
    const repos = createRepos(db);
    const names = async (q: string) =>
      (await repos.inbox.page({ q }, undefined, 10)).items.map((s) => s.name);
    expect(await names("ann")).toEqual(["Ann Ebanks"]);
    expect(await names("permit")).toEqual(["Ann Ebanks"]);
    expect(await names("jose")).toEqual(["José Pérez"]);
    expect(await names("gone")).toEqual([]);
    expect(await repos.inbox.counts()).toEqual({ all: 2, new: 2, contacted: 0, completed: 0 });
  } finally {
    await db.close();
    await cleanup();
  }
});

// SQLite's own file format, whatever the backend of the run.
test("a backup snapshot (VACUUM INTO) keeps the search index pointing at the right enquiries", async () => {
  const dir = mkdtempSync(join(tmpdir(), "firm-snap-"));
  try {
    const db = await openDatabase({ kind: "sqlite", dataDir: dir });
    const repos = createRepos(db);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(
        (
          await repos.submissions.create({
            name: `Person ${i}`,
            email: `p${i}@example.com`,
            phone: "3455550100",
            service: "General Inquiry",
            message: `Message number ${i}`,
          })
        ).id,
      );
    // Gaps in the rowids, which a copy that renumbered rows would close.
    for (let i = 0; i < 30; i += 3) await repos.submissions.delete(ids[i]!);
    const snapshot = join(dir, "snapshot.db");
    await snapshotDatabase(db, snapshot);
    await db.close();
    const copyDir = join(dir, "copy");
    mkdirSync(copyDir);
    renameSync(snapshot, join(copyDir, "site.db"));
    const copy = createRepos(await openDatabase({ kind: "sqlite", dataDir: copyDir }));
    for (const i of [1, 2, 28, 29]) {
      const found = (await copy.inbox.page({ q: `p${i}@example.com` }, undefined, 5)).items;
      expect(found.map((s) => s.name)).toEqual([`Person ${i}`]);
    }
    expect((await copy.inbox.page({ q: "p3@example.com" }, undefined, 5)).items).toEqual([]);
    const integrity = await copy.db.sql.get<{ r: string }>(
      "SELECT 1 AS r FROM contact_submissions_fts WHERE contact_submissions_fts MATCH 'person' LIMIT 1",
    );
    expect(integrity).toBeDefined();
    await copy.db.sql.run(
      "INSERT INTO contact_submissions_fts(contact_submissions_fts, rank) VALUES ('integrity-check', 1)",
    );
    await copy.db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
