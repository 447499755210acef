import type { PageMeta } from "./home";
import type { TitledText } from "./types";

export interface ServicesPageContent {
  heading: string;
  intro: string;
  /** Exactly three reassurance points. */
  reassurance: TitledText[];
  ctaTitle: string;
  ctaText: string;
  meta: PageMeta;
}

export const servicesPage: ServicesPageContent = {
  heading: "Areas of Legal Expertise",
  intro:
    "Our firm offers seven core practice areas, supported by dedicated corporate services, to meet the needs of individuals, families, businesses and international clients in the Cayman Islands. Whatever the matter, you receive practical advice grounded in Cayman law and delivered by people who understand how things work here.",
  reassurance: [
    {
      title: "Deep Local Expertise",
      description:
        "Our attorneys and advisers trained and practise in the Cayman Islands and know its laws, courts, registries and regulators first-hand.",
    },
    {
      title: "Client-Focused Service",
      description:
        "You deal directly with the people advising you, receive prompt replies and get clear explanations of your options and costs.",
    },
    {
      title: "Proven Track Record",
      description:
        "Our team brings years of experience gained in Cayman legal and financial services practice before the firm was founded, applied to every matter we take on.",
    },
  ],
  ctaTitle: "Ready to Get Started?",
  ctaText:
    "Schedule a confidential consultation to discuss your legal needs, or meet the team who will be working with you.",
  meta: {
    title: "Legal Services in the Cayman Islands",
    description:
      "Explore our Cayman Islands legal services: corporate services and corporate law, real estate, immigration, compliance, employment, IP, and wills and trusts.",
    keywords: [
      "Cayman Islands legal services",
      "Cayman corporate law",
      "Cayman company incorporation",
      "Cayman property lawyer",
      "Cayman work permits",
      "Cayman AML/CFT compliance",
      "Cayman employment law",
      "Cayman intellectual property",
      "Cayman wills and trusts",
    ],
  },
};
