import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid, pageCard } from '@/components/sections/card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Prose } from '@/components/sections/prose';
import { ThreeSteps } from '@/components/sections/three-steps';
import { services, servicesOverview } from '@/lib/content/services';
import { dictionary } from '@/lib/ui';
import { servicesCrumbs } from '@/lib/crumbs';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';

/** /services/: the overview with a card for each service. */
export function ServicesOverviewPage({ locale }: { locale: Locale }) {
  const copy = servicesOverview().copy[locale];
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.services}>
      <JsonLd data={clinicJsonLd()} />
      <PageHero
        locale={locale}
        kicker={copy.heroKicker}
        title={copy.title}
        summary={copy.summary}
        crumbs={servicesCrumbs(locale)}
        image={{ file: servicesOverview().image, alt: '' }}
      />
      <Prose locale={locale} paragraphs={copy.intro} />
      <CardGrid
        locale={locale}
        heading={copy.cardsHeading}
        linkLabel={t('learnMore')}
        cards={services().map((s) => pageCard(s, locale, routes.service(s.slug)))}
      />
      <Prose locale={locale} paragraphs={copy.outro} className="pb-14" />
      <ThreeSteps locale={locale} variant="consultation" />
    </PageFrame>
  );
}
