import type { Listed, PracticeAreaData } from "../../data";

export const employmentLaw: Listed<PracticeAreaData> = {
  id: "employment-law",
  title: "Employment Law",
  slug: "employment-law",
  navLabel: "Employment Law",
  contactOption: "Employment Law",
  footerGroup: "practice",
  logo: "legal-services",
  logoCaption: "Legal Services",
  inPostEditor: true,
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
  image: "/images/practice/employment-law.svg",
  imageAlt: "Illustration of an employer and an employee reviewing an employment contract together",
  onHome: true,
  homeDescription:
    "Practical advice for employers and employees on contracts, policies, terminations and disputes, including representation before the Labour Tribunal.",
  homeImage: "/images/practice/employment-law.svg",
  homeImageAlt: "Employer and employee in a workplace meeting",
  homeWide: false,
  heroBadge: "Workplace Advice",
  heroTitle: "Employment Law",
  heroIntro:
    "Clear employment terms and fair processes prevent most workplace disputes before they start. When disagreements do arise, we help employers and employees resolve them efficiently, including before the Labour Tribunal.",
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
  teamLink: "/about",
  entityTypes: [],
  industries: [],
  clientTypes: [],
  complianceAreas: [],
  profile: null,
  profileHeading: "",
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
};
