/** The performance budget's targets, reported beside the figures of the sections run in the runner's process. */
export const TARGET = { ratio: 0.8, idleMb: 60, peakMb: 120, startupFactor: 4 };

/** A section's verdict: `flag` labels one figure against its target and remembers a miss. */
export function verdict() {
  let within = true;
  return {
    flag(ok: boolean): string {
      within &&= ok;
      return ok ? "ok" : "OUTSIDE TARGET";
    },
    get within() {
      return within;
    },
  };
}
