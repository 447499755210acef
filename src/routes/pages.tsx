import { type Context, Hono } from "hono";
import type { ComponentProps } from "react";
import { Island } from "../../views/island";
import type { ContactForm } from "../../views/islands/contact-form";
import { pageLd, serviceLd } from "../../views/json-ld";
import { AboutPage } from "../../views/pages/about";
import { ContactPage } from "../../views/pages/contact";
import { HomePage } from "../../views/pages/home";
import { LegalPage } from "../../views/pages/legal";
import { OurPeoplePage } from "../../views/pages/our-people";
import { PracticeAreaPage } from "../../views/pages/practice-area";
import { ServicesPage } from "../../views/pages/services";
import { aboutPage } from "../content/about";
import { contactPage } from "../content/contact-page";
import { home } from "../content/home";
import { privacyPolicy } from "../content/legal/privacy-policy";
import { terms } from "../content/legal/terms";
import { termsOfEngagement } from "../content/legal/terms-of-engagement";
import { ourPeoplePage } from "../content/our-people";
import { practiceAreaBySlug, practiceAreas } from "../content/practice-areas";
import { servicesPage } from "../content/services-page";
import { memberBySlug, team } from "../content/team";
import type { LegalDocument } from "../content/types";
import type { AppEnv } from "../http/app-env";
import { renderPage } from "../http/render";
import { imageAt, responsiveImagesFor } from "../images";
import { CONTACT_SERVICE_OPTIONS } from "../shared/practice-areas";

/** How many posts a practice page's "Latest Insights" shows. */
export const INSIGHTS_LIMIT = 6;

export const pageRoutes = new Hono<AppEnv>();

pageRoutes.get("/", (c) => {
  const site = c.get("site");
  const meta = { ...home.meta, path: "/" };
  return renderPage(c, { ...home.meta, jsonLd: pageLd(site, meta, []) }, <HomePage team={team} />);
});

pageRoutes.get("/services", (c) => {
  const site = c.get("site");
  const meta = { ...servicesPage.meta, path: "/services" };
  return renderPage(
    c,
    {
      ...servicesPage.meta,
      jsonLd: [
        ...pageLd(site, meta, [{ name: "Services", path: "/services" }]),
        ...practiceAreas.map((a) => serviceLd(site, a)),
      ],
    },
    <ServicesPage />,
  );
});

pageRoutes.get("/services/:slug", async (c, next) => {
  const area = practiceAreaBySlug(c.req.param("slug"));
  if (!area) return next();
  const site = c.get("site");
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
      profile={area.page.profileSlug ? memberBySlug(area.page.profileSlug) : undefined}
      insights={insights}
    />,
  );
});

pageRoutes.get("/about", (c) => {
  const site = c.get("site");
  const meta = { ...aboutPage.meta, path: "/about" };
  return renderPage(
    c,
    { ...aboutPage.meta, jsonLd: pageLd(site, meta, [{ name: "About", path: "/about" }]) },
    <AboutPage firmName={site.firm.name} founders={team.filter((m) => m.founder)} />,
  );
});

pageRoutes.get("/our-people", (c) => {
  const site = c.get("site");
  const meta = { ...ourPeoplePage.meta, path: "/our-people" };
  return renderPage(
    c,
    { ...ourPeoplePage.meta, jsonLd: pageLd(site, meta, [{ name: "Our People", path: "/our-people" }]) },
    <OurPeoplePage team={team} />,
  );
});

/** Stands for the visitor's form token in a memoised /contact page (base-36 and base64url never contain it). */
const TOKEN_SLOT = "__FORM_TOKEN__";
const CONTACT_TTL_MS = 10 * 60 * 1000;
/** Per app: origin → the plain /contact page with TOKEN_SLOT, for the content version it was made in. */
const contactMemo = new WeakMap<object, Map<string, { html: string; version: number; at: number }>>();

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
  c.header("Cache-Control", "private, no-cache");
  const plain = Object.keys(form).length === 0 && status === 200 && c.get("flash") === undefined;
  const version = deps.repos.contentVersion.current();
  const memo = contactMemo.get(deps) ?? new Map();
  contactMemo.set(deps, memo);
  const hit = plain ? memo.get(site.origin) : undefined;
  if (hit && hit.version === version && Date.now() - hit.at < CONTACT_TTL_MS)
    return c.html(hit.html.replaceAll(TOKEN_SLOT, formToken));

  const meta = { ...contactPage.meta, path: "/contact" };
  const res = renderPage(
    c,
    {
      ...contactPage.meta,
      canonicalPath: "/contact",
      jsonLd: pageLd(site, meta, [{ name: "Contact", path: "/contact" }]),
    },
    <ContactPage
      firm={site.firm}
      form={
        <Island
          name="contact-form"
          props={{
            firmName: site.firm.name,
            services: CONTACT_SERVICE_OPTIONS,
            ...form,
            formToken: plain ? TOKEN_SLOT : formToken,
          }}
        />
      }
    />,
    status,
  );
  if (!plain) return res;
  const html = await res.text();
  if (memo.size >= 20) memo.clear();
  memo.set(site.origin, { html, version, at: Date.now() });
  return c.html(html.replaceAll(TOKEN_SLOT, formToken));
}

pageRoutes.get("/contact", (c) => renderContactPage(c));

const legalDocs: [string, LegalDocument][] = [
  ["/privacy-policy", privacyPolicy],
  ["/terms", terms],
  ["/terms-of-engagement", termsOfEngagement],
];
for (const [path, doc] of legalDocs) {
  pageRoutes.get(path, (c) => {
    const site = c.get("site");
    const meta = { title: doc.title, description: doc.metaDescription, path };
    return renderPage(
      c,
      {
        title: doc.title,
        description: doc.metaDescription,
        keywords: doc.keywords,
        jsonLd: pageLd(site, meta, [{ name: doc.title, path }]),
      },
      <LegalPage doc={doc} firm={site.firm} />,
    );
  });
}

/** Every public page, for the sitemap. */
export const publicPaths = [
  "/",
  "/services",
  ...practiceAreas.map((a) => a.href),
  "/about",
  "/our-people",
  "/contact",
  ...legalDocs.map(([p]) => p),
];
