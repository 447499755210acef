import type { OurPeopleData, PersonView } from "../../src/content";
import { ButtonLink } from "../ui/button";
import { Img } from "../ui/img";
import { CheckItem, Section } from "../ui/section";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";

function Detail({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <div>
      <h4 className="font-sans text-base font-semibold text-navy-900">{title}</h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {items.map((i) => (
          <CheckItem key={i}>{i}</CheckItem>
        ))}
      </ul>
    </div>
  );
}

export function OurPeoplePage({ page, team }: { page: OurPeopleData; team: PersonView[] }) {
  return (
    <>
      <PageHero badge="Our Team" title={page.heading} intro={page.intro} />
      <Section labelledBy="team-members">
        <h2 id="team-members" className="sr-only">
          Team members
        </h2>
        <div className="space-y-10">
          {team.map((m) => (
            <article
              key={m.id}
              id={m.id}
              aria-labelledby={`${m.id}-name`}
              className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 md:grid-cols-[260px_1fr]"
            >
              <Img
                image={m.image}
                className="mx-auto aspect-[6/7] w-56 rounded-xl bg-sand-50 object-cover md:w-full"
              />
              <div>
                <h3 id={`${m.id}-name`} className="text-3xl font-bold text-navy-900">
                  {m.name}
                </h3>
                <p className="mt-1 font-semibold text-sea-700">{m.title}</p>
                <div className="mt-5 space-y-3 leading-relaxed text-slate-600">
                  {m.bio.split(/\n\s*\n/).map((para, i) => (
                    <p key={i}>{para}</p>
                  ))}
                </div>
                <div className="mt-8 grid gap-6 sm:grid-cols-2">
                  <Detail title="Education" items={m.education} />
                  <Detail title="Professional Credentials" items={m.credentials} />
                  <Detail title="Bar Admissions" items={m.admissions} />
                  <Detail title="Memberships" items={m.memberships} />
                  {m.publicService && (
                    <div>
                      <h4 className="font-sans text-base font-semibold text-navy-900">Public Service</h4>
                      <p className="mt-2 text-sm text-slate-700">{m.publicService}</p>
                    </div>
                  )}
                </div>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <CtaBand id="work-with-team" title={page.workWithTeamTitle} text={page.workWithTeamText}>
        <ButtonLink href="/contact" size="lg">
          Schedule a Consultation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
