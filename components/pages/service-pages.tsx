import { ConsultationButton } from '@/components/home/home-sections';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { Accordion } from '@/components/sections/accordion';
import { CardGrid, pageCard } from '@/components/sections/card-grid';
import { ContentSections } from '@/components/sections/content-sections';
import { PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { ThreeSteps } from '@/components/sections/three-steps';
import { categories, getCategory } from '@/content/categories';
import { conditionsIn, getCondition } from '@/content/conditions';
import { getService, services, servicesOverview } from '@/content/services';
import type { PageCopy } from '@/content/types';
import { dictionary } from '@/content/ui';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd, faqJsonLd, type Crumb } from '@/lib/jsonld';
import { buildMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

function homeCrumb(locale: Locale): Crumb {
  return { name: dictionary(locale)('home'), path: routes.home };
}

function servicesCrumbs(locale: Locale): Crumb[] {
  return [homeCrumb(locale), { name: dictionary(locale)('services'), path: routes.services }];
}

/** An accordion of a service or condition page, with FAQPage data when it is questions and answers. */
function PageAccordion({
  copy,
  name,
  collapsed,
}: {
  copy: PageCopy;
  name: string;
  collapsed: boolean;
}) {
  const accordion = copy.accordion;
  if (!accordion) return null;
  return (
    <section aria-labelledby={`${name}-heading`} className="bg-cream">
      <div className="mx-auto max-w-4xl px-4 py-14 lg:px-6">
        <h2 id={`${name}-heading`} className="text-2xl font-extrabold sm:text-3xl">
          {accordion.heading}
        </h2>
        {accordion.intro ? <p className="mt-2 text-lg text-ink-soft">{accordion.intro}</p> : null}
        <Accordion
          name={name}
          items={accordion.items}
          defaultOpen={collapsed ? null : 0}
          className="mt-6"
        />
        {accordion.faq ? (
          <JsonLd
            data={faqJsonLd(accordion.items.map((i) => ({ question: i.title, answer: i.content })))}
          />
        ) : null}
      </div>
    </section>
  );
}

// ---------- /services ----------

export function servicesOverviewMetadata(locale: Locale) {
  const copy = servicesOverview.copy[locale];
  return buildMetadata({
    locale,
    path: routes.services,
    title: copy.title,
    description: copy.description,
  });
}

export function ServicesOverviewPage({ locale }: { locale: Locale }) {
  const copy = servicesOverview.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.services}>
      <JsonLd data={clinicJsonLd(locale)} />
      <PageHero
        locale={locale}
        kicker={copy.heroKicker}
        title={copy.title}
        summary={copy.summary}
        crumbs={servicesCrumbs(locale)}
        image={{ file: servicesOverview.image, alt: '' }}
      />
      <Prose paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.cardsHeading}
        linkLabel={t('learnMore')}
        cards={services.map((s) => pageCard(s, locale, routes.service(s.slug)))}
      />
      <Prose paragraphs={copy.outro} className="pb-14" />
      <ThreeSteps locale={locale} variant="consultation" />
    </PageFrame>
  );
}

// ---------- /services/{serviceType} ----------

export function serviceMetadata(locale: Locale, slug: string) {
  const service = getService(slug);
  if (!service) return {};
  const copy = service.copy[locale];
  return buildMetadata({
    locale,
    path: routes.service(service.slug),
    title: copy.title,
    description: copy.description,
  });
}

export function ServicePage({ locale, slug }: { locale: Locale; slug: string }) {
  const service = getService(slug);
  if (!service) return null;
  const copy = service.copy[locale];
  const t = dictionary(locale);
  const path = routes.service(service.slug);
  return (
    <PageFrame locale={locale} path={path}>
      <JsonLd data={clinicJsonLd(locale)} />
      <PageHero
        locale={locale}
        kicker={copy.heroKicker}
        title={copy.title}
        summary={copy.summary}
        crumbs={[...servicesCrumbs(locale), { name: copy.navTitle, path }]}
      >
        <ConsultationButton locale={locale} />
      </PageHero>
      <Prose paragraphs={copy.intro} />
      {service.slug === 'chiropractic' ? (
        <CardGrid
          locale={locale}
          heading={t('sectionNav')}
          linkLabel={t('learnMore')}
          cards={categories.map((c) => ({
            title: c.copy[locale].navTitle,
            description: c.copy[locale].summary,
            href: routes.category(c.slug),
            image: c.image,
            imageAlt: '',
          }))}
        />
      ) : null}
      <ContentSections sections={copy.sections} images={service.images} />
      <PageAccordion copy={copy} name={`${service.slug}-faq`} collapsed={false} />
      <ThreeSteps locale={locale} variant={service.steps} />
    </PageFrame>
  );
}

// ---------- /services/chiropractic/{category} ----------

function categoryCrumbs(locale: Locale, slug: string): Crumb[] {
  const category = getCategory(slug);
  return [
    ...servicesCrumbs(locale),
    { name: dictionary(locale)('chiropractic'), path: routes.service('chiropractic') },
    ...(category
      ? [{ name: category.copy[locale].navTitle, path: routes.category(category.slug) }]
      : []),
  ];
}

export function categoryMetadata(locale: Locale, slug: string) {
  const category = getCategory(slug);
  if (!category) return {};
  const copy = category.copy[locale];
  return buildMetadata({
    locale,
    path: routes.category(category.slug),
    title: copy.title,
    description: copy.description,
  });
}

export function CategoryPage({ locale, slug }: { locale: Locale; slug: string }) {
  const category = getCategory(slug);
  if (!category) return null;
  const copy = category.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.category(category.slug)}>
      <JsonLd data={clinicJsonLd(locale)} />
      <PageHero
        locale={locale}
        title={copy.title}
        summary={copy.summary}
        crumbs={categoryCrumbs(locale, category.slug)}
        image={{ file: category.image, alt: '' }}
      />
      <Prose paragraphs={copy.intro} />
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

// ---------- /services/chiropractic/{category}/{page} ----------

export function conditionMetadata(locale: Locale, category: string, slug: string) {
  const condition = getCondition(category, slug);
  if (!condition) return {};
  const copy = condition.copy[locale];
  return buildMetadata({
    locale,
    path: routes.condition(condition.category, condition.slug),
    title: copy.title,
    description: copy.description,
  });
}

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
  if (!condition) return null;
  const copy = condition.copy[locale];
  const t = dictionary(locale);
  const path = routes.condition(condition.category, condition.slug);
  const siblings = conditionsIn(condition.category).filter((c) => c.slug !== condition.slug);
  const categoryCopy = getCategory(condition.category)?.copy[locale];
  return (
    <PageFrame locale={locale} path={path}>
      <JsonLd data={clinicJsonLd(locale)} />
      <PageHero
        locale={locale}
        title={copy.title}
        summary={copy.summary}
        crumbs={[...categoryCrumbs(locale, condition.category), { name: copy.navTitle, path }]}
      >
        <ConsultationButton locale={locale} />
      </PageHero>
      <Prose paragraphs={copy.intro} />
      <ContentSections sections={copy.sections} images={condition.images} />
      {/* SPEC.md: the back pain causes and the scoliosis FAQ can be fully collapsed. */}
      <PageAccordion copy={copy} name={`${condition.slug}-accordion`} collapsed />
      <ThreeSteps locale={locale} variant={condition.steps} />
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
