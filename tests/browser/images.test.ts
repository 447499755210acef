/**
 * The image pipeline in the browser: the editor's upload progress, drag and drop and Image button; the responsive
 * images a visitor gets (a phone downloads a small variant, the placeholder sits under it, nothing moves,
 * the CSP is never violated); housekeeping when images are replaced and posts deleted.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { jpegFrom, photoPng, pngBytes, SECRETS, withCameraMetadata } from "../support/images";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
let photo: Uint8Array; // 2000 × 1125: gets all three variants
let second: Uint8Array;
beforeAll(async () => {
  h = await startHarness();
  photo = withCameraMetadata(await jpegFrom(photoPng(2000, 1125, 3), 88), 1);
  second = await jpegFrom(photoPng(1200, 900, 5), 85);
});
afterAll(async () => {
  await h?.stop();
});

const SLUG = "harbour-office-photos";
const UPLOAD = /^\/uploads\/[0-9a-f-]{36}\.jpg$/;

async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  // File choosers are intercepted from the start: Playwright turns interception on asynchronously when a
  // listener is added, and a picker opened before that would be missed.
  p.page.on("filechooser", () => {});
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page, "form[enctype='multipart/form-data']");
  await page.getByRole("button", { name: "Image", exact: true }).and(page.locator(":enabled")).waitFor();
}

/** Records every percentage the progress bar shows, from the first render on. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    new MutationObserver(() => {
      const el = document.querySelector("progress");
      if (el && seen[seen.length - 1] !== el.value) seen.push(el.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: number[] }).seen);
}

const previewSrc = (page: Page) =>
  page.getByRole("img", { name: "Preview of the featured upload" }).getAttribute("src");

async function previewLoaded(page: Page) {
  await page.getByRole("img", { name: "Preview of the featured upload" }).waitFor();
  await page.waitForFunction(
    () =>
      ((document.querySelector("img[alt='Preview of the featured upload']") as HTMLImageElement | null)
        ?.naturalWidth ?? 0) > 0,
  );
}

const rows = () => h.query<{ id: string; name: string }>("SELECT id, name FROM images ORDER BY created_at");
const status = async (path: string) => (await fetch(`${h.baseUrl}${path}`)).status;

let featuredUrl = "";
let contentUrl = "";

describe("the editor", () => {
  test("on slow Wi-Fi the upload bar moves through its percentages, then the preview shows", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    // A hotel connection: 150 KB/s up, so the photo takes several seconds to send.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    const progress = await recordProgress(page);
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "office.jpg", mimeType: "image/jpeg", buffer: Buffer.from(photo) });
    const bar = page.getByRole("progressbar", { name: "Upload progress", exact: true });
    await bar.waitFor();
    await page.getByText(/Uploading\.\.\. \d+%/).waitFor();
    // Half-way through, the page shows it (and a screenshot of it is kept for the record).
    await page.waitForFunction(() => {
      const v = document.querySelector("progress")?.value ?? 0;
      return v >= 40 && v < 90;
    });
    await page.screenshot({ path: `${h.dataDir}/../upload-progress.png` }).catch(() => {});
    expect(await page.getByRole("button", { name: "Publish Post" }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Featured Image").isDisabled()).toBe(true);
    await previewLoaded(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await progress();
    const between = seen.filter((v) => v > 0 && v < 100);
    expect(between.length).toBeGreaterThanOrEqual(5);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen); // only ever forward
    expect(await page.getByText("Uploading...").count()).toBe(0);
    featuredUrl = (await previewSrc(page))!;
    expect(featuredUrl).toMatch(UPLOAD);
    expect(await page.locator("input[name='featuredImage']").inputValue()).toBe(featuredUrl);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("drag and drop onto the picker shows a drop state and uploads the dropped file", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    const zone = page.locator("[data-drop-zone]");
    const dataTransfer = await page.evaluateHandle(
      (b64) => {
        const dt = new DataTransfer();
        const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
        dt.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
        return dt;
      },
      Buffer.from(pngBytes(320, 180, [30, 90, 160])).toString("base64"),
    );
    const idleBorder = await zone.evaluate((el) => getComputedStyle(el).borderTopColor);
    await zone.dispatchEvent("dragenter", { dataTransfer });
    await zone.dispatchEvent("dragover", { dataTransfer });
    expect(await zone.getAttribute("data-dragging")).toBe("");
    expect(await zone.getByText("Drop the image to upload it").isVisible()).toBe(true);
    // The zone is visibly highlighted (its border colour changes, after a short transition).
    await page.waitForFunction(
      (idle) => getComputedStyle(document.querySelector("[data-drop-zone]")!).borderTopColor !== idle,
      idleBorder,
    );
    await zone.dispatchEvent("drop", { dataTransfer });
    expect(await zone.getAttribute("data-dragging")).toBeNull();
    await previewLoaded(page);
    expect(await previewSrc(page)).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // Dragging away again clears the state without uploading.
    await zone.dispatchEvent("dragenter", { dataTransfer });
    await zone.dispatchEvent("dragleave", { dataTransfer });
    expect(await zone.getAttribute("data-dragging")).toBeNull();
    // The keyboard's way in is the file input itself.
    await page.getByLabel("Featured Image").focus();
    expect(await page.getByLabel("Featured Image").evaluate((el) => document.activeElement === el)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the Image button (mouse or keyboard) uploads, asks what the picture shows, inserts it at the caret and leaves the caret after it; the post is published", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    await page.getByLabel("Title").fill("Harbour Office Photos");
    await page.getByLabel("Practice Area").selectOption("real-estate");
    await page.getByLabel("Excerpt").fill("The new office, seen from the harbour.");
    const content = page.getByLabel("Content");
    await content.fill("Our new office.\n\nMore soon.");
    await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(16, 16));

    // Keyboard: focus the button, Enter opens the picker.
    const image = page.getByRole("button", { name: "Image", exact: true });
    await image.focus();
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({
      name: "harbour.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(second),
    });
    // Uploaded: its own field asks what it shows, and has the focus; the text is untouched so far.
    const describe = page.getByLabel("What the picture shows");
    await describe.waitFor();
    expect(await describe.evaluate((el) => document.activeElement === el)).toBe(true);
    expect(await content.inputValue()).toBe("Our new office.\n\nMore soon.");
    await page.keyboard.type("The harbour office at dusk");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() =>
      /!\[The harbour office at dusk\]\(\/uploads\/[0-9a-f-]{36}\.jpg\)/.test(
        (document.querySelector("textarea[name='content']") as HTMLTextAreaElement).value,
      ),
    );
    expect(await describe.count()).toBe(0);
    const value = await content.inputValue();
    contentUrl = /\((\/uploads\/[^)]+)\)/.exec(value)![1]!;
    expect(value).toBe(`Our new office.\n![The harbour office at dusk](${contentUrl})\nMore soon.`);
    // The caret is in the text, after the image: typing on continues the text, not the image's code.
    expect(await content.evaluate((el) => document.activeElement === el)).toBe(true);
    await page.keyboard.type(" Taken in May.");
    expect(await content.inputValue()).toBe(
      `Our new office.\n![The harbour office at dusk](${contentUrl}) Taken in May.\nMore soon.`,
    );
    // Enter in the description field inserted the picture; it did not send the form.
    expect(new URL(page.url()).pathname).toBe("/admin/posts/new");

    // Mouse, with the featured image uploaded earlier in the first test.
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "office.jpg", mimeType: "image/jpeg", buffer: Buffer.from(photo) });
    await previewLoaded(page);
    featuredUrl = (await previewSrc(page))!;
    await page.getByLabel("Image description").fill("The office's front door on the harbour");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForURL("**/admin/dashboard");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("over 5MB is refused by the Image button too; a failed upload toasts and resets", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    const big = Buffer.concat([Buffer.from(second), Buffer.alloc(5 * 1024 * 1024)]);
    let chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await (await chooser).setFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: big });
    await page.locator("li[data-variant]", { hasText: "Image must be less than 5MB" }).waitFor();
    await page.route("**/api/upload", (route) => route.fulfill({ status: 500, body: "boom" }));
    chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await (await chooser).setFiles({ name: "ok.jpg", mimeType: "image/jpeg", buffer: Buffer.from(second) });
    await page.locator("li[data-variant]", { hasText: "Failed to upload image" }).waitFor();
    expect(await page.getByText("Uploading...").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Image", exact: true }).isEnabled()).toBe(true);
    expect(await page.getByLabel("Content").inputValue()).toBe("");
    expect(problems.filter((p) => !p.includes("status of 500"))).toEqual([]);
    await context.close();
  });
});

describe("what visitors get", () => {
  test("a phone (390 px) downloads the 480 px WebP of the featured image, eager and first; placeholder under it; nothing moves; no CSP violation", async () => {
    const { page, context, problems } = await h.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
    });
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number; violations: string[] };
      w.cls = 0;
      w.violations = [];
      document.addEventListener("securitypolicyviolation", (e) => w.violations.push(e.violatedDirective));
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/uploads/")) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`/blog/${SLUG}`);
    const id = featuredUrl.slice("/uploads/".length, -".jpg".length);
    const featured = page.locator("main article img[fetchpriority='high']");
    expect(await featured.getAttribute("src")).toBe(featuredUrl);
    // Described in the editor: read out to a visitor who cannot see it.
    expect(await featured.getAttribute("alt")).toBe("The office's front door on the harbour");
    expect(await featured.getAttribute("srcset")).toBe(
      [480, 960, 1600].map((w) => `/uploads/${id}-${w}w.webp ${w}w`).join(", "),
    );
    expect(await featured.getAttribute("width")).toBe("2000");
    expect(await featured.getAttribute("height")).toBe("1125");
    expect(await featured.getAttribute("loading")).toBe("eager");
    await page.waitForFunction(() => {
      const img = document.querySelector("main article img[fetchpriority='high']") as HTMLImageElement;
      return img.complete && img.naturalWidth > 0;
    });
    expect(await featured.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(
      `${h.baseUrl}/uploads/${id}-480w.webp`,
    );
    // The placeholder: the blurred data: URL in the same frame, beneath the real image, hidden from
    // assistive technology, and no <img> of its own (the article has one image per picture).
    const placeholder = featured.locator("xpath=following-sibling::*[local-name()='svg']");
    expect(await placeholder.locator("image").getAttribute("href")).toMatch(/^data:image\/png;base64,/);
    expect(await placeholder.getAttribute("aria-hidden")).toBe("true");
    expect(await page.locator("main article img").count()).toBe(2);
    const [under, over] = await Promise.all([placeholder.boundingBox(), featured.boundingBox()]);
    expect(Math.round(under!.width)).toBeGreaterThanOrEqual(Math.round(over!.width));
    // What is on top at the image's centre is the image, not its placeholder (which ignores the pointer,
    // so it is made to take it for this check).
    expect(
      await featured.evaluate((img) => {
        const svg = img.nextElementSibling as SVGElement;
        svg.style.pointerEvents = "auto";
        const r = img.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        svg.style.pointerEvents = "";
        return top === img;
      }),
    ).toBe(true);
    // The image in the content: same treatment, lazy.
    const inContent = page.locator(".prose img[srcset]");
    expect(await inContent.getAttribute("alt")).toBe("The harbour office at dusk");
    expect(await inContent.getAttribute("loading")).toBe("lazy");
    expect(await inContent.getAttribute("width")).toBe("1200");
    await inContent.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector(".prose img[srcset]") as HTMLImageElement).complete,
    );
    expect(await inContent.evaluate((img: HTMLImageElement) => img.currentSrc)).toEndWith("-480w.webp");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(problems).toEqual([]);
    // Only variants travelled, never the 2000 px master.
    expect(fetched.sort()).toEqual(
      [`/uploads/${id}-480w.webp`, `/uploads/${contentUrl.slice(9, -4)}-480w.webp`].sort(),
    );
    await page.screenshot({ path: `${h.dataDir}/../blog-390.png`, fullPage: true }).catch(() => {});
    await context.close();
  });

  test("a wide desktop screen gets the 1600 px variant; the practice page's insight card a lazy one", async () => {
    const { page, context, problems } = await h.newPage({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 2,
    });
    await page.goto(`/blog/${SLUG}`);
    const featured = page.locator("main article img[fetchpriority='high']");
    await page.waitForFunction(
      () => (document.querySelector("main article img[fetchpriority='high']") as HTMLImageElement).complete,
    );
    expect(await featured.evaluate((img: HTMLImageElement) => img.currentSrc)).toEndWith("-1600w.webp");
    await context.close();

    // A fresh visitor (Chromium would reuse the 1600 px file it already holds).
    const {
      page: other,
      context: fresh,
      problems: otherProblems,
    } = await h.newPage({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 2,
    });
    await other.goto("/services/real-estate");
    const card = other.locator("section", { has: other.getByRole("heading", { name: "Latest Insights" }) });
    const img = card.locator("img[srcset]");
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await img.getAttribute("sizes")).toContain("390px");
    await img.scrollIntoViewIfNeeded();
    await other.waitForFunction(() => {
      const i = document.querySelector("#insights")?.closest("section")?.querySelector("img[srcset]");
      return (i as HTMLImageElement | null)?.complete === true;
    });
    // 390 CSS px at 2× → the 960 variant.
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toEndWith("-960w.webp");
    expect([...problems, ...otherProblems]).toEqual([]);
    await fresh.close();
  });

  test("the pages with images are valid HTML (Nu HTML checker)", async () => {
    const files: string[] = [];
    for (const [i, path] of [`/blog/${SLUG}`, "/services/real-estate"].entries()) {
      const file = `${h.dataDir}/images-${i}.html`;
      await Bun.write(file, await (await fetch(`${h.baseUrl}${path}`)).text());
      files.push(file);
    }
    const vnu = Bun.spawnSync(
      [
        "java",
        "-jar",
        "node_modules/vnu-jar/build/dist/vnu.jar",
        "--errors-only",
        "--format",
        "json",
        ...files,
      ],
      { stdout: "pipe", stderr: "pipe" },
    );
    const report = JSON.parse(vnu.stderr.toString() || vnu.stdout.toString()) as {
      messages: { url: string; message: string }[];
    };
    expect(report.messages.map((m) => m.message)).toEqual([]);
  }, 60_000);

  test("the dashboard lists the post with a small lazy thumbnail", async () => {
    const { page, context, problems } = await signIn();
    const item = page.getByRole("listitem").filter({ hasText: "Harbour Office Photos" });
    const thumb = item.locator("img[srcset]");
    expect(await thumb.getAttribute("sizes")).toBe("112px");
    expect(await thumb.getAttribute("loading")).toBe("lazy");
    await page.waitForFunction(() => (document.querySelector("li img[srcset]") as HTMLImageElement).complete);
    expect(await thumb.evaluate((i: HTMLImageElement) => i.currentSrc)).toEndWith("-480w.webp");
    const box = await thumb.boundingBox();
    expect(Math.round(box!.width)).toBe(112);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("housekeeping", () => {
  test("replacing the featured image deletes the old one's files; deleting the post deletes the rest", async () => {
    const { page, context } = await signIn();
    const postId = (await h.query<{ id: string }>("SELECT id FROM posts WHERE slug = ?", [SLUG]))[0]!.id;
    const oldId = featuredUrl.slice("/uploads/".length, -".jpg".length);
    await openEditor(page, `/admin/posts/${postId}`);
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "new.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(500, 300)) });
    await page.waitForFunction(
      (old) =>
        document.querySelector("img[alt='Preview of the featured upload']")?.getAttribute("src") !== old,
      featuredUrl,
    );
    await previewLoaded(page);
    const newUrl = (await previewSrc(page))!;
    expect(newUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/admin/dashboard");
    expect(await status(featuredUrl)).toBe(404);
    expect(await status(`/uploads/${oldId}-480w.webp`)).toBe(404);
    expect((await rows()).map((r) => r.id)).not.toContain(oldId);
    expect(await status(newUrl)).toBe(200);
    expect(await status(contentUrl)).toBe(200);

    page.once("dialog", (d) => void d.accept());
    await page
      .getByRole("listitem")
      .filter({ hasText: "Harbour Office Photos" })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.locator("li[data-variant]", { hasText: "Post Deleted" }).waitFor();
    expect(await status(newUrl)).toBe(404);
    expect(await status(contentUrl)).toBe(404);
    const left = new Set((await rows()).map((r) => r.name));
    for (const url of [newUrl, contentUrl]) expect(left.has(url.slice("/uploads/".length))).toBe(false);
    await context.close();
  });

  test("without JavaScript the form's photo is processed on save: upright, no EXIF, with variants", async () => {
    const { page, context } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("No Script Photo");
    await page.getByLabel("Slug").fill("no-script-photo");
    const rotated = withCameraMetadata(await jpegFrom(photoPng(1200, 900, 9)), 6);
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "IMG_2001.JPG", mimeType: "image/jpeg", buffer: Buffer.from(rotated) });
    await page.getByLabel("Practice Area").selectOption("immigration");
    await page.getByLabel("Excerpt").fill("Sent without JavaScript.");
    await page.getByLabel("Content").fill("Body");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForURL("**/admin/dashboard");
    const [post] = await h.query<{ featured_image: string }>(
      "SELECT featured_image FROM posts WHERE slug = 'no-script-photo'",
    );
    expect(post!.featured_image).toMatch(UPLOAD);
    const res = await fetch(`${h.baseUrl}${post!.featured_image}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(await new Bun.Image(bytes).metadata()).toEqual({ width: 900, height: 1200, format: "jpeg" });
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.includes("Exif") || text.includes(SECRETS.camera) || text.includes(SECRETS.comment)).toBe(
      false,
    );
    await page.goto("/blog/no-script-photo");
    expect(await page.locator("main article img[srcset]").getAttribute("srcset")).toContain(
      "-480w.webp 480w",
    );
    await context.close();
  });
});
