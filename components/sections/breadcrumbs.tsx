import { Icon } from '@/components/icons';
import { JsonLdScripts } from '@/components/json-ld-scripts';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { breadcrumbJsonLd, type Crumb } from '@/lib/jsonld-core';

type Props = { locale: Locale; crumbs: Crumb[]; className?: string };

/** The visible trail and its BreadcrumbList JSON-LD, from the same list. */
export function Breadcrumbs({ locale, crumbs, className = '' }: Props) {
  const t = dictionary(locale);
  return (
    <nav aria-label={t('breadcrumb')} className={`text-sm ${className}`}>
      <JsonLdScripts data={breadcrumbJsonLd(locale, crumbs)} />
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SiteLink
                    locale={locale}
                    href={crumb.path}
                    className="underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </SiteLink>
                  <Icon name="chevronRight" className="size-3.5 opacity-70" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
