import type { ImageRef, PracticeArea } from "./types";

/** The practice areas, for /services and each area's own page, in the order of /services. */

function practiceImage(slug: string, alt: string): ImageRef {
  return { src: `/images/practice/${slug}.svg`, alt, width: 800, height: 560 };
}

const aboutLink = { href: "/about", label: "Learn About Our Firm" } as const;
const peopleLink = { href: "/our-people", label: "Meet Our Team" } as const;

export const practiceAreas: PracticeArea[] = [
  {
    slug: "corporate-services",
    serviceArea: "corporate-services",
    title: "Corporate Services",
    navLabel: "Corporate Services",
    href: "/services/corporate-services",
    logo: "corporate-services",
    image: practiceImage(
      "corporate-services",
      "Illustration of a certificate of incorporation, a company seal and a set of statutory registers on a desk",
    ),
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
    page: {
      heroTitle: "Corporate Services",
      heroBadge: "Entity Formation & Administration",
      heroIntro:
        "We form, administer and maintain Cayman Islands entities for fund sponsors, family offices, businesses and international groups. From incorporation and registered office to statutory filings, we keep your structures organised, compliant and in good standing.",
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
      teamLink: peopleLink,
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
      profileSlug: "jonathan-merren",
      profileHeading: "Your Corporate Services Specialist",
    },
  },
  {
    slug: "corporate-law",
    serviceArea: "corporate-law",
    title: "Corporate Law",
    navLabel: "Corporate Law",
    href: "/services/corporate-law",
    logo: "legal-services",
    image: practiceImage(
      "corporate-law",
      "Illustration of two parties signing a transaction agreement across a boardroom table",
    ),
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
    page: {
      heroTitle: "Corporate Law",
      heroBadge: "Transactions & Governance",
      heroIntro:
        "Cayman Islands companies sit at the centre of many international transactions and corporate groups. We give boards, shareholders and investors clear advice on deals, governance and reorganisations, delivered on commercial timetables.",
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
      teamLink: aboutLink,
    },
  },
  {
    slug: "real-estate",
    serviceArea: "real-estate",
    title: "Real Estate & Property Law",
    navLabel: "Real Estate & Property Law",
    href: "/services/real-estate",
    logo: "legal-services",
    image: practiceImage(
      "real-estate",
      "Illustration of a waterfront condominium building beside a registry map and a set of house keys",
    ),
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
    page: {
      heroTitle: "Real Estate & Property Law",
      heroBadge: "Property & Conveyancing",
      heroIntro:
        "Buying, selling or developing property in the Cayman Islands involves its own land registration system, stamp duty rules and strata regime. We guide clients through each stage so that transactions close smoothly and title is secure.",
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
      teamLink: aboutLink,
    },
  },
  {
    slug: "immigration",
    serviceArea: "immigration",
    title: "Immigration Services",
    navLabel: "Immigration Services",
    href: "/services/immigration",
    logo: "legal-services",
    image: practiceImage(
      "immigration",
      "Illustration of a passport, a work permit document and an airplane above the islands",
    ),
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
    page: {
      heroTitle: "Immigration Services",
      heroBadge: "Work Permits & Residency",
      heroIntro:
        "Immigration status affects where you can live, who you can hire and how your business can grow in the Cayman Islands. We guide employers, employees and families through WORC processes with clear advice and carefully prepared applications.",
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
      teamLink: aboutLink,
    },
  },
  {
    slug: "regulatory-compliance",
    serviceArea: "regulatory-compliance",
    title: "Regulatory Compliance",
    navLabel: "Regulatory Compliance",
    href: "/services/regulatory-compliance",
    logo: "compliance",
    image: practiceImage(
      "regulatory-compliance",
      "Illustration of a compliance checklist, a shield and a magnifying glass over financial records",
    ),
    tagline: "AML/CFT programs and regulatory support for Cayman financial services.",
    description:
      "We help regulated entities and designated non-financial businesses and professions meet their obligations under the Proceeds of Crime Act, the Anti-Money Laundering Regulations and CIMA's Guidance Notes. From outsourced AML officers to inspection support, audits and training, we build compliance programs that are proportionate and work in practice.",
    highlight: "Outsourced AMLCO, MLRO and DMLRO appointments backed by legal expertise.",
    keyServices: [
      "AML/CFT programs and compliance frameworks",
      "Outsourced AMLCO, MLRO and DMLRO services",
      "CIMA inspection support",
      "Independent AML audits",
      "Business risk assessments",
      "Compliance policies, procedures and training",
    ],
    page: {
      heroTitle: "Regulatory Compliance and Risk Advisory",
      heroBadge: "Compliance & Risk Advisory",
      heroIntro:
        "Supervisors in the Cayman Islands expect compliance programs that are documented, risk-based and effective in practice. We give funds, service providers and DNFBPs the officers, reviews and guidance they need to meet those expectations with confidence.",
      metaTitle: "Regulatory Compliance and Risk Advisory in the Cayman Islands",
      metaDescription:
        "Cayman Islands AML/CFT compliance: outsourced AMLCO, MLRO and DMLRO services, CIMA inspection support, AML audits, risk assessments and training.",
      keywords: [
        "Cayman Islands regulatory compliance",
        "AML/CFT compliance Cayman",
        "outsourced MLRO Cayman",
        "AMLCO services Cayman Islands",
        "CIMA inspection support",
        "AML audit Cayman",
        "business risk assessment AML",
        "DNFBP compliance Cayman",
        "AML training Cayman Islands",
      ],
      servicesHeading: "Our Compliance and Risk Advisory Services",
      servicesIntro:
        "Six core services that together cover the people, documents and testing a Cayman AML/CFT program needs.",
      services: [
        {
          title: "Outsourced AML Officers (AMLCO, MLRO and DMLRO)",
          description:
            "Experienced individuals appointed as AML Compliance Officer, Money Laundering Reporting Officer and Deputy MLRO, with ongoing monitoring and suspicious activity reporting to the Financial Reporting Authority.",
        },
        {
          title: "CIMA Inspection Support",
          description:
            "Preparation for CIMA on-site and desk-based inspections, responses to information requests, and remediation plans that address inspection findings.",
        },
        {
          title: "AML Audits",
          description:
            "Independent testing of your AML/CFT program against the Anti-Money Laundering Regulations and CIMA's Guidance Notes, with clear findings and practical recommendations.",
        },
        {
          title: "Business Risk Assessments",
          description:
            "Documented assessments of money laundering, terrorist financing and proliferation financing risk across customers, products, geographies and delivery channels.",
        },
        {
          title: "Policies and Procedures",
          description:
            "AML/CFT manuals, customer due diligence procedures, sanctions screening protocols and record-keeping policies tailored to your business.",
        },
        {
          title: "Training",
          description:
            "Role-specific AML/CFT and sanctions training for directors, officers and staff, with attendance records that meet regulatory expectations.",
        },
      ],
      benefitsHeading: "Why Choose Our Compliance Team",
      benefits: [
        {
          title: "Risk-Based and Proportionate",
          description:
            "We scale programs to the real risks of your business, avoiding both gaps and unnecessary paperwork.",
        },
        {
          title: "Legal and Compliance Expertise Together",
          description:
            "Compliance advice from a law firm means regulatory questions, reporting decisions and legal risk are considered together.",
        },
        {
          title: "Inspection-Ready Documentation",
          description:
            "Policies, risk assessments and board reporting are written so that they stand up to review by CIMA or another supervisor.",
        },
        {
          title: "Continuity of Coverage",
          description:
            "DMLRO arrangements make sure reporting obligations are met even when your MLRO is unavailable.",
        },
        {
          title: "Current on Regulatory Change",
          description:
            "We follow amendments to Cayman legislation, CIMA guidance and sanctions measures and tell you what they mean for your business.",
        },
      ],
      ctaTitle: "Strengthen Your Compliance Program",
      ctaText:
        "Whether you need an MLRO, a pre-inspection review or a full program refresh, our compliance team will help you meet your obligations with confidence.",
      teamLink: peopleLink,
      clientTypes: [
        "Investment funds (mutual funds and private funds)",
        "Fund administrators and fund managers",
        "Securities investment businesses",
        "Insurance companies and insurance managers",
        "Trust and corporate service providers",
        "Virtual asset service providers",
        "Real estate agents and developers",
        "Dealers in precious metals and stones",
      ],
      complianceAreas: [
        "Anti-money laundering and counter-terrorist financing (AML/CFT)",
        "Counter-proliferation financing",
        "Targeted financial sanctions",
        "Beneficial ownership transparency",
        "Economic substance",
        "CRS and FATCA reporting",
        "Data protection",
        "Regulatory filings and reporting to CIMA",
      ],
      profileSlug: "priya-walton",
      profileHeading: "Your Compliance Lead",
    },
  },
  {
    slug: "employment-law",
    serviceArea: "employment-law",
    title: "Employment Law",
    navLabel: "Employment Law",
    href: "/services/employment-law",
    logo: "legal-services",
    image: practiceImage(
      "employment-law",
      "Illustration of an employer and an employee reviewing an employment contract together",
    ),
    tagline: "Practical employment advice for employers and employees.",
    description:
      "We advise employers and employees on their rights and obligations under the Labour Act, the National Pensions Act and related legislation. Our work ranges from employment contracts and handbooks to terminations, severance and representation before the Labour Tribunal.",
    highlight: "Advice for employers and employees alike, including Labour Tribunal representation.",
    keyServices: [
      "Employment contracts and handbooks",
      "Terminations, redundancy and severance",
      "Labour Tribunal representation",
      "Workplace investigations and discipline",
      "Pensions and health insurance compliance",
      "Restrictive covenants and confidentiality",
    ],
    page: {
      heroTitle: "Employment Law",
      heroBadge: "Workplace Advice",
      heroIntro:
        "Clear employment terms and fair processes prevent most workplace disputes before they start. When disagreements do arise, we help employers and employees resolve them efficiently, including before the Labour Tribunal.",
      metaTitle: "Employment Law in the Cayman Islands",
      metaDescription:
        "Cayman Islands employment lawyers for contracts, handbooks, terminations and severance, workplace investigations and Labour Tribunal representation.",
      keywords: [
        "Cayman Islands employment law",
        "Cayman employment lawyer",
        "Labour Act Cayman",
        "Labour Tribunal representation",
        "unfair dismissal Cayman",
        "severance pay Cayman Islands",
        "employment contracts Cayman",
        "National Pensions Act compliance",
      ],
      servicesHeading: "Our Employment Law Services",
      servicesIntro:
        "Advice for every stage of the employment relationship, from recruitment and onboarding to termination and disputes.",
      services: [
        {
          title: "Employment Contracts",
          description:
            "Contracts and offer letters that comply with the Labour Act, with well-drafted confidentiality, intellectual property and restrictive covenant clauses.",
        },
        {
          title: "Policies and Handbooks",
          description:
            "Employee handbooks and workplace policies on leave, discipline, grievances, harassment, remote work and data protection.",
        },
        {
          title: "Terminations and Severance",
          description:
            "Advice on lawful dismissal, notice, severance pay and settlement agreements, whether you are planning a termination or reviewing an offer.",
        },
        {
          title: "Labour Tribunal Representation",
          description:
            "Preparation and presentation of complaints and defences before the Labour Tribunal, including unfair dismissal and unpaid entitlement claims.",
        },
        {
          title: "Workplace Investigations",
          description:
            "Grievances, disciplinary processes and complaints of harassment or discrimination handled fairly, promptly and with proper records.",
        },
        {
          title: "Pensions and Benefits Compliance",
          description:
            "Employer obligations under the National Pensions Act and the Health Insurance Act, and responses to the Department of Labour and Pensions.",
        },
      ],
      benefitsHeading: "Why Choose Us for Employment Matters",
      benefits: [
        {
          title: "Prevention First",
          description:
            "Sound contracts and policies reduce the risk of disputes, and we help you put them in place before problems arise.",
        },
        {
          title: "Balanced Perspective",
          description:
            "Because we advise both employers and employees, we understand how each side views a dispute and where settlement is realistic.",
        },
        {
          title: "Tribunal Experience",
          description:
            "Our lawyers prepare and present cases before the Labour Tribunal with careful attention to evidence and procedure.",
        },
        {
          title: "Discreet and Responsive",
          description:
            "Employment issues are often sensitive and urgent. We respond quickly and handle every matter with discretion.",
        },
      ],
      ctaTitle: "Facing a Workplace Issue?",
      ctaText:
        "Whether you are an employer updating your policies or an employee with concerns about a dismissal, we can help you understand your position and your options.",
      teamLink: aboutLink,
    },
  },
  {
    slug: "intellectual-property",
    serviceArea: "intellectual-property",
    title: "Intellectual Property",
    navLabel: "Intellectual Property",
    href: "/services/intellectual-property",
    logo: "legal-services",
    image: practiceImage(
      "intellectual-property",
      "Illustration of a registered trademark symbol, a copyright symbol and a lightbulb representing new ideas",
    ),
    tagline: "Protecting brands, creative works and innovation in the Cayman Islands.",
    description:
      "We help businesses and creators register, protect and commercialise their intellectual property in the Cayman Islands. Our work covers trademarks under the Trade Marks Act, copyright, designs, patent extension and the licensing agreements that let you benefit from what you have built.",
    highlight: "Local trademark filings with the Cayman Islands Intellectual Property Office.",
    keyServices: [
      "Trademark searches and registration",
      "Copyright advice and protection",
      "Patent extension and design protection",
      "IP licensing and assignments",
      "IP holding structures",
      "Infringement and enforcement",
    ],
    page: {
      heroTitle: "Intellectual Property",
      heroBadge: "Brands & Innovation",
      heroIntro:
        "Your brand, content and technology are often your most valuable assets. We help you secure registered rights in the Cayman Islands, structure ownership sensibly and act quickly when those rights are infringed.",
      metaTitle: "Intellectual Property Law in the Cayman Islands",
      metaDescription:
        "Cayman Islands intellectual property lawyers for trademarks and copyright, patent extension, designs, IP licensing, holding structures and enforcement.",
      keywords: [
        "Cayman Islands intellectual property",
        "Cayman trademark registration",
        "Trade Marks Act Cayman",
        "copyright Cayman Islands",
        "patent extension Cayman",
        "IP licensing Cayman",
        "Cayman Islands Intellectual Property Office",
        "IP holding company Cayman",
      ],
      servicesHeading: "Our Intellectual Property Services",
      servicesIntro:
        "Protection and commercial use of intellectual property, for local businesses and for international groups holding IP in Cayman.",
      services: [
        {
          title: "Trademarks",
          description:
            "Clearance searches, filing strategy and applications to the Cayman Islands Intellectual Property Office, through to registration, renewal and recordal of changes.",
        },
        {
          title: "Copyright",
          description:
            "Advice on ownership, protection and use of copyright works, including software, website content, photography and commissioned materials.",
        },
        {
          title: "Patents and Designs",
          description:
            "Extension of UK and European patents to the Cayman Islands and protection of designs under Cayman's design rights legislation.",
        },
        {
          title: "Licensing and Commercialisation",
          description:
            "Licence, assignment, franchise and technology agreements that set out clearly who owns what and how it may be used.",
        },
        {
          title: "IP Holding Structures",
          description:
            "Cayman entities that hold, manage and license intellectual property within international groups, with attention to economic substance requirements.",
        },
        {
          title: "Enforcement and Disputes",
          description:
            "Cease and desist letters, opposition and invalidation proceedings, and action against infringement, passing off and misuse of domain names.",
        },
      ],
      benefitsHeading: "Why Choose Us for Intellectual Property",
      benefits: [
        {
          title: "Local Registration Know-How",
          description:
            "We handle filings with the Cayman Islands Intellectual Property Office and know the documents and formalities it requires.",
        },
        {
          title: "Commercial Perspective",
          description:
            "We align your IP protection with your business plans, budget and the markets where your brand actually operates.",
        },
        {
          title: "Joined-Up Corporate Advice",
          description:
            "Our corporate lawyers help structure IP ownership within your group, so that rights sit in the right entity from the start.",
        },
        {
          title: "Prompt Action on Infringement",
          description:
            "When your rights are threatened, we assess the position quickly and recommend a proportionate response.",
        },
      ],
      ctaTitle: "Protect Your Brand and Creative Work",
      ctaText:
        "Contact us to discuss registering your trademarks, protecting your content or structuring ownership of your intellectual property in the Cayman Islands.",
      teamLink: aboutLink,
    },
  },
  {
    slug: "wills-estates-trusts",
    serviceArea: "wills-estates-trusts",
    title: "Wills Estates & Trusts",
    navLabel: "Wills, Estates & Trusts",
    href: "/services/wills-estates-trusts",
    logo: "legal-services",
    image: practiceImage(
      "wills-estates-trusts",
      "Illustration of a signed will and a fountain pen beside a family home",
    ),
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
    page: {
      heroTitle: "Wills, Estates & Trusts",
      heroBadge: "Private Client",
      heroIntro:
        "A well-prepared estate plan gives your family certainty and spares them avoidable cost and delay. We prepare wills, trusts and powers of attorney, and guide executors and families through probate with care.",
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
      teamLink: aboutLink,
    },
  },
];

export function practiceAreaBySlug(slug: string): PracticeArea | undefined {
  return practiceAreas.find((area) => area.slug === slug);
}

/** The seven legal practice areas (every area except corporate services). */
export const legalPracticeAreas: PracticeArea[] = practiceAreas.filter(
  (area) => area.slug !== "corporate-services",
);
