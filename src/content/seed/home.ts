/** The sample firm's home page texts, as stored. */
import type { HomeData } from "../data";

export const home: HomeData = {
  heroBadge: "Cayman Islands Law Firm",
  heroTitle: "Trusted Legal Guidance for Your Future",
  heroIntro:
    "From our office in George Town, we provide clear, practical legal advice to individuals, families, businesses and international clients across the Cayman Islands. Whether you are forming a company, buying property, hiring staff or planning for the next generation, we help you move forward with confidence.",
  servicesHeading: "How We Can Help",
  servicesIntro:
    "Our attorneys and advisers cover the legal and regulatory matters that matter most to people and businesses in the Cayman Islands, with advice tailored to your circumstances.",
  teamHeading: "Meet Our Team",
  teamIntro:
    "Our team combines Caymanian legal experience with specialist corporate services and compliance expertise, so you work directly with people who know the local landscape.",
  teamPeople: ["natalie-ebanks", "jonathan-merren", "priya-walton"],
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
      image: "/images/segments/individuals.svg",
      imageAlt: "A family standing outside their home in Grand Cayman",
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
      image: "/images/segments/businesses.svg",
      imageAlt: "Business owners meeting in a George Town office",
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
      image: "/images/segments/international.svg",
      imageAlt: "A world map with the Cayman Islands highlighted",
      href: "/services",
    },
  ],
  ctaTitle: "Ready to Move Forward?",
  ctaText:
    "Tell us about your situation and we will arrange a confidential consultation to discuss your options and the next steps.",
  metaTitle: "Cayman Islands Law Firm in George Town",
  metaDescription:
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
};
