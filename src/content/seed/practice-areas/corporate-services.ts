import type { Listed, PracticeAreaData } from "../../data";

export const corporateServices: Listed<PracticeAreaData> = {
  id: "corporate-services",
  title: "Corporate Services",
  slug: "corporate-services",
  navLabel: "Corporate Services",
  contactOption: "Corporate Services",
  footerGroup: "more",
  logo: "corporate-services",
  logoCaption: "Corporate Services",
  inPostEditor: false,
  tagline: "Formation, administration and ongoing compliance for Cayman Islands entities.",
  description:
    "We form and maintain Cayman Islands companies, partnerships and other vehicles, from incorporation and registered office through to statutory filings and annual returns. Our team keeps registers, minutes and beneficial ownership records accurate so that your entities remain in good standing with the Registrar of Companies.",
  highlight: "A named specialist for each entity, from incorporation to every annual return.",
  keyServices: [
    "Company incorporation and registration",
    "Registered office and registered agent services",
    "Statutory registers and corporate records",
    "Annual returns and Registrar filings",
    "Beneficial ownership and economic substance filings",
    "Corporate secretarial and board support",
  ],
  image: "/images/practice/corporate-services.svg",
  imageAlt:
    "Illustration of a certificate of incorporation, a company seal and a set of statutory registers on a desk",
  onHome: true,
  homeDescription:
    "Company incorporation, registered office services and fund and entity formation, with ongoing corporate secretarial support to keep your Cayman entities in good standing.",
  homeImage: "/images/practice/corporate-services.svg",
  homeImageAlt: "Corporate documents and a company seal on a desk",
  homeWide: false,
  heroBadge: "Entity Formation & Administration",
  heroTitle: "Corporate Services",
  heroIntro:
    "We form, administer and maintain Cayman Islands entities for fund sponsors, family offices, businesses and international groups. From incorporation and registered office to statutory filings, we keep your structures organised, compliant and in good standing.",
  servicesHeading: "Our Corporate Services",
  servicesIntro:
    "Practical support across the whole life of a Cayman entity, from the first filing with the Registrar of Companies to its eventual strike-off or liquidation.",
  services: [
    {
      title: "Incorporation and Formation",
      description:
        "Incorporation of exempted and ordinary resident companies, registration of LLCs and limited partnerships, and constitutional documents drafted to fit your structure.",
    },
    {
      title: "Registered Office Services",
      description:
        "A registered office in George Town, acceptance of service of process and official notices, and prompt forwarding of correspondence to the right people.",
    },
    {
      title: "Corporate Secretarial Support",
      description:
        "Board and shareholder resolutions, minutes, maintenance of registers of members, directors and mortgages and charges, and support for board meetings held in Cayman.",
    },
    {
      title: "Annual Compliance and Filings",
      description:
        "Annual returns, government fees and Registrar filings diarised and completed on time, with certificates of good standing available when you need them.",
    },
    {
      title: "Beneficial Ownership and Economic Substance",
      description:
        "Maintenance of beneficial ownership information and preparation of economic substance notifications and reports under Cayman's transparency regimes.",
    },
    {
      title: "Changes, Continuations and Exits",
      description:
        "Name changes, share capital amendments, continuations into and out of the Cayman Islands, strike-offs and voluntary liquidations.",
    },
  ],
  benefitsHeading: "Why Clients Choose Our Corporate Services Team",
  benefits: [
    {
      title: "A Named Point of Contact",
      description:
        "Each entity is looked after by a specialist who knows its history, its documents and its filing calendar.",
    },
    {
      title: "Administration Backed by Lawyers",
      description:
        "Our corporate services sit alongside our legal practice, so questions that need legal judgment are answered without delay or hand-offs.",
    },
    {
      title: "Deadlines Managed for You",
      description:
        "We track annual return, fee and regulatory deadlines and tell you well in advance what is needed from you.",
    },
    {
      title: "A Genuine Presence in George Town",
      description:
        "Our {street} office provides a real local presence for registered office services, board meetings and document execution.",
    },
    {
      title: "Transparent Fees",
      description:
        "We agree the scope and fees for formation and annual services upfront, with no surprises at renewal time.",
    },
  ],
  ctaTitle: "Ready to Form or Transfer a Cayman Entity?",
  ctaText:
    "Whether you are setting up a new vehicle or moving the administration of an existing one, our corporate services team will guide you through each step.",
  teamLink: "/our-people",
  entityTypes: [
    {
      title: "Exempted Companies",
      description:
        "The standard vehicle for international business, with flexible share capital, no local meeting requirement and the option of a tax undertaking certificate.",
    },
    {
      title: "LLCs",
      description:
        "Limited liability companies under the Limited Liability Companies Act, combining separate legal personality with partnership-style contractual flexibility.",
    },
    {
      title: "Segregated Portfolio Companies",
      description:
        "Companies that ring-fence the assets and liabilities of separate portfolios, widely used for multi-strategy funds and insurance structures.",
    },
    {
      title: "Limited Partnerships",
      description:
        "Exempted limited partnerships under the Exempted Limited Partnership Act, the customary vehicle for private equity and venture capital funds.",
    },
    {
      title: "Investment Funds",
      description:
        "Mutual funds and private funds structured as companies, partnerships or unit trusts, with support through registration with CIMA.",
    },
    {
      title: "SPVs",
      description:
        "Special purpose vehicles for financing, securitisation, aircraft and vessel leasing and single-asset transactions, including orphan structures.",
    },
    {
      title: "Holding Companies",
      description:
        "Companies that hold shares, intellectual property or other assets for groups and families, with clean governance and clear records.",
    },
    {
      title: "Foundations",
      description:
        "Foundation companies under the Foundation Companies Act, suited to private wealth, philanthropy, project governance and ownerless structures.",
    },
  ],
  industries: [
    "Investment funds and asset managers",
    "Private equity and venture capital",
    "Fintech and digital assets",
    "Shipping and aviation finance",
    "Family offices and private wealth",
    "Real estate holding structures",
    "Insurance and captive insurance",
  ],
  clientTypes: [],
  complianceAreas: [],
  profile: "jonathan-merren",
  profileHeading: "Your Corporate Services Specialist",
  metaTitle: "Corporate Services in the Cayman Islands",
  metaDescription:
    "Cayman Islands company incorporation, registered office, corporate secretarial and annual filing services for exempted companies, LLCs, funds and SPVs.",
  keywords: [
    "Cayman Islands corporate services",
    "Cayman company incorporation",
    "registered office Cayman Islands",
    "exempted company formation",
    "Cayman LLC formation",
    "corporate secretarial services Cayman",
    "beneficial ownership filings Cayman",
    "economic substance notifications",
  ],
};
