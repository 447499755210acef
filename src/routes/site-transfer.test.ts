/**
 * The whole site as one file: exported, imported into an empty data folder with its images, it gives the
 * same public site byte for byte; every kind of bad file is refused with its problems' paths and changes
 * nothing; the admin's download and upload do the same without JavaScript.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { jpegFrom, photoPng, SECRETS, withCameraMetadata } from "../../tests/support/images";
import { runContentCommand } from "../content";

// Exporting and importing a site with its images takes seconds on a loaded machine.
setDefaultTimeout(60_000);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "firm-site-transfer-"));
  dirs.push(d);
  return d;
};

async function site() {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", DATA_DIR: tempDir() });
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const publish = async (kind: string, id: string, data: Record<string, unknown>) => {
    const { revision } = (await (await call("GET", `/api/content/${kind}/${id}`)).json()) as {
      revision: number;
    };
    expect((await call("PUT", `/api/content/${kind}/${id}`, { revision, data })).status).toBe(200);
    expect((await call("POST", `/api/content/${kind}/${id}/publish`, {})).status).toBe(200);
  };
  const cli = async (...args: string[]) => {
    const out: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = (...a: unknown[]) => out.push(a.join(" "));
    console.error = (...a: unknown[]) => out.push(a.join(" "));
    try {
      const code = await runContentCommand(args, {
        content: t.deps.content,
        imagesContext: { repos: t.repos, storage: t.deps.storage },
      });
      return { code, out: out.join("\n") };
    } finally {
      console.log = log;
      console.error = error;
    }
  };
  return { ...t, cookie, call, publish, cli };
}

const PAGES = [
  "/",
  "/services",
  "/services/corporate-services",
  "/services/family-matters",
  "/services/regulatory-compliance",
  "/about",
  "/our-people",
  "/privacy-policy",
  "/terms",
  "/terms-of-engagement",
  "/sitemap.xml",
];

describe("a round trip", () => {
  test("export with its images, import into an empty data folder: the same public site, byte for byte", async () => {
    const a = await site();
    const form = new FormData();
    form.append("image", new File([photoPng(800, 600)], "portrait.png", { type: "image/png" }));
    const upload = await a.app.request("http://localhost/api/upload", {
      method: "POST",
      headers: { Cookie: a.cookie },
      body: form,
    });
    const { url } = (await upload.json()) as { url: string };
    await a.publish("person", "priya-walton", { image: url, bio: "Priya leads our compliance work." });
    await a.publish("practice-area", "wills-estates-trusts", {
      slug: "family-matters",
      title: "Family Matters",
    });
    await a.publish("settings", "firm", { phone: "+1 345 949 0001", logoGlobal: url });
    await a.call("PUT", "/api/content/practice-area/order", {
      ids: [
        "wills-estates-trusts",
        "corporate-services",
        "corporate-law",
        "real-estate",
        "immigration",
        "regulatory-compliance",
        "employment-law",
        "intellectual-property",
      ],
    });
    expect((await a.call("DELETE", "/api/content/person/jonathan-merren")).status).toBe(409);
    await a.publish("page", "home", { teamPeople: ["natalie-ebanks", "priya-walton"] });
    await a.publish("practice-area", "corporate-services", { profile: "natalie-ebanks" });
    expect((await a.call("DELETE", "/api/content/person/jonathan-merren")).status).toBe(200);

    const out = tempDir();
    const exported = await a.cli("export", join(out, "site.json"), "--images", join(out, "images"));
    expect(exported.code).toBe(0);
    expect(exported.out).toContain("2 people, 8 practice areas, 9 pages, 1 images");
    // The master and each of its variants.
    const { images } = (await Bun.file(join(out, "site.json")).json()) as {
      images: { variants: unknown[] }[];
    };
    expect(readdirSync(join(out, "images")).length).toBe(1 + images[0]!.variants.length);

    const b = await site();
    const imported = await b.cli(
      "import",
      join(out, "site.json"),
      "--publish",
      "--images",
      join(out, "images"),
    );
    expect(imported).toEqual({
      code: 0,
      out: `Imported ${join(out, "site.json")} and published it: 0 added, 22 updated, 1 taken off the site, 1 images brought in.`,
    });
    for (const path of PAGES) {
      const [x, y] = await Promise.all([
        a.app.request(`http://localhost${path}`),
        b.app.request(`http://localhost${path}`),
      ]);
      expect({ path, status: y.status }).toEqual({ path, status: 200 });
      const [tx, ty] = [await x.text(), await y.text()];
      // Where they part, if they do, with a little of what surrounds it.
      let i = 0;
      while (i < tx.length && tx[i] === ty[i]) i++;
      const differs =
        tx === ty ? null : { source: tx.slice(i - 80, i + 80), imported: ty.slice(i - 80, i + 80) };
      expect({ path, differs }).toEqual({ path, differs: null });
    }
    const photo = await b.app.request(`http://localhost${url}`);
    expect(photo.status).toBe(200);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(
      new Uint8Array(await (await a.app.request(`http://localhost${url}`)).arrayBuffer()),
    );
  });

  test("imported as drafts, nothing public changes until each is published", async () => {
    const a = await site();
    await a.publish("settings", "firm", { phone: "+1 345 949 0002" });
    const doc = await (await a.call("GET", "/api/content/export")).json();
    const b = await site();
    const before = await (await b.app.request("http://localhost/")).text();
    const r = await b.call("POST", "/api/content/import", doc);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ ok: true, updated: 23, published: false });
    expect(await (await b.app.request("http://localhost/")).text()).toBe(before);
    const settings = (await (await b.call("GET", "/api/content/settings/firm")).json()) as {
      draft: { phone: string };
    };
    expect(settings.draft.phone).toBe("+1 345 949 0002");
  });
});

describe("images brought in by the command line go through the upload pipeline", () => {
  /** Site A with one JPEG upload used by a person, exported with --images; its file names and document. */
  async function exported() {
    const a = await site();
    const form = new FormData();
    form.append(
      "image",
      new File([new Uint8Array(await jpegFrom(photoPng(640, 480)))], "portrait.jpg", { type: "image/jpeg" }),
    );
    const upload = await a.app.request("http://localhost/api/upload", {
      method: "POST",
      headers: { Cookie: a.cookie },
      body: form,
    });
    const { url } = (await upload.json()) as { url: string };
    await a.publish("person", "priya-walton", { image: url });
    const out = tempDir();
    expect((await a.cli("export", join(out, "site.json"), "--images", join(out, "images"))).code).toBe(0);
    const doc = (await Bun.file(join(out, "site.json")).json()) as {
      images: { url: string; placeholder: string; variants: { width: number }[] }[];
    };
    return { out, url, name: url.slice("/uploads/".length), doc };
  }
  const importInto = async (out: string, file = "site.json") => {
    const b = await site();
    const r = await b.cli("import", join(out, file), "--publish", "--images", join(out, "images"));
    return { b, r };
  };

  test("a master carrying EXIF and GPS is stored re-encoded, without them; its variants are made here", async () => {
    const { out, url, name, doc } = await exported();
    // The file in the folder is replaced by a phone's photo: EXIF with GPS, XMP, a comment.
    const phone = withCameraMetadata(await jpegFrom(photoPng(640, 480, 11)));
    await Bun.write(join(out, "images", name), phone);
    // A variant in the folder is replaced by something that is no image at all: it is never read.
    const id = name.replace(/\.jpg$/, "");
    await Bun.write(join(out, "images", `${id}-${doc.images[0]!.variants[0]!.width}w.webp`), "not an image");
    const { b, r } = await importInto(out);
    expect(r.code).toBe(0);
    const res = await b.app.request(`http://localhost${url}`);
    expect(res.status).toBe(200);
    const stored = new Uint8Array(await res.arrayBuffer());
    const text = Buffer.from(stored).toString("latin1");
    for (const secret of [SECRETS.camera, SECRETS.xmp, SECRETS.comment]) expect(text).not.toContain(secret);
    expect(text).not.toContain("Exif\0\0");
    expect(Buffer.from(stored).equals(Buffer.from(phone))).toBe(false);
    // Still the photo: a whole JPEG of its size.
    expect(await new Bun.Image(stored).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    const variant = await b.app.request(
      `http://localhost/uploads/${id}-${doc.images[0]!.variants[0]!.width}w.webp`,
    );
    expect(variant.status).toBe(200);
    expect((await new Bun.Image(new Uint8Array(await variant.arrayBuffer())).metadata()).format).toBe("webp");
  }, 30_000);

  test("a placeholder that is an address on another site is refused, and nothing is imported", async () => {
    const { out, doc } = await exported();
    doc.images[0]!.placeholder = "https://evil.example/x.png";
    await Bun.write(join(out, "evil.json"), JSON.stringify(doc));
    const { b, r } = await importInto(out, "evil.json");
    expect(r).toEqual({
      code: 1,
      out: "images[0]: placeholder must be a small image as data (data:image/…;base64,…), never an address\nNothing was imported (1 problem).",
    });
    expect(await (await b.app.request("http://localhost/our-people")).text()).not.toContain("evil.example");
  }, 30_000);
});

describe("bad files change nothing and name their problems", () => {
  const cases: [string, (doc: Record<string, unknown>) => unknown, string][] = [
    ["another kind of file", (d) => ({ ...d, format: "wordpress" }), 'format: must be "firm-site-content"'],
    ["an unknown kind", (d) => ({ ...d, widgets: [] }), "widgets: not part of a site's content"],
    [
      "too many items",
      (d) => ({
        ...d,
        people: Array.from({ length: 201 }, (_, i) => ({ ...(d.people as object[])[0], id: `p-${i}` })),
      }),
      "people: at most 200 items",
    ],
    [
      "seven key services",
      (d) => {
        const areas = structuredClone(d.practiceAreas) as Record<string, unknown>[];
        areas[3]!.keyServices = ["a", "b", "c", "d", "e", "f", "g"];
        return { ...d, practiceAreas: areas };
      },
      "practiceAreas[3].keyServices: Key services may have at most 6 lines",
    ],
    [
      "a missing image",
      (d) => {
        const people = structuredClone(d.people) as Record<string, unknown>[];
        people[0]!.image = "/uploads/3f2c9d1e-5b7a-4c8d-9e0f-112233445566.jpg";
        return { ...d, people };
      },
      "images: /uploads/3f2c9d1e-5b7a-4c8d-9e0f-112233445566.jpg is used by the content but is neither in this site nor in the document",
    ],
    [
      "a person who is not there",
      (d) => ({ ...d, people: (d.people as { id: string }[]).filter((p) => p.id !== "priya-walton") }),
      "pages.home.teamPeople: names “priya-walton”, who is not among the people",
    ],
    [
      "two areas at one address",
      (d) => {
        const areas = structuredClone(d.practiceAreas) as Record<string, unknown>[];
        areas[1]!.slug = "immigration";
        return { ...d, practiceAreas: areas };
      },
      "practiceAreas[3].slug: /services/immigration is also the address of practiceAreas[1]",
    ],
  ];
  for (const [what, spoil, problem] of cases)
    test(what, async () => {
      const t = await site();
      const doc = (await (await t.call("GET", "/api/content/export")).json()) as Record<string, unknown>;
      const before = await t.call("GET", "/api/content");
      const r = await t.call("POST", "/api/content/import?publish=1", spoil(doc));
      expect(r.status).toBe(400);
      const body = (await r.json()) as { problems: { path: string; message: string }[] };
      expect(body.problems.map((p) => `${p.path}: ${p.message}`).join("\n")).toContain(problem);
      expect(await (await t.call("GET", "/api/content")).text()).toBe(await before.text());
    });

  test("a script in a text is imported as text: escaped on every page", async () => {
    const t = await site();
    const doc = (await (await t.call("GET", "/api/content/export")).json()) as Record<string, unknown>;
    (doc.settings as Record<string, unknown>).blurb = "<script>alert('x')</script>";
    expect((await t.call("POST", "/api/content/import?publish=1", doc)).status).toBe(200);
    const home = await (await t.app.request("http://localhost/")).text();
    expect(home).not.toContain("<script>alert('x')</script>");
    expect(home).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
  });

  test("the command line: a file that is not JSON, and problems one per line, exit 1", async () => {
    const t = await site();
    const dir = tempDir();
    await Bun.write(join(dir, "broken.json"), "{ not json");
    const broken = await t.cli("import", join(dir, "broken.json"));
    expect(broken.code).toBe(1);
    expect(broken.out).toStartWith(`${join(dir, "broken.json")} is not JSON`);
    await Bun.write(join(dir, "list.json"), "[1, 2]");
    expect(await t.cli("import", join(dir, "list.json"))).toEqual({
      code: 1,
      out: "(document): not a JSON object\nNothing was imported (1 problem).",
    });
    const doc = (await (await t.call("GET", "/api/content/export")).json()) as Record<string, unknown>;
    await Bun.write(join(dir, "bad.json"), JSON.stringify({ ...doc, version: 9, extra: 1 }));
    const bad = await t.cli("import", join(dir, "bad.json"));
    expect(bad).toEqual({
      code: 1,
      out: [
        "version: must be 1, the version this site reads",
        "extra: not part of a site's content (expected: format, version, exportedAt, settings, pages, people, practiceAreas, bookingHours, appointmentTypes, bookingHosts, caseResults, testimonials, images)",
        "Nothing was imported (2 problems).",
      ].join("\n"),
    });
    expect((await t.cli("import")).code).toBe(2);
    expect((await t.cli("export", "--publish")).code).toBe(2);
  });
});

describe("the Site page, without JavaScript", () => {
  test("downloads the site, and an upload of it is published; a broken one lists its problems", async () => {
    const t = await site();
    const download = await t.app.request("http://localhost/admin/site/export", {
      headers: { Cookie: t.cookie },
    });
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="site-content-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = (await download.json()) as Record<string, unknown>;
    (doc.settings as Record<string, unknown>).phone = "+1 345 949 0003";
    const upload = (file: string) => {
      const form = new FormData();
      form.append("file", new File([file], "site.json", { type: "application/json" }));
      form.append("publish", "1");
      return t.app.request("http://localhost/admin/site/import", {
        method: "POST",
        headers: { Cookie: t.cookie },
        body: form,
        redirect: "manual",
      });
    };
    const ok = await upload(JSON.stringify(doc));
    expect(ok.status).toBe(303);
    expect(await (await t.app.request("http://localhost/contact")).text()).toContain("+1 345 949 0003");
    const refused = await upload(
      JSON.stringify({ ...doc, settings: { ...(doc.settings as object), email: "nope" } }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('data-problem="settings.email"');
  });
});
