/**
 * What a reader can ask for: each practice area on the site (by its id, which survives a rename) and
 * "Firm news", which is every article the firm publishes, whatever its area.
 */
export const FIRM_NEWS = "@firm-news";
export const FIRM_NEWS_LABEL = "Firm news (every new article)";

export interface Topic {
  value: string;
  label: string;
}

/** The topics of the subscribe form and the preferences page, in the firm's order, Firm news last. */
export const topicsOf = (areas: readonly { id: string; title: string }[]): Topic[] => [
  ...areas.map((a) => ({ value: a.id, label: a.title })),
  { value: FIRM_NEWS, label: FIRM_NEWS_LABEL },
];

/** Who hears of an article filed under `areaId` (undefined: its area left the site): its area's and Firm news'. */
export const audienceOf = (areaId: string | undefined): string[] =>
  areaId === undefined ? [FIRM_NEWS] : [areaId, FIRM_NEWS];

/** The chosen values that are topics now (anything else a form carried is dropped). */
export const knownTopics = (chosen: readonly string[], topics: readonly Topic[]): string[] => {
  const known = new Set(topics.map((t) => t.value));
  return [...new Set(chosen)].filter((v) => known.has(v));
};
