import { ReviewBadge } from '@/components/ui/review-badge';
import { PageFrame } from '@/components/page-frame';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { textLinkClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { ReviewsFrame } from '@/components/widgets/vendor-frames';
import { practicePages } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/** /about/testimonials/: the reviews widget, loaded on arrival. */
export function TestimonialsPage({ locale }: { locale: Locale }) {
  const copy = practicePages().testimonials.copy[locale];
  return (
    <PageFrame locale={locale} path={routes.testimonials}>
      <PracticeHero page="testimonials" locale={locale}>
        <ReviewBadge locale={locale} />
      </PracticeHero>
      <Prose locale={locale} paragraphs={copy.intro} />
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
