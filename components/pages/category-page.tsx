import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid, pageCard } from '@/components/sections/card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { ThreeSteps } from '@/components/sections/three-steps';
import { getCategory } from '@/lib/content/services';
import { conditionsIn } from '@/lib/content/conditions';
import { dictionary } from '@/lib/ui';
import { categoryCrumbs } from '@/lib/crumbs';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

/** /services/chiropractic/{category}/: the category's conditions as cards. */
export function CategoryPage({ locale, slug }: { locale: Locale; slug: string }) {
  const category = getCategory(slug);
  if (!category) notFound();
  const copy = category.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.category(category.slug)}>
      <JsonLd data={clinicJsonLd()} />
      <PageHero
        locale={locale}
        title={copy.title}
        summary={copy.summary}
        crumbs={categoryCrumbs(locale, category.slug)}
        image={{ file: category.image, alt: '' }}
      />
      <Prose locale={locale} paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.subheading}
        linkLabel={t('learnMore')}
        cards={conditionsIn(category.slug).map((c) =>
          pageCard(c, locale, routes.condition(c.category, c.slug)),
        )}
      />
      <ThreeSteps locale={locale} variant="consultation" />
    </PageFrame>
  );
}
