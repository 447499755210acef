/**
 * One slow text cannot hold the site's helper: formatting nested thousands of levels deep is refused
 * before it is rendered, with a message that says what to do; a text that takes too long is stopped at its
 * time limit with a clear 4xx (its helper replaced, the next job unharmed); and a sign-in never waits
 * behind a preview, because password checks have a helper of their own.
 */
import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";
import { helper } from "../lib/helper-process";
import { MARKDOWN_TIME_LIMIT_MS, MARKDOWN_TOO_SLOW } from "../posts";
import { MARKDOWN_TOO_DEEP } from "../shared/markdown-limits";

async function site() {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const cookie = await signIn(t.app);
  const preview = (content: string) =>
    t.app.request("http://localhost/api/posts/preview", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ content }),
    });
  return { ...t, cookie, preview };
}

/** 36 KB of "<span>": each opens inside the one before (it took the helper 11 s). */
const SPANS = "<span>".repeat(6000);
/** Tables inside tables (they reached the 120 s limit and killed the helper). */
const TABLES = "<table><tr><td>".repeat(400);
/** Quotes inside quotes: 5 KB of ">" took half a minute. */
const QUOTES = `${">".repeat(5000)} a`;

describe("formatting nested too deeply is refused before it is rendered", () => {
  test("the 36 KB <span> preview, nested tables and nested quotes: 400 naming the text, and no helper work", async () => {
    const t = await site();
    const run = spyOn(helper(), "run");
    try {
      for (const text of [SPANS, TABLES, QUOTES]) {
        const res = await t.preview(text);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: MARKDOWN_TOO_DEEP,
          fields: { content: MARKDOWN_TOO_DEEP },
        });
      }
      expect(run.mock.calls.filter(([kind]) => kind === "markdown")).toEqual([]);
      // Real nesting still renders.
      const nested = await t.preview(
        "> quoted\n>\n> - a\n>   - b\n\n<table><tr><td><b>x</b></td></tr></table>",
      );
      expect(nested.status).toBe(200);
      expect(((await nested.json()) as { html: string }).html).toContain("<blockquote>");
    } finally {
      run.mockRestore();
    }
  }, 30_000);

  test("saving such a post without JavaScript: the form again, 400, the text kept as typed and the problem on it", async () => {
    const t = await site();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Nested",
      slug: "nested",
      excerpt: "An excerpt.",
      serviceArea: "corporate-law",
      content: TABLES,
      status: "published",
    }))
      form.append(k, v);
    const res = await t.app.request("http://localhost/admin/posts/new", {
      method: "POST",
      headers: { Cookie: t.cookie },
      body: form,
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(Bun.escapeHTML(MARKDOWN_TOO_DEEP));
    expect(page).toContain(Bun.escapeHTML(TABLES));
    expect(await t.repos.posts.list("admin")).toEqual([]);
  }, 30_000);
});

/** A text of exactly `n` characters: words and paragraphs, ending in a letter (so trimming keeps it whole). */
const textOf = (n: number) =>
  `${"Section 12 of the Act, as amended.\n\n".repeat(Math.ceil(n / 36)).slice(0, n - 1)}x`;

describe("the length of a post's text", () => {
  const TOO_LONG = "Content must be at most 100,000 characters";

  test("through the API: 100,001 characters → 400 naming the content (the preview too), nothing stored; 100,000 are saved", async () => {
    const t = await site();
    const post = (content: string) =>
      t.app.request("http://localhost/api/posts", {
        method: "POST",
        headers: { Cookie: t.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({
          title: "Long",
          slug: "long",
          excerpt: "An excerpt.",
          serviceArea: "corporate-law",
          content,
        }),
      });
    const over = textOf(100_001);
    expect(over.length).toBe(100_001);
    for (const res of [await post(over), await t.preview(over)]) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.fields).toEqual({ content: TOO_LONG });
      expect(body.error).toContain(TOO_LONG);
    }
    expect(await t.repos.posts.list("admin")).toEqual([]);

    const limit = textOf(100_000);
    const saved = await post(limit);
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { content: string }).content).toBe(limit);
    const page = await t.app.request("http://localhost/blog/long");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Section 12 of the Act, as amended.");
  }, 30_000);

  test("without JavaScript: 100,001 characters → the form again, 400, the text kept as typed and the problem on it", async () => {
    const t = await site();
    const over = textOf(100_001);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Long",
      slug: "long",
      excerpt: "An excerpt.",
      serviceArea: "corporate-law",
      content: over,
      status: "published",
    }))
      form.append(k, v);
    const res = await t.app.request("http://localhost/admin/posts/new", {
      method: "POST",
      headers: { Cookie: t.cookie },
      body: form,
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(TOO_LONG);
    expect(page).toContain(Bun.escapeHTML(over));
    expect(page).toContain('value="Long"');
    expect(await t.repos.posts.list("admin")).toEqual([]);
  }, 30_000);
});

describe("a text past its time limit", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  test("the preview answers 422 with what to do, its helper is replaced, and the next preview renders", async () => {
    const t = await site();
    expect((await t.preview("warm up")).status).toBe(200);
    const before = helper().pid;
    // The real helper with a limit it cannot meet (a few milliseconds): the real time-out path, at once.
    const h = helper();
    const run = h.run.bind(h);
    const spy = spyOn(h, "run").mockImplementation(((kind: string, payload: unknown, options?: object) =>
      run(kind, payload, kind === "markdown" ? { ...options, timeoutMs: 1 } : options)) as typeof h.run);
    restore = () => spy.mockRestore();
    // Long enough that no helper renders it within that limit, however idle the machine.
    const res = await t.preview("A paragraph that is *fine*, given the time.\n\n".repeat(1000));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: MARKDOWN_TOO_SLOW, fields: { content: MARKDOWN_TOO_SLOW } });
    // The limit the site gives itself is the real one, well under a request's.
    expect(spy.mock.calls.at(-1)?.[2]).toEqual({ timeoutMs: MARKDOWN_TIME_LIMIT_MS });
    spy.mockRestore();
    restore = undefined;
    const next = await t.preview("Now *fine*.");
    expect(next.status).toBe(200);
    expect(((await next.json()) as { html: string }).html.trim()).toBe("<p>Now <em>fine</em>.</p>");
    expect(helper().pid).not.toBe(before);
  }, 30_000);
});

describe("a sign-in never waits for a preview", () => {
  test("a sign-in started during a slow preview is answered while the preview is still being formatted", async () => {
    const t = await site();
    expect((await t.preview("warm up")).status).toBe(200);
    // Within every limit, but seconds of the renderer's work: a long run of emphasis marks.
    const slow = "*a ".repeat(33_000);
    const order: string[] = [];
    const previewing = Promise.resolve(t.preview(slow)).then((res) => {
      order.push("preview");
      return res;
    });
    // The preview's job is with the content helper before the sign-in starts.
    while (!helper().busy && order.length === 0) await Bun.sleep(5);
    const signingIn = Promise.resolve(
      t.app.request("http://localhost/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      }),
    ).then((res) => {
      order.push("sign-in");
      return res;
    });
    const [signedIn, previewed] = await Promise.all([signingIn, previewing]);
    expect(signedIn.status).toBe(200);
    expect(order).toEqual(["sign-in", "preview"]);
    // The preview gets its answer too: the page, or (on a slow machine) the time limit's clear refusal.
    expect([200, 422]).toContain(previewed.status);
    if (previewed.status === 422)
      expect(((await previewed.json()) as { error: string }).error).toBe(MARKDOWN_TOO_SLOW);
  }, 60_000);
});
