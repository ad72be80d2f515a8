/**
 * The calendar day in Helsinki, where the company publishes. Positions close at the end of their
 * closing day there (docs/decisions/046-positions-close-at-request-time.md).
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of an instant in Helsinki. */
export function helsinkiDate(now: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * Today in Helsinki. TEST_TODAY (YYYY-MM-DD) stands in for the clock, for tests only: it lets a
 * test serve the same build on the day a position closes and on the day after.
 */
export function today(now: Date = new Date()): string {
  const fixed = process.env.TEST_TODAY?.trim();
  if (!fixed) return helsinkiDate(now);
  if (!ISO_DAY.test(fixed)) throw new Error(`TEST_TODAY must be a date such as 2026-11-26, not "${fixed}"`);
  return fixed;
}

/**
 * The year in Helsinki, for the copyright line. The footer is prerendered, so a page shows the
 * year of its build (docs/decisions/066-figures-phones-and-details.md).
 */
export function currentYear(now: Date = new Date()): number {
  return Number(helsinkiDate(now).slice(0, 4));
}

/** The last second of a Helsinki calendar day, with that day's UTC offset: "2027-01-31T23:59:59+02:00". */
export function endOfHelsinkiDay(day: string): string {
  // Formatted "1/31/2027, GMT+02:00"; by noon the day's change of the clock, if any, is past.
  const offset = new Intl.DateTimeFormat("en", { timeZone: "Europe/Helsinki", timeZoneName: "longOffset" }).format(new Date(`${day}T12:00:00Z`)).split("GMT")[1];
  return `${day}T23:59:59${offset || "+00:00"}`;
}
