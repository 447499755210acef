/**
 * Choosing the lawyer on the public booking page, without JavaScript: with several lawyers to choose
 * from, a "Lawyer" fieldset (First available, then each name) sent as GET; the times listed are the
 * chosen lawyer's, the choice rides along on the booking form as a hidden field and reaches the request;
 * one lawyer or none changes nothing on the page; the API's free times refuse a lawyer the type does not
 * offer, naming `host`. The lawyers come from a fake door answer (the capability has its own tests).
 */
import { beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import {
  bookingApp,
  bookingForm,
  hiddenValue,
  radioValues,
  SEEDED_TYPE,
} from "../../tests/support/booking-pages";
import { type FakeHosts, fakeHosts } from "../../tests/support/fake-hosts";
import type { BookingDoor, BookingRequest } from "../booking";

setDefaultTimeout(30_000);

let t: Awaited<ReturnType<typeof bookingApp>>;
let fake: FakeHosts;
const asked: { slots: (string | undefined)[]; requests: BookingRequest[] } = { slots: [], requests: [] };
let real: Pick<BookingDoor, "slots" | "request">;
beforeAll(async () => {
  t = await bookingApp();
  real = { slots: t.deps.booking.slots, request: t.deps.booking.request };
});
beforeEach(() => {
  fake = fakeHosts(t.deps.booking);
  asked.slots = [];
  asked.requests = [];
  // The real free times and requests, with what the page asked for recorded.
  Object.assign(t.deps.booking, {
    slots: (typeId: string, from?: string, days?: number, host?: string) => {
      asked.slots.push(host);
      return real.slots(typeId, from, days, undefined);
    },
    request: (input: BookingRequest, ctx: Parameters<BookingDoor["request"]>[1]) => {
      asked.requests.push(input);
      // The fake lawyers are not the capability's: the real request books with the firm.
      return real.request({ ...input, host: undefined }, ctx);
    },
  });
});

const TWO = [
  { id: "jane", name: "Jane Ebanks" },
  { id: "tom", name: "Tom Bodden" },
];
/** The value of the ticked radio button named host. */
const ticked = (html: string) =>
  [...html.matchAll(/<input[^>]*name="host"[^>]*>/g)]
    .map((m) => m[0])
    .filter((i) => i.includes('type="radio"') && /\bchecked=""/.test(i))
    .map((i) => /value="([^"]*)"/.exec(i)?.[1]);
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the lawyer on /book", () => {
  test("several to choose from: a GET fieldset, First available by default, every lawyer by name", async () => {
    fake.typeHosts[SEEDED_TYPE] = TWO;
    const html = await (await t.get(`/book?type=${SEEDED_TYPE}`)).text();
    expect(html).toMatch(
      /<form[^>]*action="\/book"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/book"/,
    );
    expect(text(html)).toContain("Lawyer");
    expect(text(html)).toContain("First available Jane Ebanks Tom Bodden");
    expect(radioValues(html, "host")).toEqual(["", "jane", "tom"]);
    expect(ticked(html)).toEqual([""]);
    expect(asked.slots).toEqual([undefined]);
    expect(hiddenValue(html, "host")).toBeUndefined();
  });

  test("a lawyer chosen: their times, their name ticked, the choice a hidden field that reaches the request", async () => {
    fake.typeHosts[SEEDED_TYPE] = TWO;
    const html = await (await t.get(`/book?type=${SEEDED_TYPE}&host=tom`)).text();
    expect(asked.slots).toEqual(["tom"]);
    expect(ticked(html)).toEqual(["tom"]);
    expect(hiddenValue(html, "host")).toBe("tom");
    const start = radioValues(html)[0]!;
    t.advance(5_000); // a person takes a few seconds to fill the form in
    const res = await t.post("/book", bookingForm(html, start));
    expect(res.status).toBe(303);
    expect(asked.requests.at(-1)?.host).toBe("tom");
    // Later days keep the choice.
    expect(html).toMatch(/href="\/book\?type=initial-consultation&amp;from=\d{4}-\d{2}-\d{2}&amp;host=tom"/);
  });

  test("a lawyer not of this type is the first available; one lawyer or none changes nothing on the page", async () => {
    fake.typeHosts[SEEDED_TYPE] = TWO;
    const made = await (await t.get(`/book?type=${SEEDED_TYPE}&host=someone-else`)).text();
    expect(asked.slots).toEqual([undefined]);
    expect(hiddenValue(made, "host")).toBeUndefined();

    fake.typeHosts[SEEDED_TYPE] = [TWO[0]!];
    const one = await (await t.get(`/book?type=${SEEDED_TYPE}`)).text();
    expect(radioValues(one, "host")).toEqual([]);
    expect(text(one)).not.toContain("First available");
    fake.typeHosts[SEEDED_TYPE] = [];
    expect(radioValues(await (await t.get(`/book?type=${SEEDED_TYPE}`)).text(), "host")).toEqual([]);
  });
});

describe("the booking API", () => {
  test("a lawyer the type does not offer is a 400 naming host; an unknown type stays a 404", async () => {
    Object.assign(t.deps.booking, {
      slots: async (typeId: string, from?: string, days?: number, host?: string) =>
        host ? undefined : real.slots(typeId, from, days),
    });
    const res = await t.get(`/api/booking/slots?type=${SEEDED_TYPE}&host=nobody`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.host).toContain("host must be");
    expect((await t.get("/api/booking/slots?type=no-such-type&host=nobody")).status).toBe(404);
  });
});
