/**
 * Expanding a calendar in the helper process: a 5 MB file of recurring events takes the CPU for a while,
 * and the server's own thread must keep answering requests meanwhile. The blocks travel as one flat list
 * of numbers, which the IPC channel carries far more cheaply than 20,000 small objects.
 */
import type { HelperProcess } from "../lib/helper-process";
import { type BusyBlock, CalendarFormatError } from "./busy-types";

/** What `expandInHelper` needs of the helper process. */
export type HelperLike = Pick<HelperProcess, "run">;

export interface CalendarBusyJob {
  text: string;
  from: number;
  to: number;
  allDayZone: string;
}

/** Time one expansion may take before the helper is judged stuck. */
const EXPAND_TIMEOUT_MS = 60_000;

/** The helper's side: the job "calendar-busy" (src/helper/jobs.ts). */
export async function calendarBusyJob(job: CalendarBusyJob): Promise<number[]> {
  const { busyBlocks } = await import("./busy");
  const flat: number[] = [];
  for (const b of busyBlocks(job.text, job.from, job.to, job.allDayZone)) flat.push(b.start, b.end);
  return flat;
}

export async function expandInHelper(
  helper: HelperLike,
  text: string,
  from: number,
  to: number,
  allDayZone: string,
): Promise<BusyBlock[]> {
  let flat: number[];
  try {
    const job: CalendarBusyJob = { text, from, to, allDayZone };
    flat = await helper.run<number[]>("calendar-busy", job, { timeoutMs: EXPAND_TIMEOUT_MS });
  } catch (e) {
    // The helper reports the error by name; the caller expects the same error as from busyBlocks.
    if ((e as { remote?: { name?: string } }).remote?.name === "CalendarFormatError")
      throw new CalendarFormatError((e as Error).message);
    throw e;
  }
  const blocks: BusyBlock[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) blocks.push({ start: flat[i]!, end: flat[i + 1]! });
  return blocks;
}
