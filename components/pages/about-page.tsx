import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid } from '@/components/sections/card-grid';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { SectionHeading } from '@/components/sections/section-heading';
import { practicePages } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd, webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

/** /about/: the hub with cards to the team and testimonials pages, and the clinic's values. */
export function AboutPage({ locale }: { locale: Locale }) {
  const copy = practicePages().about.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.about}>
      <JsonLd
        locale={locale}
        data={[
          webPageJsonLd('AboutPage', locale, routes.about, copy.title, copy.description),
          clinicJsonLd(),
        ]}
      />
      <PracticeHero page="about" locale={locale} />
      <Prose locale={locale} paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.cardsHeading}
        linkLabel={t('learnMore')}
        cards={[
          { ...copy.cards.team, href: routes.team, imageAlt: '' },
          { ...copy.cards.testimonials, href: routes.testimonials, imageAlt: '' },
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
