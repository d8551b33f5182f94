import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import { getPosts } from '@/lib/blog';
import { localeInfo, type Locale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "The Prairie Spine Blog": the blog's name, on its listing page and its feed. */
export function blogTitle(locale: Locale) {
  return dictionary(locale)('blogTitle', { brand: clinic().shortName });
}

/** The feed of a language as pages announce it: `<link rel="alternate" type="application/rss+xml">`. */
export function blogFeed(locale: Locale) {
  return { path: internalHref(routes.blogRss, locale), title: blogTitle(locale) };
}

/**
 * The newest posts a feed carries: feed readers look for what is new, and 50
 * posts is about two years of this blog (the sitemap and the listing pages
 * carry every post).
 */
export const FEED_ITEMS = 50;

/** The blog's RSS 2.0 feed in one language, its newest FEED_ITEMS posts first. */
export function rssFeed(locale: Locale): string {
  const t = dictionary(locale);
  const link = absoluteUrl(internalHref(routes.blog, locale));
  const items = getPosts(locale)
    .slice(0, FEED_ITEMS)
    .map((post) => {
      const url = absoluteUrl(internalHref(routes.post(post.slug), locale));
      return [
        '    <item>',
        `      <title>${escape(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <category>${escape(post.categoryLabel)}</category>`,
        `      <dc:creator>${escape(post.author)}</dc:creator>`,
        `      <description>${escape(post.content)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escape(blogFeed(locale).title)}</title>
    <link>${link}</link>
    <description>${escape(t('blogTagline'))}</description>
    <language>${localeInfo[locale].lang}</language>
    <atom:link href="${absoluteUrl(internalHref(routes.blogRss, locale))}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
