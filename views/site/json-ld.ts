import type { PracticeArea } from "../../src/content";
import { type PersonView, PRICE_RANGE, SERVICE_RADIUS_METRES, type SiteInfo } from "../../src/content";
import { assetUrl } from "../../src/lib/assets";

/** JSON-LD builders (schema.org). Each block has one @type, so every type the pages use is easy to find. */

const CONTEXT = "https://schema.org";

const postalAddress = (site: SiteInfo) => {
  const s = site.content.settings;
  return {
    "@type": "PostalAddress",
    streetAddress: s.streetAddress,
    addressLocality: s.locality,
    addressRegion: s.region,
    addressCountry: s.country,
  };
};

const geo = (site: SiteInfo) => ({
  "@type": "GeoCoordinates",
  latitude: site.content.settings.latitude,
  longitude: site.content.settings.longitude,
});

/** The office hours of the firm's settings, one entry per set of hours. */
const openingHours = (site: SiteInfo) =>
  site.content.settings.hours.specification.map((h) => ({ "@type": "OpeningHoursSpecification", ...h }));

/** The firm's own logo when one is uploaded, else the site's icon. */
const logoUrl = (site: SiteInfo) =>
  `${site.origin}${site.content.settings.logos.global?.src ?? assetUrl("/images/icon.svg")}`;

const sameAs = (site: SiteInfo) => {
  const links = site.content.settings.social.map((l) => l.url);
  return links.length > 0 ? { sameAs: links } : {};
};

const businessCore = (site: SiteInfo) => ({
  name: site.firm.name,
  url: `${site.origin}/`,
  image: `${site.origin}${assetUrl("/images/og-image.jpg")}`,
  logo: logoUrl(site),
  telephone: site.firm.phone,
  email: site.firm.email,
  priceRange: PRICE_RANGE,
  foundingDate: site.content.settings.founded.iso,
  address: postalAddress(site),
  geo: geo(site),
  openingHoursSpecification: openingHours(site),
  openingHours: site.content.settings.hours.text,
  areaServed: {
    "@type": "GeoCircle",
    geoMidpoint: geo(site),
    geoRadius: SERVICE_RADIUS_METRES,
  },
  ...sameAs(site),
});

export const legalServiceId = (site: SiteInfo) => `${site.origin}/#legal-service`;

export function legalServiceLd(site: SiteInfo) {
  return { "@context": CONTEXT, "@type": "LegalService", "@id": legalServiceId(site), ...businessCore(site) };
}

export function localBusinessLd(site: SiteInfo) {
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${site.origin}/#local-business`,
    ...businessCore(site),
  };
}

export function organizationLd(site: SiteInfo) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${site.origin}/#organization`,
    name: site.firm.name,
    url: `${site.origin}/`,
    logo: logoUrl(site),
    email: site.firm.email,
    telephone: site.firm.phone,
    foundingDate: site.content.settings.founded.iso,
    address: postalAddress(site),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.firm.phone,
      email: site.firm.email,
      contactType: "customer service",
      areaServed: "KY",
      availableLanguage: "English",
      hoursAvailable: openingHours(site),
    },
    ...sameAs(site),
  };
}

export function websiteLd(site: SiteInfo) {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${site.origin}/#website`,
    name: site.firm.name,
    url: `${site.origin}/`,
    inLanguage: "en",
  };
}

export function webPageLd(site: SiteInfo, page: { path: string; title: string; description: string }) {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    "@id": `${site.origin}${page.path}#webpage`,
    url: `${site.origin}${page.path}`,
    name: page.title,
    description: page.description,
    inLanguage: "en",
    isPartOf: { "@id": `${site.origin}/#website` },
    about: { "@id": legalServiceId(site) },
  };
}

export function breadcrumbLd(site: SiteInfo, trail: { name: string; path: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${site.origin}${item.path}`,
    })),
  };
}

export function serviceLd(site: SiteInfo, area: PracticeArea) {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${site.origin}${area.href}#service`,
    name: area.title,
    serviceType: area.title,
    description: area.description,
    url: `${site.origin}${area.href}`,
    provider: { "@id": legalServiceId(site) },
    areaServed: { "@type": "Country", name: "Cayman Islands" },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${area.title} services`,
      itemListElement: area.keyServices.map((s) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: s },
      })),
    },
  };
}

/** The blocks every public page carries, plus its own page and breadcrumb. */
export function pageLd(
  site: SiteInfo,
  page: { path: string; title: string; description: string },
  trail: { name: string; path: string }[],
) {
  return [
    organizationLd(site),
    websiteLd(site),
    legalServiceLd(site),
    localBusinessLd(site),
    webPageLd(site, page),
    breadcrumbLd(site, trail),
  ];
}

/** A blog post (/blog/{slug}); author and publisher are the firm's Organization block on the same page. */
export function blogPostingLd(
  site: SiteInfo,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    publishedAt: string;
    featuredImage: string | null;
    section: string;
  },
) {
  const url = `${site.origin}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.featuredImage ?? assetUrl("/images/og-image.jpg");
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@id": `${url}#webpage` },
    datePublished: post.publishedAt,
    image: /^https?:\/\//.test(image) ? image : `${site.origin}${image}`,
    articleSection: post.section,
    inLanguage: "en",
    author: { "@id": `${site.origin}/#organization` },
    publisher: { "@id": `${site.origin}/#organization` },
  };
}

/** The articles page (/blog, optionally of one practice area): a CollectionPage holding the firm's Blog. */
export function blogLd(
  site: SiteInfo,
  page: { path: string; title: string; description: string },
  posts: { slug: string; title: string; excerpt: string; publishedAt: string }[],
) {
  const url = `${site.origin}${page.path}`;
  return {
    "@context": CONTEXT,
    "@type": "CollectionPage",
    "@id": `${url}#collection`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: "en",
    isPartOf: { "@id": `${site.origin}/#website` },
    mainEntity: {
      "@type": "Blog",
      "@id": `${site.origin}/blog#blog`,
      name: `${site.firm.name} Insights`,
      url: `${site.origin}/blog`,
      publisher: { "@id": `${site.origin}/#organization` },
      blogPost: posts.map((p) => {
        const postUrl = `${site.origin}/blog/${encodeURIComponent(p.slug)}`;
        return {
          "@type": "BlogPosting",
          "@id": `${postUrl}#article`,
          headline: p.title,
          description: p.excerpt,
          url: postUrl,
          datePublished: p.publishedAt,
        };
      }),
    },
  };
}

/** A person of the firm (Our People): who they are, where they work, what they studied and belong to. */
export function personLd(site: SiteInfo, person: PersonView) {
  const url = `${site.origin}/our-people#${person.id}`;
  const image = person.image.src;
  return {
    "@context": CONTEXT,
    "@type": "Person",
    "@id": url,
    name: person.name,
    jobTitle: person.title,
    description: person.summary,
    url,
    image: /^https?:\/\//.test(image)
      ? image
      : `${site.origin}${image.startsWith("/uploads/") ? image : assetUrl(image)}`,
    worksFor: { "@id": `${site.origin}/#organization` },
    ...(person.education.length > 0
      ? { alumniOf: person.education.map((e) => ({ "@type": "EducationalOrganization", name: e })) }
      : {}),
    ...(person.memberships.length > 0
      ? { memberOf: person.memberships.map((m) => ({ "@type": "Organization", name: m })) }
      : {}),
    ...(person.credentials.length > 0
      ? {
          hasCredential: person.credentials.map((c) => ({
            "@type": "EducationalOccupationalCredential",
            name: c,
          })),
        }
      : {}),
  };
}
