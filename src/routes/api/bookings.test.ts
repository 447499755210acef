/**
 * The staff API for consultation bookings: closed without a session, the paged list with its views and
 * search, CSV, confirm / decline / cancel / outcome with 400, 404 and 409 that say why, each audited with
 * the admin's name; the conflict pre-check's matches reach staff and never the visitor's e-mail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import { book, offerType, testClock } from "../../../tests/support/bookings";
import { startTestSmtp, type TestSmtp } from "../../../tests/support/smtp";

setDefaultTimeout(30_000);

const clock = testClock();
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await makeTestAppWithAdmin(
    {
      RATE_LIMITS: "off",
      SMTP_URL: smtp.url,
      NOTIFY_TO: "intake@firm.example",
      MAIL_FROM: "office@firm.example",
    },
    { now: clock.tick },
  );
  cookie = await signIn(t.app);
  await offerType(t);
});
afterAll(async () => {
  await smtp?.stop();
});
beforeEach(async () => {
  clock.now = Date.UTC(2026, 2, 6, 17);
  await t.repos.db.sql.run("DELETE FROM booking_claims");
  await t.repos.db.sql.run("DELETE FROM bookings");
  await t.repos.db.sql.run("DELETE FROM contact_submissions");
});

const MON_9 = "2026-03-09T09:00:00-05:00";
const MON_10 = "2026-03-09T10:00:00-05:00";

const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { Cookie: cookie },
) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("closed without a session", () => {
  test("every call answers 401 and changes nothing", async () => {
    const b = await book(t, MON_9);
    for (const [method, path, body] of [
      ["GET", "/api/bookings", undefined],
      ["GET", "/api/bookings/export.csv", undefined],
      ["GET", `/api/bookings/${b.id}`, undefined],
      ["POST", `/api/bookings/${b.id}/confirm`, {}],
      ["POST", `/api/bookings/${b.id}/decline`, {}],
      ["POST", `/api/bookings/${b.id}/cancel`, {}],
      ["POST", `/api/bookings/${b.id}/outcome`, { outcome: "attended" }],
    ] as const) {
      const res = await call(method, path, body, {});
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
    expect((await t.deps.booking.get(b.id))?.status).toBe("held");
  });
});

describe("GET /api/bookings", () => {
  test("a page of bookings with the views' counts; search by e-mail; bad parameters are 400s naming them", async () => {
    await book(t, MON_9, { name: "Ann Ebanks", email: "ann@example.com" });
    const b = await book(t, MON_10, { name: "Bob Bush", email: "bob@bush.example" });
    await call("POST", `/api/bookings/${b.id}/confirm`);
    const all = await call("GET", "/api/bookings");
    expect(all.status).toBe(200);
    const body = (await all.json()) as {
      items: { name: string }[];
      total: number;
      page: number;
      counts: Record<string, number>;
    };
    expect(body.items.map((i) => i.name).sort()).toEqual(["Ann Ebanks", "Bob Bush"]);
    expect(body.page).toBe(1);
    expect(body.counts).toMatchObject({ requested: 1, upcoming: 1, past: 0, cancelled: 0 });
    const requested = (await (await call("GET", "/api/bookings?view=requested")).json()) as {
      items: { name: string }[];
    };
    expect(requested.items.map((i) => i.name)).toEqual(["Ann Ebanks"]);
    const searched = (await (await call("GET", "/api/bookings?q=bush.example")).json()) as {
      items: { name: string }[];
    };
    expect(searched.items.map((i) => i.name)).toEqual(["Bob Bush"]);
    for (const [query, word] of [
      ["view=soon", "view"],
      ["page=-1", "page"],
      ["page=abc", "page"],
      [`q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const res = await call("GET", `/api/bookings?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toStartWith(word);
    }
  });

  test("the CSV download: every matching booking, header first", async () => {
    await book(t, MON_9, { name: "Ann Ebanks" });
    await book(t, MON_10, { name: "Bob Bush" });
    const res = await call("GET", "/api/bookings/export.csv?q=ebanks");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=UTF-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="bookings-all-2026-03-06.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte-order mark spreadsheets need to read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Ann Ebanks");
    expect(text).not.toContain("Bob Bush");
    // On the Activity page: who downloaded, which view, whether searched (never the search itself).
    const audit = await t.repos.db.sql.all<{ username: string; detail: string }>(
      "SELECT username, detail FROM audit_log WHERE action = 'booking.export'",
    );
    expect(audit.at(-1)).toEqual({
      username: "admin",
      detail: JSON.stringify({ view: "all", searched: true }),
    });
  });
});

describe("actions", () => {
  test("confirm: 200 with the booking; again: 409 saying it is already decided; unknown: 404", async () => {
    const b = await book(t, MON_9);
    const res = await call("POST", `/api/bookings/${b.id}/confirm`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { booking: { status: string; decidedBy: string }; emailed: boolean };
    expect(body.booking.status).toBe("confirmed");
    expect(body.booking.decidedBy).toBe("admin");
    expect(body.emailed).toBe(true);
    const again = await call("POST", `/api/bookings/${b.id}/confirm`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error.length).toBeGreaterThan(20);
    expect((await call("POST", "/api/bookings/nope/confirm")).status).toBe(404);
    expect((await call("GET", "/api/bookings/nope")).status).toBe(404);
    const audit = await t.repos.db.sql.all<{ username: string }>(
      "SELECT username FROM audit_log WHERE action = 'booking.confirm' AND target_id = ?",
      [b.id],
    );
    expect(audit).toEqual([{ username: "admin" }]);
  });

  test("decline and cancel by the firm", async () => {
    const a = await book(t, MON_9);
    const declined = await call("POST", `/api/bookings/${a.id}/decline`);
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as { booking: { status: string } }).booking.status).toBe("declined");
    const b = await book(t, MON_10);
    await call("POST", `/api/bookings/${b.id}/confirm`);
    const cancelled = await call("POST", `/api/bookings/${b.id}/cancel`);
    expect(((await cancelled.json()) as { booking: { status: string } }).booking.status).toBe(
      "firm-cancelled",
    );
    // The time is free again: it can be booked anew.
    await book(t, MON_10, { name: "Someone Else", email: "else@example.com" });
  });

  test("outcome: 400 naming the field, 409 before the end, 200 after it", async () => {
    const b = await book(t, MON_9);
    await call("POST", `/api/bookings/${b.id}/confirm`);
    const bad = await call("POST", `/api/bookings/${b.id}/outcome`, { outcome: "great" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.outcome).toContain("attended");
    const early = await call("POST", `/api/bookings/${b.id}/outcome`, { outcome: "attended" });
    expect(early.status).toBe(409);
    clock.now = Date.parse("2026-03-09T10:00:00-05:00");
    const done = await call("POST", `/api/bookings/${b.id}/outcome`, { outcome: "attended" });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { booking: { outcome: string } }).booking.outcome).toBe("attended");
  });

  test("a call from another site is refused", async () => {
    const b = await book(t, MON_9);
    const res = await call("POST", `/api/bookings/${b.id}/confirm`, undefined, {
      Cookie: cookie,
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });
});

describe("the conflict pre-check", () => {
  test("its matches reach staff through the API, and never the visitor's e-mails", async () => {
    await t.repos.submissions.create({
      name: "Brenda Bodden",
      email: "brenda@example.com",
      phone: "+1 (345) 555-0101",
      service: "Corporate Services",
      message: "Our dispute with Quarry Cove Limited about the orchard.",
    });
    await t.repos.db.sql.run("UPDATE contact_submissions SET submitted_at = ?", [clock.now - 86_400_000]);
    const b = await book(t, MON_9, {
      name: "Ann Ebanks",
      email: "visitor@example.com",
      parties: ["Quarry Cove Ltd"],
    });
    const seen = (await (await call("GET", `/api/bookings/${b.id}`)).json()) as {
      conflicts: { name: string }[];
    };
    expect(seen.conflicts.map((c) => c.name)).toContain("Brenda Bodden");
    const toVisitor = () => smtp.received.filter((m) => m.to.includes("visitor@example.com"));
    /** Runs the outbox until the visitor has had `n` e-mails. */
    const delivered = async (n: number) => {
      for (let i = 0; i < 40 && toVisitor().length < n; i++) {
        await t.deps.jobs.kick("outbox");
        await Bun.sleep(250);
      }
      expect(toVisitor()).toHaveLength(n);
    };
    await delivered(1); // the time is held
    await call("POST", `/api/bookings/${b.id}/decline`);
    await delivered(2); // declined, in neutral words
    for (const m of toVisitor()) {
      expect(m.raw).not.toContain("Brenda");
      expect(m.raw).not.toContain("orchard");
      expect(m.raw.toLowerCase()).not.toContain("conflict check found");
    }
  });
});
