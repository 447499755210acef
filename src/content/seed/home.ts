import type { ClientSegment, ImageRef, ServiceCard } from "./types";

export interface PageMeta {
  /** Page title without the firm name (the site suffix is added by the layout). */
  title: string;
  description: string;
  keywords: string[];
}

export interface HomeContent {
  heroBadge: string;
  heroTitle: string;
  heroIntro: string;
  servicesHeading: string;
  servicesIntro: string;
  serviceCards: ServiceCard[];
  teamHeading: string;
  teamIntro: string;
  segmentsHeading: string;
  segmentsIntro: string;
  clientSegments: ClientSegment[];
  ctaTitle: string;
  ctaText: string;
  meta: PageMeta;
}

function practiceImage(slug: string, alt: string): ImageRef {
  return { src: `/images/practice/${slug}.svg`, alt, width: 800, height: 560 };
}

function segmentImage(name: "individuals" | "businesses" | "international", alt: string): ImageRef {
  return { src: `/images/segments/${name}.svg`, alt, width: 640, height: 420 };
}

export const home: HomeContent = {
  heroBadge: "Cayman Islands Law Firm",
  heroTitle: "Trusted Legal Guidance for Your Future",
  heroIntro:
    "From our office in George Town, we provide clear, practical legal advice to individuals, families, businesses and international clients across the Cayman Islands. Whether you are forming a company, buying property, hiring staff or planning for the next generation, we help you move forward with confidence.",
  servicesHeading: "How We Can Help",
  servicesIntro:
    "Our attorneys and advisers cover the legal and regulatory matters that matter most to people and businesses in the Cayman Islands, with advice tailored to your circumstances.",
  serviceCards: [
    {
      image: practiceImage("corporate-services", "Corporate documents and a company seal on a desk"),
      title: "Corporate Services",
      description:
        "Company incorporation, registered office services and fund and entity formation, with ongoing corporate secretarial support to keep your Cayman entities in good standing.",
      href: "/services/corporate-services",
    },
    {
      image: practiceImage("corporate-law", "Business advisers reviewing a commercial agreement"),
      title: "Corporate Law",
      description:
        "Advice on commercial contracts, shareholder arrangements, mergers and acquisitions, and corporate governance for Cayman Islands businesses.",
      href: "/services/corporate-law",
    },
    {
      image: practiceImage("real-estate", "Waterfront residential property in Grand Cayman"),
      title: "Real Estate & Property Law",
      description:
        "Support with residential and commercial purchases, sales, leases and strata matters, including title due diligence and registration at the Land Registry.",
      href: "/services/real-estate",
    },
    {
      image: practiceImage("immigration", "Passport and residency documents on a table"),
      title: "Immigration Services",
      description:
        "Guidance on work permits, residency and permanent residency applications, and related immigration matters for employers, employees and families.",
      href: "/services/immigration",
    },
    {
      image: practiceImage(
        "regulatory-compliance",
        "Compliance checklist and a laptop showing a risk dashboard",
      ),
      title: "Regulatory Compliance",
      description:
        "AML/CFT programmes, outsourced AML officer services, business risk assessments and inspection support for regulated entities.",
      href: "/services/regulatory-compliance",
    },
    {
      image: practiceImage("employment-law", "Employer and employee in a workplace meeting"),
      title: "Employment Law",
      description:
        "Practical advice for employers and employees on contracts, policies, terminations and disputes, including representation before the Labour Tribunal.",
      href: "/services/employment-law",
    },
    {
      image: practiceImage("wills-estates-trusts", "A family reviewing estate planning documents"),
      title: "Wills, Estates & Trusts",
      description:
        "Wills, trusts and powers of attorney to protect your family and assets, and careful guidance through probate and the administration of estates in the Cayman Islands.",
      href: "/services/wills-estates-trusts",
      isWide: true,
    },
  ],
  teamHeading: "Meet Our Team",
  teamIntro:
    "Our team combines Caymanian legal experience with specialist corporate services and compliance expertise, so you work directly with people who know the local landscape.",
  segmentsHeading: "Tailored Legal Solutions",
  segmentsIntro:
    "Every client's needs are different. We shape our advice around who you are and what you are trying to achieve, whether you live here, run a business here or invest from abroad.",
  clientSegments: [
    {
      title: "Individuals",
      description:
        "Personal legal matters handled with care and discretion, from buying a home to planning for your family's future.",
      details: [
        "Wills, trusts and powers of attorney",
        "Residential property purchases and sales",
        "Work permits and residency applications",
        "Employment advice and disputes",
      ],
      image: segmentImage("individuals", "A family standing outside their home in Grand Cayman"),
      href: "/services",
    },
    {
      title: "Businesses",
      description:
        "Commercial and regulatory support for local businesses at every stage, from start-up to growth and restructuring.",
      details: [
        "Company formation and corporate governance",
        "Commercial contracts and shareholder agreements",
        "Employment policies and workforce planning",
        "AML/CFT compliance programmes",
      ],
      image: segmentImage("businesses", "Business owners meeting in a George Town office"),
      href: "/services",
    },
    {
      title: "International Clients",
      description:
        "A reliable Cayman Islands partner for overseas investors, fund sponsors and their advisers, working across time zones.",
      details: [
        "Exempted company, fund and SPV formation",
        "Registered office and corporate secretarial services",
        "Regulatory filings and ongoing compliance",
        "Cayman property investment",
      ],
      image: segmentImage("international", "A world map with the Cayman Islands highlighted"),
      href: "/services",
    },
  ],
  ctaTitle: "Ready to Move Forward?",
  ctaText:
    "Tell us about your situation and we will arrange a confidential consultation to discuss your options and the next steps.",
  meta: {
    title: "Cayman Islands Law Firm in George Town",
    description:
      "Cayman Islands law firm in George Town advising on corporate services, real estate, immigration, employment, compliance and wills, estates and trusts.",
    keywords: [
      "Cayman Islands law firm",
      "George Town attorneys",
      "Grand Cayman lawyers",
      "Cayman corporate services",
      "Cayman real estate lawyer",
      "Cayman immigration",
      "AML compliance Cayman",
      "employment law Cayman",
      "wills and estates Cayman",
    ],
  },
};
