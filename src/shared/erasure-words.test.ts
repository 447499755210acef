/**
 * The sentences of "Erase by e-mail address" come from the words each kind of personal data declares:
 * today's kinds read exactly as they always have, and a kind added later is named without any edit here.
 */
import { describe, expect, test } from "bun:test";
import { andIts, type CountWords, firstNumbered, nothingToErase, numbered, withIts } from "./erasure-words";
import { erasedToast } from "./toasts";

/** The words today's kinds declare (src/inbox and src/alerts). */
const TODAY: CountWords[] = [
  { key: "enquiries", one: "enquiry", other: "enquiries" },
  { key: "notes", one: "note", other: "notes" },
  {
    key: "subscribers",
    one: "client alerts subscription",
    other: "client alerts subscriptions",
    withIts: "client alerts subscription and consent record",
  },
];
const BOOKINGS: CountWords = { key: "bookings", one: "consultation booking", other: "consultation bookings" };
const MEMBERSHIP: CountWords = {
  key: "members",
  one: "seminar list membership",
  other: "seminar list memberships",
  withIts: "seminar list membership",
};

describe("today's kinds", () => {
  test("the numbered kinds, every one even at 0, and the button's first kind", () => {
    expect(numbered(TODAY, { enquiries: 2, notes: 1, subscribers: 0 })).toBe("2 enquiries and 1 note");
    expect(numbered(TODAY, { enquiries: 1, notes: 0, subscribers: 1 })).toBe("1 enquiry and 0 notes");
    expect(firstNumbered(TODAY, { enquiries: 1, notes: 3, subscribers: 0 })).toBe("1 enquiry");
    expect(firstNumbered(TODAY, { enquiries: 0, notes: 0, subscribers: 1 })).toBe("0 enquiries");
  });

  test("the subscription is named only when the address has one, long on the page, short in the dialog", () => {
    expect(withIts(TODAY, { enquiries: 1, notes: 0, subscribers: 0 })).toBe("");
    expect(andIts(TODAY, { enquiries: 1, notes: 0, subscribers: 0 })).toBe("");
    expect(withIts(TODAY, { enquiries: 1, notes: 0, subscribers: 1 })).toBe(
      ", with its client alerts subscription and consent record",
    );
    expect(andIts(TODAY, { enquiries: 1, notes: 0, subscribers: 1 })).toBe(
      " (and its client alerts subscription)",
    );
  });

  test("the toast", () => {
    expect(erasedToast(TODAY, { enquiries: 2, notes: 1, subscribers: 0 })).toEqual({
      title: "Enquiries Erased",
      description: "2 enquiries and 1 note from that address were deleted permanently.",
    });
    expect(erasedToast(TODAY, { enquiries: 0, notes: 0, subscribers: 1 }).description).toBe(
      "0 enquiries and 0 notes from that address were deleted permanently, with its client alerts subscription and consent record.",
    );
  });

  test("nothing to erase only when every count is 0", () => {
    expect(nothingToErase({ enquiries: 0, notes: 0, subscribers: 0 })).toBe(true);
    expect(nothingToErase({ enquiries: 0, notes: 0, subscribers: 1 })).toBe(false);
    expect(nothingToErase({ enquiries: 0, notes: 0, subscribers: 0, bookings: 2 })).toBe(false);
  });
});

describe("a kind added later", () => {
  const words = [...TODAY, BOOKINGS, MEMBERSHIP];
  const counts = { enquiries: 1, notes: 0, subscribers: 1, bookings: 2, members: 1 };

  test("a numbered kind joins the list, in the declared order", () => {
    expect(numbered(words, counts)).toBe("1 enquiry, 0 notes and 2 consultation bookings");
    expect(numbered(words, { ...counts, bookings: 1 })).toBe("1 enquiry, 0 notes and 1 consultation booking");
    // A count the answer lacks reads as none.
    expect(numbered(words, { enquiries: 1 })).toBe("1 enquiry, 0 notes and 0 consultation bookings");
  });

  test("a named kind joins the named ones", () => {
    expect(withIts(words, counts)).toBe(
      ", with its client alerts subscription and consent record and its seminar list membership",
    );
    expect(andIts(words, { ...counts, subscribers: 0 })).toBe(" (and its seminar list membership)");
  });

  test("the toast names it", () => {
    expect(erasedToast(words, { ...counts, members: 0 }).description).toBe(
      "1 enquiry, 0 notes and 2 consultation bookings from that address were deleted permanently, with its client alerts subscription and consent record.",
    );
  });
});
