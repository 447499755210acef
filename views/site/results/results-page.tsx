import type { ResultsContent } from "../../../src/content";
import { PageHero } from "../page-hero";
import { ResultsSections } from "./results-sections";

export function ResultsPage({ results }: { results: ResultsContent }) {
  return (
    <>
      <PageHero title="Results and client experiences" />
      <ResultsSections idPrefix="all" results={results.results} testimonials={results.testimonials} />
    </>
  );
}
