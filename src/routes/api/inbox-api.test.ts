/**
 * The inbox at any size through the JSON API: paging parameters and their 400s, the original API's shape kept, counts,
 * notes, the CSV export (RFC 4180, BOM, formula neutralisation, streamed) and erasure.
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import type { SubmissionInput } from "../../db";
import type { Submission, SubmissionNote } from "../../shared/wire-types";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  await t.repos.db.sql.run("DELETE FROM contact_submissions");
});

const add = async (name: string, over: Partial<SubmissionInput> = {}, status?: Submission["status"]) => {
  const s = await t.repos.submissions.create({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    phone: "+1 (345) 555-0100",
    service: "Immigration Services",
    message: "Please call me about a work permit.",
    ...over,
  });
  if (status) await t.repos.submissions.setStatus(s.id, status);
  return { ...s, status: status ?? s.status };
};

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

const names = async (res: Response) => ((await res.json()) as Submission[]).map((s) => s.name);

describe("GET /api/contact-submissions with paging", () => {
  test("limit and cursor page newest first; the next cursor travels in X-Next-Cursor and Link", async () => {
    for (let i = 0; i < 7; i++) await add(`P${i}`);
    const first = await call("GET", "/api/contact-submissions?limit=3");
    expect(first.status).toBe(200);
    expect(await names(first)).toEqual(["P6", "P5", "P4"]);
    const next = first.headers.get("x-next-cursor")!;
    expect(next).toMatch(/^o[0-9a-z]+~[0-9a-f-]{36}$/);
    expect(first.headers.get("x-prev-cursor")).toBeNull();
    expect(first.headers.get("link")).toBe(`</api/contact-submissions?limit=3&cursor=${next}>; rel="next"`);
    const second = await call("GET", `/api/contact-submissions?limit=3&cursor=${next}`);
    expect(await names(second)).toEqual(["P3", "P2", "P1"]);
    expect(second.headers.get("link")).toContain('rel="prev"');
    const third = await call(
      "GET",
      `/api/contact-submissions?limit=3&cursor=${second.headers.get("x-next-cursor")}`,
    );
    expect(await names(third)).toEqual(["P0"]);
    expect(third.headers.get("x-next-cursor")).toBeNull();
    // Each item keeps exactly the original API's fields.
    const [item] = (await (await call("GET", "/api/contact-submissions?limit=1")).json()) as Submission[];
    expect(Object.keys(item!).sort()).toEqual(
      ["email", "id", "message", "name", "phone", "service", "status", "submittedAt"].sort(),
    );
  });

  test("status and q filter; a page defaults to 25; spam stays out unless ?spam=1", async () => {
    for (let i = 0; i < 30; i++) await add(`Bulk ${i}`);
    await add("Ann Smith", {}, "contacted");
    const bot = await t.repos.submissions.create(
      { name: "Smith Bot", email: "b@b.co", phone: "1234567", service: "x", message: "spam spam spam" },
      "honeypot",
    );
    expect(
      (await (await call("GET", "/api/contact-submissions?status=all")).json()) as unknown[],
    ).toHaveLength(25);
    expect(await names(await call("GET", "/api/contact-submissions?status=contacted"))).toEqual([
      "Ann Smith",
    ]);
    expect(await names(await call("GET", "/api/contact-submissions?q=smith"))).toEqual(["Ann Smith"]);
    const spam = (await (await call("GET", "/api/contact-submissions?spam=1&q=smith")).json()) as {
      id: string;
      spamReason: string;
    }[];
    expect(spam).toEqual([expect.objectContaining({ id: bot.id, spamReason: "honeypot" })]);
  });

  test("without parameters: the whole list (as in the original API), streamed, newest first", async () => {
    for (let i = 0; i < 1203; i++)
      await t.repos.db.sql.run(
        `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status, spam)
         VALUES (?, ?, 'a@b.ky', '3455550100', 'x', 'message text', ?, 'new', 0)`,
        [crypto.randomUUID(), `Row ${i}`, 1_700_000_000_000 + i],
      );
    const res = await call("GET", "/api/contact-submissions");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = (await res.json()) as Submission[];
    expect(list).toHaveLength(1203);
    expect(list[0]!.name).toBe("Row 1202");
    expect(list[1202]!.name).toBe("Row 0");
  });

  test("bad values → 400 with a clear message, never a 500", async () => {
    await add("Ann");
    const bad: [string, RegExp][] = [
      ["status=archived", /status must be one of all, new, contacted, completed/],
      ["status=NEW", /status must be one of/],
      ["limit=0", /limit must be a whole number from 1 to 100/],
      ["limit=101", /limit must be a whole number from 1 to 100/],
      ["limit=2.5", /limit must be/],
      ["limit=-1", /limit must be/],
      ["limit=abc", /limit must be/],
      ["limit=1e2", /limit must be/],
      ["cursor=abc", /cursor is not valid/],
      ["cursor=o~", /cursor is not valid/],
      ["cursor=ozzzzzzzzzzzzzz~abc", /cursor is not valid/],
      ["cursor=o1~a%22%3B", /cursor is not valid/],
      ["cursor=r1~zzzz", /cursor is not valid/],
      ["cursor=r1~0", /cursor belongs to search results/],
      ["q=ann&cursor=o1~abc", /cursor belongs to the list without a search/],
      [`q=${"a".repeat(201)}`, /q \(the search\) must be at most 200 characters/],
    ];
    for (const [query, message] of bad) {
      const res = await call("GET", `/api/contact-submissions?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
  });
});

describe("GET /api/contact-submissions/counts", () => {
  test("each tab's count (spam left out), within a search when given, and the spam folder's", async () => {
    await add("Ann Smith");
    await add("Bob Smith", {}, "completed");
    await add("Cy Jones", {}, "contacted");
    await t.repos.submissions.create(
      { name: "Bot", email: "b@b.co", phone: "1234567", service: "x", message: "spam spam spam" },
      "too-fast",
    );
    expect(await (await call("GET", "/api/contact-submissions/counts")).json()).toEqual({
      all: 3,
      new: 1,
      contacted: 1,
      completed: 1,
      spam: 1,
    });
    expect(await (await call("GET", "/api/contact-submissions/counts?q=smith")).json()).toEqual({
      all: 2,
      new: 1,
      contacted: 0,
      completed: 1,
      spam: 1,
    });
    expect((await call("GET", `/api/contact-submissions/counts?q=${"x".repeat(300)}`)).status).toBe(400);
  });
});

describe("notes", () => {
  test("add (author and date), list by ids, delete; validation and unknown ids", async () => {
    const s = await add("Ann");
    const res = await call("POST", `/api/contact-submissions/${s.id}/notes`, {
      body: "  Called back, consultation booked for 3 Dec  ",
    });
    expect(res.status).toBe(201);
    const note = (await res.json()) as SubmissionNote;
    expect(note).toMatchObject({
      submissionId: s.id,
      body: "Called back, consultation booked for 3 Dec",
      authorName: "admin",
    });
    expect(Date.parse(note.createdAt)).toBeGreaterThan(Date.now() - 10_000);
    const listed = (await (await call("GET", `/api/contact-submissions/notes?ids=${s.id},nope`)).json()) as {
      notes: Record<string, SubmissionNote[]>;
    };
    expect(listed.notes).toEqual({ [s.id]: [note] });

    for (const body of [{ body: "" }, { body: "   " }, { body: "x".repeat(2001) }, {}, { body: 5 }]) {
      const r = await call("POST", `/api/contact-submissions/${s.id}/notes`, body);
      expect(r.status).toBe(400);
      expect(typeof ((await r.json()) as { error: unknown }).error).toBe("string");
    }
    expect((await call("POST", "/api/contact-submissions/nope/notes", { body: "Hello" })).status).toBe(404);
    expect((await call("DELETE", `/api/contact-submissions/nope/notes/${note.id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/contact-submissions/${s.id}/notes/${note.id}`)).status).toBe(200);
    expect((await call("DELETE", `/api/contact-submissions/${s.id}/notes/${note.id}`)).status).toBe(404);
  });

  test("notes never appear in the list API, and deleting an enquiry deletes its notes", async () => {
    const s = await add("Ann");
    await call("POST", `/api/contact-submissions/${s.id}/notes`, { body: "Secret internal remark" });
    expect(await (await call("GET", "/api/contact-submissions")).text()).not.toContain(
      "Secret internal remark",
    );
    expect(await (await call("GET", "/api/contact-submissions?limit=5")).text()).not.toContain("Secret");
    await call("DELETE", `/api/contact-submissions/${s.id}`);
    const row = await t.repos.db.sql.get<{ c: number }>("SELECT COUNT(*) AS c FROM submission_notes");
    expect(Number(row?.c)).toBe(0);
  });

  test("signed out: every new endpoint answers 401", async () => {
    const s = await add("Ann");
    for (const [method, path, body] of [
      ["GET", "/api/contact-submissions?limit=5", undefined],
      ["GET", "/api/contact-submissions/counts", undefined],
      ["GET", "/api/contact-submissions/export.csv", undefined],
      ["GET", `/api/contact-submissions/notes?ids=${s.id}`, undefined],
      ["POST", `/api/contact-submissions/${s.id}/notes`, { body: "x" }],
      ["DELETE", `/api/contact-submissions/${s.id}/notes/x`, undefined],
      ["POST", "/api/contact-submissions/erase/preview", { email: "ann@example.com" }],
      ["POST", "/api/contact-submissions/erase", { email: "ann@example.com" }],
    ] as const) {
      expect((await call(method, path, body, {})).status).toBe(401);
    }
    expect(await t.repos.submissions.findById(s.id)).toBeDefined();
  });
});

/** Reads a response body chunk by chunk, as a slow client would. */
async function chunksOf(res: Response): Promise<Uint8Array[]> {
  const reader = res.body!.getReader();
  const out: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

/** RFC 4180 → rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  if (field || row.length) throw new Error("the CSV does not end with CRLF");
  return rows;
}

describe("GET /api/contact-submissions/export.csv", () => {
  test("RFC 4180 with a BOM: CRLF rows, quoting, formula neutralisation, status, notes, the filter", async () => {
    const ann = await add(
      '=HYPERLINK("http://evil.example","Click")',
      { message: 'He said "hello", then\r\nleft; line two\nline three', phone: "+1 345 555 0100" },
      "contacted",
    );
    await add("@SUM(A1:A9)", { message: "-2+3", service: "\tTabbed" }, "completed");
    await add("Plain Person", { message: "Nothing odd here" });
    await call("POST", `/api/contact-submissions/${ann.id}/notes`, { body: "Called back, booked 3 Dec" });
    await call("POST", `/api/contact-submissions/${ann.id}/notes`, { body: "=cmd|' /C calc'!A0" });

    const res = await call("GET", "/api/contact-submissions/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=UTF-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(
      text.startsWith(
        "Submitted (Cayman time),Name,Email,Phone,Service,Message,Status,Notes,Notification e-mail,ID,Landing page,Source,Medium,Campaign,Sent from,First answered (Cayman time)\r\n",
      ),
    ).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.length === 16)).toBe(true);
    const [, plain, sum, evil] = rows;
    expect(plain!.slice(1, 7)).toEqual([
      "Plain Person",
      "plain.person@example.com",
      "'+1 (345) 555-0100",
      "Immigration Services",
      "Nothing odd here",
      "new",
    ]);
    expect(plain![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(sum!.slice(1, 7)).toEqual([
      "'@SUM(A1:A9)",
      ".sum.a1.a9.@example.com",
      "'+1 (345) 555-0100",
      "'\tTabbed",
      "'-2+3",
      "completed",
    ]);
    expect(evil![1]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(evil![3]).toBe("'+1 345 555 0100");
    expect(evil![5]).toBe('He said "hello", then\r\nleft; line two\nline three');
    expect(evil![6]).toBe("contacted");
    expect(evil![7]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} admin: Called back, booked 3 Dec\n\d{4}-\d{2}-\d{2} \d{2}:\d{2} admin: =cmd\|' \/C calc'!A0$/,
    );
    expect(evil![9]).toBe(ann.id);
    // Its notes answered it: the first one's time is its first answer.
    expect(evil![15]).toBe(evil![7]!.slice(0, 16));
    // The raw text: quoted fields with doubled quotes.
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');

    const filtered = parseCsv(
      new TextDecoder().decode(
        (
          await (
            await call("GET", "/api/contact-submissions/export.csv?status=completed&q=sum")
          ).arrayBuffer()
        ).slice(3),
      ),
    );
    expect(filtered.map((r) => r[1])).toEqual(["Name", "'@SUM(A1:A9)"]);
    const named = await call("GET", "/api/contact-submissions/export.csv?status=new");
    expect(named.headers.get("content-disposition")).toMatch(
      /filename="enquiries-new-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect((await call("GET", "/api/contact-submissions/export.csv?status=spam")).status).toBe(400);
  });

  test("streams: the header comes first, then the rows a batch of 1000 at a time", async () => {
    for (let i = 0; i < 2500; i++)
      await t.repos.db.sql.run(
        `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status, spam)
         VALUES (?, ?, 'a@b.ky', '3455550100', 'x', 'message text', ?, 'new', 0)`,
        [crypto.randomUUID(), `Row ${i}`, 1_700_000_000_000 + i],
      );
    const res = await call("GET", "/api/contact-submissions/export.csv");
    expect(res.headers.get("content-length")).toBeNull();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const chunks = (await chunksOf(res)).map((c) => decoder.decode(c, { stream: true }));
    const lines = (c: string) => c.split("\r\n").length - 1;
    // Compression may merge or split chunks; uncompressed (as here), one chunk per batch.
    expect(chunks.map(lines)).toEqual([1, 1000, 1000, 500]);
    expect(chunks[0]).toStartWith("\uFEFFSubmitted");
    expect(chunks[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Row 2499,/);
  });
});

describe("erasure", () => {
  test("preview counts, then erase: every enquiry from the address (any case, spam too) and its notes", async () => {
    const a = await add("Ann", { email: "Ann@Example.com" });
    await add("Ann again", { email: "ann@example.com" }, "completed");
    await t.repos.submissions.create(
      {
        name: "Ann spam",
        email: "ANN@EXAMPLE.COM",
        phone: "1234567",
        service: "x",
        message: "spam spam spam",
      },
      "honeypot",
    );
    const keep = await add("Anne", { email: "anne@example.com" });
    await call("POST", `/api/contact-submissions/${a.id}/notes`, { body: "Called" });
    const preview = await call("POST", "/api/contact-submissions/erase/preview", {
      email: " ann@example.com ",
    });
    expect(await preview.json()).toEqual({ enquiries: 3, notes: 1, subscribers: 0, bookings: 0 });
    expect(await t.repos.submissions.findById(a.id)).toBeDefined();
    const erased = await call("POST", "/api/contact-submissions/erase", { email: "ann@example.com" });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ enquiries: 3, notes: 1, subscribers: 0, bookings: 0 });
    expect(
      await (
        await call("POST", "/api/contact-submissions/erase/preview", { email: "ann@example.com" })
      ).json(),
    ).toEqual({
      enquiries: 0,
      notes: 0,
      subscribers: 0,
      bookings: 0,
    });
    expect(await t.repos.submissions.findById(keep.id)).toBeDefined();
    for (const email of ["", "not-an-address", "a b@c.d", 7, null, `${"a".repeat(250)}@b.co`]) {
      const r = await call("POST", "/api/contact-submissions/erase", { email });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: string }).error).toContain("e-mail address");
    }
  });
});
