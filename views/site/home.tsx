import type { SiteContent } from "../../src/content";
import { assetUrl } from "../../src/lib/assets";
import { useScheduleHref } from "../layout/schedule-link";
import { ButtonLink } from "../ui/button";
import { Img } from "../ui/img";
import { CheckItem, Container, Section, SectionHeading } from "../ui/section";
import { CtaBand } from "./cta-band";
import { HeroBadge } from "./page-hero";
import { PersonCard } from "./person-card";
import { AdvertisingLabel, ResultsSections } from "./results/results-sections";

type HomeCard = NonNullable<SiteContent["practice"]["areas"][number]["homeCard"]>;

export function HomePage({
  home,
  serviceCards,
  results,
}: {
  home: SiteContent["home"];
  serviceCards: HomeCard[];
  /** The firm's published case results and testimonials: those chosen for the home page are shown. */
  results: SiteContent["results"];
}) {
  const schedule = useScheduleHref();
  return (
    <>
      {results.advertising ? <AdvertisingLabel /> : null}
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <img
          src={assetUrl("/images/hero.svg")}
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          decoding="sync"
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-900/70 to-transparent"
        />
        <Container className="relative py-20 sm:py-28 lg:py-32">
          <HeroBadge>{home.heroBadge}</HeroBadge>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold leading-tight sm:text-6xl">{home.heroTitle}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200">{home.heroIntro}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink href={schedule} size="lg">
              Schedule Consultation
            </ButtonLink>
            <ButtonLink href="/services" size="lg" variant="light">
              Our Services
            </ButtonLink>
          </div>
        </Container>
      </section>

      <Section labelledBy="home-services">
        <SectionHeading
          id="home-services"
          eyebrow="Practice Areas"
          title={home.servicesHeading}
          intro={home.servicesIntro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <li
              key={card.href}
              className={card.isWide ? "md:col-span-2 lg:col-span-3" : ""}
              data-wide={card.isWide ? "true" : undefined}
            >
              <article
                className={`flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
                  card.isWide ? "flex-col md:flex-row" : "flex-col"
                }`}
              >
                {card.image && (
                  <Img
                    image={card.image}
                    className={`bg-sand-50 object-cover ${card.isWide ? "aspect-[10/7] md:w-2/5" : "aspect-[10/7] w-full"}`}
                  />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold text-navy-900">{card.title}</h3>
                  <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
                  {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's label; aria-label names the area. */}
                  <a
                    href={card.href}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-sea-700 hover:text-navy-900"
                    aria-label={`Learn More about ${card.title}`}
                  >
                    Learn More <span aria-hidden="true">→</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="sand" labelledBy="home-team">
        <SectionHeading id="home-team" eyebrow="Our People" title={home.teamHeading} intro={home.teamIntro} />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {home.team.map((m) => (
            <PersonCard key={m.id} member={m} title={m.homeTitle} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <ButtonLink href="/our-people" variant="outline">
            Meet the Whole Team
          </ButtonLink>
        </div>
      </Section>

      <Section labelledBy="home-segments">
        <SectionHeading
          id="home-segments"
          eyebrow="Who We Serve"
          title={home.segmentsHeading}
          intro={home.segmentsIntro}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {home.segments.map((s, i) => (
            <article
              key={i}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <Img image={s.picture} className="aspect-[32/21] w-full bg-sand-50 object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-navy-900">{s.title}</h3>
                <p className="mt-2 text-slate-600">{s.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                  {s.details.map((d) => (
                    <CheckItem key={`${i}-${d}`}>{d}</CheckItem>
                  ))}
                </ul>
                <ButtonLink
                  href={s.href}
                  variant="secondary"
                  className="mt-6 self-start"
                  aria-label={`Explore Services for ${s.title}`}
                >
                  Explore Services
                </ButtonLink>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <ResultsSections
        idPrefix="home"
        results={results.results.filter((r) => r.onHome)}
        testimonials={results.testimonials.filter((t) => t.onHome)}
      />
      <CtaBand id="home-cta" title={home.ctaTitle} text={home.ctaText}>
        <ButtonLink href={schedule} size="lg">
          Schedule Consultation
        </ButtonLink>
        <ButtonLink href="/about" size="lg" variant="light">
          About Our Firm
        </ButtonLink>
      </CtaBand>
    </>
  );
}
