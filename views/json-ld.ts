import { address, founded, priceRange, serviceRadiusMetres } from "../src/content/firm";
import type { SiteInfo } from "../src/content/site";
import type { PracticeArea } from "../src/content/types";
import { assetUrl } from "../src/lib/assets";

/** JSON-LD builders (schema.org). Each block has one @type, so every type the pages use is easy to find. */

const CONTEXT = "https://schema.org";

const postalAddress = () => ({
  "@type": "PostalAddress",
  streetAddress: `5th Floor, ${address.street}`,
  addressLocality: address.locality,
  addressRegion: address.region,
  addressCountry: address.country,
});

const geo = () => ({
  "@type": "GeoCoordinates",
  latitude: address.geo.latitude,
  longitude: address.geo.longitude,
});

const openingHours = () => [
  {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  },
];

const businessCore = (site: SiteInfo) => ({
  name: site.firm.name,
  url: `${site.origin}/`,
  image: `${site.origin}${assetUrl("/images/og-image.jpg")}`,
  logo: `${site.origin}${assetUrl("/images/icon.svg")}`,
  telephone: site.firm.phone,
  email: site.firm.email,
  priceRange,
  foundingDate: founded.iso,
  address: postalAddress(),
  geo: geo(),
  openingHoursSpecification: openingHours(),
  openingHours: `Mo-Fr 09:00-17:00`,
  areaServed: {
    "@type": "GeoCircle",
    geoMidpoint: geo(),
    geoRadius: serviceRadiusMetres,
  },
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
    logo: `${site.origin}${assetUrl("/images/icon.svg")}`,
    email: site.firm.email,
    telephone: site.firm.phone,
    foundingDate: founded.iso,
    address: postalAddress(),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.firm.phone,
      email: site.firm.email,
      contactType: "customer service",
      areaServed: "KY",
      availableLanguage: "English",
      hoursAvailable: openingHours(),
    },
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
