import { notFound } from 'next/navigation';
import { ConsultationButton } from '@/components/ui/consultation-button';
import { HealthPageJsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid } from '@/components/sections/card-grid';
import { ContentSections } from '@/components/sections/content-sections';
import { PageAccordion } from '@/components/sections/page-accordion';
import { PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { References } from '@/components/sections/references';
import { ReviewLine } from '@/components/sections/review-line';
import { ThreeSteps } from '@/components/sections/three-steps';
import { categories, getService } from '@/lib/content/services';
import { dictionary } from '@/lib/ui';
import { servicesCrumbs } from '@/lib/crumbs';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/** /services/{serviceType}/ and /services/chiropractic/ (which adds its category cards). */
export function ServicePage({ locale, slug }: { locale: Locale; slug: string }) {
  const service = getService(slug);
  if (!service) notFound();
  const copy = service.copy[locale];
  const t = dictionary(locale);
  const path = routes.service(service.slug);
  return (
    <PageFrame locale={locale} path={path}>
      <HealthPageJsonLd locale={locale} path={path} copy={copy} page={service} />
      <PageHero
        locale={locale}
        kicker={copy.heroKicker}
        title={copy.title}
        summary={copy.summary}
        crumbs={[...servicesCrumbs(locale), { name: copy.navTitle, path }]}
      >
        <ReviewLine locale={locale} review={service.review} className="mb-5" />
        <ConsultationButton locale={locale} />
      </PageHero>
      <Prose locale={locale} paragraphs={copy.intro} />
      {service.slug === 'chiropractic' ? (
        <CardGrid
          locale={locale}
          heading={t('sectionNav')}
          linkLabel={t('learnMore')}
          cards={categories().map((c) => ({
            title: c.copy[locale].navTitle,
            description: c.copy[locale].summary,
            href: routes.category(c.slug),
            image: c.image,
            imageAlt: '',
          }))}
        />
      ) : null}
      <ContentSections sections={copy.sections} locale={locale} />
      <PageAccordion locale={locale} copy={copy} name={`${service.slug}-faq`} collapsed={false} />
      <References locale={locale} references={service.references[locale]} />
      <ThreeSteps locale={locale} variant={service.steps} />
    </PageFrame>
  );
}
