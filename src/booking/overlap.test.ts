/**
 * The free-time rules' overlap check and the merging of several lawyers' free times: the binary-searched
 * check answers exactly as comparing with every taken block would (on the same 5-minute cells), for
 * overlapping, touching, nested and off-grid blocks; merged lists keep each start once, in order.
 */
import { describe, expect, test } from "bun:test";
import { CELL_MS, overlapsTaken, takenCells, unionSlots } from "./slots";

const MIN = 60_000;
const floor = (ms: number) => Math.floor(ms / CELL_MS) * CELL_MS;
const ceil = (ms: number) => Math.ceil(ms / CELL_MS) * CELL_MS;
/** The plain rule: a shared cell with any block. */
const naive = (blocks: { blockStart: number; blockEnd: number }[], a: number, b: number) =>
  blocks.some((t) => floor(a) < ceil(t.blockEnd) && floor(t.blockStart) < ceil(b));

describe("the overlap check", () => {
  test("agrees with comparing every block, over 600 random blocks and 5,000 random questions", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const day0 = Date.parse("2026-03-02T00:00:00Z");
    const blocks = Array.from({ length: 600 }, () => {
      const start = day0 + Math.floor(random() * 60 * 24 * 60) * MIN + Math.floor(random() * 3) * 7_000;
      return { blockStart: start, blockEnd: start + (5 + Math.floor(random() * 180)) * MIN };
    });
    const cells = takenCells(blocks);
    let clashes = 0;
    for (let i = 0; i < 5000; i++) {
      const a = day0 + Math.floor(random() * 60 * 24 * 60) * MIN;
      const b = a + (15 + Math.floor(random() * 120)) * MIN;
      const expected = naive(blocks, a, b);
      if (expected) clashes++;
      expect(overlapsTaken(cells, a, b)).toBe(expected);
    }
    // Both answers occur, so the comparison means something.
    expect(clashes).toBeGreaterThan(100);
    expect(clashes).toBeLessThan(4900);
  });

  test("touching blocks do not clash; nested and off-grid ones do", () => {
    const t = Date.parse("2026-03-03T14:00:00Z");
    const cells = takenCells([
      { blockStart: t, blockEnd: t + 30 * MIN },
      { blockStart: t + 10 * MIN, blockEnd: t + 20 * MIN },
      { blockStart: t + 62 * MIN, blockEnd: t + 63 * MIN },
    ]);
    expect(overlapsTaken(cells, t + 30 * MIN, t + 60 * MIN)).toBe(false);
    expect(overlapsTaken(cells, t - 30 * MIN, t)).toBe(false);
    expect(overlapsTaken(cells, t + 5 * MIN, t + 6 * MIN)).toBe(true);
    // A block off the 5-minute grid (two minutes past) takes its whole cell: a start in that cell clashes.
    expect(overlapsTaken(cells, t + 60 * MIN, t + 61 * MIN)).toBe(true);
    expect(overlapsTaken(cells, t + 65 * MIN, t + 90 * MIN)).toBe(false);
  });
});

describe("several lawyers' free times", () => {
  test("merge into one list: each start once, in time order, every date kept", () => {
    const slot = (h: string) => ({ start: `2026-03-03T${h}:00-05:00`, end: `2026-03-03T${h}:30-05:00` });
    const a = [
      { date: "2026-03-03", slots: [slot("09:00"), slot("11:00")] },
      { date: "2026-03-04", slots: [] },
    ];
    const b = [
      { date: "2026-03-03", slots: [slot("10:00"), slot("11:00")] },
      { date: "2026-03-04", slots: [] },
    ];
    expect(unionSlots([a, b])).toEqual([
      { date: "2026-03-03", slots: [slot("09:00"), slot("10:00"), slot("11:00")] },
      { date: "2026-03-04", slots: [] },
    ]);
  });
});
