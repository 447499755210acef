import type { PageMeta } from "./home";

export interface AboutPageContent {
  ourFirmHeading: string;
  /** Paragraphs of the "Our Firm" text. */
  ourFirm: string[];
  foundersHeading: string;
  foundersIntro: string;
  workWithUsTitle: string;
  workWithUsText: string;
  meta: PageMeta;
}

export const aboutPage: AboutPageContent = {
  ourFirmHeading: "Our Firm",
  ourFirm: [
    "Our firm was founded in {founded} with a simple aim: to offer clear, practical and responsive legal advice in the Cayman Islands. Our founders brought together experience from years of practice in Cayman's legal and corporate services sectors to build a firm where clients deal directly with the people advising them.",
    "We act for individuals, families, businesses, financial institutions and international entities. Our work spans corporate services and corporate law, real estate and property, immigration, regulatory compliance, employment law, intellectual property, and wills, estates and trusts, allowing us to support clients across both their personal and commercial affairs.",
    "From our office on {street} in George Town, we combine an understanding of Cayman Islands law and local practice with an approachable, client-focused style. We take the time to understand each client's goals, explain the options plainly and agree costs up front, so you can make informed decisions with confidence.",
  ],
  foundersHeading: "Our Founding Partners",
  foundersIntro:
    "The firm was founded by two Cayman Islands practitioners who share a commitment to accessible, high-quality legal services. Together they bring complementary experience in corporate, property, employment and private client work and in corporate services.",
  workWithUsTitle: "Work With Us",
  workWithUsText:
    "Whether you need advice on a single matter or an ongoing legal partner for your business, we would be glad to hear from you. Schedule a confidential consultation to discuss how we can help.",
  meta: {
    title: "About Our Cayman Islands Law Firm",
    description:
      "Founded in {founded} in George Town, our Cayman Islands law firm advises individuals, families, businesses and international clients with practical counsel.",
    keywords: [
      "about our law firm",
      "Cayman Islands law firm",
      "George Town law firm",
      "founding partners",
      "Cayman attorneys",
      "Grand Cayman legal advice",
    ],
  },
};
