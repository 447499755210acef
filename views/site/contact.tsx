import type { ReactNode } from "react";
import {
  type ContactData,
  type FirmIdentity,
  type SiteSettings,
  telHref,
  whyChooseHeading,
} from "../../src/content";
import { ButtonLink } from "../ui/button";
import { CheckItem, Container, Section } from "../ui/section";
import { PageHero } from "./page-hero";

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 text-sea-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** /contact: the page content; the form is passed in (it is an island). */
export function ContactPage({
  firm,
  settings,
  page,
  form,
}: {
  firm: FirmIdentity;
  settings: SiteSettings;
  page: ContactData;
  form: ReactNode;
}) {
  return (
    <>
      <PageHero badge="Contact" title={page.heroTitle} intro={page.heroIntro} />
      <Section labelledBy="send-message">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="send-message" className="text-3xl font-bold text-navy-900">
              {page.formHeading}
            </h2>
            <p className="mt-2 text-slate-600">{page.formIntro}</p>
            <div className="mt-8">{form}</div>
            <p className="mt-6 flex gap-2 text-sm text-slate-600">
              <Icon d="M12 3l7 4v5c0 4.5-3 8-7 9-4-1-7-4.5-7-9V7l7-4z" />
              {settings.contactNote}
            </p>
          </div>
          <div className="space-y-6">
            <section
              aria-labelledby="contact-details"
              className="rounded-2xl bg-navy-800 p-6 text-white sm:p-8"
            >
              <h2 id="contact-details" className="text-2xl font-bold">
                Contact Information
              </h2>
              <dl className="mt-6 space-y-5">
                <div>
                  <dt className="text-sm font-semibold text-gold-500">Address</dt>
                  <dd className="mt-1">
                    <address className="not-italic leading-relaxed text-slate-200">
                      {settings.address.contact}
                    </address>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-gold-500">Phone</dt>
                  <dd className="mt-1">
                    <a href={telHref(firm.phone)} className="text-white underline-offset-4 hover:underline">
                      {firm.phone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-gold-500">Email</dt>
                  <dd className="mt-1">
                    <a
                      href={`mailto:${firm.email}`}
                      className="break-all text-white underline-offset-4 hover:underline"
                    >
                      {firm.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-gold-500">Office Hours</dt>
                  <dd className="mt-1 text-slate-200">
                    <ul>
                      {settings.hours.lines.map((h) => (
                        <li key={h.days}>{`${h.days}: ${h.hours}`}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </section>
            <section
              aria-labelledby="why-choose"
              className="rounded-2xl border border-slate-200 bg-sand-50 p-6 sm:p-8"
            >
              <h2 id="why-choose" className="text-2xl font-bold text-navy-900">
                {whyChooseHeading(firm.name)}
              </h2>
              <ul className="mt-5 space-y-4">
                {page.whyChoose.map((w, i) => (
                  <CheckItem key={i}>
                    <span className="block font-semibold text-navy-900">{w.title}</span>
                    <span className="block text-sm text-slate-600">{w.description}</span>
                  </CheckItem>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </Section>
      <section aria-labelledby="prefer" className="bg-sand-50 py-16">
        <Container>
          <div className="flex flex-col items-center justify-between gap-6 rounded-2xl bg-navy-900 px-6 py-10 text-center text-white sm:px-12 md:flex-row md:text-left">
            <div>
              <h2 id="prefer" className="text-3xl font-bold">
                {page.preferTitle}
              </h2>
              <p className="mt-2 max-w-xl text-slate-200">{page.preferText}</p>
            </div>
            <div className="flex flex-wrap justify-center gap-3">
              <ButtonLink href={telHref(firm.phone)} size="lg">
                Call Now
              </ButtonLink>
              <ButtonLink href={`mailto:${firm.email}`} size="lg" variant="light">
                Send Email
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
