/**
 * What the benchmarks put in a site before measuring it, in the site's own words: posts, the firm's
 * content (people, practice areas, revisions), enquiries (with notes), client-alert subscribers and a
 * year of visit statistics. Sections seed through this module only.
 */
export { seedContent } from "./content";
export { type EnquiryFacts, seedEnquiries } from "./enquiries";
export { AREAS, FIRST_POST_SLUG, seedPosts } from "./posts";
export { DETAIL_DAYS, seedStats } from "./stats";
export { seedSubscribers } from "./subscribers";
