import { Icon } from '@/components/icons';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/content/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

type Props = { locale: Locale; className?: string };

/** The header's way to the search page: a plain link, so nothing of search loads until it opens. */
export function SearchLink({ locale, className = '' }: Props) {
  const t = dictionary(locale);
  return (
    <SiteLink
      locale={locale}
      href={routes.search}
      className={`grid size-11 shrink-0 place-items-center rounded-full border border-ink/15 bg-white hover:bg-brand-light hover:text-brand-dark ${className}`}
      data-testid="search-link"
    >
      <Icon name="search" className="size-5" />
      <span className="sr-only">{t('searchSite')}</span>
    </SiteLink>
  );
}
