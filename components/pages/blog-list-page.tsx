import { notFound } from 'next/navigation';
import { Icon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageFrame } from '@/components/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { PostCard } from '@/components/sections/post-card';
import { textLinkClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { dictionary } from '@/lib/ui';
import { getPosts, pageCount, pageWindow, paginate } from '@/lib/blog';
import { blogCrumbs } from '@/lib/crumbs';
import type { Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/jsonld';
import { internalHref, routes } from '@/lib/routes';
import { blogTitle } from '@/lib/rss';
import { absoluteUrl } from '@/lib/site';

export function Pagination({
  locale,
  page,
  pages,
}: {
  locale: Locale;
  page: number;
  pages: number;
}) {
  const t = dictionary(locale);
  if (pages <= 1) return null;
  const item = 'grid min-w-11 h-11 place-items-center rounded-full px-3 font-semibold';
  return (
    <nav aria-label={t('pagination')} className="mt-12" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <SiteLink
              locale={locale}
              href={routes.blogPage(page - 1)}
              rel="prev"
              className={`${item} gap-1 ring-1 ring-ink/15 hover:bg-brand-light`}
            >
              <span className="inline-flex items-center gap-1">
                <Icon name="chevronLeft" className="size-4" />
                {t('previous')}
              </span>
            </SiteLink>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink/60">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${item} bg-brand text-white`}>
                  <span className="sr-only">{t('pageN', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <SiteLink
                  locale={locale}
                  href={routes.blogPage(n)}
                  className={`${item} ring-1 ring-ink/15 hover:bg-brand-light`}
                >
                  <span className="sr-only">{t('pageN', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </SiteLink>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <SiteLink
              locale={locale}
              href={routes.blogPage(page + 1)}
              rel="next"
              className={`${item} ring-1 ring-ink/15 hover:bg-brand-light`}
            >
              <span className="inline-flex items-center gap-1">
                {t('next')}
                <Icon name="chevronRight" className="size-4" />
              </span>
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** /blog/ and /blog/page/{n}/: the posts, newest first, a page of cards at a time. */
export function BlogListPage({ locale, page }: { locale: Locale; page: number }) {
  const t = dictionary(locale);
  const posts = getPosts(locale);
  const pages = pageCount(posts.length);
  if (!(page >= 1 && page <= pages)) notFound();
  const path = routes.blogPage(page);
  const title = blogTitle(locale);
  const crumbs =
    page > 1 ? [...blogCrumbs(locale), { name: t('pageN', { page }), path }] : blogCrumbs(locale);
  return (
    <PageFrame locale={locale} path={path}>
      {/* Search engines and feed readers: neighbouring listing pages and the feed. */}
      {page > 1 ? (
        <link rel="prev" href={absoluteUrl(internalHref(routes.blogPage(page - 1), locale))} />
      ) : null}
      {page < pages ? (
        <link rel="next" href={absoluteUrl(internalHref(routes.blogPage(page + 1), locale))} />
      ) : null}
      <JsonLd
        locale={locale}
        data={webPageJsonLd('CollectionPage', locale, path, title, t('blogTagline'))}
      />
      <PageHero locale={locale} title={title} summary={t('blogTagline')} crumbs={crumbs} />
      <section className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
          {paginate(posts, page).map((post) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} locale={locale} />
            </li>
          ))}
        </ul>
        <Pagination locale={locale} page={page} pages={pages} />
        <p className="mt-8 text-center">
          <a href={internalHref(routes.blogRss, locale)} className={textLinkClass}>
            {t('rssFeed')}
          </a>
        </p>
      </section>
    </PageFrame>
  );
}
