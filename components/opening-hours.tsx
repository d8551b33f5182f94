import { ClosureList } from '@/components/closure-notice';
import type { OpeningHours as Hours } from '@/lib/content/clinic-schema';
import type { Closure } from '@/lib/content/closures';
import { hoursRows } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';

type Props = {
  locale: Locale;
  hours: readonly Hours[];
  /** Closures that have not passed, and the day the page is rendered for. */
  closures: readonly Closure[];
  today: string;
  className?: string;
  caption?: boolean;
};

/** An hours table and the holiday closures beside it. Given its data: the editor previews it too. */
export function OpeningHours({ locale, hours, closures, today, className = '', caption }: Props) {
  const t = dictionary(locale);
  return (
    <>
      <table className={`w-full text-left ${className}`} data-testid="hours-table">
        {caption ? <caption className="mb-2 text-left font-bold">{t('hours')}</caption> : null}
        <tbody>
          {hoursRows(locale, hours).map((row) => (
            <tr key={row.days} className="border-b border-current/10 last:border-0">
              <th scope="row" className="py-1.5 pr-4 font-medium">
                {row.days}
              </th>
              <td className={`py-1.5 text-right ${row.closed ? 'opacity-80' : ''}`}>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ClosureList locale={locale} closures={closures} today={today} className="mt-3" />
    </>
  );
}
