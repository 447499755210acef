import { describe, expect, test } from "bun:test";
import { renderMarkdown } from "../posts";
import type { ResponsiveImage } from "../shared/responsive-image";
import { enhanceContentImages, parseUploadName, uploadIdsIn } from ".";

const ID = "0d5a3c9e-7b1f-4c2a-9e8d-1a2b3c4d5e6f";
const OTHER = "1e6b4d0f-8c2a-4d3b-8f9e-2b3c4d5e6f70";
const image: ResponsiveImage = {
  src: `/uploads/${ID}.jpg`,
  srcSet: `/uploads/${ID}-480w.webp 480w, /uploads/${ID}-960w.webp 960w`,
  width: 1200,
  height: 800,
  placeholder: "data:image/png;base64,iVBORw0KGgo=",
};
const images = new Map([[ID, image]]);

describe("images in post content", () => {
  test("an upload of ours gets srcset, sizes, its size, lazy loading and the placeholder beneath (after it)", async () => {
    const html = await renderMarkdown(`Intro\n\n![The "harbour" office](/uploads/${ID}.jpg "At dusk")`);
    const out = enhanceContentImages(html, images);
    expect(out).toBe(
      `<p>Intro</p>\n<p><span class="not-prose relative isolate overflow-hidden bg-slate-100 inline-block max-w-full rounded-lg align-top"><img src="/uploads/${ID}.jpg" alt="The &quot;harbour&quot; office" title="At dusk" loading="lazy" decoding="async" srcset="${image.srcSet}" sizes="(min-width: 768px) 720px, calc(100vw - 2rem)" width="1200" height="800" class="relative z-[1] block h-auto max-w-full"><svg aria-hidden="true" focusable="false" class="pointer-events-none absolute inset-0 h-full w-full scale-110 blur-lg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice"><image href="${image.placeholder}" width="1200" height="800" preserveAspectRatio="none"></image></svg></span></p>\n`,
    );
  });

  test("a variant's URL in the text is recognised as the same image", async () => {
    const out = enhanceContentImages(await renderMarkdown(`![x](/uploads/${ID}-480w.webp)`), images);
    expect(out).toContain(`srcset="${image.srcSet}"`);
  });

  test("other images are left alone: https, an upload without a row, an absolute URL", async () => {
    const html = await renderMarkdown(
      `![a](https://example.com/a.png) ![b](/uploads/${OTHER}.png) ![c](https://evil.example/uploads/${ID}.jpg)`,
    );
    expect(enhanceContentImages(html, images)).toBe(html);
    expect(enhanceContentImages(html, new Map())).toBe(html);
  });

  test("nothing the sanitiser removed comes back", async () => {
    const html = await renderMarkdown(
      `<img src="/uploads/${ID}.jpg" onerror="alert(1)" style="x" class="y"><script>alert(2)</script>`,
    );
    const out = enhanceContentImages(html, images);
    expect(out).not.toContain("onerror");
    expect(out).not.toContain("<script");
    expect(out).not.toContain('class="y"');
    expect(out).toContain("srcset=");
  });
});

describe("upload names", () => {
  test("only the names the pipeline makes", () => {
    expect(parseUploadName(`${ID}.jpg`)).toEqual({ kind: "master", id: ID, name: `${ID}.jpg`, ext: "jpg" });
    expect(parseUploadName(`${ID}-960w.webp`)).toEqual({
      kind: "variant",
      id: ID,
      name: `${ID}-960w.webp`,
      width: 960,
    });
    for (const bad of [
      `${ID}.svg`,
      `${ID}.JPG`,
      `${ID}-960w.png`,
      `${ID}-0960w.webp`,
      `${ID}-96000w.webp`,
      `../${ID}.jpg`,
      `${ID}.jpg.html`,
      "00000000-0000-0000-0000-000000000000.png",
    ])
      expect(parseUploadName(bad)).toBeUndefined();
  });

  test("the uploads a post's text names, each once", () => {
    expect(
      uploadIdsIn(
        `/uploads/${ID}.jpg`,
        `![a](/uploads/${ID}-480w.webp) and https://site.ky/uploads/${OTHER}.png`,
        null,
      ),
    ).toEqual([ID, OTHER]);
    expect(uploadIdsIn("no images", undefined)).toEqual([]);
  });
});
