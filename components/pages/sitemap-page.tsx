import { PageFrame } from '@/components/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { sitemapSections } from '@/lib/sitemap-sections';

/** /sitemap/: every canonical page of the language, grouped by section; plain links. */
export function SitemapPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={routes.sitemap}>
      <PageHero
        locale={locale}
        title={t('sitemapTitle')}
        summary={t('sitemapIntro')}
        crumbs={[
          { name: t('home'), path: routes.home },
          { name: t('sitemapTitle'), path: routes.sitemap },
        ]}
      />
      <div
        className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-3 lg:px-6"
        data-testid="html-sitemap"
      >
        {sitemapSections(locale).map((section) => (
          <section key={section.key} aria-labelledby={`sitemap-${section.key}`}>
            <h2 id={`sitemap-${section.key}`} className="text-2xl font-extrabold">
              {section.heading}
            </h2>
            {section.groups.map((group) => (
              <div key={group.heading} className="mt-4">
                {group.heading ? (
                  <h3 className="font-bold text-ink-soft">{group.heading}</h3>
                ) : null}
                <ul className="mt-2 space-y-1.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink
                        locale={locale}
                        href={link.href}
                        className="text-brand-dark underline-offset-4 hover:underline"
                        aria-current={link.href === routes.sitemap ? 'page' : undefined}
                      >
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
