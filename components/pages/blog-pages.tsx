import { Icon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { PageFrame } from '@/components/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';
import { clinic } from '@/content/clinic';
import { dictionary } from '@/content/ui';
import {
  getPost,
  getPosts,
  neighbours,
  pageCount,
  paginate,
  paragraphs,
  relatedPosts,
  type Post,
} from '@/lib/blog';
import { formatDate, isoDateTime } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { blogPostingJsonLd, clinicJsonLd, webPageJsonLd, type Crumb } from '@/lib/jsonld';
import { buildMetadata } from '@/lib/metadata';
import { beforeTitledName } from '@/lib/placeholders';
import { internalHref, routes } from '@/lib/routes';
import { blogFeed } from '@/lib/rss';
import { absoluteUrl } from '@/lib/site';

const linkClass =
  'font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark';

function blogCrumbs(locale: Locale): Crumb[] {
  const t = dictionary(locale);
  return [
    { name: t('home'), path: routes.home },
    { name: t('blog'), path: routes.blog },
  ];
}

function blogTitle(locale: Locale) {
  return dictionary(locale)('blogTitle', { brand: clinic.shortName });
}

// ---------- listing ----------

export function blogListMetadata(locale: Locale, page: number) {
  const t = dictionary(locale);
  const pages = pageCount(getPosts(locale).length);
  const title = page > 1 ? t('blogPageTitle', { page, pages }) : blogTitle(locale);
  return buildMetadata({
    locale,
    path: routes.blogPage(page),
    title,
    description:
      page > 1 ? `${t('blogPageTitle', { page, pages })}. ${t('blogTagline')}` : t('blogTagline'),
    feed: blogFeed(locale),
  });
}

export function PostCard({
  post,
  locale,
  headingLevel = 'h2',
}: {
  post: Post;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = dictionary(locale);
  const Heading = headingLevel;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
      data-testid="post-card"
    >
      <Picture
        image={post.image}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full bg-cream object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-bold tracking-wider text-brand uppercase">
          {post.categoryLabel}
        </p>
        <Heading className="mt-2 text-xl leading-snug font-bold">
          <SiteLink locale={locale} href={routes.post(post.slug)} className="hover:text-brand">
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-3 flex-1 text-ink-soft">{post.excerpt}</p>
        <SiteLink
          locale={locale}
          href={routes.post(post.slug)}
          className={`mt-4 inline-flex items-center gap-1 ${linkClass}`}
        >
          {t('readMore')}
          <span className="sr-only">: {post.title}</span>
          <Icon name="arrowRight" className="size-4" />
        </SiteLink>
      </div>
    </article>
  );
}

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
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
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
        ))}
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

export function BlogListPage({ locale, page }: { locale: Locale; page: number }) {
  const t = dictionary(locale);
  const posts = getPosts(locale);
  const pages = pageCount(posts.length);
  const path = routes.blogPage(page);
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
        data={webPageJsonLd('CollectionPage', locale, path, blogTitle(locale), t('blogTagline'))}
      />
      <PageHero
        locale={locale}
        title={blogTitle(locale)}
        summary={t('blogTagline')}
        crumbs={crumbs}
      />
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
          <a href={internalHref(routes.blogRss, locale)} className={linkClass}>
            {t('rssFeed')}
          </a>
        </p>
      </section>
    </PageFrame>
  );
}

// ---------- post ----------

/** The article; a post without a dedicated body shows its summary split into paragraphs (SPEC.md). */
export function PostBody({ post, locale }: { post: Post; locale: Locale }) {
  return (
    <div className="mt-8 rounded-3xl bg-white">
      {post.body ? (
        <Markdown source={post.body} locale={locale} />
      ) : (
        <div
          className="space-y-4 text-lg leading-relaxed text-ink-soft"
          data-testid="plain-content"
        >
          {paragraphs(post.content).map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      )}
    </div>
  );
}

export function postMetadata(locale: Locale, slug: string) {
  const post = getPost(locale, slug);
  if (!post) return {};
  return buildMetadata({
    locale,
    path: routes.post(post.slug),
    title: post.title,
    description: post.excerpt,
    type: 'article',
    publishedTime: isoDateTime(post.date),
    feed: blogFeed(locale),
    image: {
      url: `/og/blog/${post.category}.png`,
      width: 1200,
      height: 630,
      alt: post.categoryLabel,
    },
  });
}

function NeighbourCard({
  post,
  label,
  locale,
  align,
}: {
  post: Post;
  label: string;
  locale: Locale;
  align: 'left' | 'right';
}) {
  return (
    <SiteLink
      locale={locale}
      href={routes.post(post.slug)}
      className={`group flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-ink/10 hover:ring-brand ${align === 'right' ? 'text-right' : ''}`}
      data-testid={align === 'left' ? 'previous-post' : 'next-post'}
    >
      <span className="text-sm font-bold tracking-wider text-brand uppercase">{label}</span>
      <span className="mt-2 text-lg font-bold group-hover:text-brand">{post.title}</span>
    </SiteLink>
  );
}

export function PostPage({ locale, slug }: { locale: Locale; slug: string }) {
  const t = dictionary(locale);
  const posts = getPosts(locale);
  const post = getPost(locale, slug);
  if (!post) return null;
  const path = routes.post(post.slug);
  const { previous, next } = neighbours(posts, post.slug);
  const related = relatedPosts(posts, post);
  const backLink = (
    <SiteLink
      locale={locale}
      href={routes.blog}
      className={`inline-flex items-center gap-1 ${linkClass}`}
    >
      <Icon name="chevronLeft" className="size-4" />
      {t('viewAllPosts')}
    </SiteLink>
  );
  return (
    <PageFrame locale={locale} path={path}>
      <JsonLd
        data={[
          blogPostingJsonLd(locale, { ...post, image: `/og/blog/${post.category}.png` }),
          clinicJsonLd(locale),
        ]}
      />
      <PageHero
        locale={locale}
        title={post.title}
        kicker={post.categoryLabel}
        summary={post.excerpt}
        crumbs={[...blogCrumbs(locale), { name: post.title, path }]}
        image={{ file: post.image, alt: post.imageAlt }}
        imageOnMobile
      >
        <p className="text-ink-soft">
          <span className="sr-only">{t('publishedOn')}: </span>
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          {' · '}
          {beforeTitledName(`${t('writtenBy')} `, locale)}
          <SiteLink
            locale={locale}
            href={routes.team}
            className="font-semibold underline underline-offset-4"
          >
            {post.author}
          </SiteLink>
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-10 lg:px-6" data-testid="article">
        <p>{backLink}</p>
        <PostBody post={post} locale={locale} />
        <p className="mt-10">{backLink}</p>
      </article>
      <nav
        aria-label={t('blog')}
        className="mx-auto grid max-w-5xl gap-4 px-4 pb-10 sm:grid-cols-2 lg:px-6"
      >
        <div>
          {previous ? (
            <NeighbourCard post={previous} label={t('previousPost')} locale={locale} align="left" />
          ) : null}
        </div>
        <div>
          {next ? (
            <NeighbourCard post={next} label={t('nextPost')} locale={locale} align="right" />
          ) : null}
        </div>
      </nav>
      {related.length > 0 ? (
        <section aria-labelledby="related" className="bg-cream">
          <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
            <h2 id="related" className="text-2xl font-extrabold sm:text-3xl">
              {t('relatedPosts')}
            </h2>
            <ul
              className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3"
              data-testid="related-posts"
            >
              {related.map((p) => (
                <li key={p.slug} className="flex">
                  <PostCard post={p} locale={locale} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </PageFrame>
  );
}
