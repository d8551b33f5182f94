import { ReviewBadge } from '@/components/ui/review-badge';
import { Icon } from '@/components/icons';
import { PageFrame } from '@/components/page-frame';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { SectionHeading } from '@/components/sections/section-heading';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { ExternalLink, SiteLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { practicePages } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/** /patients/review-us/: how to leave a review, and the link to the listing. */
export function ReviewUsPage({ locale }: { locale: Locale }) {
  const copy = practicePages().reviewUs.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.reviewUs}>
      <PracticeHero page="reviewUs" locale={locale}>
        <ReviewBadge locale={locale} />
      </PracticeHero>
      <Prose locale={locale} paragraphs={copy.intro} />
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
          href={clinic().reviews.writeReviewUrl}
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
