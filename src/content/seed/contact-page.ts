import type { PageMeta } from "./home";
import type { TitledText } from "./types";

export interface ContactPageContent {
  heroTitle: string;
  heroIntro: string;
  formHeading: string;
  formIntro: string;
  confidentialityNote: string;
  /** Exactly four points for the "Why Choose {firm}" list. */
  whyChoose: TitledText[];
  preferTitle: string;
  preferText: string;
  meta: PageMeta;
}

export const contactPage: ContactPageContent = {
  heroTitle: "Let's Discuss Your Legal Needs",
  heroIntro:
    "Whether you are an individual, a business or an international client, we are here to help. Get in touch to arrange a confidential consultation with our team in George Town.",
  formHeading: "Send Us a Message",
  formIntro: "Tell us briefly how we can help and a member of our team will respond as soon as possible.",
  confidentialityNote: "All consultations are confidential and protected by attorney-client privilege.",
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
  meta: {
    title: "Contact Us: Schedule a Consultation",
    description:
      "Contact our Cayman Islands law firm on {street}, George Town, to schedule a confidential consultation. Call, email or send us a message online.",
    keywords: [
      "contact Cayman law firm",
      "Cayman Islands lawyer consultation",
      "George Town attorney",
      "{street} law office",
      "Grand Cayman legal advice",
    ],
  },
};
