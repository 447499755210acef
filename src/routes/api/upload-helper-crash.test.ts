/**
 * The image processor (the helper process) stopping in the middle of an upload is told to the person
 * uploading in words they can act on, on the JSON API and on the editor's plain form, not as a bare server
 * error; nothing is stored, and the next upload starts a fresh processor.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import { pngBytes } from "../../../tests/support/images";
import { REPO_ROOT } from "../../../tests/support/server";
import { setHelperCommand, stopHelpers } from "../../lib/helper-process";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
  // From here on, every job goes to a helper that dies on it (every lane: an earlier test file in this
  // process may have started the images lane with the real helper).
  stopHelpers();
  setHelperCommand([process.execPath, join(REPO_ROOT, "tests", "support", "crashing-helper.ts")]);
});
afterAll(() => {
  stopHelpers();
  setHelperCommand([process.execPath, join(REPO_ROOT, "src", "helper", "main.ts")]);
});

const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};
const png = () => new File([pngBytes(40, 30)], "photo.png", { type: "image/png" });

test("POST /api/upload: 503 with what happened and what to do; nothing stored", async () => {
  const res = await t.app.request("http://localhost/api/upload", {
    method: "POST",
    headers: { Cookie: cookie },
    body: form({ image: png() }),
  });
  expect(res.status).toBe(503);
  const { error } = (await res.json()) as { error: string };
  expect(error).toMatch(/image could not be processed/i);
  expect(error).toMatch(/try again/i);
  expect(error).not.toMatch(/went wrong on our side/);
  expect(await t.repos.images.existingIds(["x"])).toEqual(new Set());
  let files = 0;
  for await (const _ of t.deps.storage.list()) files++;
  expect(files).toBe(0);
});

test("the post editor's plain form: the form again with the message beside the picture, nothing typed lost", async () => {
  const res = await t.app.request("http://localhost/admin/posts/new", {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://localhost" },
    body: form({
      title: "A Post With A Picture",
      slug: "a-post-with-a-picture",
      excerpt: "Short.",
      content: "Body text.",
      serviceArea: "immigration",
      image: png(),
    }),
  });
  expect(res.status).toBeLessThan(500);
  const html = await res.text();
  expect(html).toMatch(/image could not be processed/i);
  expect(html).toContain("A Post With A Picture");
  expect(await t.repos.posts.findBySlug("a-post-with-a-picture", "admin")).toBeUndefined();
});
