import type { CaseResultView, TestimonialView } from "../../../src/content";
import { Container, Section, SectionHeading } from "../../ui/section";
import { ResultCard } from "./result-card";
import { TestimonialCard } from "./testimonial-card";

/** A "Results" and a "What clients say" section, each only when it has items. */
export function ResultsSections({
  results,
  testimonials,
  idPrefix,
}: {
  results: CaseResultView[];
  testimonials: TestimonialView[];
  idPrefix: string;
}) {
  return (
    <>
      {results.length > 0 ? (
        <Section labelledBy={`${idPrefix}-results`}>
          <Container>
            <SectionHeading id={`${idPrefix}-results`} title="Results" />
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              {results.map((r) => (
                <ResultCard key={r.id} result={r} />
              ))}
            </div>
          </Container>
        </Section>
      ) : null}
      {testimonials.length > 0 ? (
        <Section tone="sand" labelledBy={`${idPrefix}-testimonials`}>
          <Container>
            <SectionHeading id={`${idPrefix}-testimonials`} title="What clients say" />
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              {testimonials.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </div>
          </Container>
        </Section>
      ) : null}
    </>
  );
}

/** The "Attorney Advertising" label, at the top of the home page when the firm turns it on. */
export function AdvertisingLabel() {
  return (
    <p className="bg-sand-50 py-2 text-center text-sm font-semibold uppercase tracking-wide text-navy-900">
      Attorney Advertising
    </p>
  );
}
