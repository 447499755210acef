import type { Listed, PracticeAreaData } from "../../data";

export const corporateLaw: Listed<PracticeAreaData> = {
  id: "corporate-law",
  title: "Corporate Law",
  slug: "corporate-law",
  navLabel: "Corporate Law",
  contactOption: "Corporate Law",
  footerGroup: "practice",
  logo: "legal-services",
  logoCaption: "Legal Services",
  inPostEditor: true,
  tagline: "Strategic counsel for transactions, governance and growth.",
  description:
    "We advise businesses, investors and boards on Cayman Islands corporate law, from mergers and acquisitions to joint ventures, shareholder arrangements and restructurings. Our lawyers draft and negotiate the documents that matter and explain how the Companies Act affects your commercial decisions.",
  highlight: "Transaction advice grounded in how Cayman companies work in practice.",
  keyServices: [
    "Mergers and acquisitions",
    "Joint ventures and shareholder agreements",
    "Corporate governance and directors' duties",
    "Commercial contracts",
    "Restructurings and reorganisations",
    "Debt and equity financing",
  ],
  image: "/images/practice/corporate-law.svg",
  imageAlt: "Illustration of two parties signing a transaction agreement across a boardroom table",
  onHome: true,
  homeDescription:
    "Advice on commercial contracts, shareholder arrangements, mergers and acquisitions, and corporate governance for Cayman Islands businesses.",
  homeImage: "/images/practice/corporate-law.svg",
  homeImageAlt: "Business advisers reviewing a commercial agreement",
  homeWide: false,
  heroBadge: "Transactions & Governance",
  heroTitle: "Corporate Law",
  heroIntro:
    "Cayman Islands companies sit at the centre of many international transactions and corporate groups. We give boards, shareholders and investors clear advice on deals, governance and reorganisations, delivered on commercial timetables.",
  servicesHeading: "Our Corporate Law Services",
  servicesIntro:
    "Advice across the life of a business, from its first investment round to its sale, merger or reorganisation.",
  services: [
    {
      title: "Mergers and Acquisitions",
      description:
        "Share and asset acquisitions, statutory mergers and consolidations under the Companies Act, and Cayman law due diligence for buyers and sellers.",
    },
    {
      title: "Joint Ventures and Shareholder Arrangements",
      description:
        "Shareholder agreements, investment terms and articles of association that reflect the commercial deal and plan for deadlock, transfers and exit.",
    },
    {
      title: "Corporate Governance",
      description:
        "Advice to boards and independent directors on fiduciary duties, conflicts of interest, board procedure and the records that support their decisions.",
    },
    {
      title: "Commercial Contracts",
      description:
        "Drafting and negotiation of supply, services, distribution, agency and other commercial agreements governed by Cayman Islands law.",
    },
    {
      title: "Restructurings and Reorganisations",
      description:
        "Group reorganisations, share capital reductions, continuations, schemes of arrangement and solvent voluntary liquidations.",
    },
    {
      title: "Financing Transactions",
      description:
        "Cayman law advice on loans, security packages, share charges and equity raises, including legal opinions for lenders and investors.",
    },
  ],
  benefitsHeading: "Why Work With Our Corporate Lawyers",
  benefits: [
    {
      title: "Commercially Focused Advice",
      description:
        "We concentrate on the points that affect value, risk and timing, and keep our advice concise and usable.",
    },
    {
      title: "Senior Lawyers on Every Matter",
      description:
        "Your matter is led by an experienced lawyer who stays involved from the first call through to completion.",
    },
    {
      title: "At Home in Cross-Border Deals",
      description:
        "We work alongside onshore counsel in the United States, the United Kingdom, Asia and elsewhere so the Cayman elements fit the wider transaction.",
    },
    {
      title: "Responsive on Deal Timetables",
      description:
        "We understand signing and closing deadlines and organise our work, opinions and filings around them.",
    },
  ],
  ctaTitle: "Planning a Transaction or Reorganisation?",
  ctaText:
    "Tell us about your goals and timetable, and we will set out a clear plan for the Cayman law aspects of your matter.",
  teamLink: "/about",
  entityTypes: [],
  industries: [],
  clientTypes: [],
  complianceAreas: [],
  profile: null,
  profileHeading: "",
  metaTitle: "Corporate Law in the Cayman Islands",
  metaDescription:
    "Cayman Islands corporate lawyers advising on mergers and acquisitions, joint ventures, shareholder agreements, corporate governance and restructurings.",
  keywords: [
    "Cayman Islands corporate law",
    "Cayman mergers and acquisitions",
    "statutory merger Cayman Islands",
    "shareholder agreements Cayman",
    "directors' duties Cayman Islands",
    "joint ventures Cayman",
    "corporate restructuring Cayman",
    "Cayman corporate lawyer",
  ],
};
