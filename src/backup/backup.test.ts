import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Entry,
  fingerprint,
  openSiteAt,
  readArchive,
  resign,
  tempDir,
  writeArchive,
} from "../../tests/support/backup";
import { pngBytes } from "../../tests/support/images";
import { migrationsFor } from "../db/migrations";
import type { AppDeps } from "../http/app-env";
import { BackupError, createBackup, restoreBackup } from ".";

// Each test writes, reads or restores whole archives: seconds on a busy machine (PostgreSQL and a bucket
// too).
setDefaultTimeout(30_000);

/** The newest schema this build knows (each merged feature adds migrations). */
const SCHEMA_VERSION = Math.max(...migrationsFor("sqlite").map((m) => m.version));

const CALENDAR_ADDRESS = "https://outlook.office365.com/owa/calendar/4f0c9a/b81e/reachcalendar.ics";

const root = tempDir("unit");
afterAll(() => rmSync(root, { recursive: true, force: true }));

let site: AppDeps;
let archive: string;
const images = new Map<string, Uint8Array<ArrayBuffer>>();

beforeAll(async () => {
  site = await openSiteAt(join(root, "site"));
  await site.repos.users.create("admin", "not-a-real-hash");
  for (let i = 0; i < 6; i++) {
    const bytes = pngBytes(20 + i, 10 + i, [i * 40, 255 - i * 30, 7 * i]);
    const key = i === 5 ? "variants/nested-image.png" : `${crypto.randomUUID()}.png`;
    await site.storage.put(key, bytes, "image/png");
    images.set(key, bytes);
  }
  const keys = [...images.keys()];
  for (let i = 0; i < 3; i++) {
    await site.repos.posts.create({
      title: `Post ${i}`,
      slug: `post-${i}`,
      content: `Body ${i}`,
      excerpt: `Excerpt ${i}`,
      serviceArea: "corporate-law",
      featuredImage: `/uploads/${keys[i]}`,
    });
  }
  for (let i = 0; i < 5; i++) {
    await site.repos.submissions.create({
      name: `Client ${i}`,
      email: `client${i}@example.com`,
      phone: "3455550100",
      service: "Corporate Law",
      message: "Please call me back about a matter.",
    });
  }
  // The firm's own content: a person's photo is one of the uploads, published, with a draft on top.
  const actor = { userId: "u-admin", username: "admin", ip: "127.0.0.1" };
  await site.content.save(actor, "person", "priya-walton", 1, {
    image: `/uploads/${keys[3]}`,
    imageAlt: "Priya",
  });
  await site.content.publish(actor, "person", "priya-walton");
  await site.content.save(actor, "person", "priya-walton", 3, { title: "A title in a draft" });
  // A day of visit statistics: its salt and visitor marks must not outlive the day, the counts must.
  await site.repos.stats.salt("2026-03-04", "a-salt-that-must-not-be-backed-up");
  const view = {
    day: "2026-03-04",
    path: "/",
    source: "Google",
    medium: "search",
    campaign: "",
    device: "desktop",
  };
  await site.repos.stats.write({
    views: [{ details: view, views: 3 }],
    landings: [{ ...view, visitor: "visitor-hash-1" }],
    pageVisitors: [{ ...view, visitor: "visitor-hash-1" }],
  });
  // A lawyer's private calendar address: a secret left out of exports, but kept in backups.
  await site.repos.calendarSources.set("natalie-ebanks", CALENDAR_ADDRESS, Date.UTC(2026, 2, 4));
  archive = join(root, "site-backup.tar.gz");
  await createBackup({ db: site.repos.db, storage: site.storage }, archive);
});
afterAll(() => site.repos.db.close());

/** A DATA_DIR holding another, closed site, so a refused restore can be seen to leave it alone. */
async function occupiedDataDir(label: string): Promise<string> {
  const dir = join(root, label);
  const other = await openSiteAt(dir);
  await other.repos.posts.create({
    title: "Old post",
    slug: "old-post",
    content: "old",
    excerpt: "old",
    serviceArea: "immigration",
  });
  await other.storage.put("old-image.png", pngBytes(3, 3), "image/png");
  await other.repos.db.close();
  return dir;
}

describe("backup", () => {
  test("the visit statistics' salts and visitor marks are left out; the counts are kept", async () => {
    const entries = await readArchive(archive);
    const file = join(root, "stats-check.db");
    await Bun.write(file, entries.find((e) => e.header.name === "site.db")!.data!);
    const db = new Database(file, { readonly: true });
    try {
      const n = (table: string) => (db.query(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      expect([n("stats_salts"), n("stats_landings"), n("stats_seen")]).toEqual([0, 0, 0]);
      expect(db.query("SELECT views, visitors, entries FROM stats_views").all()).toEqual([
        { views: 3, visitors: 1, entries: 1 },
      ]);
      expect(db.query("SELECT day, views, visitors FROM stats_days").all()).toEqual([
        { day: "2026-03-04", views: 3, visitors: 1 },
      ]);
    } finally {
      db.close();
    }
    // Not even in the file's free pages.
    expect(new TextDecoder("latin1").decode(await Bun.file(file).bytes())).not.toContain(
      "a-salt-that-must-not",
    );
  });

  test("the archive holds the database, every upload and a manifest with counts and checksums", async () => {
    const entries = await readArchive(archive);
    const names = entries.map((e) => e.header.name);
    expect(names[0]).toBe("site.db");
    expect(names.slice(-2)).toEqual(["manifest.json", "SHA256SUMS"]);
    expect(names.filter((n) => n.startsWith("uploads/")).sort()).toEqual(
      [...images.keys()].map((k) => `uploads/${k}`).sort(),
    );
    const manifest = JSON.parse(new TextDecoder().decode(entries.at(-2)!.data));
    expect(manifest).toMatchObject({
      format: "firm-site-backup",
      formatVersion: 1,
      appVersion: (await Bun.file(join(import.meta.dir, "../../package.json")).json()).version,
      schemaVersion: SCHEMA_VERSION,
      database: "sqlite",
      counts: { posts: 3, submissions: 5, users: 1, uploads: 6 },
    });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);
    for (const f of manifest.files) {
      const data = entries.find((e) => e.header.name === f.path)!.data!;
      expect(f.size).toBe(data.byteLength);
      expect(f.sha256).toBe(new Bun.CryptoHasher("sha256").update(data).digest("hex"));
    }
    // SHA256SUMS is in sha256sum(1) format and covers the manifest too.
    const sums = new TextDecoder().decode(entries.at(-1)!.data);
    expect(sums).toContain("  manifest.json\n");
    expect(sums.trim().split("\n")).toHaveLength(manifest.files.length + 1);
  });

  test("the archive is private to its owner and no work file is left beside it", async () => {
    expect((await Bun.file(archive).stat()).mode & 0o777).toBe(0o600);
    expect(readdirSync(root).filter((n) => n.startsWith("."))).toEqual([]);
  });

  test("an existing file is never overwritten", async () => {
    const before = await Bun.file(archive).bytes();
    const err = await createBackup({ db: site.repos.db, storage: site.storage }, archive).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toContain("already exists");
    expect(await Bun.file(archive).bytes()).toEqual(before);
  });
});

describe("restore", () => {
  test("into an empty DATA_DIR: the same rows, and every upload byte for byte", async () => {
    const dataDir = join(root, "restored-empty");
    const summary = await restoreBackup(archive, dataDir);
    expect(summary.previous).toBeUndefined();
    expect(summary.manifest.counts).toEqual({ posts: 3, submissions: 5, users: 1, uploads: 6 });
    expect(readdirSync(dataDir).sort()).toEqual(["site.db", "uploads"]);

    const db = new Database(join(dataDir, "site.db"), { readonly: true });
    expect(db.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    db.close();
    const restored = await openSiteAt(dataDir);
    try {
      expect(await restored.repos.posts.list("admin")).toEqual(await site.repos.posts.list("admin"));
      expect(await restored.repos.submissions.list()).toEqual(await site.repos.submissions.list());
      // The site's content with its drafts and revisions, and the photo it names.
      expect(await restored.repos.content.all()).toEqual(await site.repos.content.all());
      expect((await restored.repos.calendarSources.get("natalie-ebanks"))?.url).toBe(CALENDAR_ADDRESS);
      expect(await restored.repos.content.revisions("person", "priya-walton")).toHaveLength(4);
      const priya = (await restored.content.site()).people.find((p) => p.id === "priya-walton")!;
      expect(priya.image.src).toBe(`/uploads/${[...images.keys()][3]}`);
      expect((await restored.content.get("person", "priya-walton"))!.draft).toMatchObject({
        title: "A title in a draft",
      });
      const keys: string[] = [];
      for await (const o of restored.storage.list()) keys.push(o.key);
      expect(keys.sort()).toEqual([...images.keys()].sort());
      for (const [key, bytes] of images) {
        expect(await (await restored.storage.get(key))!.bytes()).toEqual(bytes);
      }
    } finally {
      await restored.repos.db.close();
    }
  });

  test("over existing data: the old site.db and uploads/ are kept aside, whole", async () => {
    const dataDir = await occupiedDataDir("restored-over");
    const summary = await restoreBackup(archive, dataDir);
    expect(summary.previous).toMatch(/before-restore-\d{8}-\d{6}$/);
    expect(readdirSync(summary.previous!).sort()).toEqual(["site.db", "uploads"]);
    expect(existsSync(join(summary.previous!, "uploads", "old-image.png"))).toBe(true);
    const old = new Database(join(summary.previous!, "site.db"), { readonly: true });
    expect(old.query("SELECT slug FROM posts").all()).toEqual([{ slug: "old-post" }]);
    old.close();

    const restored = await openSiteAt(dataDir);
    try {
      expect((await restored.repos.posts.list("admin")).map((p) => p.slug).sort()).toEqual([
        "post-0",
        "post-1",
        "post-2",
      ]);
      expect(await restored.storage.exists("old-image.png")).toBe(false);
    } finally {
      await restored.repos.db.close();
    }
    expect(readdirSync(dataDir).filter((n) => n.startsWith(".restore"))).toEqual([]);
  });
});

describe("disaster recovery", () => {
  test("a DATA_DIR whose site.db is ruined (not a database any more) is restored, the ruin kept aside", async () => {
    const dataDir = join(root, "ruined");
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    writeFileSync(join(dataDir, "site.db"), crypto.getRandomValues(new Uint8Array(8192)));
    const summary = await restoreBackup(archive, dataDir);
    expect(readdirSync(summary.previous!).sort()).toEqual(["site.db", "uploads"]);
    const restored = await openSiteAt(dataDir);
    expect(await restored.repos.posts.list("admin")).toHaveLength(3);
    await restored.repos.db.close();
  });
});

describe("a bad archive is refused and DATA_DIR stays exactly as it was", () => {
  const sha = (data: Uint8Array) => new Bun.CryptoHasher("sha256").update(data).digest("hex");
  const flipByte = (data: Uint8Array, at = Math.floor(data.byteLength / 2)) => {
    const copy = data.slice();
    copy[at] = copy[at]! ^ 0xff;
    return copy;
  };
  const edit = (entries: Entry[], name: string, change: (data: Uint8Array) => Uint8Array) =>
    entries.map((e) => (e.header.name === name ? { ...e, data: change(e.data!) } : e));
  const firstUpload = (entries: Entry[]) =>
    entries.find((e) => e.header.name.startsWith("uploads/"))!.header.name;

  const cases: [string, (entries: Entry[]) => Entry[] | Promise<Entry[]>, RegExp][] = [
    [
      "a changed byte in the database",
      (es) => edit(es, "site.db", (d) => flipByte(d)),
      /site\.db does not match its SHA-256/,
    ],
    [
      "a changed byte in an upload",
      (es) => edit(es, firstUpload(es), (d) => flipByte(d, d.byteLength - 5)),
      /uploads\/.+ does not match its SHA-256/,
    ],
    [
      "a changed byte in the manifest",
      (es) =>
        edit(es, "manifest.json", (d) =>
          new TextEncoder().encode(new TextDecoder().decode(d).replace('"0.1', '"9.1')),
        ),
      /manifest\.json does not match its checksum/,
    ],
    [
      "a manifest whose counts were changed (checksums recomputed)",
      (es) =>
        resign(es, (m) => {
          m.counts.posts = 2;
        }),
      /does not hold what manifest\.json says/,
    ],
    [
      "a missing upload",
      (es) => es.filter((e) => e.header.name !== firstUpload(es)),
      /listed in the manifest but missing/,
    ],
    [
      "an extra file",
      (es) => [
        ...es.slice(0, 1),
        { header: { name: "uploads/extra.png", size: 0 }, data: pngBytes(2, 2) },
        ...es.slice(1),
      ],
      /uploads\/extra\.png is in the archive but not in its manifest/,
    ],
    [
      "an extra file with the manifest recomputed to match (counts then disagree)",
      (es) =>
        resign([...es, { header: { name: "uploads/extra.png", size: 0 }, data: pngBytes(2, 2) }], (m) => {
          const data = pngBytes(2, 2);
          m.files.push({ path: "uploads/extra.png", size: data.byteLength, sha256: sha(data) });
        }),
      /counts 6 uploads but lists 7/,
    ],
    ["no manifest", (es) => es.filter((e) => e.header.name !== "manifest.json"), /no manifest\.json/],
    [
      "a path outside the layout",
      (es) => [...es, { header: { name: "../escape.txt", size: 0 }, data: new Uint8Array([1]) }],
      /unexpected file "\.\.\/escape\.txt"/,
    ],
    [
      "a symbolic link",
      (es) => [
        { header: { name: "uploads/link.png", size: 0, type: "symlink", linkname: "/etc/passwd" } },
        ...es,
      ],
      /unexpected symlink "uploads\/link\.png"/,
    ],
    [
      "a database that fails PRAGMA integrity_check (checksums recomputed)",
      async (es) => resign(edit(es, "site.db", corruptIndex)),
      /the database failed PRAGMA integrity_check: .*(missing from index|wrong # of entries)/,
    ],
    [
      "a database newer than this program knows (checksums recomputed)",
      async (es) =>
        resign(
          edit(es, "site.db", (d) =>
            withSql(d, "INSERT INTO schema_migrations VALUES (999, '999-future', 0)"),
          ),
          (m) => {
            m.schemaVersion = 999;
          },
        ),
      new RegExp(
        `schema version 999; this firm-site \\(\\d+\\.\\d+\\.\\d+\\) knows versions up to ${SCHEMA_VERSION}\\. Restore it with firm-site 0\\.1\\.0 or newer`,
      ),
    ],
  ];

  for (const [label, tamper, message] of cases) {
    test(label, async () => {
      const dataDir = await occupiedDataDir(`tamper-${label.replace(/\W+/g, "-")}`);
      const bad = join(root, `bad-${label.replace(/\W+/g, "-")}.tar.gz`);
      await writeArchive(bad, await tamper(await readArchive(archive)));
      const before = fingerprint(dataDir);
      const err = await restoreBackup(bad, dataDir).catch((e) => e);
      expect(err).toBeInstanceOf(BackupError);
      expect(err.message).toMatch(message);
      expect(fingerprint(dataDir)).toEqual(before);
    });
  }

  const rawCases: [string, (bytes: Uint8Array) => Uint8Array, RegExp][] = [
    ["a changed byte in the compressed file", (b) => flipByte(b), /damaged or incomplete/],
    ["a truncated file", (b) => b.slice(0, Math.floor(b.byteLength * 0.7)), /damaged or incomplete/],
    [
      "not an archive at all",
      () => new TextEncoder().encode("hello, I am a text file\n"),
      /not a firm-site backup/,
    ],
    ["an empty file", () => new Uint8Array(0), /not a firm-site backup/],
    [
      "a gzip file that is not a tar archive",
      () => Bun.gzipSync(new TextEncoder().encode("x".repeat(2000))),
      /damaged|not a firm-site backup/,
    ],
  ];
  for (const [label, change, message] of rawCases) {
    test(label, async () => {
      const dataDir = await occupiedDataDir(`raw-${label.replace(/\W+/g, "-")}`);
      const bad = join(root, `raw-${label.replace(/\W+/g, "-")}.tar.gz`);
      await Bun.write(bad, change(await Bun.file(archive).bytes()));
      const before = fingerprint(dataDir);
      const err = await restoreBackup(bad, dataDir).catch((e) => e);
      expect(err).toBeInstanceOf(BackupError);
      expect(err.message).toMatch(message);
      expect(fingerprint(dataDir)).toEqual(before);
    });
  }

  test("a missing file, and a DATA_DIR that did not exist is not left behind", async () => {
    const dataDir = join(root, "never-made");
    const err = await restoreBackup(join(root, "nope.tar.gz"), dataDir).catch((e) => e);
    expect(err.message).toMatch(/nope\.tar\.gz does not exist/);
    const bad = join(root, "bad-for-new-dir.tar.gz");
    await Bun.write(bad, "not an archive");
    expect((await restoreBackup(bad, dataDir).catch((e) => e)).message).toMatch(/not a firm-site backup/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

/** A copy of database bytes with `sql` applied. */
function withSql(bytes: Uint8Array, sql: string): Uint8Array {
  const db = Database.deserialize(bytes);
  db.exec(sql);
  const out = db.serialize();
  db.close();
  return out;
}

/** Database bytes whose index no longer matches its table: integrity_check reports it, queries still run. */
function corruptIndex(bytes: Uint8Array): Uint8Array {
  const db = Database.deserialize(bytes);
  const pageSize = Number(db.query<{ page_size: number }, []>("PRAGMA page_size").get()!.page_size);
  const { rootpage } = db
    .query<{ rootpage: number }, []>(
      "SELECT rootpage FROM sqlite_master WHERE name = 'contact_submissions_submitted_at'",
    )
    .get()!;
  db.close();
  // The index's root is a leaf page of (submitted_at, rowid) records; change the rowid of its first cell.
  const out = bytes.slice();
  const page = (rootpage - 1) * pageSize;
  const view = new DataView(out.buffer);
  expect(out[page]).toBe(0x0a); // a leaf index b-tree page
  const cell = page + view.getUint16(page + 8);
  const payloadSize = out[cell]!; // a one-byte varint: the records are short
  out[cell + payloadSize] = out[cell + payloadSize]! ^ 0x40;
  return out;
}
