/**
 * Case results and testimonials in Chromium, with and without JavaScript: a testimonial added on the
 * Site screen is refused on publishing while the firm has no disclaimer for testimonials (the reason
 * shown), and once the disclaimer is published it goes live on /results, its disclaimer inside the same
 * card at the same text size as the words.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

for (const javaScriptEnabled of [true, false]) {
  describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test("a testimonial waits for the disclaimer, then shows with it in the same card", {
      timeout: 180_000,
    }, async () => {
      const { page } = await h.newPage({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled });
      await page.goto("/admin/login");
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL((u) => u.pathname === "/admin/dashboard");

      const run = javaScriptEnabled ? "with-js" : "no-js";
      const disclaimer = async (words: string) => {
        await page.goto("/admin/site/settings/firm");
        await page.getByLabel("Disclaimer shown with every testimonial").fill(words);
        // This firm lets testimonials go live without a second admin (approval has its own tests).
        await page.getByLabel("Second admin approves results and testimonials").uncheck();
        await page.getByRole("button", { name: "Publish now" }).click();
        await page.waitForURL((u) => u.pathname === "/admin/site/settings/firm");
        await page.getByText("Published").first().waitFor();
      };
      await disclaimer("");

      await page.goto("/admin/site");
      await page.getByLabel("Add a testimonial").fill(`R.${run}`);
      await page.getByRole("button", { name: "Add testimonial" }).click();
      await page.waitForURL((u) => u.pathname.startsWith("/admin/site/testimonial/"));
      const editor = new URL(page.url()).pathname;
      await page.getByLabel("The words, verbatim").fill(`Clear advice, ${run}.`);
      await page.getByLabel("Representative of clients' typical experience").setChecked(true);
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.getByText("The firm has no disclaimer for testimonials yet").first().waitFor();

      const words = `No guarantee of a similar result (${run}).`;
      await disclaimer(words);
      await page.goto(editor);
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.getByText("Published").first().waitFor();

      await page.goto("/results");
      const card = page.locator("figure[data-item='testimonial']", { hasText: `Clear advice, ${run}.` });
      await card.waitFor();
      const said = card.locator("[data-disclaimer]");
      expect(await said.innerText()).toBe(words);
      const size = (l: typeof said) => l.evaluate((e) => getComputedStyle(e).fontSize);
      expect(await size(said)).toBe(await size(card.locator("blockquote")));
    });
  });
}
