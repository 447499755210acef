import type { PracticeArea } from "../../src/content";
import { Container } from "../ui/section";
import { AlertsForm, type AlertsFormProps } from "./alerts-form";
import { type InsightCard, InsightCardLink } from "./insights";

export interface ArticlesPageProps {
  posts: InsightCard[];
  /** The client alerts form, when the site offers alerts. */
  alerts?: AlertsFormProps | undefined;
  /** The practice area shown, or undefined for all. */
  area: PracticeArea | undefined;
  areas: PracticeArea[];
  page: number;
  pages: number;
  /** `/blog?area=…&page=N` for page N of this list. */
  pageHref: (page: number) => string;
  feedHref: string;
}

/** /blog, the firm's articles newest first, a page at a time, filterable by practice area. */
export function ArticlesPage({
  posts,
  area,
  areas,
  page,
  pages,
  pageHref,
  feedHref,
  alerts,
}: ArticlesPageProps) {
  const heading = area ? `${area.title} Insights` : "Insights";
  return (
    <div className="bg-sand-50 py-12 sm:py-16">
      <Container>
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-sea-700">Articles</p>
          <h1 className="mt-2 text-4xl font-bold text-navy-900 sm:text-5xl">{heading}</h1>
          <p className="mt-4 text-lg text-slate-600">
            {area
              ? `Articles from our ${area.title} team on Cayman Islands law and practice.`
              : "Articles from our lawyers on Cayman Islands law, regulation and practice."}{" "}
            <a href={feedHref} className="font-semibold text-sea-700 underline underline-offset-4">
              Subscribe to the feed
            </a>
            .
          </p>
        </header>
        <nav aria-label="Practice areas" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            <li>
              <AreaLink href="/blog" current={!area}>
                All areas
              </AreaLink>
            </li>
            {areas.map((a) => (
              <li key={a.serviceArea}>
                <AreaLink href={`/blog?area=${a.serviceArea}`} current={area?.serviceArea === a.serviceArea}>
                  {a.navLabel}
                </AreaLink>
              </li>
            ))}
          </ul>
        </nav>
        {posts.length === 0 ? (
          <p className="mt-12 rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
            {area ? `No articles on ${area.title} yet.` : "No articles yet."}{" "}
            <a href="/contact" className="font-semibold text-sea-700 underline underline-offset-4">
              Ask us a question
            </a>
            .
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((p) => (
              <li key={p.id}>
                <InsightCardLink post={p} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
            {page > 1 ? (
              <a href={pageHref(page - 1)} rel="prev" className="font-semibold text-sea-700 hover:underline">
                <span aria-hidden="true">←</span> Newer articles
              </a>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-600">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <a href={pageHref(page + 1)} rel="next" className="font-semibold text-sea-700 hover:underline">
                Older articles <span aria-hidden="true">→</span>
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
        {alerts && (
          <div className="mt-12 max-w-3xl">
            <AlertsForm {...alerts} />
          </div>
        )}
      </Container>
    </div>
  );
}

function AreaLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={`inline-flex rounded-full border px-4 py-1.5 text-sm font-medium ${
        current
          ? "border-navy-900 bg-navy-900 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-sea-700 hover:text-sea-800"
      }`}
    >
      {children}
    </a>
  );
}
