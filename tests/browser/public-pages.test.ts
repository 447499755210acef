import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { axeOf, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

/**
 * What a visitor must see on each page: headings, texts and where the named links go (a practice page's
 * contact links land on the form itself with its area chosen).
 */
const pages: { path: string; h1: string; texts: string[]; links: [string, string][] }[] = [
  {
    path: "/",
    h1: "Trusted Legal Guidance for Your Future",
    texts: [
      "Meet Our Team",
      "Tailored Legal Solutions",
      "Individuals",
      "Businesses",
      "International Clients",
      "Ready to Move Forward?",
    ],
    links: [
      ["Schedule Consultation", "/contact"],
      ["Our Services", "/services"],
      ["Explore Services", "/services"],
      ["About Our Firm", "/about"],
    ],
  },
  {
    path: "/services",
    h1: "Areas of Legal Expertise",
    texts: [
      "Deep Local Expertise",
      "Client-Focused Service",
      "Proven Track Record",
      "Key Services Include",
      "Ready to Get Started?",
      "Wills Estates & Trusts",
    ],
    links: [
      ["Learn More About Corporate Services", "/services/corporate-services"],
      ["Learn More About Wills Estates & Trusts", "/services/wills-estates-trusts"],
      ["Meet Our Team", "/about"],
    ],
  },
  {
    path: "/services/corporate-services",
    h1: "Corporate Services",
    texts: [
      "Exempted Companies",
      "LLCs",
      "Segregated Portfolio Companies",
      "Limited Partnerships",
      "Investment Funds",
      "SPVs",
      "Holding Companies",
      "Foundations",
    ],
    links: [
      ["All Services", "/services"],
      ["Contact Us Today", "/contact?service=corporate-services#contact-form"],
      ["Meet Our Team", "/our-people"],
    ],
  },
  {
    path: "/services/regulatory-compliance",
    h1: "Regulatory Compliance and Risk Advisory",
    texts: ["AML Audits", "Business Risk Assessments", "Training"],
    links: [
      ["Contact Us Today", "/contact?service=regulatory-compliance#contact-form"],
      ["Meet Our Team", "/our-people"],
    ],
  },
  {
    path: "/services/corporate-law",
    h1: "Corporate Law",
    texts: ["Mergers"],
    links: [
      ["Contact Us Today", "/contact?service=corporate-law#contact-form"],
      ["Learn About Our Firm", "/about"],
    ],
  },
  {
    path: "/services/real-estate",
    h1: "Real Estate & Property Law",
    texts: ["due diligence", "Strata"],
    links: [["Learn About Our Firm", "/about"]],
  },
  {
    path: "/services/immigration",
    h1: "Immigration Services",
    texts: ["Work permits", "Permanent residency"],
    links: [["Learn About Our Firm", "/about"]],
  },
  {
    path: "/services/employment-law",
    h1: "Employment Law",
    texts: ["Labour Tribunal"],
    links: [["Learn About Our Firm", "/about"]],
  },
  {
    path: "/services/intellectual-property",
    h1: "Intellectual Property",
    texts: ["Trademark", "Copyright"],
    links: [["Learn About Our Firm", "/about"]],
  },
  {
    path: "/services/wills-estates-trusts",
    h1: "Wills, Estates & Trusts",
    texts: ["Probate", "Powers of attorney"],
    links: [["Learn About Our Firm", "/about"]],
  },
  {
    path: "/about",
    h1: "About Ironwood Legal",
    texts: ["Our Firm", "Our Founding Partners", "Work With Us", "October 2024"],
    links: [
      ["Meet Our Full Team", "/our-people"],
      ["Schedule a Consultation", "/contact"],
    ],
  },
  {
    path: "/our-people",
    h1: "Our People",
    texts: [
      "Natalie Ebanks",
      "Jonathan Merren",
      "Priya Walton",
      "Partner",
      "Corporate Services Specialist",
      "Compliance & Risk Advisory Lead",
      "Education",
      "Bar Admissions",
      "Work With Our Team",
    ],
    links: [["Schedule a Consultation", "/contact"]],
  },
  {
    path: "/contact",
    h1: "Let's Discuss Your Legal Needs",
    texts: [
      "Send Us a Message",
      "All consultations are confidential and protected by attorney-client privilege.",
      "5th Floor, 28 Elgin Avenue, George Town, P.O. Box, Grand Cayman, Cayman Islands",
      "Monday-Friday: 9:00 AM-5:00 PM",
      "Saturday-Sunday: Closed",
      "Prefer to Call or Email?",
      "Why Choose Ironwood Legal",
    ],
    links: [
      ["Call Now", "tel:+13455550142"],
      ["Send Email", "mailto:info@ironwoodlegal.ky"],
    ],
  },
  {
    path: "/privacy-policy",
    h1: "Privacy Policy",
    texts: [
      "September 15, 2025",
      "Usage Data",
      "under the age of 13",
      "Email address",
      "First name and last name",
      "Phone number",
    ],
    links: [["our contact page", "/contact"]],
  },
  {
    path: "/terms",
    h1: "Terms of Service",
    texts: ["September 15, 2025", "over the age of 18", "100 USD", "Cayman Islands", "30 days"],
    links: [["our contact page", "/contact"]],
  },
  {
    path: "/terms-of-engagement",
    h1: "Terms of Engagement",
    texts: ["30 days", "1% per month", "compounded monthly", "CI$300.00", "12 months", "seven years"],
    links: [["our contact page", "/contact"]],
  },
  // Not linked from a fresh install's footer, but it answers (and its form is checked with the rest).
  {
    path: "/accessibility",
    h1: "Accessibility statement",
    texts: ["WCAG 2.2 level AA", "We answer within 5 business days.", "Tell us about a problem"],
    links: [],
  },
  // The articles page (empty here: no posts in this harness).
  {
    path: "/blog",
    h1: "Insights",
    texts: ["No articles yet", "Subscribe to the feed", "All areas"],
    links: [
      ["Subscribe to the feed", "/blog/feed.xml"],
      ["Immigration Services", "/blog?area=immigration"],
    ],
  },
];

describe("every public page shows its content", () => {
  for (const p of pages) {
    test(p.path, async () => {
      const { page, context, problems } = await h.newPage();
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      expect((await page.getByRole("heading", { level: 1 }).innerText()).trim()).toBe(p.h1);
      const main = page.locator("main");
      const text = (await main.innerText()).toLowerCase();
      for (const t of p.texts) expect(text).toContain(t.toLowerCase());
      for (const [name, href] of p.links) {
        const link = main.getByRole("link", { name, exact: false }).first();
        expect(await link.getAttribute("href")).toBe(href);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("cookie banner", () => {
  for (const choice of ["Accept", "Decline"] as const) {
    test(`${choice} stores the choice, hides the banner, and it stays hidden`, async () => {
      const { page, context } = await h.newPage();
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await banner.waitFor({ state: "visible" });
      expect(await banner.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
        "/privacy-policy",
      );
      await banner.getByRole("button", { name: choice }).click();
      expect(await banner.isVisible()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(
        choice === "Accept" ? "accepted" : "declined",
      );
      await page.goto("/about");
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("region", { name: "Cookie consent" }).isVisible()).toBe(false);
      await context.close();
    });
  }
});

describe("accessibility and layout", () => {
  test("axe finds no violations on any public page", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("cookie-consent", "accepted"));
    const found: string[] = [];
    for (const p of pages) {
      await page.goto(p.path);
      const result = await axeOf(page).analyze();
      for (const v of result.violations)
        found.push(`${p.path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000); // axe over every public page: most of a minute alone, more beside other suites

  test("at 375 px nothing overflows sideways on any page", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 375, height: 740 } });
    const overflowing: string[] = [];
    for (const p of pages) {
      await page.goto(p.path);
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) overflowing.push(`${p.path}: ${extra}px`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  }, 120_000);

  test("with JavaScript off every page is complete and navigable", async () => {
    const { page, context } = await h.newPage({ javaScriptEnabled: false });
    await page.goto("/");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Trusted Legal Guidance for Your Future",
    );
    await page.locator("main").getByRole("link", { name: "Our Services" }).click();
    await page.waitForURL("**/services");
    await page.getByRole("link", { name: "Learn More About Immigration Services" }).click();
    await page.waitForURL("**/services/immigration");
    await page.locator("footer").getByRole("link", { name: "Terms of Engagement" }).click();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Terms of Engagement");
    await context.close();
  });
});

describe("HTML validity", () => {
  test("the Nu HTML checker reports no errors on any public page", async () => {
    const dir = `${h.dataDir}/html`;
    const files: string[] = [];
    for (const [i, p] of pages.entries()) {
      const html = await (await fetch(`${h.baseUrl}${p.path}`)).text();
      const file = `${dir}/${i}.html`;
      await Bun.write(file, html);
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
      {
        stdout: "pipe",
        stderr: "pipe",
      },
    );
    const report = JSON.parse(vnu.stderr.toString() || vnu.stdout.toString()) as {
      messages: { url: string; message: string }[];
    };
    const errors = report.messages.map(
      (m) => `${pages[Number(/(\d+)\.html$/.exec(m.url)?.[1])]?.path}: ${m.message}`,
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
