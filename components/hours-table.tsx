import { OpeningHours } from '@/components/opening-hours';
import { clinic } from '@/lib/content/clinic';
import { buildDay, upcoming } from '@/lib/content/closures';
import type { Locale } from '@/lib/i18n';

type Props = { locale: Locale; className?: string; caption?: boolean };

/** The clinic's opening hours and coming closures; the same data feeds the JSON-LD. */
export function HoursTable(props: Props) {
  return (
    <OpeningHours
      {...props}
      hours={clinic().hours}
      closures={upcoming(buildDay())}
      today={buildDay()}
    />
  );
}
