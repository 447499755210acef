/**
 * For src/helper/main-process.test.ts, run in a process of its own: an admin's round through the app
 * (sign in, save a post, upload a photo, preview markdown), then the modules this process holds, as JSON
 * on stdout: { modules, html, upload }.
 */

import { makeTestAppWithAdmin, signIn } from "./app";
import { jpegFrom, photoPng } from "./images";

const { app, repos } = await makeTestAppWithAdmin();
const cookie = await signIn(app);
const json = { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" };
const saved = await app.request("http://localhost/api/posts", {
  method: "POST",
  headers: json,
  body: JSON.stringify({
    title: "Helper round",
    slug: "helper-round",
    excerpt: "An excerpt.",
    content: "## Heading\n\n<script>alert(1)</script>\n\n**bold** [x](javascript:alert(2))",
    serviceArea: "immigration",
  }),
});
if (saved.status !== 201) throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
const { id } = (await saved.json()) as { id: string };
const form = new FormData();
const photo = await jpegFrom(photoPng(1600, 1200, 3), 90);
form.append("image", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
const upload = await app.request("http://localhost/api/upload", {
  method: "POST",
  headers: { Cookie: cookie, Origin: "http://localhost" },
  body: form,
});
console.log(
  JSON.stringify({
    modules: Object.keys(require.cache),
    html: await repos.posts.htmlOf(id, 1),
    upload: upload.status,
  }),
);
process.exit(0);
