import type { PageMeta } from "./home";

export interface OurPeoplePageContent {
  heading: string;
  intro: string;
  workWithTeamTitle: string;
  workWithTeamText: string;
  meta: PageMeta;
}

export const ourPeoplePage: OurPeoplePageContent = {
  heading: "Our People",
  intro:
    "Our team brings together Caymanian legal experience, specialist corporate services knowledge and dedicated AML/CFT compliance expertise. We work closely with every client, so you always know who is handling your matter and how to reach them.",
  workWithTeamTitle: "Work With Our Team",
  workWithTeamText:
    "Speak with the people who will be advising you. Schedule a confidential consultation and we will match your matter with the right member of our team.",
  meta: {
    title: "Our People: Attorneys and Advisers",
    description:
      "Meet our Cayman Islands team: attorneys and advisers covering corporate, real estate, employment, wills, corporate services and AML/CFT compliance.",
    keywords: [
      "Cayman Islands attorneys",
      "Cayman lawyers",
      "George Town legal team",
      "Cayman corporate services specialist",
      "Cayman compliance officer",
      "AML/CFT adviser Cayman",
    ],
  },
};
