/** The sample firm's legal pages, as stored: their texts are the markdown files of ./legal. */
import type { LegalData } from "../data";
import privacyPolicyBody from "./legal/privacy-policy.md" with { type: "text" };
import termsBody from "./legal/terms.md" with { type: "text" };
import termsOfEngagementBody from "./legal/terms-of-engagement.md" with { type: "text" };

export const privacyPolicy: LegalData = {
  title: "Privacy Policy",
  lastUpdated: "2025-09-15",
  body: privacyPolicyBody,
  metaDescription:
    "How our Cayman Islands law firm collects, uses, shares and protects your personal data under the Data Protection Act, including cookies and your rights.",
  keywords: [
    "privacy policy",
    "data protection",
    "Cayman Islands Data Protection Act",
    "personal data",
    "cookies",
    "Cayman Islands law firm",
    "Ombudsman",
  ],
};

export const terms: LegalData = {
  title: "Terms of Service",
  lastUpdated: "2025-09-15",
  body: termsBody,
  metaDescription:
    "The terms governing use of our Cayman Islands law firm's website: eligibility, third-party links, liability limits, governing law and dispute resolution.",
  keywords: [
    "terms of service",
    "website terms and conditions",
    "Cayman Islands law",
    "governing law",
    "limitation of liability",
    "Cayman Islands law firm",
  ],
};

export const termsOfEngagement: LegalData = {
  title: "Terms of Engagement",
  lastUpdated: "",
  body: termsOfEngagementBody,
  metaDescription:
    "Our standard terms of business for clients: fees, retainers, invoices and payment, confidentiality, complaints, file retention, insurance and governing law.",
  keywords: [
    "terms of engagement",
    "terms of business",
    "legal fees",
    "client care",
    "Cayman Islands attorneys",
    "Legal Practitioners Act",
    "Cayman Islands law firm",
  ],
};
