import type { ReactNode } from "react";
import type { PublicAppointmentType } from "../../../src/shared/booking-types";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/section";
import { PageHero } from "../page-hero";

export const BOOK_TITLE = "Book a Consultation";
const BOOK_INTRO =
  "Choose the kind of consultation, then a day and time that suits you. It takes a couple of minutes, and you can cancel or move it later from the link we send you.";

/** "30 minutes", "1 hour", "1 hour 30 minutes" */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? "" : `${h} hour${h === 1 ? "" : "s"}`;
  const mins = m === 0 ? "" : `${m} minute${m === 1 ? "" : "s"}`;
  return [hours, mins].filter(Boolean).join(" ");
}

/** The frame of the booking pages: the hero and a white card. */
export function BookFrame({
  title = BOOK_TITLE,
  intro = BOOK_INTRO,
  children,
}: {
  title?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero badge="Consultations" title={title} intro={intro} />
      <div className="bg-sand-50 py-10 sm:py-14">
        <Container>
          <div className="mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
            {children}
          </div>
        </Container>
      </div>
    </>
  );
}

/** Step 1: the appointment types on offer (those of one practice area first, when a page asked for it). */
export function ChooseType({
  types,
  areaLabel,
  areaOf,
}: {
  types: PublicAppointmentType[];
  /** The practice area a link asked for, when types of it are shown. */
  areaLabel?: string | undefined;
  /** A practice area's name by its id. */
  areaOf: Record<string, string>;
}) {
  return (
    <section aria-labelledby="bk-type-heading" className="space-y-5">
      <h2 id="bk-type-heading" className="text-2xl font-bold text-navy-900">
        <span className="text-sea-700">Step 1.</span> Choose a consultation
      </h2>
      {areaLabel && (
        <p className="text-slate-600">
          Consultations for {areaLabel}.{" "}
          <a href="/book" className="text-sea-700 underline underline-offset-2">
            See every kind of consultation
          </a>
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {types.map((t) => (
          <li key={t.id} className="flex flex-col rounded-xl border border-slate-200 p-5">
            <h3 className="text-lg font-bold text-navy-900">{t.name}</h3>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              <div className="flex gap-1">
                <dt className="font-medium">Length:</dt>
                <dd>{duration(t.minutes)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="font-medium">Where:</dt>
                <dd>{t.location}</dd>
              </div>
              {t.practiceArea && areaOf[t.practiceArea] && (
                <div className="flex gap-1">
                  <dt className="font-medium">Practice area:</dt>
                  <dd>{areaOf[t.practiceArea]}</dd>
                </div>
              )}
            </dl>
            <a
              href={`/book?type=${encodeURIComponent(t.id)}`}
              className={buttonClass("secondary", "md", "mt-4 self-start")}
            >
              Choose a time<span className="sr-only"> for {t.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Above steps 2 and 3: the type chosen, and the way back to step 1 when there is a choice. */
export function ChosenType({ type, canChange }: { type: PublicAppointmentType; canChange: boolean }) {
  return (
    <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3 border-b border-slate-200 pb-5">
      <p className="text-navy-900">
        <span className="text-sea-700 font-semibold">Step 1.</span>{" "}
        <span className="font-semibold">{type.name}</span>
        <span className="text-slate-600">
          {" "}
          · {duration(type.minutes)} · {type.location}
        </span>
      </p>
      {canChange && (
        <a
          href="/book"
          className="inline-flex min-h-11 items-center text-sea-700 underline underline-offset-2"
        >
          Choose another kind of consultation
        </a>
      )}
    </div>
  );
}
