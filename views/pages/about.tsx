import { aboutPage } from "../../src/content/about";
import { officeImage } from "../../src/content/firm";
import type { TeamMember } from "../../src/content/types";
import { ButtonLink } from "../components/button";
import { CtaBand } from "../components/cta-band";
import { Img } from "../components/img";
import { PageHero } from "../components/page-hero";
import { Section } from "../components/section";

export function AboutPage({ firmName, founders }: { firmName: string; founders: TeamMember[] }) {
  return (
    <>
      <PageHero badge="Founded October 2024" title={`About ${firmName}`} intro={aboutPage.foundersIntro} />

      <Section labelledBy="our-firm">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="our-firm" className="text-3xl font-bold text-navy-900 sm:text-4xl">
              {aboutPage.ourFirmHeading}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
              {aboutPage.ourFirm.map((para) => (
                <p key={para.slice(0, 24)}>{para}</p>
              ))}
            </div>
          </div>
          <Img
            image={officeImage}
            priority
            className="aspect-[10/7] w-full rounded-2xl bg-sand-50 object-cover shadow-lg"
          />
        </div>
      </Section>

      <Section tone="sand" labelledBy="founders">
        <article className="rounded-2xl bg-white p-6 shadow-sm sm:p-10">
          <h2 id="founders" className="text-3xl font-bold text-navy-900 sm:text-4xl">
            {aboutPage.foundersHeading}
          </h2>
          <div className="mt-10 grid gap-10 md:grid-cols-2">
            {founders.map((m) => (
              <div key={m.slug} className="flex flex-col gap-6 sm:flex-row md:flex-col lg:flex-row">
                <Img
                  image={m.image}
                  className="aspect-[6/7] w-40 shrink-0 rounded-xl bg-sand-50 object-cover"
                />
                <div>
                  <h3 className="text-2xl font-bold text-navy-900">{m.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-sea-700">{m.homeTitle}</p>
                  <div className="mt-4 space-y-3 leading-relaxed text-slate-600">
                    {m.bio.split(/\n\s*\n/).map((para) => (
                      <p key={para.slice(0, 24)}>{para}</p>
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

      <CtaBand id="work-with-us" title={aboutPage.workWithUsTitle} text={aboutPage.workWithUsText}>
        <ButtonLink href="/contact" size="lg">
          Schedule a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
