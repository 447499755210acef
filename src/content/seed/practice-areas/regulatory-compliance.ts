import type { Listed, PracticeAreaData } from "../../data";

export const regulatoryCompliance: Listed<PracticeAreaData> = {
  id: "regulatory-compliance",
  title: "Regulatory Compliance",
  slug: "regulatory-compliance",
  navLabel: "Regulatory Compliance",
  contactOption: "Regulatory Compliance",
  footerGroup: "more",
  logo: "compliance",
  logoCaption: "Compliance & Risk Advisory",
  inPostEditor: true,
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
  image: "/images/practice/regulatory-compliance.svg",
  imageAlt: "Illustration of a compliance checklist, a shield and a magnifying glass over financial records",
  onHome: true,
  homeDescription:
    "AML/CFT programmes, outsourced AML officer services, business risk assessments and inspection support for regulated entities.",
  homeImage: "/images/practice/regulatory-compliance.svg",
  homeImageAlt: "Compliance checklist and a laptop showing a risk dashboard",
  homeWide: false,
  heroBadge: "Compliance & Risk Advisory",
  heroTitle: "Regulatory Compliance and Risk Advisory",
  heroIntro:
    "Supervisors in the Cayman Islands expect compliance programs that are documented, risk-based and effective in practice. We give funds, service providers and DNFBPs the officers, reviews and guidance they need to meet those expectations with confidence.",
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
  teamLink: "/our-people",
  entityTypes: [],
  industries: [],
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
  profile: "priya-walton",
  profileHeading: "Your Compliance Lead",
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
};
