import type { ReactNode } from "react";
import { address, type FirmIdentity, telHref } from "../../src/content/firm";
import type { LegalDocument, LegalSection } from "../../src/content/types";
import { PageHero } from "../components/page-hero";
import { Container } from "../components/section";

/** Replaces the content tokens ({firmName}, {email}, {phone}, {address}, {contactLink}) with text and links.
 * Adjacent text is joined so the HTML carries each sentence whole (no React text separators). */
function fill(text: string, firm: FirmIdentity): ReactNode[] {
  const out: ReactNode[] = [];
  const push = (node: ReactNode) => {
    const last = out.length - 1;
    if (typeof node === "string" && typeof out[last] === "string") out[last] = out[last] + node;
    else out.push(node);
  };
  for (const [i, part] of text.split(/(\{\w+\})/).entries()) {
    switch (part) {
      case "{firmName}":
        push(firm.name);
        break;
      case "{address}":
        push(address.contact);
        break;
      case "{email}":
        push(
          <a key={i} href={`mailto:${firm.email}`}>
            {firm.email}
          </a>,
        );
        break;
      case "{phone}":
        push(
          <a key={i} href={telHref(firm.phone)}>
            {firm.phone}
          </a>,
        );
        break;
      case "{contactLink}":
        push(
          <a key={i} href="/contact">
            our contact page
          </a>,
        );
        break;
      default:
        push(part);
    }
  }
  return out;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function Block({
  section,
  firm,
  level,
}: {
  section: Omit<LegalSection, "subsections">;
  firm: FirmIdentity;
  level: 2 | 3;
}) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <>
      <H id={slug(section.heading)}>{section.heading}</H>
      {section.paragraphs.map((p, i) => (
        <p key={i}>{fill(p, firm)}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item, i) => (
            <li key={i}>{fill(item, firm)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function LegalPage({ doc, firm }: { doc: LegalDocument; firm: FirmIdentity }) {
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
                {doc.sections.map((s) => (
                  <li key={s.heading}>
                    <a
                      href={`#${slug(s.heading)}`}
                      className="-ml-px block border-l border-transparent pl-3 text-slate-600 hover:border-sea-700 hover:text-navy-900"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="prose prose-slate max-w-3xl prose-headings:font-serif prose-headings:text-navy-900 prose-a:text-sea-700">
            {doc.intro.map((p, i) => (
              <p key={i} className="lead">
                {fill(p, firm)}
              </p>
            ))}
            {doc.sections.map((s) => (
              <section key={s.heading}>
                <Block section={s} firm={firm} level={2} />
                {s.subsections?.map((sub) => (
                  <Block key={sub.heading} section={sub} firm={firm} level={3} />
                ))}
              </section>
            ))}
          </article>
        </div>
      </Container>
    </>
  );
}
