/**
 * Statistics without trackers: page views counted where they are served, with no cookie or storage in
 * the visitor's browser; where each enquiry came from; how fast the firm answers; the Overview's figures.
 * The only door to src/stats.
 */
export * from "./overview-types";
