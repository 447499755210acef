import type { Listed, PracticeAreaData } from "../../data";

export const willsEstatesTrusts: Listed<PracticeAreaData> = {
  id: "wills-estates-trusts",
  title: "Wills Estates & Trusts",
  slug: "wills-estates-trusts",
  navLabel: "Wills, Estates & Trusts",
  contactOption: "Wills, Estates & Trusts",
  footerGroup: "practice",
  logo: "legal-services",
  logoCaption: "Legal Services",
  inPostEditor: true,
  tagline: "Plan ahead with confidence and protect the people who matter most.",
  description:
    "We help individuals and families plan their estates, prepare wills and trusts, and administer estates through the Grand Court's probate process. Our advice takes account of assets held in the Cayman Islands and abroad, and of beneficiaries living in different jurisdictions.",
  highlight: "Estate planning that accounts for assets and families across borders.",
  keyServices: [
    "Wills drafting and review",
    "Probate and letters of administration",
    "Estate administration",
    "Trust formation and advice",
    "Powers of attorney",
    "Succession planning for family businesses",
  ],
  image: "/images/practice/wills-estates-trusts.svg",
  imageAlt: "Illustration of a signed will and a fountain pen beside a family home",
  onHome: true,
  homeDescription:
    "Wills, trusts and powers of attorney to protect your family and assets, and careful guidance through probate and the administration of estates in the Cayman Islands.",
  homeImage: "/images/practice/wills-estates-trusts.svg",
  homeImageAlt: "A family reviewing estate planning documents",
  homeWide: true,
  heroBadge: "Private Client",
  heroTitle: "Wills, Estates & Trusts",
  heroIntro:
    "A well-prepared estate plan gives your family certainty and spares them avoidable cost and delay. We prepare wills, trusts and powers of attorney, and guide executors and families through probate with care.",
  servicesHeading: "Our Wills, Estates & Trusts Services",
  servicesIntro:
    "Thoughtful planning and careful administration for individuals, families and the executors and trustees who act for them.",
  services: [
    {
      title: "Wills",
      description:
        "Clear, properly executed wills under the Wills Act, including wills for Cayman assets owned by non-residents and coordination with wills made elsewhere.",
    },
    {
      title: "Probate and Estate Administration",
      description:
        "Applications to the Grand Court for grants of probate and letters of administration, resealing of foreign grants, and support for executors through distribution.",
    },
    {
      title: "Trusts",
      description:
        "Discretionary, fixed-interest and purpose trusts under the Trusts Act, including STAR trusts, and advice to trustees and beneficiaries.",
    },
    {
      title: "Powers of Attorney",
      description:
        "General and specific powers of attorney so that people you trust can act for you on property, banking and business matters.",
    },
    {
      title: "Foundations and Private Trust Companies",
      description:
        "Foundation companies and private trust companies for families who want a greater say in how their wealth is governed.",
    },
    {
      title: "Succession Planning",
      description:
        "Planning the transfer of family businesses and investment holdings, aligning company documents and shareholder agreements with your estate plan.",
    },
  ],
  benefitsHeading: "Why Families Choose Us",
  benefits: [
    {
      title: "Personal, Careful Advice",
      description:
        "We take time to understand your family, your assets and your wishes before recommending a plan.",
    },
    {
      title: "Cross-Border Awareness",
      description:
        "We coordinate with advisers overseas so that your Cayman arrangements work alongside wills and structures in other countries.",
    },
    {
      title: "Support Through Probate",
      description:
        "We guide executors and administrators step by step, from the first application to final distribution.",
    },
    {
      title: "Plans That Stay Current",
      description:
        "We suggest reviews after marriage, the birth of a child, a property purchase or a business sale, so your plan keeps pace with your life.",
    },
  ],
  ctaTitle: "Start Planning Your Estate",
  ctaText:
    "Whether you need a first will, help with a loved one's estate or advice on a trust, we are here to guide you with care and discretion.",
  teamLink: "/about",
  entityTypes: [],
  industries: [],
  clientTypes: [],
  complianceAreas: [],
  profile: null,
  profileHeading: "",
  metaTitle: "Wills, Estates & Trusts in the Cayman Islands",
  metaDescription:
    "Cayman Islands lawyers for wills, probate and letters of administration, estate administration, trusts, powers of attorney and succession planning.",
  keywords: [
    "Cayman Islands wills",
    "probate Cayman Islands",
    "letters of administration Cayman",
    "estate administration Cayman",
    "Cayman trusts lawyer",
    "powers of attorney Cayman",
    "STAR trusts",
    "succession planning Cayman Islands",
  ],
};
