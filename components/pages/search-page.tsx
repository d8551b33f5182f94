import { PageFrame } from '@/components/page-frame';
import { SiteSearch, type SearchLabels } from '@/components/search/site-search';
import { PageHero } from '@/components/sections/page-hero';
import { SiteLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';
import { EARLY_SEARCH_SCRIPT, PAGEFIND_SCRIPT, pageListUrl } from '@/lib/search';
import { textLinkClass } from '@/components/ui/button-styles';

/** The search form's and results' words in a language (lib/ui.ts). */
export function searchLabels(locale: Locale): SearchLabels {
  const t = dictionary(locale);
  return {
    label: t('searchLabel'),
    placeholder: t('searchPlaceholder'),
    button: t('search'),
    loading: t('searchLoading'),
    prompt: t('searchPrompt'),
    results: t('searchResults'),
    result: t('searchResult'),
    noResults: t('searchNoResults'),
    emptyHelp: t('searchEmptyHelp'),
    didYouMeanBefore: t('didYouMeanBefore'),
    didYouMeanAfter: t('didYouMeanAfter'),
    showingInstead: t('searchShowingInstead'),
    failed: t('searchFailed'),
    filter: t('searchFilter'),
    types: {
      all: t('typeAll'),
      service: t('typeService'),
      condition: t('typeCondition'),
      article: t('typeArticle'),
      page: t('typePage'),
    },
  };
}

/** /search/: Pagefind's results in the visitor's language; without JavaScript, the sitemap. */
export function SearchPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.search}>
      <PageHero
        locale={locale}
        title={t('searchTitle')}
        summary={t('searchIntro')}
        crumbs={[
          { name: t('home'), path: routes.home },
          { name: t('search'), path: routes.search },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
        <noscript>
          <p className="mb-6 rounded-2xl bg-cream p-5" data-testid="search-needs-js">
            {t('searchNeedsJs')}{' '}
            <SiteLink locale={locale} href={routes.sitemap} className={textLinkClass}>
              {t('searchSitemapLink')}
            </SiteLink>
          </p>
        </noscript>
        <SiteSearch
          action={internalHref(routes.search, locale)}
          pagefindUrl={PAGEFIND_SCRIPT}
          pageListUrl={pageListUrl(locale)}
          earlyUrl={EARLY_SEARCH_SCRIPT}
          phone={{ display: clinic().phone.display, href: clinic().phone.href }}
          sitemap={{ href: internalHref(routes.sitemap, locale), label: t('searchSitemapLink') }}
          labels={searchLabels(locale)}
        />
      </div>
    </PageFrame>
  );
}
