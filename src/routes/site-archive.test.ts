/**
 * Site → Site on a date from the outside: a page served today, the content and a post changed and
 * published, then the earlier moment archived: its pages are what visitors were served then, the download
 * holds them with a manifest whose every checksum is right, and the changes between the two moments are
 * listed word by word.
 */
import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { unpackTar } from "modern-tar";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

setDefaultTimeout(60_000);

const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
const { app } = t;
let cookie = "";

const get = (path: string, withSession = false) =>
  app.request(`http://localhost${path}`, withSession ? { headers: { Cookie: cookie } } : {});
const send = async (method: string, path: string, body: unknown) => {
  const res = await app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
};

async function publishPage(id: string, patch: Record<string, unknown>) {
  const item = (await (await get(`/api/content/page/${id}`, true)).json()) as {
    revision: number;
    data: Record<string, unknown>;
  };
  await send("PUT", `/api/content/page/${id}`, { revision: item.revision, data: { ...item.data, ...patch } });
  await send("POST", `/api/content/page/${id}/publish`, {});
}

/** A page's HTML without what differs per request (the script nonce). */
const stable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

const served: Record<string, string> = {};
let then = 0;
let postId = "";

beforeAll(async () => {
  cookie = await signIn(app);
  const post = await send("POST", "/api/posts", {
    title: "Work permits explained",
    slug: "work-permits",
    content: "Employers file the permit before the start date.",
    excerpt: "What employers must file.",
    serviceArea: "immigration",
  });
  postId = String(post.id);
  await publishPage("about", { ourFirmHeading: "Our Firm Since Long Ago" });
  for (const path of ["/", "/about", "/blog/work-permits", "/blog"]) {
    const res = await get(path);
    expect(res.status).toBe(200);
    served[path] = await res.text();
  }
  await Bun.sleep(5);
  then = Date.now();
  await Bun.sleep(5);
  // Afterwards: the page reworded, the post rewritten, a second post published.
  await publishPage("about", { ourFirmHeading: "Our Firm Today" });
  await send("PATCH", `/api/posts/${postId}`, {
    title: "Work permits explained",
    slug: "work-permits",
    content: "Employers file the renewal three months before expiry.",
    excerpt: "What employers must file.",
    serviceArea: "immigration",
  });
  await send("POST", "/api/posts", {
    title: "Trusts after the new law",
    slug: "trusts-new-law",
    content: "A new text.",
    excerpt: "What changed.",
    serviceArea: "immigration",
  });
});

const at = () => encodeURIComponent(new Date(then).toISOString());

describe("the site on a date", () => {
  test("today's pages show the changes (the archive below is of an earlier moment)", async () => {
    expect(await (await get("/about")).text()).toContain("Our Firm Today");
    expect(await (await get("/blog/work-permits")).text()).toContain("three months before expiry");
  });

  test("the screen lists the pages of that moment, without what was published after it", async () => {
    const res = await get(`/admin/site/archive?at=${at()}`, true);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("/blog/work-permits");
    expect(html).toContain(`path=${encodeURIComponent("/about")}`);
    expect(html).not.toContain("trusts-new-law");
    expect(html).toContain("Download archive");
  });

  test("each page viewed as it was is the page visitors were served then", async () => {
    for (const path of Object.keys(served)) {
      const res = await get(`/admin/site/archive/view?at=${at()}&path=${encodeURIComponent(path)}`, true);
      expect(res.status).toBe(200);
      expect(stable(await res.text())).toBe(stable(served[path]!));
    }
  });

  test("the download holds the pages as served then, the content then, and a manifest that checks", async () => {
    const res = await get(`/admin/site/archive/download?at=${at()}`, true);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="site-.*\.tar\.gz"/);
    const entries = await unpackTar(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())));
    const files = new Map(entries.map((e) => [e.header.name, e.data ?? new Uint8Array()]));
    const text = (name: string) => new TextDecoder().decode(files.get(name));
    expect(stable(text("pages/about/index.html"))).toBe(stable(served["/about"]!));
    expect(stable(text("pages/blog/work-permits/index.html"))).toBe(stable(served["/blog/work-permits"]!));
    expect(stable(text("pages/index.html"))).toBe(stable(served["/"]!));
    expect([...files.keys()].some((n) => n.includes("trusts-new-law"))).toBe(false);
    expect(
      (JSON.parse(text("content.json")) as { pages: { about: { ourFirmHeading: string } } }).pages.about
        .ourFirmHeading,
    ).toBe("Our Firm Since Long Ago");
    expect([...files.keys()].some((n) => n.startsWith("images/"))).toBe(true);
    // Every file re-hashed: the manifest and SHA256SUMS name each one with its true SHA-256 and size.
    const manifest = JSON.parse(text("manifest.json")) as {
      instant: string;
      files: { path: string; sha256: string; bytes: number }[];
    };
    expect(manifest.instant).toBe(new Date(then).toISOString());
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      [...files.keys()].filter((n) => n !== "manifest.json" && n !== "SHA256SUMS").sort(),
    );
    for (const f of manifest.files) {
      const body = files.get(f.path)!;
      expect(new Bun.CryptoHasher("sha256").update(body).digest("hex")).toBe(f.sha256);
      expect(body.byteLength).toBe(f.bytes);
    }
    expect(text("SHA256SUMS")).toBe(manifest.files.map((f) => `${f.sha256}  ${f.path}\n`).join(""));
  });

  test("what changed between the two dates, word by word", async () => {
    const to = encodeURIComponent(new Date().toISOString());
    const html = await (await get(`/admin/site/archive?from=${at()}&to=${to}`, true)).text();
    expect(html).toContain("Page: About");
    expect(html).toMatch(/<del[^>]*>Since Long Ago<\/del>/);
    expect(html).toMatch(/<ins[^>]*>Today<\/ins>/);
    expect(html).toContain("Article: Work permits explained");
    expect(html).toMatch(/<ins[^>]*>[^<]*renewal[^<]*<\/ins>/);
    expect(html).toContain("Article: Trusts after the new law");
    expect(html).toContain("Came onto the site");
  });

  test("a moment that cannot be read names the field and keeps what was typed", async () => {
    const res = await get("/admin/site/archive?at=yesterday-ish", true);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Date and time: enter a date and time");
    expect(html).toContain('value="yesterday-ish"');
  });

  test("closed to visitors", async () => {
    for (const path of ["/admin/site/archive", `/admin/site/archive/download?at=${at()}`]) {
      const res = await get(path);
      expect([302, 303, 401]).toContain(res.status);
    }
  });
});
