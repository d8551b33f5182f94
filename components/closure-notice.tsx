import { addDays, buildDay, isShown, NOTICE_DAYS, upcoming } from '@/lib/content/closures';
import { closureDays, closureHours } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';

type Props = { locale: Locale; className?: string };

/**
 * The days a closure is shown, as data attributes: from NOTICE_DAYS before it
 * until its last day. The export shows what is true on the day of the build;
 * ClosureDates re-checks each against the visitor's own day.
 */
const shownDays = (closure: { start: string; end: string }) => ({
  'data-closure-from': addDays(closure.start, -NOTICE_DAYS),
  'data-closure-until': closure.end,
  hidden: !isShown(closure, buildDay),
});

/** Holiday closures and special hours, beside an hours table. */
export function ClosureList({ locale, className = '' }: Props) {
  const t = dictionary(locale);
  const list = upcoming(buildDay);
  if (list.length === 0) return null;
  return (
    <div className={`hidden has-[li:not([hidden])]:block ${className}`} data-testid="closures">
      <p className="font-bold">{t('holidayHours')}</p>
      <ul className="mt-1 space-y-1">
        {list.map((closure) => (
          <li key={closure.id} {...shownDays(closure)}>
            <span className="font-medium">
              {closureDays(closure, locale)}: {closureHours(closure, locale)}.
            </span>{' '}
            {closure.note[locale]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The nearest closure in the top banner: it takes the place of the banner's link while shown. */
export function ClosureBanner({ locale }: Props) {
  return upcoming(buildDay).map((closure) => (
    <p key={closure.id} className="min-w-0 font-semibold" data-closure="" {...shownDays(closure)}>
      {closureDays(closure, locale)}: {closure.note[locale]}
    </p>
  ));
}
