import { Icon } from '@/components/icons';
import { DidYouMean } from '@/components/not-found/did-you-mean';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';
import { PAGEFIND_SCRIPT, pageListUrl } from '@/lib/search';
import { textLinkClass } from '@/components/ui/button-styles';

type Props = { locale: Locale };

/**
 * What the 404 page offers besides its message: the closest existing pages
 * (in the browser), a search field that opens the search page, and the main
 * sections with the HTML sitemap, which work without JavaScript.
 */
export function NotFoundHelp({ locale }: Props) {
  const t = dictionary(locale);
  const sections = [
    { href: routes.services, label: t('services') },
    { href: routes.blog, label: t('blog') },
    { href: routes.patients, label: t('patients') },
    { href: routes.about, label: t('about') },
    { href: routes.contact, label: t('contact') },
    { href: routes.sitemap, label: t('sitemapTitle') },
  ];
  const fieldId = `${locale}-not-found-search`;
  return (
    <div className="space-y-10 pb-16" data-testid="not-found-help">
      <DidYouMean
        locale={locale}
        listUrl={pageListUrl(locale)}
        pagefindUrl={PAGEFIND_SCRIPT}
        heading={t('notFoundSuggestions')}
      />
      <form
        role="search"
        action={internalHref(routes.search, locale)}
        method="get"
        className="mx-auto max-w-3xl px-4 text-left"
      >
        <label htmlFor={fieldId} className="text-xl font-bold">
          {t('notFoundSearch')}
        </label>
        <div className="mt-3 flex gap-2">
          <input
            id={fieldId}
            name="q"
            type="search"
            placeholder={t('searchPlaceholder')}
            className="min-w-0 flex-1 rounded-xl border border-ink-soft bg-white px-4 py-3"
          />
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-xl bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            <Icon name="search" />
            {t('search')}
          </button>
        </div>
      </form>
      <nav aria-label={t('mainSections')} className="mx-auto max-w-3xl px-4 text-left">
        <h2 className="text-xl font-bold">{t('mainSections')}</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {sections.map((s) => (
            <li key={s.href}>
              <SiteLink locale={locale} href={s.href} className={textLinkClass}>
                {s.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
