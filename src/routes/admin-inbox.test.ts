/**
 * The inbox at any size on the server-rendered submissions screen, as a browser without JavaScript uses it: pages,
 * tabs, the GET search form, notes, plain forms that return to the list as it was, the two-step erasure,
 * and the count of new enquiries in the admin navigation of every admin page.
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import type { SubmissionInput } from "../db";
import type { Submission } from "../shared/wire-types";

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
    email: "ann@example.com",
    phone: "+1 (345) 555-0100",
    service: "Immigration Services",
    message: "Please call me about a work permit.",
    ...over,
  });
  if (status) await t.repos.submissions.setStatus(s.id, status);
  return s;
};

const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  t.app.request(`http://localhost${path}`, { headers });
const html = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return res.text();
};
const form = (path: string, fields: Record<string, string>) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const flashOf = (res: Response) => {
  const raw = res.headers
    .getSetCookie()
    .find((v) => v.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
};
/** The card names in page order. */
const cardNames = (page: string) =>
  [...page.matchAll(/<span class="min-w-0 break-words">([^<]*)<\/span>/g)].map((m) => m[1]);
const hrefOf = (page: string, text: string) => {
  const m = new RegExp(`<a href="([^"]+)"[^>]*>${text}</a>`).exec(page);
  return m?.[1]?.replace(/&amp;/g, "&");
};

describe("pages, tabs and search without JavaScript", () => {
  test("25 a page, newest first, with Older / Newer / Newest links that carry the state", async () => {
    for (let i = 0; i < 60; i++) await add(`Person ${i}`);
    const first = await html("/admin/contact-submissions");
    expect(cardNames(first)).toEqual(Array.from({ length: 25 }, (_, i) => `Person ${59 - i}`));
    expect(first).toContain("60 enquiries, newest first.");
    expect(hrefOf(first, "‹ Newer")).toBeUndefined();
    const older = hrefOf(first, "Older ›")!;
    expect(older).toMatch(/^\/admin\/contact-submissions\?cursor=o[0-9a-z]+~[0-9a-f-]{36}$/);
    const second = await html(older);
    expect(cardNames(second)[0]).toBe("Person 34");
    const third = await html(hrefOf(second, "Older ›")!);
    expect(cardNames(third)).toEqual(Array.from({ length: 10 }, (_, i) => `Person ${9 - i}`));
    expect(hrefOf(third, "Older ›")).toBeUndefined();
    expect(cardNames(await html(hrefOf(third, "‹ Newer")!))[0]).toBe("Person 34");
    expect(hrefOf(third, "« Newest")).toBe("/admin/contact-submissions");
    // The page weighs what 25 cards weigh, not what the inbox weighs.
    expect(first.length).toBeLessThan(200_000);
  });

  test("status tabs with counts (spam left out); a tab's pages keep the tab", async () => {
    for (let i = 0; i < 27; i++) await add(`New ${i}`);
    await add("Contacted One", {}, "contacted");
    await add("Done One", {}, "completed");
    await t.repos.submissions.create(
      { name: "Bot", email: "b@b.co", phone: "1234567", service: "x", message: "spam spam spam" },
      "honeypot",
    );
    const page = await html("/admin/contact-submissions?status=new");
    expect(page).toMatch(
      /<a href="\/admin\/contact-submissions\?status=new" aria-current="page"[^>]*>New<span data-count="new"[^>]*>27<\/span><\/a>/,
    );
    expect(page).toMatch(/>All<span data-count="all"[^>]*>29<\/span>/);
    expect(page).toMatch(/>Contacted<span data-count="contacted"[^>]*>1<\/span>/);
    expect(page).toContain("27 new enquiries, newest first.");
    expect(cardNames(page)).not.toContain("Contacted One");
    expect(hrefOf(page, "Older ›")).toMatch(/^\/admin\/contact-submissions\?status=new&cursor=/);
    expect(cardNames(await html(hrefOf(page, "Older ›")!))).toEqual(["New 1", "New 0"]);
    expect(cardNames(await html("/admin/contact-submissions?status=completed"))).toEqual(["Done One"]);
    expect(page).toContain(">Spam (1)</a>");
  });

  test("the search is a GET form over name, e-mail, phone, service and message, ranked, within the tab", async () => {
    await add("Ann Smith", { email: "ann.smith@example.com" });
    await add("Bob Jones", { message: "My neighbour Mr Smith recommended you." }, "contacted");
    await add("Cy Brown");
    const page = await html("/admin/contact-submissions");
    const search = /<search><form[^>]*>/.exec(page)?.[0] ?? "";
    expect(search).toContain('action="/admin/contact-submissions"');
    expect(search).toContain('method="get"');
    expect(page).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
    const results = await html("/admin/contact-submissions?q=smith");
    expect(cardNames(results)).toEqual(["Ann Smith", "Bob Jones"]);
    expect(results).toContain("Results 1–2 of 2 for “smith”, best match first.");
    expect(results).toMatch(/value="smith"/);
    expect(results).toContain('href="/api/contact-submissions/export.csv?q=smith"');
    expect(cardNames(await html("/admin/contact-submissions?q=smith&status=contacted"))).toEqual([
      "Bob Jones",
    ]);
    // The status tab's hidden field keeps the tab when searching from it.
    expect(await html("/admin/contact-submissions?status=contacted")).toContain(
      '<input type="hidden" name="status" value="contacted"/>',
    );
    const none = await html(`/admin/contact-submissions?q=${encodeURIComponent('"*NEAR(^:)"')}`);
    expect(none).toContain("No enquiries match “&quot;*NEAR(^:)&quot;”.");
  });

  test("a malformed page address is a 400 page that says why", async () => {
    for (const query of ["status=archived", "cursor=nonsense", `q=${"a".repeat(300)}`, "q=x&cursor=o1~abc"]) {
      const res = await get(`/admin/contact-submissions?${query}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("This page address is not valid");
    }
    expect((await get("/admin/contact-submissions/spam?cursor=zz")).status).toBe(400);
  });
});

describe("plain forms return to the list as it was shown", () => {
  test("status change from page 2 of a tab comes back there; a foreign `back` is ignored", async () => {
    const s = await add("Ann");
    const back = "/admin/contact-submissions?status=new&cursor=o1~abc";
    const res = await form(`/admin/contact-submissions/${s.id}/status`, { status: "contacted", back });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back);
    for (const evil of [
      "https://evil.example/",
      "//evil.example",
      "/admin/dashboard",
      "/admin/contact-submissions\r\nX: y",
    ]) {
      const r = await form(`/admin/contact-submissions/${s.id}/status`, { status: "new", back: evil });
      expect(r.headers.get("location")).toBe("/admin/contact-submissions");
    }
  });

  test("notes: added with author and date, shown in the card, deleted; errors come back as a toast", async () => {
    const s = await add("Ann");
    const back = `/admin/contact-submissions?q=ann#submission-${s.id}`;
    const res = await form(`/admin/contact-submissions/${s.id}/notes`, {
      body: "Called back, consultation booked for 3 Dec",
      back,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back);
    expect(flashOf(res)).toEqual({
      title: "Note Added",
      description: "The note has been saved with the enquiry.",
    });
    const page = await html("/admin/contact-submissions");
    expect(page).toContain(">Called back, consultation booked for 3 Dec</p>");
    expect(page).toMatch(
      /admin(<!-- -->)? · <time dateTime="[^"]+">\w+ \d+, \d{4} at \d+:\d{2}\s[AP]M<\/time>/,
    );
    const noteId = /data-note="([0-9a-f-]{36})"/.exec(page)![1]!;
    expect(page).toContain(`action="/admin/contact-submissions/${s.id}/notes/${noteId}/delete"`);

    const empty = await form(`/admin/contact-submissions/${s.id}/notes`, { body: "  " });
    expect(flashOf(empty)).toEqual({
      title: "Error",
      description: "Write the note first",
      variant: "destructive",
    });
    const missing = await form("/admin/contact-submissions/nope/notes", { body: "Hello" });
    expect(flashOf(missing)).toMatchObject({ title: "Error", variant: "destructive" });

    const del = await form(`/admin/contact-submissions/${s.id}/notes/${noteId}/delete`, { back });
    expect(del.headers.get("location")).toBe(back);
    expect(flashOf(del)).toEqual({ title: "Note Deleted", description: "The note has been removed." });
    expect(await html("/admin/contact-submissions")).not.toContain(
      ">Called back, consultation booked for 3 Dec</p>",
    );
    // Notes are internal: never on a public page.
    await form(`/admin/contact-submissions/${s.id}/notes`, { body: "Internal: difficult client" });
    for (const path of ["/", "/contact", "/api/posts", "/sitemap.xml"])
      expect(await (await get(path, {})).text()).not.toContain("difficult client");
  });
});

describe("erase by e-mail address without JavaScript: two steps", () => {
  test("the address → a page naming how many will go → confirm → all gone, and the count reported", async () => {
    const a = await add("Ann", { email: "ann@example.com" });
    await add("Ann again", { email: "ANN@example.com" }, "completed");
    const other = await add("Bob", { email: "bob@example.com" });
    await t.repos.notes.add({
      submissionId: a.id,
      body: "Called",
      authorId: null,
      authorName: "admin",
      now: Date.now(),
    });

    expect(await html("/admin/contact-submissions/erase")).toContain(
      'action="/admin/contact-submissions/erase"',
    );
    const step2 = await form("/admin/contact-submissions/erase", { email: "Ann@Example.com" });
    expect(step2.status).toBe(200);
    const confirm = await step2.text();
    expect(confirm).toContain("2 enquiries, 1 note and 0 consultation bookings from <strong");
    expect(confirm).toContain('<input type="hidden" name="confirm" value="yes"/>');
    expect(confirm).toContain(">Erase 2 enquiries</button>");
    // Nothing is deleted before the confirmation.
    expect(await t.repos.submissions.findById(a.id)).toBeDefined();

    const done = await form("/admin/contact-submissions/erase", { email: "Ann@Example.com", confirm: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/contact-submissions/erase");
    expect(flashOf(done)).toEqual({
      title: "Enquiries Erased",
      description:
        "2 enquiries, 1 note and 0 consultation bookings from that address were deleted permanently.",
    });
    expect(await t.repos.inbox.countByEmail("ann@example.com")).toEqual({ enquiries: 0, notes: 0 });
    expect(await t.repos.submissions.findById(other.id)).toBeDefined();

    const none = await form("/admin/contact-submissions/erase", { email: "nobody@example.com" });
    expect(none.status).toBe(200);
    expect(await none.text()).toContain("No enquiries from nobody@example.com: nothing to erase.");
    const bad = await form("/admin/contact-submissions/erase", { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the e-mail address exactly as the enquiries give it");
  });
});

describe("the admin navigation counts new enquiries on every admin page", () => {
  test("dashboard, editor, submissions, spam, erase and unknown admin pages; spam is not counted", async () => {
    await add("One");
    await add("Two");
    await add("Three", {}, "contacted");
    await t.repos.submissions.create(
      { name: "Bot", email: "b@b.co", phone: "1234567", service: "x", message: "spam spam spam" },
      "too-fast",
    );
    for (const path of [
      "/admin/dashboard",
      "/admin/posts/new",
      "/admin/contact-submissions",
      "/admin/contact-submissions/spam",
      "/admin/contact-submissions/erase",
    ]) {
      const page = await html(path);
      expect({
        path,
        badge: /data-new-enquiries=""[^>]*><span data-value="">(\d+)<\/span>/.exec(page)?.[1],
      }).toEqual({
        path,
        badge: "2",
      });
    }
    const missing = await get("/admin/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/data-new-enquiries=""[^>]*><span data-value="">2<\/span>/);
  });
});
