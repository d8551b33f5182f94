import { dayIn } from '@/lib/closure-days';
import { contentDir, readRaw } from '@/lib/content/read';

/** The clinic's time zone (`timeZone` in clinic.yaml), read as written; Chicago when unset. */
export function clinicTimeZone(): string {
  try {
    const raw = readRaw(contentDir('clinic.yaml')) as { timeZone?: unknown };
    if (typeof raw.timeZone === 'string') return raw.timeZone;
  } catch {
    // clinic.yaml's own check names the problem
  }
  return 'America/Chicago';
}

/**
 * The day of the build in the clinic's time zone, YYYY-MM-DD: what the exported
 * pages take as today. A post dated later waits for that day (the site is built
 * again every day), a closure is shown from two weeks before its day. Read from
 * clinic.yaml as written, so the raw readers can ask it before the loaders run.
 */
export function buildDayOf(): string {
  try {
    return dayIn(clinicTimeZone());
  } catch {
    return dayIn('UTC'); // an unknown zone: the check names it
  }
}

/** Whether a post of `date` is published on `today`: a post dated later is scheduled. */
export const isPublished = (date: string, today: string) => date <= today;
