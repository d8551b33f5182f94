import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { PageFrame } from '@/components/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { taglines } from '@/lib/content/legal';
import { dictionary } from '@/lib/ui';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/jsonld';
import { getLegalDoc } from '@/lib/content/legal';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { isLegalSlug, routes } from '@/lib/routes';

/** Section 1557 taglines, each in its own language and direction. */
function Taglines({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  return (
    <section aria-labelledby="taglines" className="mt-12">
      <h2 id="taglines" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('languageAssistance')}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="taglines">
        {taglines().map((line) => (
          <li key={line.lang} lang={line.lang} dir={line.dir} className="rounded-xl bg-cream p-4">
            <p className="font-bold text-ink">{line.language}</p>
            <p className="mt-1 text-ink-soft">{fillPlaceholders(line.text, locale, 'taglines')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LegalPage({ locale, slug }: { locale: Locale; slug: string }) {
  if (!isLegalSlug(slug)) notFound();
  const t = dictionary(locale);
  const doc = getLegalDoc(locale, slug);
  const path = routes.legal(slug);
  return (
    <PageFrame locale={locale} path={path}>
      <JsonLd
        locale={locale}
        data={webPageJsonLd('WebPage', locale, path, doc.title, doc.description)}
      />
      <PageHero
        locale={locale}
        title={doc.title}
        summary={doc.description}
        crumbs={[
          { name: t('home'), path: routes.home },
          { name: doc.title, path },
        ]}
      >
        <p className="text-sm text-ink-soft">
          {t('lastUpdated')}: <time dateTime={doc.updated}>{formatDate(doc.updated, locale)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 lg:px-6">
        <Markdown source={doc.body} locale={locale} />
        {slug === 'anti-discrimination' ? <Taglines locale={locale} /> : null}
      </div>
    </PageFrame>
  );
}
