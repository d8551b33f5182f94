import { OpeningHours } from '@/components/opening-hours';
import { dataOf, languageOf, type Props } from '@/components/cms/preview-data';
import { factsFor, weeklyHours } from '@/components/cms/edited-facts';
import type { OpeningHours as Hours } from '@/lib/content/clinic-schema';
import type { SiteIndex } from '@/lib/content/findings';
import { locales } from '@/lib/i18n';

/** The previews of the opening hours and of a closure, in the site's hours table. */
declare const SITE_INDEX: SiteIndex;

/** The hours as every hours table shows them (clinic facts), with no closure. */
export function HoursPreview(props: Props) {
  const { hours = [] } = dataOf<{ hours?: Hours[] }>(props);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 p-6 sm:grid-cols-2">
      {locales.map((locale) => (
        <div key={locale} lang={locale} className="rounded-2xl bg-cream p-5">
          <OpeningHours locale={locale} hours={hours} closures={[]} today="" caption />
        </div>
      ))}
    </div>
  );
}

/**
 * A closure as the hours tables will list it, in the language being edited, beside the clinic's
 * weekly hours (of the last build, or as saved in the editor since), shown as if today were its
 * first day.
 */
export function ClosurePreview(props: Props) {
  const locale = languageOf(props);
  const c = dataOf<{
    start?: string;
    end?: string;
    opens?: string;
    closes?: string;
    note?: string;
  }>(props);
  const start = c.start || SITE_INDEX.today;
  const closure = {
    id: 'preview',
    start,
    end: c.end || start,
    ...(c.opens && c.closes ? { hours: { opens: c.opens, closes: c.closes } } : {}),
    note: { en: c.note ?? '', es: c.note ?? '' },
  };
  return (
    <div lang={locale} className="mx-auto max-w-md p-6">
      <OpeningHours
        locale={locale}
        hours={weeklyHours(factsFor(locale, props.entry))}
        closures={[closure]}
        today={start}
      />
    </div>
  );
}
