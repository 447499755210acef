import type { PracticeArea, ServicesData } from "../../src/content";
import { useScheduleHref } from "../layout/schedule-link";
import { ButtonLink } from "../ui/button";
import { Img } from "../ui/img";
import { CheckItem, Container } from "../ui/section";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";

export function ServicesPage({
  page: servicesPage,
  areas: practiceAreas,
}: {
  page: ServicesData;
  areas: readonly PracticeArea[];
}) {
  const schedule = useScheduleHref();
  return (
    <>
      <PageHero badge="Our Expertise" title={servicesPage.heading} intro={servicesPage.intro}>
        <ButtonLink href={schedule} size="lg">
          Schedule Consultation
        </ButtonLink>
      </PageHero>

      <section aria-label="Why clients choose us" className="border-b border-slate-200 bg-sand-50 py-12">
        <Container>
          <ul className="grid gap-6 md:grid-cols-3">
            {servicesPage.reassurance.map((r) => (
              <li key={r.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h2 className="text-lg font-bold text-navy-900">{r.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{r.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <div className="bg-white">
        {practiceAreas.map((area, i) => (
          <section
            key={area.slug}
            id={area.slug}
            aria-labelledby={`area-${area.slug}`}
            className="py-16 even:bg-sand-50 sm:py-20"
          >
            <Container>
              <div
                className={`grid items-center gap-10 ${area.image ? "lg:grid-cols-2" : "max-w-3xl"} lg:gap-16`}
                data-image-side={area.image ? (i % 2 === 0 ? "left" : "right") : undefined}
              >
                {area.image && (
                  <div className={i % 2 === 0 ? "" : "lg:order-2"}>
                    <Img
                      image={area.image}
                      className="aspect-[10/7] w-full rounded-2xl bg-sand-50 object-cover shadow-lg"
                    />
                  </div>
                )}
                <div>
                  <h2 id={`area-${area.slug}`} className="text-3xl font-bold text-navy-900">
                    {area.title}
                  </h2>
                  {area.tagline && <p className="mt-2 text-lg font-medium text-sea-700">{area.tagline}</p>}
                  <p className="mt-4 leading-relaxed text-slate-600">{area.description}</p>
                  {area.highlight && (
                    <p className="mt-4 border-l-4 border-gold-500 pl-4 font-medium text-navy-800">
                      {area.highlight}
                    </p>
                  )}
                  {area.keyServices.length > 0 && (
                    <>
                      <h3 className="mt-6 font-sans text-base font-semibold text-navy-900">
                        Key Services Include
                      </h3>
                      <ul className="mt-3 grid gap-2 text-slate-700 sm:grid-cols-2">
                        {area.keyServices.map((s) => (
                          <CheckItem key={s}>{s}</CheckItem>
                        ))}
                      </ul>
                    </>
                  )}
                  <ButtonLink href={area.href} variant="secondary" className="mt-8">
                    {`Learn More About ${area.title}`}
                  </ButtonLink>
                </div>
              </div>
            </Container>
          </section>
        ))}
      </div>

      <CtaBand id="services-cta" title={servicesPage.ctaTitle} text={servicesPage.ctaText}>
        <ButtonLink href={schedule} size="lg">
          Schedule Consultation
        </ButtonLink>
        <ButtonLink href="/about" size="lg" variant="light">
          Meet Our Team
        </ButtonLink>
      </CtaBand>
    </>
  );
}
