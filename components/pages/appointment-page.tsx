import { Icon } from '@/components/icons';
import { PageFrame } from '@/components/page-frame';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { SectionHeading } from '@/components/sections/section-heading';
import { buttonClass } from '@/components/ui/button-styles';
import { BookingWidget } from '@/components/widgets/booking-widget';
import { WidgetFallback } from '@/components/widgets/widget-fallback';
import { clinic } from '@/lib/content/clinic';
import { practicePages } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { widgets } from '@/lib/widgets';

const { booking } = widgets;

/** /appointment/: the booking widget (its script added on arrival), help and what to bring. */
export function AppointmentPage({ locale }: { locale: Locale }) {
  const copy = practicePages().appointment.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.appointment}>
      <PracticeHero page="appointment" locale={locale} />
      <Prose locale={locale} paragraphs={copy.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.5fr_1fr] lg:px-6">
        <section aria-labelledby="booking">
          <SectionHeading id="booking">{copy.widgetHeading}</SectionHeading>
          <div className="mt-4">
            <BookingWidget
              scriptUrl={booking.url}
              calendar={clinic().vendors.bookingCalendar}
              locale={locale}
              loadingLabel={t(booking.copy.loading)}
              unavailableLabel={t(booking.copy.unavailable)}
              fallback={<WidgetFallback locale={locale} />}
            />
          </div>
        </section>
        <div className="space-y-8">
          <section aria-labelledby="booking-help" className="rounded-2xl bg-cream p-6">
            <SectionHeading id="booking-help">{copy.helpHeading}</SectionHeading>
            <p className="mt-3 text-lg text-ink-soft">{copy.helpText}</p>
            <a href={clinic().phone.href} className={`${buttonClass('primary', 'md')} mt-4`}>
              <Icon name="phone" />
              {clinic().phone.display}
            </a>
          </section>
          <section
            aria-labelledby="what-to-bring"
            className="rounded-2xl bg-white p-6 ring-1 ring-ink/10"
          >
            <SectionHeading id="what-to-bring">{copy.whatToBringHeading}</SectionHeading>
            <ul className="mt-4 space-y-2">
              {copy.whatToBring.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-brand" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
