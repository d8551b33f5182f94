import { Icon } from '@/components/icons';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

type Props = { locale: Locale; className?: string };

/**
 * The header's way to the search page, in the top strip below 1024 px and in
 * the info bar above: a plain link, so nothing of search loads until it opens.
 */
export function SearchLink({ locale, className = '' }: Props) {
  const t = dictionary(locale);
  return (
    <SiteLink
      locale={locale}
      href={routes.search}
      className={`inline-flex min-h-6 shrink-0 items-center gap-1 font-semibold whitespace-nowrap hover:underline ${className}`}
      aria-label={t('searchSite')}
      data-testid="search-link"
    >
      <Icon name="search" className="size-4" />
      {t('searchShort')}
    </SiteLink>
  );
}
