/**
 * /results: every published case result and testimonial, each with the firm's disclaimer. The page
 * exists only while there is something on it (a fresh install has no such page).
 */
import { Hono } from "hono";
import { pageLd } from "../../views/site/json-ld";
import { ResultsPage } from "../../views/site/results/results-page";
import type { SiteContent } from "../content";
import type { AppEnv } from "../http/app-env";
import { renderPage } from "../http/render";

export const RESULTS_PATH = "/results";

export const hasResults = (content: SiteContent) =>
  content.results.results.length > 0 || content.results.testimonials.length > 0;

export const resultsRoutes = new Hono<AppEnv>();

resultsRoutes.get(RESULTS_PATH, (c, next) => {
  const site = c.get("site");
  if (!hasResults(site.content)) return next();
  const meta = {
    title: `Results and client experiences | ${site.firm.name}`,
    description: `Case results and what clients say about ${site.firm.name}.`,
    path: RESULTS_PATH,
  };
  return renderPage(
    c,
    {
      title: meta.title,
      description: meta.description,
      keywords: [],
      // Breadcrumbs and the page only: never Review or AggregateRating data for testimonials.
      jsonLd: pageLd(site, meta, [{ name: "Results", path: RESULTS_PATH }]),
    },
    <ResultsPage results={site.content.results} />,
  );
});
