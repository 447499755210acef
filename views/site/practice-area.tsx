import type { PersonView, PracticeArea, ResultsContent } from "../../src/content";
import { scheduleHref, useScheduleHref } from "../layout/schedule-link";
import { ButtonLink } from "../ui/button";
import { Img } from "../ui/img";
import { CheckItem, Container, Section, SectionHeading } from "../ui/section";
import { AlertsForm, type AlertsFormProps } from "./alerts-form";
import { CtaBand } from "./cta-band";
import { type InsightCard, Insights } from "./insights";
import { HeroBadge } from "./page-hero";
import { ResultsSections } from "./results/results-sections";

function ChipList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <div>
      <h3 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-4 flex flex-wrap gap-2">
        {items.map((i) => (
          <li
            key={i}
            className="rounded-full border border-sea-700/30 bg-sea-100 px-3 py-1 text-sm font-medium text-sea-800"
          >
            {i}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Profile({ heading, member }: { heading: string; member: PersonView }) {
  return (
    <Section labelledBy="profile">
      <div className="grid items-center gap-10 rounded-2xl border border-slate-200 bg-sand-50 p-6 sm:p-10 md:grid-cols-[240px_1fr]">
        <Img
          image={member.image}
          className="mx-auto aspect-[6/7] w-48 rounded-xl bg-white object-cover md:w-full"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-sea-700">{heading}</p>
          <h2 id="profile" className="mt-2 text-3xl font-bold text-navy-900">
            {member.name}
          </h2>
          <p className="mt-1 font-semibold text-slate-700">{member.title}</p>
          <p className="mt-4 leading-relaxed text-slate-600">{member.summary}</p>
          {member.credentials.length > 0 && (
            <ul className="mt-4 space-y-1 text-sm text-slate-700">
              {member.credentials.map((c) => (
                <CheckItem key={c}>{c}</CheckItem>
              ))}
            </ul>
          )}
          <ButtonLink href="/our-people" variant="secondary" className="mt-6">
            Meet Our Team
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

/** The contact form itself, with this area chosen as the service. */
const contactHref = (area: PracticeArea) => scheduleHref(false, area.slug);

export function PracticeAreaPage({
  area,
  insights,
  alerts,
  results,
}: {
  area: PracticeArea;
  /** The firm's published case results and testimonials: this area's are shown. */
  results: ResultsContent;
  insights: InsightCard[];
  /** The client alerts form, when the site offers alerts. */
  alerts?: AlertsFormProps | undefined;
}) {
  const p = area.page;
  const profile = area.profile;
  const schedule = useScheduleHref(area.slug);
  // An item names its area by id or by web address.
  const mine = (named: string) => named !== "" && (named === area.id || named === area.slug);
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(14,124,134,0.45),transparent_60%)]"
        />
        <Container className="relative grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div>
            {p.heroBadge && <HeroBadge>{p.heroBadge}</HeroBadge>}
            <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-5xl">{p.heroTitle}</h1>
            {area.tagline && <p className="mt-3 text-xl text-gold-100">{area.tagline}</p>}
            <p className="mt-5 text-lg leading-relaxed text-slate-200">{p.heroIntro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href={schedule} size="lg">
                Schedule Consultation
              </ButtonLink>
              <ButtonLink href="/services" size="lg" variant="light">
                All Services
              </ButtonLink>
            </div>
          </div>
          {area.image && (
            <Img
              image={area.image}
              priority
              className="hidden aspect-[10/7] w-full rounded-2xl object-cover shadow-2xl lg:block"
            />
          )}
        </Container>
      </section>

      {p.services.length > 0 && (
        <Section labelledBy="practice-services">
          <SectionHeading
            id="practice-services"
            eyebrow={p.servicesHeading ? area.title : undefined}
            title={p.servicesHeading || area.title}
            intro={p.servicesIntro}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {p.services.map((s) => (
              <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-navy-900">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{s.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {p.entityTypes && (
        <Section tone="sand" labelledBy="entity-types">
          <SectionHeading
            id="entity-types"
            eyebrow="Structures"
            title="Entity Types We Form and Administer"
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {p.entityTypes.map((e) => (
              <li key={e.title} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="font-bold text-navy-900">{e.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{e.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {(p.industries || p.clientTypes || p.complianceAreas) && (
        <Section labelledBy="who-we-serve" tone={p.entityTypes ? "white" : "sand"}>
          <h2 id="who-we-serve" className="sr-only">
            Who We Serve
          </h2>
          <div className="grid gap-10 md:grid-cols-2">
            {p.industries && <ChipList id="industries" title="Industries We Serve" items={p.industries} />}
            {p.clientTypes && <ChipList id="client-types" title="Clients We Support" items={p.clientTypes} />}
            {p.complianceAreas && (
              <ChipList id="compliance-areas" title="Compliance Areas" items={p.complianceAreas} />
            )}
          </div>
        </Section>
      )}

      {profile && p.profileHeading && <Profile heading={p.profileHeading} member={profile} />}

      {p.benefits.length > 0 && (
        <Section tone="navy" labelledBy="benefits">
          <SectionHeading
            id="benefits"
            eyebrow={p.benefitsHeading ? "Why Work With Us" : undefined}
            title={p.benefitsHeading || "Why Work With Us"}
            light
          />
          <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
            {p.benefits.map((b) => (
              <CheckItem key={b.title} light className="rounded-xl border border-white/10 bg-white/5 p-6">
                <span className="block font-semibold text-white">{b.title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-300">{b.description}</span>
              </CheckItem>
            ))}
          </ul>
        </Section>
      )}

      <ResultsSections
        idPrefix="practice"
        results={results.results.filter((r) => mine(r.practiceArea))}
        testimonials={results.testimonials.filter((t) => mine(t.practiceArea))}
      />
      <Insights posts={insights} areaTitle={area.title} allHref={`/blog?area=${area.serviceArea}`} />
      {alerts && (
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <AlertsForm {...alerts} />
        </div>
      )}

      <CtaBand id="practice-cta" title={p.ctaTitle} text={p.ctaText}>
        <ButtonLink href={contactHref(area)} size="lg">
          Contact Us Today
        </ButtonLink>
        <ButtonLink href={p.teamLink.href} size="lg" variant="light">
          {p.teamLink.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
