import {
  expertiseLinks,
  logoForPath,
  logoUpload,
  mainLinks,
  type PracticeArea,
  type SiteSettings,
  sectionOf,
} from "../../src/content";
import { assetUrl } from "../../src/lib/assets";
import { ButtonLink } from "../ui/button";
import { Island } from "../ui/island";
import { ExpertiseMenu } from "./expertise-menu.island";
import { MobileMenu } from "./mobile-menu.island";
import { useScheduleHref } from "./schedule-link";

const linkClass = (current: boolean) =>
  `whitespace-nowrap px-1 py-2 text-sm font-medium text-navy-900 underline-offset-8 decoration-2 decoration-gold-500 hover:text-sea-700 ${
    current ? "underline" : ""
  }`;

export function Header({
  firmName,
  path,
  logos,
  areas,
}: {
  firmName: string;
  path: string;
  /** The practice areas, in the firm's order (the "Our Expertise" menus and each page's logo). */
  areas: readonly PracticeArea[];
  /** The firm's uploaded logos, by variant (see logoUpload). */
  logos: SiteSettings["logos"];
}) {
  const section = sectionOf(path);
  const { variant: logo, caption: label } = logoForPath(path, areas);
  const expertise = expertiseLinks(areas);
  const schedule = useScheduleHref();
  const current = (s: typeof section, href: string) => ({
    className: linkClass(section === s),
    "aria-current": path === href ? ("page" as const) : undefined,
  });
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" className="flex min-w-0 items-center gap-3" data-logo={logo}>
          <img
            src={logoUpload(logo, logos)?.src ?? assetUrl(`/images/logo/${logo}.svg`)}
            alt={`${firmName}${label ? ` ${label}` : ""} logo`}
            width={40}
            height={40}
            className="h-10 w-10 shrink-0 object-contain"
          />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate font-serif text-lg font-bold text-navy-900">{firmName}</span>
            {label && <span className="truncate text-xs font-medium text-sea-700">{label}</span>}
          </span>
        </a>
        <nav aria-label="Main" className="hidden shrink-0 items-center gap-4 lg:flex xl:gap-6">
          <a href={mainLinks.home.href} {...current("home", "/")}>
            {mainLinks.home.label}
          </a>
          <Island
            of={ExpertiseMenu}
            props={{ links: expertise, current: section === "services", path }}
            className="js-dropdown relative"
          />
          <a href={mainLinks.about.href} {...current("about", "/about")}>
            {mainLinks.about.label}
          </a>
          <a href={mainLinks.people.href} {...current("people", "/our-people")}>
            {mainLinks.people.label}
          </a>
          <a href={mainLinks.insights.href} {...current("insights", "/blog")}>
            {mainLinks.insights.label}
          </a>
          <a href={mainLinks.contact.href} {...current("contact", "/contact")}>
            {mainLinks.contact.label}
          </a>
          <ButtonLink href={schedule} size="sm" className="whitespace-nowrap">
            Schedule Consultation
          </ButtonLink>
        </nav>
        <Island
          of={MobileMenu}
          props={{
            links: [
              mainLinks.home,
              { href: "/services", label: "Our Expertise" },
              mainLinks.about,
              mainLinks.people,
              mainLinks.insights,
              mainLinks.contact,
            ],
            expertise: expertise.slice(1),
            path,
            ...(schedule === "/contact" ? {} : { schedule }),
          }}
          className="js-mobile-menu lg:hidden"
        />
      </div>
    </header>
  );
}
