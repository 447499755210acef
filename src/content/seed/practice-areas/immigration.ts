import type { Listed, PracticeAreaData } from "../../data";

export const immigration: Listed<PracticeAreaData> = {
  id: "immigration",
  title: "Immigration Services",
  slug: "immigration",
  navLabel: "Immigration Services",
  contactOption: "Immigration Services",
  footerGroup: "practice",
  logo: "legal-services",
  logoCaption: "Legal Services",
  inPostEditor: true,
  tagline: "Work permits, residency and status guidance for individuals and employers.",
  description:
    "We help employers and individuals navigate the Immigration (Transition) Act and applications to WORC, from work permits and business staffing plans to permanent residency and Caymanian status. Our advice is practical and timely, and focused on avoiding refusals and gaps in status.",
  highlight: "Complete, well-evidenced applications that anticipate what WORC will ask.",
  keyServices: [
    "Work permits and renewals",
    "Permanent residency applications",
    "Caymanian status and naturalisation",
    "Investor and independent means residency",
    "Business staffing plans and employer compliance",
    "Immigration appeals and reconsiderations",
  ],
  image: "/images/practice/immigration.svg",
  imageAlt: "Illustration of a passport, a work permit document and an airplane above the islands",
  onHome: true,
  homeDescription:
    "Guidance on work permits, residency and permanent residency applications, and related immigration matters for employers, employees and families.",
  homeImage: "/images/practice/immigration.svg",
  homeImageAlt: "Passport and residency documents on a table",
  homeWide: false,
  heroBadge: "Work Permits & Residency",
  heroTitle: "Immigration Services",
  heroIntro:
    "Immigration status affects where you can live, who you can hire and how your business can grow in the Cayman Islands. We guide employers, employees and families through WORC processes with clear advice and carefully prepared applications.",
  servicesHeading: "Our Immigration Services",
  servicesIntro:
    "Support for every stage of living and working in the Cayman Islands, from a first work permit to permanent residency and beyond.",
  services: [
    {
      title: "Work Permits",
      description:
        "Grant and renewal applications, temporary work permits and changes of employer, with guidance on advertising, job descriptions and supporting documents.",
    },
    {
      title: "Permanent Residency",
      description:
        "Permanent residency applications under the points system, including an assessment of eligibility, timing and the evidence needed for each category.",
    },
    {
      title: "Caymanian Status and Naturalisation",
      description:
        "Applications for the right to be Caymanian, naturalisation as a British Overseas Territories citizen and related family status matters.",
    },
    {
      title: "Investor and Independent Means Residency",
      description:
        "Residency certificates for persons of independent means and for substantial business presence or direct investment, and the Global Citizen Concierge Program.",
    },
    {
      title: "Employer Compliance",
      description:
        "Business staffing plans, key employee applications, training and succession plans, and internal processes that keep employers compliant with WORC requirements.",
    },
    {
      title: "Appeals and Reconsiderations",
      description:
        "Requests for reconsideration and appeals to the Immigration Appeals Tribunal following a refusal, revocation or adverse decision.",
    },
  ],
  benefitsHeading: "Why Choose Us for Immigration Matters",
  benefits: [
    {
      title: "Applications Done Right First Time",
      description:
        "We assemble complete, well-evidenced applications, which reduces requests for further information and the delays they cause.",
    },
    {
      title: "Planning Ahead",
      description:
        "We track permit expiry dates and residency eligibility so that you can act before deadlines rather than after them.",
    },
    {
      title: "Employers and Individuals",
      description:
        "We advise businesses on their workforce and individuals on their own status, and understand how the two interact.",
    },
    {
      title: "Plain-Language Guidance",
      description:
        "We explain the rules, fees and likely timelines clearly, so that you can make informed decisions for your family or business.",
    },
  ],
  ctaTitle: "Need Help With a Permit or Residency Application?",
  ctaText:
    "Contact us to review your situation, identify the right route and prepare an application that gives you the best chance of success.",
  teamLink: "/about",
  entityTypes: [],
  industries: [],
  clientTypes: [],
  complianceAreas: [],
  profile: null,
  profileHeading: "",
  metaTitle: "Immigration Services in the Cayman Islands",
  metaDescription:
    "Cayman Islands immigration lawyers for work permits, permanent residency, Caymanian status, investor residency, business staffing plans and appeals.",
  keywords: [
    "Cayman Islands immigration lawyer",
    "Cayman work permit",
    "permanent residency Cayman Islands",
    "WORC applications",
    "Caymanian status",
    "residency certificate Cayman",
    "business staffing plan",
    "Immigration Appeals Tribunal",
  ],
};
