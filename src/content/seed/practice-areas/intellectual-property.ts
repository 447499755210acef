import type { Listed, PracticeAreaData } from "../../data";

export const intellectualProperty: Listed<PracticeAreaData> = {
  id: "intellectual-property",
  title: "Intellectual Property",
  slug: "intellectual-property",
  navLabel: "Intellectual Property",
  contactOption: "Intellectual Property",
  footerGroup: "practice",
  logo: "legal-services",
  logoCaption: "Legal Services",
  inPostEditor: true,
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
  image: "/images/practice/intellectual-property.svg",
  imageAlt:
    "Illustration of a registered trademark symbol, a copyright symbol and a lightbulb representing new ideas",
  onHome: false,
  homeDescription: "",
  homeImage: "/images/practice/intellectual-property.svg",
  homeImageAlt: "",
  homeWide: false,
  heroBadge: "Brands & Innovation",
  heroTitle: "Intellectual Property",
  heroIntro:
    "Your brand, content and technology are often your most valuable assets. We help you secure registered rights in the Cayman Islands, structure ownership sensibly and act quickly when those rights are infringed.",
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
  teamLink: "/about",
  entityTypes: [],
  industries: [],
  clientTypes: [],
  complianceAreas: [],
  profile: null,
  profileHeading: "",
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
};
