/**
 * The firm's own details in Chromium, with and without JavaScript: hours, logo and cookie banner set in
 * the firm settings reach the pages a visitor reads (the contact page's sentence, every header, the
 * banner gone); adding a practice area refused with a message beside each field and nothing covering the
 * form; restoring a revision that names someone removed since asks first.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { photoPng } from "../support/images";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

async function signIn(javaScriptEnabled: boolean) {
  const p = await h.newPage({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled });
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

const logoFile = () => {
  const file = join(mkdtempSync(join(tmpdir(), "firm-logo-")), "logo.png");
  writeFileSync(file, photoPng(240, 240));
  return file;
};

for (const javaScriptEnabled of [true, false]) {
  describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test("the firm's hours, logo and cookie banner, set in its settings, reach every page", {
      timeout: 120_000,
    }, async () => {
      if (javaScriptEnabled) {
        // Before: the spec's banner, in the sample's words (the settings' words, hydrated).
        const before = (await h.newPage()).page;
        await before.goto("/about");
        const banner = before.getByRole("region", { name: "Cookie consent" });
        await banner.waitFor({ state: "visible" });
        expect(await banner.locator("p").innerText()).toBe(
          "We use essential cookies to make this site work and remember your preferences. Read our Privacy Policy.",
        );
      }
      const { page } = await signIn(javaScriptEnabled);
      await page.goto("/admin/site/settings/firm");
      // Each run sets its own closing time, so the two runs do not lean on each other.
      const closes = javaScriptEnabled ? "13:00" : "14:30";
      await page.getByLabel("Friday closes").fill(closes);
      await page.locator("#cf-logoGlobal").setInputFiles(logoFile());
      await page.getByLabel("Show the cookie banner").setChecked(false);
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.getByText("The change is live on the site.").waitFor();

      const visitor = (await h.newPage({ javaScriptEnabled })).page;
      await visitor.goto("/contact");
      const sentence = javaScriptEnabled ? "Friday, 9:00 AM to 1:00 PM." : "Friday, 9:00 AM to 2:30 PM.";
      expect(
        await visitor.getByText("Our office is open Monday to Thursday, 9:00 AM to 5:00 PM; and").innerText(),
      ).toContain(sentence);
      for (const path of ["/", "/services/regulatory-compliance", "/services/immigration"]) {
        await visitor.goto(path);
        const logo = visitor.locator("header a[data-logo] img");
        expect({ path, src: await logo.getAttribute("src") }).toMatchObject({
          path,
          src: expect.stringMatching(/^\/uploads\//),
        });
      }
      // The practice page keeps its caption beside the firm's logo.
      await visitor.goto("/services/regulatory-compliance");
      expect(await visitor.locator("header").getByText("Compliance & Risk Advisory").isVisible()).toBe(true);
      // No banner, after the islands have had their chance to show it.
      if (javaScriptEnabled)
        await visitor.waitForFunction(() => document.querySelector("[data-island='toaster'] > *"));
      expect(await visitor.getByRole("region", { name: "Cookie consent" }).count()).toBe(0);
    });

    test("adding a practice area: a refusal shows beside each field, with nothing over the form", {
      timeout: 120_000,
    }, async () => {
      const { page } = await signIn(javaScriptEnabled);
      await page.goto("/admin/site");
      await page.getByLabel("Title").fill("Immigration");
      await page.getByLabel("Web address", { exact: true }).fill("immigration");
      await page.getByLabel("Summary").fill("Work permits and residency.");
      await page.getByRole("button", { name: "Add practice area" }).click();
      const slugError = page.locator("#new-area-slug-error");
      await slugError.waitFor();
      expect(await slugError.innerText()).toBe(
        "Immigration Services already has the web address /services/immigration: choose another.",
      );
      // What was typed is kept; only the field at fault says so.
      expect(await page.getByLabel("Title").inputValue()).toBe("Immigration");
      expect(await page.getByLabel("Summary").inputValue()).toBe("Work permits and residency.");
      expect(await page.locator("#new-area-title-error").count()).toBe(0);
      // The form is in view, and no toast sits over it.
      expect(await page.locator("#add-practice-area").isVisible()).toBe(true);
      expect(
        await page
          .getByRole("region", { name: /Notifications/ })
          .locator("li")
          .count(),
      ).toBe(0);

      const title = javaScriptEnabled ? "Family Law" : "Trusts and Foundations";
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Web address", { exact: true }).fill("");
      await page.getByLabel("Summary").fill(`We advise on ${title.toLowerCase()} in the Cayman Islands.`);
      await page.getByRole("button", { name: "Add practice area" }).click();
      await page.waitForURL(/\/admin\/site\/practice-area\//);
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.getByText("The change is live on the site.").waitFor();
      const visitor = (await h.newPage({ javaScriptEnabled })).page;
      const slug = title.toLowerCase().replace(/ /g, "-");
      expect((await visitor.goto(`/services/${slug}`))?.status()).toBe(200);
      expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe(title);
      expect(await visitor.locator("header a[data-logo]").getAttribute("data-logo")).toBe("global");
    });
  });
}

test("restoring a revision that names someone removed since asks first, with and without JavaScript", {
  timeout: 180_000,
}, async () => {
  // Priya Walton leaves the site: the home page and her practice area choose others first.
  const { page } = await signIn(true);
  await page.goto("/admin/site/page/home");
  await page.getByLabel("Priya Walton").setChecked(false);
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByText("The change is live on the site.").waitFor();
  await page.goto("/admin/site/practice-area/regulatory-compliance");
  await page.getByLabel("Profile of").selectOption({ label: "Natalie Ebanks" });
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByText("The change is live on the site.").waitFor();
  await page.goto("/admin/site/person/priya-walton");
  await page.getByLabel("Yes, remove Priya Walton").check();
  await page.getByRole("button", { name: "Remove from the site" }).click();
  await page.waitForURL((u) => u.pathname === "/admin/site");

  for (const javaScriptEnabled of [false, true]) {
    const { page: staff } = await signIn(javaScriptEnabled);
    await staff.goto("/admin/site/page/home/revisions");
    await staff.getByRole("button", { name: "Restore revision 1" }).click();
    await staff.getByRole("heading", { name: "Restore revision 1?" }).waitFor();
    expect(
      await staff
        .getByText("Priya Walton has been removed from the site (People on the home page)")
        .isVisible(),
    ).toBe(true);
    if (!javaScriptEnabled) {
      await staff.getByRole("button", { name: "Restore without them" }).click();
      await staff.waitForURL((u) => u.pathname === "/admin/site/page/home");
      expect(await staff.getByLabel("Priya Walton").count()).toBe(0);
    } else {
      await staff.getByRole("button", { name: "Restore and keep them" }).click();
      await staff.waitForURL((u) => u.pathname === "/admin/site/page/home");
      const kept = staff.getByLabel("Priya Walton (removed from the site)");
      expect(await kept.isChecked()).toBe(true);
      await staff.getByRole("button", { name: "Publish now" }).click();
      await staff.getByText("Priya Walton is no longer on the site").first().waitFor();
    }
  }
});
