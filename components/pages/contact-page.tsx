import { ContactDetails } from '@/components/contact-details';
import { HoursTable } from '@/components/hours-table';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { SectionHeading } from '@/components/sections/section-heading';
import { FormFrame, MapFrame } from '@/components/widgets/vendor-frames';
import { formatAddress } from '@/lib/content/clinic';
import { practicePages } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd, webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

/** /contact/: the contact form (loaded on arrival), details, hours and the map. */
export function ContactPage({ locale }: { locale: Locale }) {
  const copy = practicePages().contact.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.contact}>
      <JsonLd
        locale={locale}
        data={[
          webPageJsonLd('ContactPage', locale, routes.contact, copy.title, copy.description),
          clinicJsonLd(),
        ]}
      />
      <PracticeHero page="contact" locale={locale} />
      <Prose locale={locale} paragraphs={copy.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_1fr] lg:px-6">
        <section aria-labelledby="contact-form">
          <SectionHeading id="contact-form">{copy.formHeading}</SectionHeading>
          <p className="mt-2 text-ink-soft">{copy.formText}</p>
          <div className="mt-4">
            <FormFrame locale={locale} widget="contactForm" title={copy.formHeading} autoLoad />
          </div>
          <p className="mt-4 rounded-xl bg-cream p-4 text-sm text-ink-soft">{copy.emergencyNote}</p>
        </section>
        <div className="space-y-8">
          <section
            aria-labelledby="contact-details"
            className="rounded-2xl bg-white p-6 ring-1 ring-ink/10"
          >
            <SectionHeading id="contact-details">{copy.detailsHeading}</SectionHeading>
            <ContactDetails locale={locale} tone="light" directions className="mt-4" />
            <p className="mt-4 text-ink-soft">{copy.parking}</p>
          </section>
          <section
            aria-labelledby="contact-hours"
            className="rounded-2xl bg-white p-6 ring-1 ring-ink/10"
          >
            <SectionHeading id="contact-hours">{copy.hoursHeading}</SectionHeading>
            <HoursTable locale={locale} className="mt-4" />
            <p className="mt-3 text-sm text-ink-soft">{t('walkInsWelcome')}</p>
          </section>
        </div>
      </div>
      <section aria-labelledby="contact-map" className="mx-auto max-w-7xl px-4 pb-14 lg:px-6">
        <SectionHeading id="contact-map">{copy.mapHeading}</SectionHeading>
        <div className="mt-4">
          <MapFrame locale={locale} title={`${copy.mapHeading}: ${formatAddress()}`} />
        </div>
      </section>
    </PageFrame>
  );
}
