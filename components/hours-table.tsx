import { ClosureList } from '@/components/closure-notice';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { hoursRows } from '@/lib/hours';

type Props = { locale: Locale; className?: string; caption?: boolean };

/** Opening hours from the clinic facts, and any holiday closure near; the same data feeds the JSON-LD. */
export function HoursTable({ locale, className = '', caption = false }: Props) {
  const t = dictionary(locale);
  return (
    <>
      <table className={`w-full text-left ${className}`} data-testid="hours-table">
        {caption ? <caption className="mb-2 text-left font-bold">{t('hours')}</caption> : null}
        <tbody>
          {hoursRows(locale).map((row) => (
            <tr key={row.days} className="border-b border-current/10 last:border-0">
              <th scope="row" className="py-1.5 pr-4 font-medium">
                {row.days}
              </th>
              <td className={`py-1.5 text-right ${row.closed ? 'opacity-80' : ''}`}>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ClosureList locale={locale} className="mt-3" />
    </>
  );
}
