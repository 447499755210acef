import { describe, expect, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { practiceAreas } from "../content/seed/practice-areas";

/** The public pages of a fresh install: the sample firm's site. */
const publicPaths = [
  "/",
  "/services",
  ...practiceAreas.map((a) => `/services/${a.slug}`),
  "/about",
  "/our-people",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/terms-of-engagement",
];

const { app, repos } = await makeTestApp();

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
}
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("every public page", () => {
  test("there are 16 public pages", () => {
    expect(publicPaths).toHaveLength(16);
  });

  for (const path of publicPaths) {
    test(`${path} renders with its own metadata and structured data`, async () => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html.startsWith("<!doctype html>")).toBe(true);
      expect(html).toMatch(/<title>[^<]+ \| Ironwood Legal<\/title>/);
      expect(meta(html, "name", "description")?.length).toBeGreaterThan(50);
      expect(meta(html, "name", "keywords")?.length).toBeGreaterThan(5);
      expect(meta(html, "name", "robots")).toBe("index, follow");
      expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
      for (const og of ["og:title", "og:description", "og:url", "og:image", "og:type"])
        expect(meta(html, "property", og)).toBeTruthy();
      expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      const types = jsonLd(html).map((d) => d["@type"]);
      for (const t of [
        "LegalService",
        "LocalBusiness",
        "WebPage",
        "BreadcrumbList",
        "WebSite",
        "Organization",
      ])
        expect(types).toContain(t);
    });
  }

  test("titles and descriptions differ between pages", async () => {
    const titles = new Set<string>();
    for (const path of publicPaths) {
      const html = await (await app.request(path)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(publicPaths.length);
  });
});

describe("structured data", () => {
  test("the local business carries address, geo, hours, radius and price range", async () => {
    const html = await (await app.request("/contact")).text();
    const business = jsonLd(html).find((d) => d["@type"] === "LocalBusiness") as {
      address: { addressLocality: string };
      geo: { "@type": string };
      openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }[];
      areaServed: { geoRadius: number };
      priceRange: string;
    };
    expect(business.address.addressLocality).toBe("George Town");
    expect(business.geo["@type"]).toBe("GeoCoordinates");
    expect(business.openingHoursSpecification[0]).toMatchObject({ opens: "09:00", closes: "17:00" });
    expect(business.openingHoursSpecification[0]?.dayOfWeek).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    expect(business.areaServed.geoRadius).toBe(50000);
    expect(business.priceRange).toBe("$$");
  });

  test("/services emits one Service per practice area", async () => {
    const html = await (await app.request("/services")).text();
    const services = jsonLd(html).filter((d) => d["@type"] === "Service");
    expect(services.map((s) => s.name)).toEqual(practiceAreas.map((a) => a.title));
  });

  test("a JSON-LD value cannot close its script element", async () => {
    const html = await (await app.request("/")).text();
    for (const m of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs))
      expect(m[1]).not.toContain("<");
  });
});

describe("content", () => {
  test("/services says seven core areas and lists eight, alternating sides", async () => {
    const html = await (await app.request("/services")).text();
    expect(html).toContain("Areas of Legal Expertise");
    expect(html).toContain("seven core practice areas");
    expect(html.match(/Key Services Include/g)).toHaveLength(8);
    for (const a of practiceAreas)
      expect(html).toContain(`Learn More About ${a.title.replace(/&/g, "&amp;")}`);
    expect([...html.matchAll(/data-image-side="(\w+)"/g)].map((m) => m[1])).toEqual([
      "left",
      "right",
      "left",
      "right",
      "left",
      "right",
      "left",
      "right",
    ]);
  });

  test("the home page has seven service cards, the last one wide", async () => {
    const html = await (await app.request("/")).text();
    expect(html).toContain("Trusted Legal Guidance for Your Future");
    expect(html.match(/>Learn More /g)).toHaveLength(7);
    expect(html.match(/data-wide="true"/g)).toHaveLength(1);
    expect(html.lastIndexOf("data-wide")).toBeGreaterThan(html.lastIndexOf(">Learn More ") - 2000);
  });

  test("practice pages link their team page as the table says", async () => {
    for (const a of practiceAreas) {
      const html = await (await app.request(`/services/${a.slug}`)).text();
      const expected = ["corporate-services", "regulatory-compliance"].includes(a.slug)
        ? "/our-people"
        : "/about";
      expect(a.teamLink).toBe(expected);
      expect(html).toContain("Contact Us Today");
      expect(html).toContain(`href="${expected}"`);
    }
  });

  test("an unknown practice area is a 404", async () => {
    expect((await app.request("/services/tax-law")).status).toBe(404);
  });

  test("Latest Insights appear only on the matching practice page, and not at all without posts", async () => {
    expect(await (await app.request("/services/immigration")).text()).not.toContain("Latest Insights");
    await repos.posts.create({
      title: "Work permit changes explained",
      slug: "work-permit-changes",
      content: "x",
      excerpt: "What changes.",
      serviceArea: "immigration",
    });
    const immigration = await (await app.request("/services/immigration")).text();
    expect(immigration).toContain("Latest Insights");
    expect(immigration).toContain('href="/blog/work-permit-changes"');
    expect(immigration).toContain("line-clamp-2");
    expect(await (await app.request("/services/real-estate")).text()).not.toContain("Latest Insights");
  });
});

describe("robots and sitemap", () => {
  test("robots.txt allows the site, disallows admin and api, names the sitemap", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  test("sitemap.xml lists every public URL and the blog posts", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    for (const p of publicPaths) expect(xml).toContain(`<loc>http://localhost${p}</loc>`);
    expect(xml).toContain("<loc>http://localhost/blog/work-permit-changes</loc>");
  });
});

describe("URLs", () => {
  test("a trailing slash redirects to the one canonical URL", async () => {
    const res = await app.request("/about/?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?x=1");
  });

  test("pages answer conditional requests with 304", async () => {
    const first = await app.request("/about");
    const again = await app.request("/about", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });
});
