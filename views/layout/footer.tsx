import {
  type FirmIdentity,
  legalLinks,
  type PracticeArea,
  type SiteSettings,
  telHref,
} from "../../src/content";

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-base font-semibold text-gold-500">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="text-sm text-slate-300 hover:text-white hover:underline">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({
  firm,
  settings,
  areas,
  year,
}: {
  firm: FirmIdentity;
  settings: SiteSettings;
  /** The practice areas in the firm's order; each names the list it belongs to. */
  areas: readonly PracticeArea[];
  year: number;
}) {
  const practice = areas.filter((a) => a.footerGroup === "practice");
  const more = areas.filter((a) => a.footerGroup === "more");
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="font-serif text-xl font-bold text-white">{firm.name}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{settings.blurb}</p>
          <div className="mt-6">
            <h2 className="font-sans text-base font-semibold text-gold-500">Legal</h2>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {[
                ...legalLinks,
                // Only once the firm links its statement (a fresh install's footer is as it always was).
                ...(settings.accessibilityInFooter
                  ? [{ href: "/accessibility", label: "Accessibility" }]
                  : []),
              ].map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="text-sm text-slate-300 hover:text-white hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <LinkList title="Practice Areas" links={practice.map((a) => ({ href: a.href, label: a.navLabel }))} />
        <LinkList
          title="More Services"
          links={[
            ...more.map((a) => ({ href: a.href, label: a.navLabel })),
            { href: "/services", label: "All Services" },
            { href: "/our-people", label: "Our People" },
            { href: "/blog", label: "Insights" },
          ]}
        />
        <div>
          <h2 className="font-sans text-base font-semibold text-gold-500">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p>
              {settings.addressFooter.map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </p>
            <p>
              <a href={telHref(firm.phone)} className="hover:text-white hover:underline">
                {firm.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${firm.email}`} className="break-all hover:text-white hover:underline">
                {firm.email}
              </a>
            </p>
          </address>
          <ul aria-label="Office hours" className="mt-3 space-y-1 text-sm">
            {settings.hours.lines.map((h) => (
              <li key={h.days}>{`${h.days}: ${h.hours}`}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {settings.disclaimer && <p data-disclaimer="">{settings.disclaimer}</p>}
          {settings.social.length > 0 && (
            <ul aria-label="Social links" className="flex flex-wrap gap-x-5 gap-y-2">
              {settings.social.map((l) => (
                <li key={l.url}>
                  <a
                    href={l.url}
                    rel="noopener noreferrer me"
                    className="text-slate-300 hover:text-white hover:underline"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p>{`© ${year} ${firm.name}. All rights reserved.`}</p>
        </div>
      </div>
    </footer>
  );
}
