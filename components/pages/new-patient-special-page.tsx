import { ConsultationButton } from '@/components/ui/consultation-button';
import { ReviewBadge } from '@/components/ui/review-badge';
import { Icon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { PracticeHero } from '@/components/sections/practice-hero';
import { SectionHeading } from '@/components/sections/section-heading';
import { ThreeSteps } from '@/components/sections/three-steps';
import { textLinkClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { FormFrame, ReviewsFrame } from '@/components/widgets/vendor-frames';
import { practicePages } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

/** /new-patient-special/: the offer, its form (loaded on arrival) and the reviews. */
export function NewPatientPage({ locale }: { locale: Locale }) {
  const copy = practicePages().newPatient.copy[locale];
  return (
    <PageFrame locale={locale} path={routes.newPatientSpecial}>
      <JsonLd data={clinicJsonLd()} />
      <PracticeHero page="newPatient" locale={locale}>
        <ConsultationButton locale={locale} />
      </PracticeHero>
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
                <li key={item} className="flex gap-3 text-lg wrap-anywhere">
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
              widget="newPatientForm"
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
