import type { Slot, SlotDay } from "../../../src/shared/booking-types";
import type { FieldErrors } from "../../../src/shared/fields";
import { dayOf } from "./when";

/** What the visitor typed, kept on every error. */
export interface BookValues {
  start: string;
  name: string;
  email: string;
  phone: string;
  parties: string;
  /** By question index. */
  answers: string[];
  message: string;
}

export const EMPTY_BOOK_VALUES: BookValues = {
  start: "",
  name: "",
  email: "",
  phone: "",
  parties: "",
  answers: [],
  message: "",
};

/** The form's field names for the intake answers: "answer-0" … "answer-5". */
export const answerField = (i: number) => `answer-${i}`;

/** The error of question i, however the capability names it. */
export const answerError = (errors: FieldErrors, i: number): string | undefined =>
  errors[`answers.${i}`] ?? errors[answerField(i)] ?? errors[`answers[${i}]`];

/** Groups a list of times into days (the 409 page's nearest free times). */
export function daysOf(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const s of slots) {
    const date = dayOf(s.start);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(s);
    else days.push({ date, slots: [s] });
  }
  return days;
}
