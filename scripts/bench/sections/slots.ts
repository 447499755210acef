/**
 * Free consultation times, run by `bun run bench --only slots` or alone (`bun scripts/bench/sections/slots.ts`):
 * what the booking page computes for each visitor — 60 days of free times for each of three appointment
 * types (30 minutes every half hour; an hour every 15 minutes with 15-minute buffers and at most 4 a day;
 * 45 minutes from the next business day with uneven buffers) over weekday hours with two holidays and an
 * afternoon-only day, around 100 bookings already taken. Reported: the median of 31 runs (after 5 warm-up
 * runs) of all three listings together, which must stay under 20 ms, and of checking one requested time.
 * Then lawyers: one type with three lawyers, each with 500 busy times from their own calendar (already in
 * memory, as the booking capability keeps them) and their share of the bookings; 60 days of "first
 * available" times (each lawyer's free times, merged), also under 20 ms.
 * Options: --taken N (bookings already taken, default 100), --busy N (busy times per lawyer, default 500).
 */
import {
  blockOf,
  freeSlots,
  offered,
  type SlotInput,
  type SlotRules,
  type TakenBlock,
  unionSlots,
} from "../../../src/booking/slots";
import { fmt, median } from "../support/server";

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const TAKEN = Number(option("taken") ?? 100);
const BUSY = Number(option("busy") ?? 500);
const HOSTS = 3;
const DAYS = 60;
const TARGET_MS = 20;

const BASE: SlotRules = {
  minutes: 30,
  bufferBefore: 0,
  bufferAfter: 0,
  minNoticeHours: 24,
  minNoticeNextBusinessDay: false,
  horizonDays: 90,
  incrementMinutes: 30,
  maxPerDay: 0,
};
const TYPES: { id: string; rules: SlotRules }[] = [
  { id: "initial", rules: BASE },
  {
    id: "corporate",
    rules: { ...BASE, minutes: 60, incrementMinutes: 15, bufferBefore: 15, bufferAfter: 15, maxPerDay: 4 },
  },
  {
    id: "immigration",
    rules: { ...BASE, minutes: 45, bufferBefore: 10, bufferAfter: 5, minNoticeNextBusinessDay: true },
  },
];
const HOURS = { open: "09:00", close: "17:00" };
const weekly: SlotInput["weekly"] = {
  monday: HOURS,
  tuesday: HOURS,
  wednesday: HOURS,
  thursday: HOURS,
  friday: HOURS,
  saturday: null,
  sunday: null,
};
// A Monday morning, firm time.
const now = Temporal.ZonedDateTime.from("2026-03-09T08:15:00-05:00[America/Cayman]").epochMilliseconds;
const from = "2026-03-09";
const exceptions: SlotInput["exceptions"] = [
  { date: "2026-03-20", closed: true },
  { date: "2026-04-03", closed: true },
  { date: "2026-04-15", closed: false, open: "13:00", close: "17:00" },
];

const inputFor = (type: (typeof TYPES)[number], taken: TakenBlock[]): SlotInput => ({
  rules: type.rules,
  weekly,
  exceptions,
  taken,
  typeId: type.id,
  now,
  from,
  days: DAYS,
});

/** Bookings made as visitors would: each on a time that was free then (a seeded random pick). */
function book(count: number): TakenBlock[] {
  let seed = 35;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const taken: TakenBlock[] = [];
  for (let tries = 0; taken.length < count && tries < count * 10; tries++) {
    const type = TYPES[Math.floor(random() * TYPES.length)]!;
    const free = freeSlots(inputFor(type, taken)).flatMap((d) => d.slots);
    const pick = free[Math.floor(random() * free.length)];
    if (!pick) continue;
    const block = blockOf(type.rules, Temporal.Instant.from(pick.start).epochMilliseconds);
    taken.push({ ...block, typeId: type.id });
  }
  return taken;
}

function time(runs: number, warmUp: number, fn: () => void): number {
  const times: number[] = [];
  for (let r = 0; r < warmUp + runs; r++) {
    const t0 = performance.now();
    fn();
    if (r >= warmUp) times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * A lawyer's own calendar: `count` busy times over the 60 days and beyond (meetings of 30 to 120 minutes
 * at any time of day, some overlapping, a few all-day), sorted as the capability keeps them.
 */
function busyTimes(count: number, seed: number): TakenBlock[] {
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const out: TakenBlock[] = [];
  for (let i = 0; i < count; i++) {
    const start = now + Math.floor(random() * 70 * 24 * 4) * 15 * 60_000;
    const allDay = random() < 0.03;
    const end = start + (allDay ? 24 * 60 : 30 + Math.floor(random() * 4) * 30) * 60_000;
    out.push({ blockStart: start, blockEnd: end, start, typeId: "" });
  }
  return out.sort((a, b) => a.blockStart - b.blockStart);
}

/** 60 days of first-available times for one type with three lawyers, each with BUSY busy times. */
function benchHosts(taken: TakenBlock[]): { ms: number; slots: number } {
  const type = TYPES[0]!;
  const inputs = Array.from({ length: HOSTS }, (_, h) => ({
    ...inputFor(type, [...taken.filter((_, i) => i % HOSTS === h), ...busyTimes(BUSY, 101 + h)]),
  }));
  let slots = 0;
  const ms = time(31, 5, () => {
    const days = unionSlots(inputs.map((input) => freeSlots(input)));
    slots = days.reduce((n, d) => n + d.slots.length, 0);
  });
  return { ms, slots };
}

export function benchSlots(): boolean {
  const taken = book(TAKEN);
  const inputs = TYPES.map((t) => inputFor(t, taken));
  let slots = 0;
  const listMs = time(31, 5, () => {
    slots = inputs.reduce((n, input) => n + freeSlots(input).reduce((m, d) => m + d.slots.length, 0), 0);
  });
  const sample = freeSlots(inputs[0]!)
    .find((d) => d.slots.length > 0)!
    .slots.at(-1)!;
  const requested = Temporal.Instant.from(sample.start).epochMilliseconds;
  let accepted = false;
  const checkMs = time(31, 5, () => {
    accepted = offered(inputs[0]!, requested);
  });
  const hosts = benchHosts(taken);
  const ok = listMs < TARGET_MS && hosts.ms < TARGET_MS && accepted && taken.length === TAKEN;

  console.log(
    `\nFree consultation times: ${TYPES.length} types, ${DAYS} days, ${taken.length} bookings taken, median of 31 runs\n`,
  );
  console.log("| Measure | Value |");
  console.log("| --- | --- |");
  console.log(
    `| Free times of ${DAYS} days for three types (${slots.toLocaleString("en-US")} times listed) | ${fmt(listMs, 2)} ms (target < ${TARGET_MS} ms) ${listMs < TARGET_MS ? "✔" : "✘"} |`,
  );
  console.log(`| Checking one requested time | ${fmt(checkMs, 3)} ms |`);
  console.log(
    `| First available of ${DAYS} days, ${HOSTS} lawyers with ${BUSY} busy times each (${hosts.slots.toLocaleString("en-US")} times listed) | ${fmt(hosts.ms, 2)} ms (target < ${TARGET_MS} ms) ${hosts.ms < TARGET_MS ? "✔" : "✘"} |`,
  );
  if (!accepted) console.log("\n  A LISTED TIME WAS NOT ACCEPTED");
  if (taken.length !== TAKEN) console.log(`\n  ONLY ${taken.length} OF ${TAKEN} BOOKINGS FOUND A FREE TIME`);
  return ok;
}

if (import.meta.main) process.exit(benchSlots() ? 0 : 1);
