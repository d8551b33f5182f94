import { getPosts, type Post } from '@/lib/blog';
import { defaultLocale, delocalizePath, type Locale } from '@/lib/i18n';
import { markdownLinks } from '@/lib/markdown';
import { internalHref } from '@/lib/routes';

/**
 * The pages an article links to, by English path ("/services/acupuncture/"),
 * however the link is written (without its final slash, with a #section or a
 * query, under a language's prefix).
 */
export function linkedPaths(markdown: string): Set<string> {
  return new Set(
    markdownLinks(markdown)
      .filter((href) => href.startsWith('/') && !href.startsWith('//'))
      .map((href) => delocalizePath(internalHref(href, defaultLocale).replace(/[?#].*$/, ''))),
  );
}

const index = new Map<Locale, Map<string, Post[]>>();

/** The most articles a page lists as related: the newest; the blog has the rest. */
export const RELATED_POSTS = 6;

/**
 * The posts of a language whose article links to a page, in the blog's order
 * (newest first), at most RELATED_POSTS. Read from the articles themselves, so a
 * condition page lists the articles that point at it and the list cannot go stale.
 */
export function postsLinkingTo(locale: Locale, path: string): Post[] {
  return allPostsLinkingTo(locale, path).slice(0, RELATED_POSTS);
}

/** Every post of a language whose article links to a page, newest first. */
export function allPostsLinkingTo(locale: Locale, path: string): Post[] {
  let byPath = index.get(locale);
  if (!byPath) {
    byPath = new Map();
    for (const post of getPosts(locale))
      for (const linked of linkedPaths(post.body ?? ''))
        byPath.set(linked, [...(byPath.get(linked) ?? []), post]);
    index.set(locale, byPath);
  }
  return byPath.get(path) ?? [];
}
