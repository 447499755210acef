import { describe, expect, spyOn, test } from "bun:test";
import { JSDOM } from "jsdom";
import { helper } from "../lib/helper-process";
import { renderMarkdown } from "./";
import { ContentTooComplexError, MARKDOWN_MAX_CHARS, MARKDOWN_TOO_LONG, markdownCacheSize } from "./markdown";

/**
 * XSS payloads an admin (or whoever steals an admin session) might put in a post. Each must come out inert:
 * only prose elements, no handler, no style, no script-capable URL.
 */
const PAYLOADS: [name: string, payload: string][] = [
  ["script tag", "<script>alert(1)</script>"],
  [
    "script tag, mixed case with attributes",
    '<ScRiPt type="text/javascript" src="//evil.example/x.js"></ScRiPt>',
  ],
  ["split script tag", "<<script>alert(1)//<</script>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img onerror on an allowed source", '<img src="/uploads/a.png" onerror="alert(1)">'],
  ["img with javascript: src", '<img src="javascript:alert(1)">'],
  ["img with data: src", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ["svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
  ["svg with script", "<svg><script>alert(1)</script></svg>"],
  [
    "svg animate href",
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
  ["javascript: link, mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["javascript: link, entity-encoded", '<a href="&#106;&#97;&#118;&#97;script:alert(1)">x</a>'],
  ["javascript: link, hex entities", '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ["javascript: link, tab inside", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ["javascript: link, newline inside", '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ["javascript: link, leading space and control", '<a href=" &#x01;javascript:alert(1)">x</a>'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
  ["data:text/html link", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  [
    "data:text/html base64 link",
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ["markdown javascript: link", "[x](javascript:alert(1))"],
  ["markdown javascript: link, angle brackets", "[x](<javascript:alert(1)>)"],
  ["markdown javascript: link, encoded", "[x](&#106;avascript:alert(1))"],
  ["markdown reference link", "[x][r]\n\n[r]: javascript:alert(1)"],
  ["markdown autolink", "<javascript:alert(1)>"],
  ["markdown javascript: image", "![x](javascript:alert(1))"],
  ["markdown data: image", "![x](data:image/png;base64,iVBORw0KGgo=)"],
  ["markdown image title breakout", '![x](/uploads/a.png "a\\" onerror=\\"alert(1))'],
  ["markdown link text with html", "[<img src=x onerror=alert(1)>](https://example.com)"],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["iframe src", '<iframe src="https://evil.example"></iframe>'],
  ["frame and frameset", '<frameset><frame src="javascript:alert(1)"></frameset>'],
  ["object and embed", '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
  ["style element", "<style>body{background:url(javascript:alert(1))}</style>"],
  [
    "style attribute expression",
    '<p style="width:expression(alert(1));background:url(javascript:alert(1))">x</p>',
  ],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="https://evil.example/">'],
  ["form with action", '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">x</button>'],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["textarea and select", "<textarea>x</textarea><select><option>x</option></select>"],
  ["event handler on allowed tag", '<p onclick="alert(1)" onmouseover="alert(1)">x</p>'],
  ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
  ["body onload", "<body onload=alert(1)>"],
  ["math mglyph mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  [
    "math mglyph textarea mutation",
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  ],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ["template", "<template><img src=x onerror=alert(1)></template>"],
  ["nested malformed tags", '<a href="/ok"><div><a href="javascript:alert(1)">x</div></a>'],
  ["unclosed attribute", '<img src="/uploads/a.png" alt="x onerror=alert(1)'],
  ["comment breakout", "<!--><img src=x onerror=alert(1)>-->"],
  ["cdata", "<![CDATA[<img src=x onerror=alert(1)>]]>"],
  ["id and name clobbering", '<img name="getElementById" src="/uploads/a.png"><p id="location">x</p>'],
  ["srcset", '<img src="/uploads/a.png" srcset="javascript:alert(1) 1x">'],
  ["xlink href", '<a xlink:href="javascript:alert(1)">x</a>'],
  ["data attributes", '<p data-bind="alert(1)">x</p>'],
  ["target on links", '<a href="https://example.com" target="_blank">x</a>'],
];

const TAGS = new Set(
  "p br hr h2 h3 h4 h5 h6 strong b em i u s del ins mark small sub sup abbr cite q code kbd pre blockquote ul ol li dl dt dd a img figure figcaption table caption thead tbody tfoot tr th td span".split(
    " ",
  ),
);
const ATTRS = new Set([
  "href",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "start",
  "colspan",
  "rowspan",
  "align",
  "rel",
  "loading",
  "decoding",
]);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/|#|\.{0,2}\/|[a-z0-9-]+(?:[/?#]|$))/i;
const SAFE_SRC = /^(?:\/uploads\/[A-Za-z0-9._-]+|https:\/\/[^\s"'<>]+)$/;

const { document } = new JSDOM("").window;

/** Every element allowed, every attribute allowed, every URL safe. Returns the problems found. */
function problems(html: string): string[] {
  const out: string[] = [];
  const box = document.createElement("div");
  box.innerHTML = html;
  for (const el of box.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (!TAGS.has(tag)) out.push(`<${tag}>`);
    for (const a of el.attributes) {
      if (!ATTRS.has(a.name)) out.push(`${tag}[${a.name}]`);
      if (a.name === "href" && !SAFE_HREF.test(a.value)) out.push(`href=${a.value}`);
      if (a.name === "src" && !SAFE_SRC.test(a.value)) out.push(`src=${a.value}`);
    }
  }
  return out;
}

describe("renderMarkdown: XSS payloads come out inert", () => {
  for (const [name, payload] of PAYLOADS) {
    test(name, async () => {
      const html = await renderMarkdown(payload);
      expect(problems(html)).toEqual([]);
      // The same payload inside ordinary markdown is just as inert.
      expect(
        problems(await renderMarkdown(`## Title\n\nSome **text** ${payload} more\n\n- ${payload}`)),
      ).toEqual([]);
    });
  }

  test("the checker itself notices unsafe markup", () => {
    expect(problems('<a href="javascript:alert(1)">x</a>')).toContain("href=javascript:alert(1)");
    expect(problems("<img src=x onerror=alert(1)>")).toEqual(["src=x", "img[onerror]"]);
    expect(problems("<svg></svg><script></script>")).toEqual(["<svg>", "<script>"]);
  });

  test("no script text survives as markup, and dangerous containers lose their content", async () => {
    expect(await renderMarkdown("<script>alert(1)</script>")).toBe("");
    expect(await renderMarkdown("<style>p{color:red}</style>after")).toBe("after");
    expect(await renderMarkdown('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("");
    expect(await renderMarkdown("<<script>alert(1)//<</script>")).not.toContain("<script");
  });
});

describe("renderMarkdown: the prose an admin writes", () => {
  test("single line breaks become <br>, paragraphs stay paragraphs", async () => {
    expect(await renderMarkdown("line one\nline two\n\nnext paragraph")).toBe(
      "<p>line one<br>line two</p>\n<p>next paragraph</p>\n",
    );
  });

  test("bold, headings and lists from the editor's toolbar", async () => {
    const html = await renderMarkdown("**bold**\n\n## Heading 2\n\n### Heading 3\n\n- one\n- two");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<h2>Heading 2</h2>");
    expect(html).toContain("<h3>Heading 3</h3>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
  });

  test("a '# heading' becomes an h2: the post title is the page's only h1", async () => {
    expect(await renderMarkdown("# Big")).toBe("<h2>Big</h2>\n");
    expect(await renderMarkdown("<h1>Raw</h1>")).not.toContain("<h1");
  });

  test("safe links keep their target; links to other sites get rel=noopener noreferrer", async () => {
    const html = await renderMarkdown(
      "[a](https://example.com/x) [b](/services/immigration) [c](mailto:info@example.com) [d](#top)",
    );
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="/services/immigration">b</a>');
    expect(html).toContain('<a href="mailto:info@example.com">c</a>');
    expect(html).toContain('<a href="#top">d</a>');
  });

  test("images only from /uploads/ or https, lazy-loaded; others are dropped", async () => {
    const html = await renderMarkdown(
      "![ours](/uploads/3f1c2b4a-1111-4222-8333-444455556666.png) ![cdn](https://cdn.example/a.jpg) ![plain](http://example.com/a.png) ![rel](../a.png)",
    );
    expect(html).toContain(
      '<img src="/uploads/3f1c2b4a-1111-4222-8333-444455556666.png" alt="ours" loading="lazy" decoding="async">',
    );
    expect(html).toContain('src="https://cdn.example/a.jpg"');
    expect(html).not.toContain("http://example.com");
    expect(html).not.toContain("../a.png");
  });

  test("GFM tables and inline code", async () => {
    const html = await renderMarkdown("| a | b |\n|---|:-:|\n| 1 | 2 |\n\n`x < y`");
    expect(html).toContain("<table>");
    expect(html).toContain('<th align="center">b</th>');
    expect(html).toContain("<code>x &lt; y</code>");
  });

  test("rendered HTML is cached by text: the same text renders once", async () => {
    const text = `cache probe ${Math.random()}`;
    const first = await renderMarkdown(text);
    const size = markdownCacheSize();
    expect(await renderMarkdown(text)).toBe(first);
    expect(markdownCacheSize()).toBe(size);
  });

  test("the cache is bounded", async () => {
    for (let i = 0; i < 250; i++) await renderMarkdown(`bounded ${i}`);
    expect(markdownCacheSize()).toBeLessThanOrEqual(200);
  });
});

describe("renderMarkdown: the length backstop", () => {
  // Posts and legal pages are refused at 100,000 characters before they get here; this guards any other
  // caller (a text stored before that limit, an import) from sending the helper an unbounded text.
  const words = (n: number) => `${"A clause of the agreement. ".repeat(Math.ceil(n / 27)).slice(0, n - 1)}x`;

  test("one character over 200,000 is refused with what the limit is, without rendering", async () => {
    const run = spyOn(helper(), "run");
    try {
      const over = words(MARKDOWN_MAX_CHARS + 1);
      const refusal = await renderMarkdown(over).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(refusal).toBeInstanceOf(ContentTooComplexError);
      expect((refusal as Error).message).toBe(MARKDOWN_TOO_LONG);
      expect(MARKDOWN_TOO_LONG).toContain("at most 200,000 characters");
      expect(run.mock.calls).toEqual([]);
    } finally {
      run.mockRestore();
    }
  });

  test("exactly 200,000 characters go to the renderer", async () => {
    // Rendering 200,000 characters takes seconds on a busy machine: the renderer's answer is stood in for.
    const run = spyOn(helper(), "run").mockResolvedValue("<p>rendered</p>");
    try {
      const limit = words(MARKDOWN_MAX_CHARS);
      expect(await renderMarkdown(limit)).toBe("<p>rendered</p>");
      expect(run.mock.calls.map(([kind, text]) => [kind, (text as string).length])).toEqual([
        ["markdown", MARKDOWN_MAX_CHARS],
      ]);
    } finally {
      run.mockRestore();
    }
  });
});
