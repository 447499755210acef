// Placeholder until the Overview view lands (branch overview-view).
import type { OverviewFigures } from "../../../src/stats";
export function OverviewPage({ figures }: { figures: OverviewFigures }) {
  return <pre>{JSON.stringify(figures, null, 1)}</pre>;
}
