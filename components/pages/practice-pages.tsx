import { ContactDetails } from '@/components/contact-details';
import { ConsultationButton, ReviewBadge } from '@/components/home/home-sections';
import { HoursTable } from '@/components/hours-table';
import { Icon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid } from '@/components/sections/card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { ThreeSteps } from '@/components/sections/three-steps';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { BookingWidget } from '@/components/widgets/booking-widget';
import { FormFrame, MapFrame, ReviewsFrame } from '@/components/widgets/vendor-frames';
import { WidgetFallback } from '@/components/widgets/widget-fallback';
import { clinic, formatAddress } from '@/content/clinic';
import { scene } from '@/content/illustrations';
import {
  aboutPage,
  appointmentPage,
  contactPage,
  formsPage,
  newPatientPage,
  patientsPage,
  reviewUsPage,
  testimonialsPage,
} from '@/content/pages';
import type { BasicCopy } from '@/content/types';
import { dictionary } from '@/content/ui';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd, webPageJsonLd, type Crumb } from '@/lib/jsonld';
import { buildMetadata } from '@/lib/metadata';
import { fillLocalized } from '@/lib/placeholders';
import { routes } from '@/lib/routes';

const copies = {
  patients: fillLocalized(patientsPage, 'patients page'),
  forms: fillLocalized(formsPage, 'forms page'),
  reviewUs: fillLocalized(reviewUsPage, 'review us page'),
  newPatient: fillLocalized(newPatientPage, 'new patient page'),
  about: fillLocalized(aboutPage, 'about page'),
  testimonials: fillLocalized(testimonialsPage, 'testimonials page'),
  contact: fillLocalized(contactPage, 'contact page'),
  appointment: fillLocalized(appointmentPage, 'appointment page'),
};

export type PracticePage = keyof typeof copies;

/** Path of each practice page (the metadata test walks them). */
export const practicePaths: Record<PracticePage, string> = {
  patients: routes.patients,
  forms: routes.forms,
  reviewUs: routes.reviewUs,
  newPatient: routes.newPatientSpecial,
  about: routes.about,
  testimonials: routes.testimonials,
  contact: routes.contact,
  appointment: routes.appointment,
};

/** Parent hub of each page, for the breadcrumb trail. */
const parents: Partial<Record<PracticePage, PracticePage>> = {
  forms: 'patients',
  reviewUs: 'patients',
  testimonials: 'about',
};

export function practiceMetadata(page: PracticePage, locale: Locale) {
  const copy: BasicCopy = copies[page][locale];
  return buildMetadata({
    locale,
    path: practicePaths[page],
    title: copy.title,
    description: copy.description,
  });
}

function crumbsFor(page: PracticePage, locale: Locale): Crumb[] {
  const parent = parents[page];
  return [
    { name: dictionary(locale)('home'), path: routes.home },
    ...(parent ? [{ name: copies[parent][locale].title, path: practicePaths[parent] }] : []),
    { name: copies[page][locale].title, path: practicePaths[page] },
  ];
}

function Hero({
  page,
  locale,
  children,
}: {
  page: PracticePage;
  locale: Locale;
  children?: React.ReactNode;
}) {
  const copy: BasicCopy = copies[page][locale];
  return (
    <PageHero
      locale={locale}
      title={copy.title}
      summary={copy.summary}
      crumbs={crumbsFor(page, locale)}
    >
      {children}
    </PageHero>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
      {children}
    </h2>
  );
}

// ---------- /patients ----------

export function PatientsPage({ locale }: { locale: Locale }) {
  const copy = copies.patients[locale];
  const t = dictionary(locale);
  const cards = [
    { key: 'newPatientSpecial', href: routes.newPatientSpecial, image: scene('consultation') },
    { key: 'forms', href: routes.forms, image: scene('treatment-plan') },
    { key: 'reviewUs', href: routes.reviewUs, image: scene('reception') },
    { key: 'blog', href: routes.blog, image: scene('healthy-habits') },
  ] as const;
  return (
    <PageFrame locale={locale} path={routes.patients}>
      <JsonLd
        data={webPageJsonLd(
          'CollectionPage',
          locale,
          routes.patients,
          copy.title,
          copy.description,
        )}
      />
      <Hero page="patients" locale={locale} />
      <Prose paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.cardsHeading}
        linkLabel={t('learnMore')}
        cards={cards.map((c) => ({
          ...copy.cards[c.key],
          href: c.href,
          image: c.image,
          imageAlt: '',
        }))}
      />
    </PageFrame>
  );
}

// ---------- /patients/forms ----------

function IntakeButton({
  href,
  label,
  description,
  locale,
}: {
  href: string;
  label: string;
  description: string;
  locale: Locale;
}) {
  const t = dictionary(locale);
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-ink/10">
      <p className="text-ink-soft">{description}</p>
      {href ? (
        <ExternalLink
          href={href}
          className={`${buttonClass('primary', 'md')} self-start`}
          data-testid="intake-button"
        >
          <Icon name="external" />
          {label}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </ExternalLink>
      ) : (
        <WidgetFallback locale={locale} />
      )}
    </li>
  );
}

export function FormsPage({ locale }: { locale: Locale }) {
  const copy = copies.forms[locale];
  return (
    <PageFrame locale={locale} path={routes.forms}>
      <Hero page="forms" locale={locale} />
      <Prose paragraphs={copy.intro} />
      <section aria-labelledby="form-steps" className="mx-auto max-w-3xl px-4 pt-10 lg:px-6">
        <SectionHeading id="form-steps">{copy.stepsHeading}</SectionHeading>
        <ol className="mt-6 space-y-4">
          {copy.steps.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-1 text-lg">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="form-buttons" className="mx-auto max-w-3xl px-4 py-12 lg:px-6">
        <SectionHeading id="form-buttons">{copy.buttonsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <IntakeButton
            href={clinic.vendors.intakeNonAuto}
            label={copy.nonAutoLabel}
            description={copy.nonAutoDescription}
            locale={locale}
          />
          <IntakeButton
            href={clinic.vendors.intakeAuto}
            label={copy.autoLabel}
            description={copy.autoDescription}
            locale={locale}
          />
        </ul>
        <p className="mt-8 text-ink-soft">
          {copy.pdfReaderText}{' '}
          <ExternalLink href={clinic.vendors.pdfReader} className={textLinkClass}>
            {copy.pdfReaderLink}
            <span className="sr-only"> {dictionary(locale)('opensInNewTab')}</span>
          </ExternalLink>
        </p>
        <p className="mt-4 rounded-xl bg-cream p-4 text-ink-soft">{copy.privacyNote}</p>
      </section>
    </PageFrame>
  );
}

// ---------- /patients/review-us ----------

export function ReviewUsPage({ locale }: { locale: Locale }) {
  const copy = copies.reviewUs[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.reviewUs}>
      <Hero page="reviewUs" locale={locale}>
        <ReviewBadge locale={locale} />
      </Hero>
      <Prose paragraphs={copy.intro} />
      <section aria-labelledby="review-steps" className="mx-auto max-w-3xl px-4 py-12 lg:px-6">
        <SectionHeading id="review-steps">{copy.stepsHeading}</SectionHeading>
        <ol className="mt-6 list-decimal space-y-3 pl-6 text-lg marker:font-bold marker:text-brand">
          {copy.steps.map((step) => (
            <li key={step} className="pl-1">
              {step}
            </li>
          ))}
        </ol>
        <ExternalLink
          href={clinic.reviews.listingUrl}
          className={`${buttonClass('accent', 'lg')} mt-8`}
          data-testid="review-link"
        >
          <Icon name="external" />
          {copy.reviewButton}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </ExternalLink>
        <p className="mt-8 text-lg text-ink-soft">
          {copy.testimonialsText}{' '}
          <SiteLink locale={locale} href={routes.testimonials} className={textLinkClass}>
            {copy.testimonialsLink}
          </SiteLink>
        </p>
        <p className="mt-4 rounded-xl bg-cream p-4 text-ink-soft">{copy.note}</p>
      </section>
    </PageFrame>
  );
}

// ---------- /new-patient-special ----------

export function NewPatientPage({ locale }: { locale: Locale }) {
  const copy = copies.newPatient[locale];
  return (
    <PageFrame locale={locale} path={routes.newPatientSpecial}>
      <JsonLd data={clinicJsonLd(locale)} />
      <Hero page="newPatient" locale={locale}>
        <ConsultationButton locale={locale} />
      </Hero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.1fr_1fr] lg:px-6">
        <div>
          <section aria-labelledby="offer">
            <SectionHeading id="offer">{copy.offerHeading}</SectionHeading>
            {copy.offerText.map((p) => (
              <p key={p.slice(0, 40)} className="mt-4 text-lg text-ink-soft">
                {p}
              </p>
            ))}
          </section>
          <section aria-labelledby="includes" className="mt-10">
            <SectionHeading id="includes">{copy.includesHeading}</SectionHeading>
            <ul className="mt-4 space-y-3">
              {copy.includes.map((item) => (
                <li key={item} className="flex gap-3 text-lg">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-brand" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="insurance" className="mt-10 rounded-2xl bg-cream p-6">
            <SectionHeading id="insurance">{copy.insuranceHeading}</SectionHeading>
            <p className="mt-3 text-lg text-ink-soft">{copy.insuranceText}</p>
            <p className="mt-3 text-lg text-ink-soft">
              {copy.estimateText}{' '}
              <SiteLink
                locale={locale}
                href={routes.legal('good-faith-estimate')}
                className={textLinkClass}
              >
                {copy.estimateLink}
              </SiteLink>
            </p>
          </section>
        </div>
        <section
          aria-labelledby="np-form"
          className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink/10"
        >
          <SectionHeading id="np-form">{copy.formHeading}</SectionHeading>
          <p className="mt-2 text-ink-soft">{copy.formText}</p>
          <div className="mt-4">
            <FormFrame
              locale={locale}
              name="new-patient-form"
              src={clinic.vendors.newPatientForm}
              title={copy.formHeading}
              autoLoad
              sizeClassName="h-[36rem] bg-cream"
            />
          </div>
        </section>
      </div>
      <section aria-labelledby="np-reviews" className="bg-cream">
        <div className="mx-auto max-w-5xl px-4 py-14 lg:px-6">
          <SectionHeading id="np-reviews">{copy.reviewsHeading}</SectionHeading>
          <p className="mt-2 text-lg text-ink-soft">{copy.reviewsText}</p>
          <div className="mt-4">
            <ReviewBadge locale={locale} />
          </div>
          <div className="mt-6">
            <ReviewsFrame locale={locale} title={copy.reviewsHeading} />
          </div>
          <p className="mt-6 text-sm text-ink-soft">{copy.finePrint}</p>
        </div>
      </section>
      <ThreeSteps locale={locale} variant="consultation" />
    </PageFrame>
  );
}

// ---------- /about ----------

export function AboutPage({ locale }: { locale: Locale }) {
  const copy = copies.about[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.about}>
      <JsonLd
        data={[
          webPageJsonLd('AboutPage', locale, routes.about, copy.title, copy.description),
          clinicJsonLd(locale),
        ]}
      />
      <Hero page="about" locale={locale} />
      <Prose paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.cardsHeading}
        linkLabel={t('learnMore')}
        cards={[
          { ...copy.cards.team, href: routes.team, image: scene('consultation'), imageAlt: '' },
          {
            ...copy.cards.testimonials,
            href: routes.testimonials,
            image: scene('reception'),
            imageAlt: '',
          },
        ]}
      />
      <section aria-labelledby="values" className="bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
          <SectionHeading id="values">{copy.valuesHeading}</SectionHeading>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.values.map((v) => (
              <li key={v.title} className="rounded-2xl bg-white p-6 ring-1 ring-ink/5">
                <h3 className="text-lg font-bold">{v.title}</h3>
                <p className="mt-2 text-ink-soft">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </PageFrame>
  );
}

// ---------- /about/testimonials ----------

export function TestimonialsPage({ locale }: { locale: Locale }) {
  const copy = copies.testimonials[locale];
  return (
    <PageFrame locale={locale} path={routes.testimonials}>
      <Hero page="testimonials" locale={locale}>
        <ReviewBadge locale={locale} />
      </Hero>
      <Prose paragraphs={copy.intro} />
      <section className="mx-auto max-w-5xl px-4 py-10 lg:px-6">
        <ReviewsFrame
          locale={locale}
          title={copy.frameTitle}
          autoLoad
          sizeClassName="h-[60vh] min-h-80 bg-cream ring-1 ring-ink/10"
        />
        <p className="mt-6 text-lg text-ink-soft">
          {copy.reviewPrompt}{' '}
          <SiteLink locale={locale} href={routes.reviewUs} className={textLinkClass}>
            {copy.reviewLink}
          </SiteLink>
        </p>
      </section>
    </PageFrame>
  );
}

// ---------- /contact ----------

export function ContactPage({ locale }: { locale: Locale }) {
  const copy = copies.contact[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.contact}>
      <JsonLd
        data={[
          webPageJsonLd('ContactPage', locale, routes.contact, copy.title, copy.description),
          clinicJsonLd(locale),
        ]}
      />
      <Hero page="contact" locale={locale} />
      <Prose paragraphs={copy.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_1fr] lg:px-6">
        <section aria-labelledby="contact-form">
          <SectionHeading id="contact-form">{copy.formHeading}</SectionHeading>
          <p className="mt-2 text-ink-soft">{copy.formText}</p>
          <div className="mt-4">
            <FormFrame
              locale={locale}
              name="contact-form"
              src={clinic.vendors.contactForm}
              title={copy.formHeading}
              autoLoad
            />
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

// ---------- /appointment ----------

export function AppointmentPage({ locale }: { locale: Locale }) {
  const copy = copies.appointment[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.appointment}>
      <Hero page="appointment" locale={locale} />
      <Prose paragraphs={copy.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.5fr_1fr] lg:px-6">
        <section aria-labelledby="booking">
          <SectionHeading id="booking">{copy.widgetHeading}</SectionHeading>
          <div className="mt-4">
            <BookingWidget
              scriptUrl={clinic.vendors.bookingScript}
              calendar={clinic.vendors.bookingCalendar}
              locale={locale}
              loadingLabel={t('loading')}
              unavailableLabel={t('fallbackTitle')}
              fallback={<WidgetFallback locale={locale} />}
            />
          </div>
        </section>
        <div className="space-y-8">
          <section aria-labelledby="booking-help" className="rounded-2xl bg-cream p-6">
            <SectionHeading id="booking-help">{copy.helpHeading}</SectionHeading>
            <p className="mt-3 text-lg text-ink-soft">{copy.helpText}</p>
            <a href={clinic.phone.href} className={`${buttonClass('primary', 'md')} mt-4`}>
              <Icon name="phone" />
              {clinic.phone.display}
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
