import type { LegalView } from "../../src/content";
import { Container } from "../ui/section";
import { PageHero } from "./page-hero";

/**
 * A legal page (privacy policy, terms, terms of engagement): its text as the firm wrote it in markdown,
 * rendered and sanitised when it was published, with "On this page" built from its section headings.
 */
export function LegalPage({ doc }: { doc: LegalView }) {
  return (
    <>
      <PageHero
        badge="Legal"
        title={doc.title}
        intro={doc.lastUpdated ? `Last updated: ${doc.lastUpdated}` : undefined}
      />
      <Container className="py-14">
        <div className="grid gap-12 lg:grid-cols-[260px_1fr]">
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-sm font-semibold text-navy-900">On this page</p>
              <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
                {doc.toc.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="-ml-px block border-l border-transparent pl-3 text-slate-600 hover:border-sea-700 hover:text-navy-900"
                    >
                      {s.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article
            className="prose prose-slate max-w-3xl prose-headings:font-serif prose-headings:text-navy-900 prose-a:text-sea-700"
            // Rendered and sanitised when published (src/content/legal-html.ts), as posts are.
            dangerouslySetInnerHTML={{ __html: doc.html }}
          />
        </div>
      </Container>
    </>
  );
}
