import { contentFile } from '@/lib/content/read';
import { clinic } from '@/lib/content/clinic';
import { contentKinds, readEntries } from '@/lib/content/kinds';
import type { Localized } from '@/lib/i18n';
import { fillLocalized } from '@/lib/placeholders';

/**
 * Holiday closures and special hours (content/closures/<name>.yaml): a day or
 * a range of days, closed or with special hours, and a note in each language.
 */
export type Closure = {
  id: string;
  /** First and last day, YYYY-MM-DD (the same day for a one-day closure). */
  start: string;
  end: string;
  /** Special hours, HH:MM; absent when the clinic is closed. */
  hours?: { opens: string; closes: string };
  note: Localized;
};

/** Days before a closure that the site starts to show it. */
export const NOTICE_DAYS = 14;

export const closures: readonly Closure[] = readEntries(contentKinds().closures)
  .map(({ slug, copy }) => {
    const filled = fillLocalized(copy, contentFile(`closures/${slug}.yaml`));
    const { start, end = start, opens, closes } = filled.en;
    return {
      id: slug,
      start,
      end,
      ...(opens && closes ? { hours: { opens, closes } } : {}),
      note: { en: filled.en.note, es: filled.es.note },
    };
  })
  .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));

/** YYYY-MM-DD plus a number of days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the clinic's time zone, YYYY-MM-DD. */
export function clinicToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The day of the build in the clinic's time zone: what the exported pages show as today. */
export const buildDay = clinicToday(clinic.timeZone);

/** Closures that have not passed: what structured data announces. */
export const upcoming = (today: string, list: readonly Closure[] = closures) =>
  list.filter((c) => c.end >= today);

/** A closure is shown from NOTICE_DAYS before its first day until its last day has passed. */
export const isShown = (closure: Pick<Closure, 'start' | 'end'>, today: string) =>
  addDays(closure.start, -NOTICE_DAYS) <= today && today <= closure.end;

export const shownOn = (today: string, list: readonly Closure[] = closures) =>
  list.filter((c) => isShown(c, today));
