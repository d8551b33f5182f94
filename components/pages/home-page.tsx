import { HomeHero } from '@/components/home/home-hero';
import {
  DoctorProfile,
  FaqBlock,
  ReviewsSection,
  VideoSection,
  WhyChooseUs,
} from '@/components/home/home-sections';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { CardGrid, pageCard } from '@/components/sections/card-grid';
import { ThreeSteps } from '@/components/sections/three-steps';
import { ConsultationButton } from '@/components/ui/consultation-button';
import { home as homeCopy, homeReferences } from '@/lib/content/pages';
import { References } from '@/components/sections/references';
import { services } from '@/lib/content/services';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { clinicJsonLd, faqJsonLd, websiteJsonLd } from '@/lib/jsonld';
import { copyPlainText } from '@/lib/markdown';
import { routes } from '@/lib/routes';

/** The home page: hero and form, services, video, steps, benefits, doctor, FAQ, reviews. */
export function HomePage({ locale }: { locale: Locale }) {
  const copy = homeCopy()[locale];
  const t = dictionary(locale);
  const faqs = [...copy.faq.items, ...copy.faq2.items].map((i) => ({
    question: i.title,
    answer: copyPlainText(i.content),
  }));
  return (
    <PageFrame locale={locale} path={routes.home}>
      <JsonLd data={[clinicJsonLd(), websiteJsonLd(), faqJsonLd(faqs)]} />
      <HomeHero locale={locale} copy={copy} />
      <VideoSection locale={locale} copy={copy} />
      <FaqBlock
        locale={locale}
        name="faq"
        heading={copy.faq.heading}
        intro={copy.faq.intro}
        items={copy.faq.items}
        tone="cream"
      />
      <FaqBlock
        locale={locale}
        name="benefits"
        heading={copy.benefits.heading}
        intro={copy.benefits.intro}
        items={copy.benefits.items}
      />
      <CardGrid
        locale={locale}
        heading={copy.services.heading}
        subheading={copy.services.intro}
        linkLabel={t('learnMore')}
        cards={services().map((s) => pageCard(s, locale, routes.service(s.slug)))}
      />
      <DoctorProfile locale={locale} copy={copy} />
      <WhyChooseUs locale={locale} copy={copy} />
      <ReviewsSection locale={locale} copy={copy} />
      <ThreeSteps locale={locale} variant="consultation" />
      <div className="bg-cream pb-10 text-center">
        <ConsultationButton locale={locale} />
      </div>
      <FaqBlock
        locale={locale}
        name="faq-more"
        heading={copy.faq2.heading}
        items={copy.faq2.items}
      />
      <References locale={locale} references={homeReferences()[locale]} className="pb-12" />
    </PageFrame>
  );
}
