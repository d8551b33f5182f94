import { localeTags, type Locale } from '@/lib/i18n';

/** "April 28, 2025" / "28 de abril de 2025" from "2025-04-28". */
export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale].lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
