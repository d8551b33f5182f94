import { addDays, isShown, NOTICE_DAYS } from '@/lib/closure-days';
import type { Closure } from '@/lib/content/closures';
import { closureDays, closureHours } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';

type Props = {
  locale: Locale;
  /** Closures that have not passed, and the day the page is rendered for. */
  closures: readonly Closure[];
  today: string;
  className?: string;
};

/**
 * The days a closure is shown, as data attributes: from NOTICE_DAYS before it
 * until its last day. The export shows what is true on the day of the build;
 * ClosureDates (components/closure-dates.tsx) re-checks each on the visitor's day.
 */
const shownDays = (closure: Closure, today: string) => ({
  'data-closure-from': addDays(closure.start, -NOTICE_DAYS),
  'data-closure-until': closure.end,
  hidden: !isShown(closure, today),
});

/** Holiday closures and special hours, beside an hours table. */
export function ClosureList({ locale, closures, today, className = '' }: Props) {
  const t = dictionary(locale);
  if (closures.length === 0) return null;
  return (
    <div className={`hidden has-[li:not([hidden])]:block ${className}`} data-testid="closures">
      <p className="font-bold">{t('holidayHours')}</p>
      <ul className="mt-1 space-y-1">
        {closures.map((closure) => (
          <li key={closure.id} {...shownDays(closure, today)}>
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

/** Each closure in the top banner, where it takes the place of the banner's link while shown. */
export function ClosureBanner({ locale, closures, today }: Props) {
  return closures.map((closure) => (
    <p
      key={closure.id}
      className="min-w-0 font-semibold"
      data-closure=""
      data-testid="closure-banner"
      {...shownDays(closure, today)}
    >
      {closureDays(closure, locale)}: {closure.note[locale]}
    </p>
  ));
}
