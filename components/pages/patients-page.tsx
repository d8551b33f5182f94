import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid } from '@/components/sections/card-grid';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { practicePages } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

const cards = [
  { key: 'newPatientSpecial', href: routes.newPatientSpecial },
  { key: 'forms', href: routes.forms },
  { key: 'reviewUs', href: routes.reviewUs },
  { key: 'blog', href: routes.blog },
] as const;

/** /patients/: the hub with cards to the new patient special, forms, review-us and the blog. */
export function PatientsPage({ locale }: { locale: Locale }) {
  const copy = practicePages().patients.copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.patients}>
      <JsonLd
        locale={locale}
        data={webPageJsonLd(
          'CollectionPage',
          locale,
          routes.patients,
          copy.title,
          copy.description,
        )}
      />
      <PracticeHero page="patients" locale={locale} />
      <Prose locale={locale} paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.cardsHeading}
        linkLabel={t('learnMore')}
        cards={cards.map((c) => ({
          ...copy.cards[c.key],
          href: c.href,
          imageAlt: '',
        }))}
      />
    </PageFrame>
  );
}
