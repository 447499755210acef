/** The texts of the sample firm's other pages (about, our people, contact, services), as stored. */
import type { AboutData, ContactData, OurPeopleData, ServicesData } from "../data";

export const about: AboutData = {
  foundersIntro:
    "The firm was founded by two Cayman Islands practitioners who share a commitment to accessible, high-quality legal services. Together they bring complementary experience in corporate, property, employment and private client work and in corporate services.",
  ourFirmHeading: "Our Firm",
  ourFirm: [
    "Our firm was founded in {founded} with a simple aim: to offer clear, practical and responsive legal advice in the Cayman Islands. Our founders brought together experience from years of practice in Cayman's legal and corporate services sectors to build a firm where clients deal directly with the people advising them.",
    "We act for individuals, families, businesses, financial institutions and international entities. Our work spans corporate services and corporate law, real estate and property, immigration, regulatory compliance, employment law, intellectual property, and wills, estates and trusts, allowing us to support clients across both their personal and commercial affairs.",
    "From our office on {street} in George Town, we combine an understanding of Cayman Islands law and local practice with an approachable, client-focused style. We take the time to understand each client's goals, explain the options plainly and agree costs up front, so you can make informed decisions with confidence.",
  ].join("\n\n"),
  officeImage: "/images/office.svg",
  officeImageAlt: "The firm's offices on {street} in George Town, Grand Cayman",
  foundersHeading: "Our Founding Partners",
  workWithUsTitle: "Work With Us",
  workWithUsText:
    "Whether you need advice on a single matter or an ongoing legal partner for your business, we would be glad to hear from you. Schedule a confidential consultation to discuss how we can help.",
  metaTitle: "About Our Cayman Islands Law Firm",
  metaDescription:
    "Founded in {founded} in George Town, our Cayman Islands law firm advises individuals, families, businesses and international clients with practical counsel.",
  keywords: [
    "about our law firm",
    "Cayman Islands law firm",
    "George Town law firm",
    "founding partners",
    "Cayman attorneys",
    "Grand Cayman legal advice",
  ],
};

export const ourPeople: OurPeopleData = {
  heading: "Our People",
  intro:
    "Our team brings together Caymanian legal experience, specialist corporate services knowledge and dedicated AML/CFT compliance expertise. We work closely with every client, so you always know who is handling your matter and how to reach them.",
  workWithTeamTitle: "Work With Our Team",
  workWithTeamText:
    "Speak with the people who will be advising you. Schedule a confidential consultation and we will match your matter with the right member of our team.",
  metaTitle: "Our People: Attorneys and Advisers",
  metaDescription:
    "Meet our Cayman Islands team: attorneys and advisers covering corporate, real estate, employment, wills, corporate services and AML/CFT compliance.",
  keywords: [
    "Cayman Islands attorneys",
    "Cayman lawyers",
    "George Town legal team",
    "Cayman corporate services specialist",
    "Cayman compliance officer",
    "AML/CFT adviser Cayman",
  ],
};

export const contact: ContactData = {
  heroTitle: "Let's Discuss Your Legal Needs",
  heroIntro:
    "Whether you are an individual, a business or an international client, we are here to help. Get in touch to arrange a confidential consultation with our team in George Town.",
  formHeading: "Send Us a Message",
  formIntro: "Tell us briefly how we can help and a member of our team will respond as soon as possible.",
  whyChoose: [
    {
      title: "Cayman Law Expertise",
      description:
        "Our team practises Cayman Islands law every day and understands the local courts, registries and regulators.",
    },
    {
      title: "Client-Focused, Responsive Service",
      description:
        "We reply promptly, keep you informed and explain your options in plain language, with costs discussed up front.",
    },
    {
      title: "Strategic Counsel for Complex Matters",
      description:
        "From multi-party transactions to regulatory reviews, we look at the bigger picture and help you plan ahead.",
    },
    {
      title: "Proven Track Record",
      description:
        "Our attorneys and advisers bring years of experience in Cayman legal and financial services practice to every matter.",
    },
  ],
  preferTitle: "Prefer to Call or Email?",
  preferText: "Our office is open {officeHours}. Call or email us directly and we will be happy to help.",
  metaTitle: "Contact Us: Schedule a Consultation",
  metaDescription:
    "Contact our Cayman Islands law firm on {street}, George Town, to schedule a confidential consultation. Call, email or send us a message online.",
  keywords: [
    "contact Cayman law firm",
    "Cayman Islands lawyer consultation",
    "George Town attorney",
    "{street} law office",
    "Grand Cayman legal advice",
  ],
};

export const services: ServicesData = {
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
  metaTitle: "Legal Services in the Cayman Islands",
  metaDescription:
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
};
