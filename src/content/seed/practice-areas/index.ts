/** The sample firm's practice areas, in its order, as stored. */
import type { Listed, PracticeAreaData } from "../../data";
import { corporateLaw } from "./corporate-law";
import { corporateServices } from "./corporate-services";
import { employmentLaw } from "./employment-law";
import { immigration } from "./immigration";
import { intellectualProperty } from "./intellectual-property";
import { realEstate } from "./real-estate";
import { regulatoryCompliance } from "./regulatory-compliance";
import { willsEstatesTrusts } from "./wills-estates-trusts";

export const practiceAreas: Listed<PracticeAreaData>[] = [
  corporateServices,
  corporateLaw,
  realEstate,
  immigration,
  regulatoryCompliance,
  employmentLaw,
  intellectualProperty,
  willsEstatesTrusts,
];
