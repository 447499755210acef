/**
 * src/inbox on its own: CSV cells, search words, RETENTION_DAYS (the job, with the app's clock, daily at
 * 03:30 Cayman time and at start) and what erasure, retention and exports write to the log (counts and
 * ids, never the person's details).
 */
import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestApp, testDatabase } from "../../tests/support/app";
import { ConfigError, loadConfig } from "../config";
import { NOTIFICATION, SUBMISSION } from "../contact";
import { searchTerms } from "../db";
import { fts5Query, tsQuery } from "../db/search-terms";
import { openDeps } from "../deps";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import type { Logger } from "../lib/logger";
import { TIME_ZONE } from "../shared/dates";
import { csvCell, csvRow, csvTime, deleteSubmission, emptySpam, RETENTION_JOB } from ".";

function captureLogger() {
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (msg, fields) => lines.push({ msg, ...(fields ? { fields } : {}) }),
    error: (msg, fields) => lines.push({ msg, ...(fields ? { fields } : {}) }),
  };
  return { lines, logger };
}

describe("CSV times", () => {
  test("the firm's wall-clock time (UTC−5), sortable as text, from ms or ISO 8601", () => {
    expect(csvTime(Date.parse("2026-03-04T19:05:00Z"))).toBe("2026-03-04 14:05");
    expect(csvTime("2026-03-04T04:59:00.000Z")).toBe("2026-03-03 23:59");
  });
});

describe("CSV cells (RFC 4180, spreadsheet formulas neutralised)", () => {
  test("quoting and neutralisation", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("")).toBe("");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    for (const start of ["=", "+", "-", "@"]) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell("\tTab")).toBe("'\tTab");
    expect(csvCell("\rCR")).toBe('"\'\rCR"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvRow(["a", "b,c", "=d"])).toBe('a,"b,c",\'=d\r\n');
  });
});

describe("search words", () => {
  test("letters and digits only, phrases per word, prefix on the last token, accents and case folded", () => {
    expect(searchTerms("Ann@Exa")).toEqual([{ tokens: ["ann", "exa"], prefix: true }]);
    expect(searchTerms("  José   PÉREZ ")).toEqual([
      { tokens: ["jose"], prefix: true },
      { tokens: ["perez"], prefix: true },
    ]);
    expect(searchTerms("555-0 s")).toEqual([
      { tokens: ["555", "0"], prefix: false },
      { tokens: ["s"], prefix: false },
    ]);
    expect(searchTerms('"*^:-() NEAR OR')).toEqual([
      { tokens: ["near"], prefix: true },
      { tokens: ["or"], prefix: true },
    ]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("*** ---")).toEqual([]);
    expect(searchTerms("a b c d e f g h i j k").length).toBe(8);
    expect(searchTerms("x".repeat(500))[0]!.tokens[0]!.length).toBe(64);
    expect(fts5Query(searchTerms("ann@exa near"))).toBe('"ann exa"* "near"*');
    expect(tsQuery(searchTerms("ann@exa near s"))).toBe("'ann' <-> 'exa':* & 'near':* & 's'");
  });

  test("cursors round-trip and refuse anything else", () => {
    for (const c of [
      { kind: "older", at: 1_733_000_000_000, id: "3f0e1c2a-0000-4000-8000-000000000001" },
      { kind: "newer", at: 0, id: "x" },
      { kind: "ranked", asOf: 1_733_000_000_000, offset: 25 },
    ] as const)
      expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of [
      "",
      "o",
      "x1~a",
      "o1~",
      "o1~a b",
      "r1~0~",
      "r1~7pt",
      "o1~a'--",
      `o1~${"a".repeat(65)}`,
    ])
      expect(decodeCursor(bad)).toBeUndefined();
  });
});

describe("RETENTION_DAYS", () => {
  test("a positive whole number of days; anything else stops the start with a message naming it", () => {
    expect(loadConfig({ NODE_ENV: "test" }).retentionDays).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", RETENTION_DAYS: "730" }).retentionDays).toBe(730);
    for (const bad of ["0", "-5", "1.5", "two years", "40000"]) {
      expect(() => loadConfig({ NODE_ENV: "test", RETENTION_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: "test", RETENTION_DAYS: bad })).toThrow(/RETENTION_DAYS/);
    }
  });

  test("unset: no retention job at all", async () => {
    const { deps } = await makeTestApp();
    expect(deps.inbox.personalData.retention).toBeUndefined();
    expect(deps.privacy.retentionJobs.map((j) => j.name)).not.toContain(RETENTION_JOB);
  });

  test("the job deletes completed enquiries older than the limit (with notes and mail), by the app's clock", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    let clock = Date.now();
    const { deps, repos } = await makeTestApp(
      { RETENTION_DAYS: "30", SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_TO: "intake@firm.ky" },
      { now: () => clock },
    );
    expect(deps.inbox.personalData.retention).toMatchObject({
      name: RETENTION_JOB,
      schedule: { dailyAt: "03:30" },
      atStart: true,
    });
    const make = async (name: string, status: "new" | "contacted" | "completed") => {
      const s = await repos.transaction(async (tx) => {
        const s = await tx.submissions.create({
          name,
          email: `${name.toLowerCase()}@example.com`,
          phone: "3455550100",
          service: "General Inquiry",
          message: "Please call me back.",
        });
        await deps.enquiryMail.queueNotification(tx, s);
        return s;
      });
      await repos.submissions.setStatus(s.id, status);
      await repos.notes.add({
        submissionId: s.id,
        body: "Noted",
        authorId: null,
        authorName: "admin",
        now: clock,
      });
      return s;
    };
    const oldDone = await make("Olddone", "completed");
    const oldOpen = await make("Oldopen", "contacted");
    const oldNew = await make("Oldnew", "new");
    // 31 days on: the three above are past the limit, one more completed one is not.
    clock += 31 * DAY;
    const recentDone = await make("Recentdone", "completed");
    // Enquiries are stamped by the real clock; this one arrived "now" on the app's clock.
    await repos.db.sql.run("UPDATE contact_submissions SET submitted_at = ? WHERE id = ?", [
      clock,
      recentDone.id,
    ]);
    expect(await deps.jobs.kick(RETENTION_JOB)).toBe(true);
    expect(await repos.submissions.findById(oldDone.id)).toBeUndefined();
    for (const kept of [oldOpen, oldNew, recentDone])
      expect(await repos.submissions.findById(kept.id)).toBeDefined();
    expect(await repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: oldDone.id })).toBeUndefined();
    expect(await repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: oldOpen.id })).toBeDefined();
    expect((await repos.notes.forSubmissions([oldDone.id])).size).toBe(0);
    expect((await repos.notes.forSubmissions([oldOpen.id])).size).toBe(1);
    // Its next run: 03:30 in the firm's time zone, within the next day.
    const lease = await repos.jobLeases.find(RETENTION_JOB);
    const next = new Date(lease!.next_run_at);
    expect(
      next.toLocaleTimeString("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }),
    ).toBe("03:30");
    expect(lease!.next_run_at - clock).toBeLessThanOrEqual(DAY);
    deps.mail.close();
  });

  test("it runs at start, whatever the schedule says", async () => {
    let clock = Date.now();
    const { deps, repos } = await makeTestApp({ RETENTION_DAYS: "1" }, { now: () => clock });
    const s = await repos.submissions.create({
      name: "Old",
      email: "old@example.com",
      phone: "3455550100",
      service: "x",
      message: "Please call me back.",
    });
    await repos.submissions.setStatus(s.id, "completed");
    clock += 2 * 24 * 60 * 60 * 1000;
    deps.jobs.start();
    try {
      const deadline = Date.now() + 5000;
      while ((await repos.submissions.findById(s.id)) && Date.now() < deadline) await Bun.sleep(20);
      expect(await repos.submissions.findById(s.id)).toBeUndefined();
    } finally {
      await deps.jobs.stop();
    }
  });
});

describe("an enquiry's e-mails go with it", () => {
  test("deleting one enquiry, or emptying the spam folder, deletes their e-mails from the outbox", async () => {
    const { deps, repos } = await makeTestApp({
      SMTP_URL: "smtp://127.0.0.1:9",
      NOTIFY_TO: "intake@firm.ky",
    });
    try {
      const make = (name: string, spam?: "honeypot") =>
        repos.transaction(async (tx) => {
          const input = {
            name,
            email: `${name.toLowerCase()}@example.com`,
            phone: "3455550100",
            service: "General Inquiry",
            message: "Please call me back.",
          };
          const s = await tx.submissions.create(input, spam);
          await deps.enquiryMail.queueNotification(tx, s);
          return s;
        });
      // Spam is never notified; any e-mail of its own (queued before it was caught) goes with it too.
      const [kept, deleted, spam] = [
        await make("Kept"),
        await make("Deleted"),
        await make("Spam", "honeypot"),
      ];
      const mailOf = (id: string) => repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id });
      for (const s of [kept, deleted, spam]) expect(await mailOf(s.id)).toBeDefined();

      expect(await deleteSubmission(repos, deleted.id)).toEqual({ ok: true });
      expect(await mailOf(deleted.id)).toBeUndefined();
      expect(await emptySpam(repos)).toBe(1);
      expect(await mailOf(spam.id)).toBeUndefined();
      expect(await mailOf(kept.id)).toBeDefined();
      const left = await repos.db.sql.all<{ subject_id: string }>("SELECT subject_id FROM mail_outbox");
      expect(left.map((r) => r.subject_id)).toEqual([kept.id]);
    } finally {
      deps.mail.close();
    }
  });
});

describe("what the log says (counts and ids, never personal data)", () => {
  test("erasure, retention and export", async () => {
    const { lines, logger } = captureLogger();
    let clock = Date.now();
    // The app as it is assembled, its log captured from the moment it is open.
    const config = loadConfig({
      NODE_ENV: "test",
      SITE_URL: "http://localhost",
      RETENTION_DAYS: "10",
      DATA_DIR: mkdtempSync(join(tmpdir(), "firm-site-inbox-log-")),
    });
    const { repos, inbox, privacy } = await openDeps(config, logger, {
      database: testDatabase(),
      now: () => clock,
    });
    lines.length = 0;
    const person = {
      name: "Zelda Quixote",
      email: "zelda.quixote@example.com",
      phone: "+1 345 916 7777",
      service: "Wills, Estates & Trusts",
      message: "About my late uncle Bartholomew's estate.",
    };
    const a = await repos.submissions.create(person);
    await repos.submissions.create(person);
    await repos.notes.add({
      submissionId: a.id,
      body: "Spoke to Zelda",
      authorId: null,
      authorName: "admin",
      now: clock,
    });

    for await (const _ of inbox.exportCsv({ q: "zelda" }, "u1")) {
      // read to the end
    }
    expect(await privacy.countForErasure("ZELDA.QUIXOTE@example.com")).toEqual({
      enquiries: 2,
      notes: 1,
      subscribers: 0,
      bookings: 0,
    });
    expect(await privacy.erase("ZELDA.QUIXOTE@example.com", "u1")).toEqual({
      enquiries: 2,
      notes: 1,
      subscribers: 0,
      bookings: 0,
    });

    const c = await repos.submissions.create({ ...person, email: "other@example.com" });
    await repos.submissions.setStatus(c.id, "completed");
    clock += 11 * 24 * 60 * 60 * 1000;
    await inbox.personalData.retention!.run();

    expect(lines).toEqual([
      { msg: "enquiries exported", fields: { rows: 2, status: "all", searched: true, by: "u1" } },
      {
        msg: "enquiries erased by e-mail address",
        fields: { enquiries: 2, notes: 1, subscribers: 0, bookings: 0, by: "u1" },
      },
      {
        msg: "retention: completed enquiries deleted",
        fields: { retentionDays: 10, enquiries: 1, notes: 0 },
      },
    ]);
    const logged = JSON.stringify(lines).toLowerCase();
    for (const personal of ["zelda", "quixote", "example.com", "916", "bartholomew", "@"])
      expect(logged).not.toContain(personal);
  });
});
