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
import { RelatedPosts } from '@/components/sections/related-posts';
import { ReviewLine } from '@/components/sections/review-line';
import { ThreeSteps } from '@/components/sections/three-steps';
import { getCategory } from '@/lib/content/services';
import { conditionsIn, getCondition } from '@/lib/content/conditions';
import { dictionary } from '@/lib/ui';
import { categoryCrumbs } from '@/lib/crumbs';
import type { Locale } from '@/lib/i18n';
import { postsLinkingTo } from '@/lib/related-posts';
import { routes } from '@/lib/routes';

/**
 * /services/chiropractic/{category}/{condition}/: a condition page, the
 * articles that link to it, and its siblings.
 */
export function ConditionPage({
  locale,
  category,
  slug,
}: {
  locale: Locale;
  category: string;
  slug: string;
}) {
  const condition = getCondition(category, slug);
  if (!condition) notFound();
  const copy = condition.copy[locale];
  const t = dictionary(locale);
  const path = routes.condition(condition.category, condition.slug);
  const siblings = conditionsIn(condition.category).filter((c) => c.slug !== condition.slug);
  const categoryCopy = getCategory(condition.category)?.copy[locale];
  return (
    <PageFrame locale={locale} path={path}>
      <HealthPageJsonLd locale={locale} path={path} copy={copy} page={condition} />
      <PageHero
        locale={locale}
        title={copy.title}
        summary={copy.summary}
        crumbs={[...categoryCrumbs(locale, condition.category), { name: copy.navTitle, path }]}
      >
        <ReviewLine locale={locale} review={condition.review} className="mb-5" />
        <ConsultationButton locale={locale} />
      </PageHero>
      <Prose locale={locale} paragraphs={copy.intro} />
      <ContentSections sections={copy.sections} locale={locale} />
      {/* docs/decisions.md, section 6: every condition page's accordion starts fully collapsed. */}
      <PageAccordion locale={locale} copy={copy} name={`${condition.slug}-accordion`} collapsed />
      <References locale={locale} references={condition.references[locale]} />
      <ThreeSteps locale={locale} variant={condition.steps} />
      <RelatedPosts locale={locale} posts={postsLinkingTo(locale, path)} />
      {siblings.length > 0 && categoryCopy ? (
        <CardGrid
          locale={locale}
          heading={`${t('sectionNav')}: ${categoryCopy.navTitle}`}
          linkLabel={t('learnMore')}
          columns={3}
          cards={siblings.map((c) => ({
            title: c.copy[locale].navTitle,
            description: c.copy[locale].summary,
            href: routes.condition(c.category, c.slug),
          }))}
        />
      ) : null}
    </PageFrame>
  );
}
