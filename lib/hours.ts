import type { OpeningHours } from '@/lib/content/clinic-schema';
import { daysOfWeek, type DayOfWeek } from '@/lib/content/slugs';
import { dictionary } from '@/lib/ui';
import type { ClosureDays } from '@/lib/closure-days';
import { dateFormat, formatTime, type Locale } from '@/lib/i18n';

export const WEEK: readonly DayOfWeek[] = daysOfWeek;

/** "Thursday, November 26", or "December 24 – 26" for several days (Intl's range format). */
export function closureDays(closure: ClosureDays, locale: Locale): string {
  const format = dateFormat(locale, {
    weekday: closure.start === closure.end ? 'long' : undefined,
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const days =
    closure.start === closure.end
      ? format.format(day(closure.start))
      : format.formatRange(day(closure.start), day(closure.end));
  return capitalize(days);
}

/** A closure's hours: "Closed", or its special hours. */
export function closureHours(
  closure: { hours?: { opens: string; closes: string } },
  locale: Locale,
): string {
  return closure.hours
    ? `${formatTime(closure.hours.opens, locale)} – ${formatTime(closure.hours.closes, locale)}`
    : dictionary(locale)('closed');
}

export type HoursRow = { days: string; hours: string; closed: boolean };

/** The day's name as the language writes it mid-sentence ("Monday", "lunes"). */
function dayName(day: DayOfWeek, locale: Locale): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  return dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function dayRange(days: DayOfWeek[], locale: Locale): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  if (first === last) return capitalize(dayName(first, locale));
  const t = dictionary(locale);
  return capitalize(t('dayRange', { first: dayName(first, locale), last: dayName(last, locale) }));
}

/** Opening hours as table rows: consecutive days with the same hours share a row. */
export function hoursRows(locale: Locale, hours: readonly OpeningHours[]): HoursRow[] {
  const t = dictionary(locale);
  const slotOf = (day: DayOfWeek) => hours.find((h) => h.days.includes(day));
  const rows: { days: DayOfWeek[]; slot: OpeningHours | undefined }[] = [];
  for (const day of WEEK) {
    const slot = slotOf(day);
    const prev = rows[rows.length - 1];
    if (prev && prev.slot === slot) prev.days.push(day);
    else rows.push({ days: [day], slot });
  }
  return rows.map(({ days, slot }) => ({
    days: dayRange(days, locale),
    hours: slot
      ? `${formatTime(slot.opens, locale)} – ${formatTime(slot.closes, locale)}`
      : t('closed'),
    closed: !slot,
  }));
}
