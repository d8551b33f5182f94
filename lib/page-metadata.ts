import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPosts, languagesOf, pageCount, type Post } from '@/lib/blog';
import { clinic } from '@/lib/content/clinic';
import { conditions } from '@/lib/content/conditions';
import { getLegalDoc } from '@/lib/content/legal';
import { home as homeCopy, practicePages } from '@/lib/content/pages';
import { ogImage } from '@/lib/content/pictures';
import { categories, services, servicesOverview } from '@/lib/content/services';
import { isoDateTime } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { buildMetadata, type PageMeta } from '@/lib/metadata';
import { legalSlugs, routes } from '@/lib/routes';
import { blogFeed, blogTitle } from '@/lib/rss';
import { practitioners } from '@/lib/content/team';
import { dictionary } from '@/lib/ui';

/** What a page says of itself in the head; its path and language come from the table's key. */
type Head = Omit<PageMeta, 'locale' | 'path'>;

/** The sharing image of a post: its category's card, drawn at build time. */
export const postImage = (post: Post) => ogImage(post.image.src);

const head = ({ title, description }: { title: string; description: string }): Head => ({
  title,
  description,
});

function postHead(post: Post, feed: Head['feed']): Head {
  return {
    title: post.title,
    description: post.excerpt,
    type: 'article',
    publishedTime: isoDateTime(post.date),
    feed,
    // The post's picture is its category's illustration: its description is the alt text.
    image: { url: postImage(post), width: 1200, height: 630, alt: post.imageAlt },
  };
}

/** The blog's listing page `page` of `pages`. */
function blogListHead(locale: Locale, page: number, pages: number, feed: Head['feed']): Head {
  const t = dictionary(locale);
  if (page <= 1) return { title: blogTitle(locale), description: t('blogTagline'), feed };
  const title = t('blogPageTitle', { page, pages });
  return { title, description: `${title}. ${t('blogTagline')}`, feed };
}

/** Every page of a language, by English path: the content its head is written from. */
function headsOf(locale: Locale): Map<string, Head> {
  const t = dictionary(locale);
  const feed = blogFeed(locale);
  const posts = getPosts(locale);
  const pages = pageCount(posts.length);
  return new Map<string, Head>([
    [routes.home, { ...head(homeCopy()[locale]), feed }],
    [routes.services, head(servicesOverview().copy[locale])],
    ...services().map((s) => [routes.service(s.slug), head(s.copy[locale])] as const),
    ...categories().map((c) => [routes.category(c.slug), head(c.copy[locale])] as const),
    ...conditions().map(
      (c) => [routes.condition(c.category, c.slug), head(c.copy[locale])] as const,
    ),
    ...Object.values(practicePages()).map((p) => [p.path, head(p.copy[locale])] as const),
    ...legalSlugs.map((slug) => [routes.legal(slug), head(getLegalDoc(locale, slug))] as const),
    ...Array.from(
      { length: pages },
      (_, i) => [routes.blogPage(i + 1), blogListHead(locale, i + 1, pages, feed)] as const,
    ),
    ...posts.map((post) => [routes.post(post.slug), postHead(post, feed)] as const),
    ...practitioners().map((person) => {
      const p = person.copy[locale];
      const title = `${p.name}${p.credentials ? `, ${p.credentials}` : ''}, ${p.role}`;
      return [
        routes.practitioner(person.id),
        { title, description: p.description ?? p.bio[0] ?? title },
      ] as const;
    }),
    [routes.sitemap, { title: t('sitemapTitle'), description: t('sitemapIntro') }],
    [routes.search, { title: t('searchTitle'), description: t('searchIntro'), noindex: true }],
    [
      routes.offline,
      {
        title: t('offlineTitle'),
        // The text ends "by phone:" before the call button; the description says the number.
        description: `${t('offlineText')} ${clinic().phone.display}.`,
        noindex: true,
      },
    ],
  ]);
}

const heads = new Map<Locale, Map<string, Head>>();

/**
 * The metadata of a page from its English path ("/services/golf/"): title,
 * description, canonical, alternates and Open Graph. A path no content
 * answers for is a 404.
 */
export function metadataFor(path: string, locale: Locale): Metadata {
  if (!heads.has(locale)) heads.set(locale, headsOf(locale));
  const found = heads.get(locale)?.get(path);
  if (!found) notFound();
  return buildMetadata({ locale, path, languages: languagesOf(path), ...found });
}
