import { type Context, Hono } from "hono";
import type { ComponentProps } from "react";
import { AboutPage } from "../../views/site/about";
import { withBookingSection } from "../../views/site/book/privacy-section";
import { ContactPage } from "../../views/site/contact";
import { ContactForm } from "../../views/site/contact-form.island";
import { HomePage } from "../../views/site/home";
import { pageLd, personLd, serviceLd } from "../../views/site/json-ld";
import { LegalPage } from "../../views/site/legal";
import { OurPeoplePage } from "../../views/site/our-people";
import { PracticeAreaPage } from "../../views/site/practice-area";
import { ServicesPage } from "../../views/site/services";
import { Island } from "../../views/ui/island";
import { LEGAL_PAGE_IDS, PAGES, type SiteContent } from "../content";
import type { AppEnv } from "../http/app-env";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { imageAt, responsiveImagesFor } from "../images";
import { CONTACT_SENT } from "../shared/contact-fields";
import { contactServiceOptions } from "../shared/practice-areas";
import { alertsFormFor } from "./alerts-form-props";
import { hasResults, RESULTS_PATH } from "./results";

/** How many posts a practice page's "Latest Insights" shows. */
export const INSIGHTS_LIMIT = 6;

export const pageRoutes = new Hono<AppEnv>();

/** A page's search-engine texts as the firm wrote them. */
const metaOf = (d: { metaTitle: string; metaDescription: string; keywords: string[] }) => ({
  title: d.metaTitle,
  description: d.metaDescription,
  keywords: d.keywords,
});

pageRoutes.get("/", (c) => {
  const site = c.get("site");
  const home = site.content.home;
  const meta = { ...metaOf(home), path: "/" };
  return renderPage(
    c,
    { ...metaOf(home), jsonLd: pageLd(site, meta, []) },
    <HomePage
      home={home}
      serviceCards={site.content.practice.areas.flatMap((a) => a.homeCard ?? [])}
      results={site.content.results}
    />,
  );
});

pageRoutes.get("/services", (c) => {
  const site = c.get("site");
  const page = site.content.services;
  const meta = { ...metaOf(page), path: "/services" };
  return renderPage(
    c,
    {
      ...metaOf(page),
      jsonLd: [
        ...pageLd(site, meta, [{ name: "Services", path: "/services" }]),
        ...site.content.practice.areas.map((a) => serviceLd(site, a)),
      ],
    },
    <ServicesPage page={page} areas={site.content.practice.areas} />,
  );
});

pageRoutes.get("/services/:slug", async (c, next) => {
  const site = c.get("site");
  const slug = c.req.param("slug");
  const where = site.content.practice.resolve(slug);
  // A renamed area's old address leads to its new one (one hop); a retired area's to the overview.
  if (where.kind === "moved") return redirectTo(c, `/services/${where.slug}`, 301);
  if (where.kind === "retired") return redirectTo(c, "/services", 301);
  const area = site.content.practice.bySlug.get(slug);
  if (!area) return next();
  const meta = { title: area.page.metaTitle, description: area.page.metaDescription, path: area.href };
  const deps = c.get("deps");
  const cards = await deps.repos.posts.listByServiceArea(area.serviceArea, INSIGHTS_LIMIT, "public");
  const images = await responsiveImagesFor(deps, ...cards.map((p) => p.featuredImage));
  const insights = cards.map(({ featuredImage, ...p }) => ({ ...p, image: imageAt(images, featuredImage) }));
  return renderPage(
    c,
    {
      title: area.page.metaTitle,
      description: area.page.metaDescription,
      keywords: area.page.keywords,
      jsonLd: [
        ...pageLd(site, meta, [
          { name: "Services", path: "/services" },
          { name: area.page.heroTitle, path: area.href },
        ]),
        serviceLd(site, area),
      ],
    },
    <PracticeAreaPage
      area={area}
      insights={insights}
      alerts={await alertsFormFor(c, area.href, area.id)}
      results={site.content.results}
    />,
  );
});

pageRoutes.get("/about", (c) => {
  const site = c.get("site");
  const about = site.content.about;
  const meta = { ...metaOf(about), path: "/about" };
  return renderPage(
    c,
    { ...metaOf(about), jsonLd: pageLd(site, meta, [{ name: "About", path: "/about" }]) },
    <AboutPage firmName={site.firm.name} founded={site.content.settings.founded.text} about={about} />,
  );
});

pageRoutes.get("/our-people", (c) => {
  const site = c.get("site");
  const page = site.content.ourPeople;
  const meta = { ...metaOf(page), path: "/our-people" };
  return renderPage(
    c,
    {
      ...metaOf(page),
      jsonLd: [
        ...pageLd(site, meta, [{ name: "Our People", path: "/our-people" }]),
        ...site.content.people.map((p) => personLd(site, p)),
      ],
    },
    <OurPeoplePage page={page} team={site.content.people} />,
  );
});

/** Stands for the visitor's form token in a memoised /contact page (base-36 and base64url never contain it). */
const TOKEN_SLOT = "__FORM_TOKEN__";
const VISIT_SLOT = "__FORM_VISIT__";
const CONTACT_TTL_MS = 10 * 60 * 1000;
/**
 * Per app: origin (and the practice area chosen by `?service=`) → the plain /contact page with TOKEN_SLOT,
 * for the content version it was made in. Only known areas make a key, so made-up queries cannot fill it.
 */
const contactMemo = new WeakMap<object, Map<string, { html: string; version: number; at: number }>>();

/**
 * The service `?service={practice area}` chooses on the form (a practice page's "Schedule Consultation"
 * and "Contact Us" links), as the select's option; a former address of the area counts, anything else is
 * ignored.
 */
function serviceAsked(c: Context<AppEnv>): string | undefined {
  const asked = c.req.query("service");
  if (!asked) return undefined;
  const practice = c.get("site").content.practice;
  const where = practice.resolve(asked);
  if (where.kind !== "current" && where.kind !== "moved") return undefined;
  return practice.bySlug.get(where.slug)?.contactOption;
}

/**
 * /contact, also re-rendered by the no-JavaScript form handler with the visitor's values and errors. The
 * form carries a signed "rendered at" token (minimum fill time), so every visitor needs their own page: it
 * is marked private, which keeps it out of the page cache (src/http/page-cache.ts) and shared
 * caches. The plain page is rendered once per content version with a slot that each request fills with a
 * fresh token, so it stays nearly as fast as a cached page. The handler passes the visitor's own token back
 * when it was genuine, so fixing a mistake quickly is not taken for a bot.
 */
export async function renderContactPage(
  c: Context<AppEnv>,
  form: Omit<ComponentProps<typeof ContactForm>, "firmName" | "services"> = {},
  status = 200,
) {
  const site = c.get("site");
  const deps = c.get("deps");
  const formToken = form.formToken ?? (await deps.formTokens.issue());
  // Where this visit came from, for the form to carry back (read on the server: nothing in the browser).
  const visit = form.visit ?? (await deps.stats.formVisit(c.req.raw, c.get("clientIp")));
  c.header("Cache-Control", "private, no-cache");
  const flash = c.get("flash");
  const plain =
    Object.keys(form).length === 0 && status === 200 && flash === undefined && !site.content.preview;
  // Chosen on the server, so the select shows it without JavaScript too.
  const service = form.values ? undefined : serviceAsked(c);
  // The page a send without JavaScript leads to says what the page after a send with it says.
  const sent = !form.values && flash?.title === CONTACT_SENT && flash.variant !== "destructive";
  const acknowledges = await deps.enquiryMail.acknowledges();
  const version = deps.repos.contentVersion.current();
  const memo = contactMemo.get(deps) ?? new Map();
  contactMemo.set(deps, memo);
  const memoKey = `${site.origin}|${service ?? ""}`;
  const hit = plain ? memo.get(memoKey) : undefined;
  if (hit && hit.version === version && Date.now() - hit.at < CONTACT_TTL_MS)
    return c.html(hit.html.replaceAll(TOKEN_SLOT, formToken).replaceAll(VISIT_SLOT, visit));

  const page = site.content.contact;
  const meta = { ...metaOf(page), path: "/contact" };
  const res = renderPage(
    c,
    {
      ...metaOf(page),
      canonicalPath: "/contact",
      jsonLd: pageLd(site, meta, [{ name: "Contact", path: "/contact" }]),
    },
    <ContactPage
      firm={site.firm}
      settings={site.content.settings}
      page={page}
      form={
        <Island
          of={ContactForm}
          props={{
            firmName: site.firm.name,
            services: contactServiceOptions(site.content.practice.areas),
            ...(service ? { values: { name: "", email: "", phone: "", service, message: "" } } : {}),
            ...(sent ? { sent } : {}),
            ...(acknowledges ? { acknowledges } : {}),
            ...form,
            formToken: plain ? TOKEN_SLOT : formToken,
            visit: plain ? VISIT_SLOT : visit,
          }}
        />
      }
    />,
    status,
  );
  if (!plain) return res;
  const html = await res.text();
  if (memo.size >= 40) memo.clear();
  memo.set(memoKey, { html, version, at: Date.now() });
  return c.html(html.replaceAll(TOKEN_SLOT, formToken).replaceAll(VISIT_SLOT, visit));
}

pageRoutes.get("/contact", (c) => renderContactPage(c));

for (const id of LEGAL_PAGE_IDS) {
  const path = PAGES[id].path;
  pageRoutes.get(path, (c) => {
    const site = c.get("site");
    const published = site.content.legal[id];
    // While the firm takes bookings, the privacy policy says what a booking keeps and for how long.
    const doc =
      id === "privacy-policy" && c.get("bookingOpen")
        ? withBookingSection(published, c.get("deps").config.retentionDays)
        : published;
    const meta = { title: doc.title, description: doc.metaDescription, path };
    return renderPage(
      c,
      {
        title: doc.title,
        description: doc.metaDescription,
        keywords: doc.keywords,
        jsonLd: pageLd(site, meta, [{ name: doc.title, path }]),
      },
      <LegalPage doc={doc} />,
    );
  });
}

/** Every public page, for the sitemap. */
export const publicPaths = (content: SiteContent) => [
  "/",
  "/services",
  ...content.practice.areas.map((a) => a.href),
  "/about",
  "/our-people",
  "/contact",
  ...LEGAL_PAGE_IDS.map((id) => PAGES[id].path),
  // The statement is listed once the firm links it from the footer.
  ...(content.settings.accessibilityInFooter ? [PAGES.accessibility.path] : []),
  // The results page exists only while something is published on it.
  ...(hasResults(content) ? [RESULTS_PATH] : []),
];
