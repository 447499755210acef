/**
 * Image housekeeping through the app, on both backends: images a post stops using are deleted when
 * no other post uses them; uploads never saved into a post go after a day; debris goes; uploads from
 * before the pipeline are processed once, in place, so their posts keep working.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import {
  gifBytes,
  jpegFrom,
  photoPng,
  pngBytes,
  SECRETS,
  withCameraMetadata,
} from "../../tests/support/images";
import { IMAGES_JOB, runImagesCommand } from ".";

const DAY = 24 * 60 * 60 * 1000;
const dataDir = mkdtempSync(join(tmpdir(), "firm-images-test-"));
let clock = Date.now();
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", DATA_DIR: dataDir }, { now: () => clock });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  clock = Date.now();
  for (const p of await t.repos.posts.list("admin")) await t.repos.posts.delete(p.id);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const post = {
  title: "Harbour Office",
  slug: "harbour-office",
  serviceArea: "real-estate",
  excerpt: "Our new office.",
  content: "Text",
};

async function upload(bytes: Uint8Array = pngBytes(600, 400)): Promise<{ url: string; id: string }> {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(bytes)], "p.png"));
  const res = await t.app.request("http://localhost/api/upload", {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, id: url.slice("/uploads/".length).split(".")[0]! };
}

async function api(method: string, path: string, body?: unknown) {
  const res = await t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBeLessThan(300);
  return res.status === 204 ? undefined : ((await res.json()) as { id: string });
}

/** Every stored file of an upload id. */
async function filesOf(id: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.deps.storage.list()) if (o.key.startsWith(id)) keys.push(o.key);
  return keys.sort();
}
const alive = async (id: string) => ({
  row: (await t.repos.images.findById(id)) !== undefined,
  files: (await filesOf(id)).length,
});
const status = async (url: string) => (await t.app.request(`http://localhost${url}`)).status;

/** The editor's form without JavaScript. */
async function submitForm(path: string, values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  form.append("image", new File([], "", { type: "application/octet-stream" }));
  return await t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
    redirect: "manual",
  });
}

describe("when a post changes", () => {
  test("replacing the featured image (JSON API) deletes the old image's files and row; the rest stays", async () => {
    const a = await upload();
    const b = await upload();
    const c = await upload();
    const { id } = (await api("POST", "/api/posts", {
      ...post,
      featuredImage: a.url,
      content: `Look: ![office](${c.url})`,
    }))!;
    expect((await alive(a.id)).files).toBe(3); // master, 480 and 600
    await api("PATCH", `/api/posts/${id}`, { featuredImage: b.url });
    expect(await alive(a.id)).toEqual({ row: false, files: 0 });
    expect(await status(a.url)).toBe(404);
    expect(await alive(b.id)).toEqual({ row: true, files: 3 });
    expect(await alive(c.id)).toEqual({ row: true, files: 3 });
  });

  test("removing it, or an image from the content (no-JS form), deletes it", async () => {
    const a = await upload();
    const c = await upload();
    const { id } = (await api("POST", "/api/posts", {
      ...post,
      featuredImage: a.url,
      content: `![office](${c.url})\nText`,
    }))!;
    const res = await submitForm(`/admin/posts/${id}`, { ...post, featuredImage: "", content: "Text only" });
    expect(res.status).toBe(303);
    expect((await t.repos.posts.findById(id))!.featuredImage).toBeNull();
    expect(await alive(a.id)).toEqual({ row: false, files: 0 });
    expect(await alive(c.id)).toEqual({ row: false, files: 0 });
  });

  test("an image another post still uses is kept until the last one lets go", async () => {
    const shared = await upload();
    const first = (await api("POST", "/api/posts", { ...post, featuredImage: shared.url }))!;
    const second = (await api("POST", "/api/posts", {
      ...post,
      slug: "second",
      content: `In the text: ![x](${shared.url.replace(".png", "-480w.webp")})`,
    }))!;
    await api("DELETE", `/api/posts/${first.id}`);
    expect(await alive(shared.id)).toEqual({ row: true, files: 3 });
    expect(await status(shared.url)).toBe(200);
    await api("PATCH", `/api/posts/${second.id}`, { content: "No image now" });
    expect(await alive(shared.id)).toEqual({ row: false, files: 0 });
  });

  test("deleting a post (JSON API or the no-JS form) deletes its images", async () => {
    for (const how of ["api", "form"] as const) {
      const a = await upload();
      const c = await upload();
      const { id } = (await api("POST", "/api/posts", {
        ...post,
        slug: `delete-${how}`,
        featuredImage: a.url,
        content: `![x](${c.url})`,
      }))!;
      if (how === "api") await api("DELETE", `/api/posts/${id}`);
      else expect((await submitForm(`/admin/posts/${id}/delete`, {})).status).toBe(303);
      expect({ how, a: await alive(a.id), c: await alive(c.id) }).toEqual({
        how,
        a: { row: false, files: 0 },
        c: { row: false, files: 0 },
      });
    }
  });

  test("a failed save deletes nothing", async () => {
    const a = await upload();
    const { id } = (await api("POST", "/api/posts", { ...post, featuredImage: a.url }))!;
    await api("POST", "/api/posts", { ...post, slug: "taken" });
    const res = await t.app.request(`http://localhost/api/posts/${id}`, {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ slug: "taken", featuredImage: null }),
    });
    expect(res.status).toBe(409);
    expect(await alive(a.id)).toEqual({ row: true, files: 3 });
  });
});

describe("the daily job", () => {
  test("an upload never saved into a post is deleted after a day, not before; used ones stay", async () => {
    const orphan = await upload();
    const used = await upload();
    await api("POST", "/api/posts", { ...post, featuredImage: used.url });
    clock += 23 * 60 * 60 * 1000;
    expect(await t.deps.jobs.kick(IMAGES_JOB)).toBe(true);
    expect(await alive(orphan.id)).toEqual({ row: true, files: 3 });
    clock += 2 * 60 * 60 * 1000;
    expect(await t.deps.jobs.kick(IMAGES_JOB)).toBe(true);
    expect(await alive(orphan.id)).toEqual({ row: false, files: 0 });
    expect(await alive(used.id)).toEqual({ row: true, files: 3 });
  });

  test("debris (our file names with no image) older than a day goes; keys that are not ours stay", async () => {
    const debris = "5b0c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";
    await t.deps.storage.put(`${debris}-480w.webp`, new Uint8Array([1, 2, 3]), "image/webp");
    // A file of the master shape that is no image at all: never served, and then removed.
    await t.deps.storage.put(`${debris}.png`, new TextEncoder().encode("<html>x</html>"), "image/png");
    await t.deps.storage.put("notes.txt", new TextEncoder().encode("keep"), "text/plain");
    expect(await t.deps.jobs.kick(IMAGES_JOB)).toBe(true);
    expect(await filesOf(debris)).toEqual([`${debris}-480w.webp`, `${debris}.png`]); // too young
    clock += DAY + 60_000;
    expect(await t.deps.jobs.kick(IMAGES_JOB)).toBe(true);
    expect(await filesOf(debris)).toEqual([]);
    expect(await t.deps.storage.exists("notes.txt")).toBe(true);
  });

  test("uploads from before the pipeline are processed once, in place: same URL, cleaned, responsive", async () => {
    // As the old code stored them: the uploaded bytes under <uuid>.<ext>, no row.
    const jpegId = "6c1d2e3f-4a5b-4c6d-9e8f-7a6b5c4d3e2f";
    const gifId = "7d2e3f4a-5b6c-4d7e-8f9a-8b7c6d5e4f3a";
    const original = withCameraMetadata(await jpegFrom(pngBytes(3000, 2000, [90, 140, 200])), 6);
    await t.deps.storage.put(`${jpegId}.jpg`, original, "image/jpeg");
    await t.deps.storage.put(`${gifId}.gif`, gifBytes(300, 200, [[0, 120, 60]]), "image/gif");
    await api("POST", "/api/posts", {
      ...post,
      slug: "from-before",
      featuredImage: `/uploads/${jpegId}.jpg`,
      content: `![logo](/uploads/${gifId}.gif)`,
    });
    // Not served while unprocessed: its EXIF would travel.
    expect(await status(`/uploads/${jpegId}.jpg`)).toBe(404);

    expect(await t.deps.jobs.kick(IMAGES_JOB)).toBe(true);
    const res = await t.app.request(`http://localhost/uploads/${jpegId}.jpg`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(await new Bun.Image(bytes).metadata()).toEqual({ width: 1707, height: 2560, format: "jpeg" });
    for (const s of ["Exif", SECRETS.camera, SECRETS.comment])
      expect(Buffer.from(bytes).includes(s)).toBe(false);
    expect(await filesOf(jpegId)).toEqual([
      `${jpegId}-1600w.webp`,
      `${jpegId}-480w.webp`,
      `${jpegId}-960w.webp`,
      `${jpegId}.jpg`,
    ]);
    // The GIF keeps its name; what it holds now is a PNG still, served as one.
    const gif = await t.app.request(`http://localhost/uploads/${gifId}.gif`);
    expect(gif.headers.get("content-type")).toBe("image/png");
    expect((await new Bun.Image(new Uint8Array(await gif.arrayBuffer())).metadata()).format).toBe("png");

    const html = await (await t.app.request("http://localhost/blog/from-before")).text();
    // HTML attribute names are case-insensitive (React writes "srcSet").
    expect(html.toLowerCase()).toContain(`srcset="/uploads/${jpegId}-480w.webp 480w`);
    // 300 px wide: no narrower variant to offer, so no srcset; its size and placeholder all the same.
    expect(html).toMatch(
      new RegExp(
        `<img src="/uploads/${gifId}\\.gif" alt="logo"[^>]* width="300" height="200"[^>]*><svg aria-hidden="true"`,
      ),
    );

    // Once: a second run leaves them alone.
    const { processedAt } = (await t.repos.images.findById(jpegId))!;
    clock += 60_000;
    expect(await t.deps.jobs.kick(IMAGES_JOB)).toBe(true);
    expect((await t.repos.images.findById(jpegId))!.processedAt).toBe(processedAt);
  }, 20_000);
});

describe("firm-site images rebuild", () => {
  test("processes earlier uploads and makes every image's variants again from its master", async () => {
    const fresh = await upload(await jpegFrom(photoPng(1000, 800)));
    const legacy = "8e3f4a5b-6c7d-4e8f-9a0b-9c8d7e6f5a4b";
    await t.deps.storage.put(`${legacy}.png`, pngBytes(900, 300), "image/png");
    // A variant went missing (a failed copy, say): the rebuild makes it again.
    await t.deps.storage.delete(`${fresh.id}-480w.webp`);
    const before = (await t.repos.images.findById(fresh.id))!;
    clock += 60_000;
    const lines: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.join(" "));
    try {
      expect(await runImagesCommand(["rebuild"], t.deps)).toBe(0);
    } finally {
      console.log = log;
    }
    expect(lines[0]).toMatch(
      /^Images rebuilt in [\d.]+ s: 1 earlier upload\(s\) processed, \d+ image\(s\) given fresh variants\.$/,
    );
    expect(await filesOf(fresh.id)).toContain(`${fresh.id}-480w.webp`);
    const after = (await t.repos.images.findById(fresh.id))!;
    expect(after.processedAt).toBeGreaterThan(before.processedAt);
    expect(after.createdAt).toBe(before.createdAt);
    expect((await t.repos.images.findById(legacy))!.variants.map((v) => v.width)).toEqual([480, 900]);
    expect(await runImagesCommand(["nonsense"], t.deps)).toBe(2);
  }, 20_000);
});
