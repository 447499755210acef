import type { SiteContent } from "../../src/content";
import { ButtonLink } from "../ui/button";
import { Img } from "../ui/img";
import { Section } from "../ui/section";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";

export function AboutPage({
  firmName,
  founded,
  about,
}: {
  firmName: string;
  /** e.g. "October 2024" */
  founded: string;
  about: SiteContent["about"];
}) {
  return (
    <>
      <PageHero badge={`Founded ${founded}`} title={`About ${firmName}`} intro={about.foundersIntro} />

      <Section labelledBy="our-firm">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="our-firm" className="text-3xl font-bold text-navy-900 sm:text-4xl">
              {about.ourFirmHeading}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
              {about.paragraphs.map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          </div>
          <Img
            image={about.office}
            priority
            className="aspect-[10/7] w-full rounded-2xl bg-sand-50 object-cover shadow-lg"
          />
        </div>
      </Section>

      <Section tone="sand" labelledBy="founders">
        <article className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
          <h2 id="founders" className="text-3xl font-bold text-navy-900 sm:text-4xl">
            {about.foundersHeading}
          </h2>
          <div className="mt-10 grid gap-10 md:grid-cols-2">
            {about.founders.map((m) => (
              <div key={m.id} className="flex flex-col gap-6 sm:flex-row md:flex-col lg:flex-row">
                <Img
                  image={m.image}
                  className="aspect-[6/7] w-40 shrink-0 rounded-xl bg-sand-50 object-cover"
                />
                <div>
                  <h3 className="text-2xl font-bold text-navy-900">{m.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-sea-700">{m.homeTitle}</p>
                  <div className="mt-4 space-y-3 leading-relaxed text-slate-600">
                    {m.bio.split(/\n\s*\n/).map((para, i) => (
                      <p key={i}>{para}</p>
                    ))}
                  </div>
                </div>
              </div>
            ))}
          </div>
          <div className="mt-10">
            <ButtonLink href="/our-people" variant="secondary">
              Meet Our Full Team
            </ButtonLink>
          </div>
        </article>
      </Section>

      <CtaBand id="work-with-us" title={about.workWithUsTitle} text={about.workWithUsText}>
        <ButtonLink href="/contact" size="lg">
          Schedule a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
