import { notFound } from 'next/navigation';
import { Icon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { PageFrame } from '@/components/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { References } from '@/components/sections/references';
import { RelatedPosts } from '@/components/sections/related-posts';
import { ReviewLine } from '@/components/sections/review-line';
import { textLinkClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import { getPost, getPosts, neighbours, paragraphs, relatedPosts, type Post } from '@/lib/blog';
import { blogCrumbs } from '@/lib/crumbs';
import { formatDate } from '@/lib/dates';
import { localeInfo, otherLocale, type Locale } from '@/lib/i18n';
import { blogPostingJsonLd, clinicJsonLd, postPageJsonLd } from '@/lib/jsonld';
import { postImage } from '@/lib/page-metadata';
import { beforeTitledName, fillPlaceholders } from '@/lib/content/placeholders';
import { localizePath, routes } from '@/lib/routes';

/** The article; a post without a dedicated body shows its summary split into paragraphs (docs/decisions.md, section 6). */
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
      {/* One note after every article, written once (content/snippets/blog-disclaimer.yaml). */}
      <div className="mt-8 text-ink-soft" data-testid="article-note">
        <Markdown
          source={fillPlaceholders('{{snippet.blog-disclaimer}}', locale)}
          locale={locale}
        />
      </div>
    </div>
  );
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

/** /blog/{slug}/: a post, its neighbours and related posts. */
export function PostPage({ locale, slug }: { locale: Locale; slug: string }) {
  const t = dictionary(locale);
  const posts = getPosts(locale);
  const post = getPost(locale, slug);
  if (!post) notFound();
  const path = routes.post(post.slug);
  const { previous, next } = neighbours(posts, post.slug);
  const related = relatedPosts(posts, post);
  const backLink = (
    <SiteLink
      locale={locale}
      href={routes.blog}
      className={`inline-flex items-center gap-1 ${textLinkClass}`}
    >
      <Icon name="chevronLeft" className="size-4" />
      {t('viewAllPosts')}
    </SiteLink>
  );
  return (
    <PageFrame locale={locale} path={path}>
      <JsonLd
        locale={locale}
        data={[
          postPageJsonLd(locale, post),
          blogPostingJsonLd(locale, { ...post, image: postImage(post) }),
          clinicJsonLd(),
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
            href={routes.practitioner(clinic().doctor.id)}
            className="font-semibold underline underline-offset-4"
          >
            {post.author}
          </SiteLink>
        </p>
        <ReviewLine locale={locale} review={post.review} className="mt-1" />
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-10 lg:px-6" data-testid="article">
        {post.translationPending ? (
          // Written for readers of the other language, in it: its page is not there yet.
          <p
            lang={localeInfo[otherLocale(locale)].hreflang}
            className="mb-6 rounded-xl border border-slate-300 bg-white p-4"
            data-testid="translation-pending"
          >
            <a href={localizePath(routes.blog, otherLocale(locale))} className={textLinkClass}>
              {t('translationPending')}
            </a>
          </p>
        ) : null}
        <p>{backLink}</p>
        <PostBody post={post} locale={locale} />
        <References locale={locale} references={post.references} className="px-0 lg:px-0" />
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
      <RelatedPosts locale={locale} posts={related} />
    </PageFrame>
  );
}
