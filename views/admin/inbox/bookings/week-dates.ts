/** Cayman calendar weeks as "YYYY-MM-DD" of their Monday: plain date arithmetic, no time zone involved. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const asUtc = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/** A real date "YYYY-MM-DD" (not 2026-02-31). */
export function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  return !!m && dateOf(asUtc(value)) === value;
}

/** The date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  const at = asUtc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return dateOf(at);
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  const weekday = (asUtc(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}
