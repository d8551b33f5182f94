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

/**
 * The visitor's own day plus `offset` days, YYYY-MM-DD: from the clock alone, without the
 * time-zone data that dayIn loads (about 50 ms of a cheap phone's main thread the first time).
 */
export function localDay(offset = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today in a time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** A closure is shown from NOTICE_DAYS before its first day until its last day has passed. */
export const isShown = (closure: ClosureDays, today: string) =>
  addDays(closure.start, -NOTICE_DAYS) <= today && today <= closure.end;
