/**
 * What the post editor asks before a save that will e-mail an article to its subscribers, the same words
 * in the browser's dialog and on the confirmation page shown without JavaScript.
 */
import { formatDateTime } from "./dates";

/** What saving a post would set off: an alert to this many subscribers, after this wait. */
export interface PlannedAlert {
  subscribers: number;
  waitMinutes: number;
  /** When the article goes live, if that is later than now (the wait starts then); null: at once. */
  goesLiveAt: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Publish and e-mail 124 subscribers" ("Schedule …" for a later date): the confirming button's words. */
export const alertAction = (a: PlannedAlert): string =>
  `${a.goesLiveAt ? "Schedule" : "Publish"} and e-mail ${plural(a.subscribers, "subscriber", "subscribers")}`;

/** The question itself: "Publish and e-mail 124 subscribers?" */
export const alertQuestion = (a: PlannedAlert): string => `${alertAction(a)}?`;

/** What happens then, and how a mistake can still be caught. */
export function alertDetail(a: PlannedAlert): string {
  const live = a.goesLiveAt
    ? `when it goes live on ${formatDateTime(a.goesLiveAt)}`
    : "as soon as you save it";
  const wait =
    a.waitMinutes > 0
      ? `Its client alert leaves ${plural(a.waitMinutes, "minute", "minutes")} after that: until then you can hold it or send it at once on the article's Client alert page.`
      : "Its client alert leaves at once.";
  return `The article is published ${live}. ${wait}`;
}
