/**
 * When a holiday closure is shown: pure date arithmetic on YYYY-MM-DD days,
 * shared by the pages (lib/content/closures.ts), the client leaf that
 * re-checks them on the visitor's day, and the editor's preview.
 */

/** A closure's first and last day, YYYY-MM-DD (the same day for a one-day closure). */
export type ClosureDays = { start: string; end: string };

/** Days before a closure that the site starts to show it. */
export const NOTICE_DAYS = 14;

/** YYYY-MM-DD plus a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in a time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** A closure is shown from NOTICE_DAYS before its first day until its last day has passed. */
export const isShown = (closure: ClosureDays, today: string) =>
  addDays(closure.start, -NOTICE_DAYS) <= today && today <= closure.end;
