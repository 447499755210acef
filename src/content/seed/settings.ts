/** The sample firm's settings, as stored. Its name, phone and e-mail are the identity the site runs with until the firm sets its own. */
import { DEFAULT_FIRM } from "../../config";
import type { SettingsData } from "../data";

export const settings: SettingsData = {
  name: DEFAULT_FIRM.name,
  phone: DEFAULT_FIRM.phone,
  email: DEFAULT_FIRM.email,
  blurb:
    "A Cayman Islands law firm founded in {founded}, advising individuals, families, businesses, financial institutions and international entities with clear, practical and responsive counsel.",
  foundedMonth: 10,
  foundedYear: 2024,
  addressContact: ["5th Floor, 28 Elgin Avenue", "George Town, P.O. Box", "Grand Cayman, Cayman Islands"],
  addressFooter: [
    "Fifth Floor, Piccadilly Centre",
    "Elgin Avenue, George Town",
    "Grand Cayman, Cayman Islands",
  ],
  streetAddress: "5th Floor, 28 Elgin Avenue",
  streetName: "Elgin Avenue",
  locality: "George Town",
  region: "Grand Cayman",
  country: "KY",
  latitude: 19.2953,
  longitude: -81.3806,
  officeHours: {
    monday: {
      open: "09:00",
      close: "17:00",
    },
    tuesday: {
      open: "09:00",
      close: "17:00",
    },
    wednesday: {
      open: "09:00",
      close: "17:00",
    },
    thursday: {
      open: "09:00",
      close: "17:00",
    },
    friday: {
      open: "09:00",
      close: "17:00",
    },
    saturday: null,
    sunday: null,
  },
  contactNote: "All consultations are confidential and protected by attorney-client privilege.",
  disclaimer: "",
  social: [],
  logoGlobal: null,
  logoCorporateServices: null,
  logoCompliance: null,
  logoLegalServices: null,
  favicon: null,
  acknowledge: false,
  acknowledgementSubject: "We received your enquiry about {service}",
  acknowledgementBody: [
    "Thank you, {name}. We received your enquiry about {service} and we answer within one business day.",
    "If your matter is urgent, please call us. You can also reply to this e-mail to add anything we should know.",
    "Please note that this automatic reply does not by itself create a lawyer-client relationship.",
  ].join("\n\n"),
  alertsOffered: true,
  alertsConsent:
    "We will e-mail you when we publish an article on the topics you choose, and for nothing else. Every e-mail has a link to change your topics or leave at once. We keep your address, your choices and this consent until you leave; see our Privacy Policy.",
  alertsDelayMinutes: 10,
  cookieBanner: true,
  cookieBannerText: "We use essential cookies to make this site work and remember your preferences.",
  // Off: a fresh install's footer stays as it was; the set-up checklist suggests switching it on.
  accessibilityInFooter: false,
  // Keeping what was published: off until the firm sets a period.
  keepPublishedYears: 0,
  monthlyArchives: false,
  // Case results and testimonials: off and empty until the firm words its own disclaimers.
  compliancePreset: "none",
  resultsDisclaimer: "",
  testimonialsDisclaimer: "",
  attorneyAdvertising: false,
  // Approval by a second admin: on for case results and testimonials, off for everything else.
  approvalForResults: true,
  approvalForAll: false,
};
