import { clinic } from '@/lib/content/clinic';
import { dateFormat, type Locale } from '@/lib/i18n';

/** "April 28, 2025" / "28 de abril de 2025" from "2025-04-28". */
export function formatDate(date: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "November 2025" / "noviembre de 2025" from "2025-11-25". */
export function formatMonth(date: string, locale: Locale): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Offset of a time zone on a day, "-05:00" (daylight saving included). */
function zoneOffset(date: string, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? 'Z' : offset;
}

/** Full ISO 8601 from "2025-04-28": the start of that day at the clinic, "2025-04-28T00:00:00-05:00". */
export function isoDateTime(date: string, timeZone = clinic().timeZone): string {
  return `${date}T00:00:00${zoneOffset(date, timeZone)}`;
}
