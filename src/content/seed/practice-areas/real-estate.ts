import type { Listed, PracticeAreaData } from "../../data";

export const realEstate: Listed<PracticeAreaData> = {
  id: "real-estate",
  title: "Real Estate & Property Law",
  slug: "real-estate",
  navLabel: "Real Estate & Property Law",
  contactOption: "Real Estate & Property Law",
  footerGroup: "practice",
  logo: "legal-services",
  logoCaption: "Legal Services",
  inPostEditor: true,
  tagline: "Secure property transactions and clear title across the Cayman Islands.",
  description:
    "We act for buyers, sellers, developers and lenders on residential and commercial property in Grand Cayman, Cayman Brac and Little Cayman. Our work covers title due diligence, conveyancing, strata matters and development, with careful attention to Land Registry, stamp duty and planning requirements.",
  highlight: "Thorough title due diligence before you commit to a purchase.",
  keyServices: [
    "Residential and commercial conveyancing",
    "Title due diligence and Land Registry searches",
    "Strata title and strata corporation advice",
    "Commercial leases",
    "Property development and planning",
    "Mortgages and property finance",
  ],
  image: "/images/practice/real-estate.svg",
  imageAlt: "Illustration of a waterfront condominium building beside a registry map and a set of house keys",
  onHome: true,
  homeDescription:
    "Support with residential and commercial purchases, sales, leases and strata matters, including title due diligence and registration at the Land Registry.",
  homeImage: "/images/practice/real-estate.svg",
  homeImageAlt: "Waterfront residential property in Grand Cayman",
  homeWide: false,
  heroBadge: "Property & Conveyancing",
  heroTitle: "Real Estate & Property Law",
  heroIntro:
    "Buying, selling or developing property in the Cayman Islands involves its own land registration system, stamp duty rules and strata regime. We guide clients through each stage so that transactions close smoothly and title is secure.",
  servicesHeading: "Our Real Estate Services",
  servicesIntro:
    "Careful, practical property advice for individuals, families, developers and lenders, whether you are on island or buying from overseas.",
  services: [
    {
      title: "Purchases and Sales",
      description:
        "Conveyancing for homes, condominiums, land and commercial premises, from offer and agreement for sale through to transfer and registration.",
    },
    {
      title: "Title Due Diligence",
      description:
        "Land Registry searches and review of registered interests, charges, easements, restrictions and boundaries, with a clear report on any risks.",
    },
    {
      title: "Strata Title Matters",
      description:
        "Advice to owners, developers and strata corporations under the Strata Titles Registration Act, including by-laws, levies, general meetings and disputes.",
    },
    {
      title: "Commercial Leasing",
      description:
        "Office, retail and industrial leases for landlords and tenants, including renewals, assignments, rent reviews and early termination.",
    },
    {
      title: "Development and Planning",
      description:
        "Land acquisition, planning applications to the Central Planning Authority, construction contracts and registration of strata plans for new developments.",
    },
    {
      title: "Property Finance",
      description:
        "Acting for borrowers and lenders on mortgages and charges over Cayman land, including registration of security and discharge on repayment.",
    },
  ],
  benefitsHeading: "Why Choose Us for Your Property Matter",
  benefits: [
    {
      title: "Local Registry Knowledge",
      description:
        "We know the Cayman Land Registry, its registry maps and parcel references, and the documents needed for clean registration.",
    },
    {
      title: "Clear Cost Guidance",
      description:
        "We explain stamp duty, registration fees and other closing costs early, so there are no surprises at completion.",
    },
    {
      title: "Support for Overseas Buyers",
      description:
        "Non-resident purchasers can complete most steps remotely, with each document explained in plain language and executed correctly.",
    },
    {
      title: "Both Sides of Strata",
      description:
        "We advise strata corporations and individual owners, so we understand governance and disputes from each perspective.",
    },
  ],
  ctaTitle: "Buying, Selling or Developing Property?",
  ctaText:
    "Talk to us before you sign. We will review the title, explain the costs and take you through every step to registration.",
  teamLink: "/about",
  entityTypes: [],
  industries: [],
  clientTypes: [],
  complianceAreas: [],
  profile: null,
  profileHeading: "",
  metaTitle: "Real Estate & Property Law in the Cayman Islands",
  metaDescription:
    "Cayman Islands real estate lawyers for conveyancing, title due diligence, strata matters, commercial leases, property development and finance.",
  keywords: [
    "Cayman Islands real estate lawyer",
    "Cayman property conveyancing",
    "title due diligence Cayman",
    "Cayman Land Registry",
    "strata title Cayman Islands",
    "commercial leases Cayman",
    "stamp duty Cayman property",
    "buying property in Cayman",
  ],
};
