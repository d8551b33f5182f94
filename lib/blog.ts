import { contentFile } from '@/lib/content/read';
import { blogCategory } from '@/lib/content/blog-categories';
import { clinic } from '@/lib/content/clinic';
import { contentKinds, readEntries } from '@/lib/content/kinds';
import { followMoves } from '@/lib/content/moved-pages';
import { buildDayOf, isPublished } from '@/lib/content/today';
import type { ImageFile } from '@/lib/content/pictures';
import { locales, defaultLocale, type Locale } from '@/lib/i18n';
import { fillDeep } from '@/lib/content/placeholders';
import { reviewOf, type Review } from '@/lib/content/review';
import type { Source } from '@/lib/content/schemas';
import { referenced } from '@/lib/content/sources';
import { BLOG_PAGE_SIZE, routes } from '@/lib/routes';

/** A blog post in one language (content/blog/<locale>/<slug>.md). */
export type Post = {
  slug: string;
  title: string;
  excerpt: string;
  /** Plain-text summary, paragraphs separated by blank lines. */
  content: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD of the last real change: the optional `updated` field, else the date. */
  updated: string;
  /** The post's own picture, or its category's. */
  image: ImageFile;
  imageAlt: string;
  category: string;
  categoryLabel: string;
  author: string;
  /** Who reviewed it for medical accuracy, when, and when its text last changed. */
  review: Review;
  /** The article in Markdown, its citations numbered; null for a post whose summary is all it says. */
  body: string | null;
  /** The sources the article cites, in the order of their numbers. */
  references: Source[];
  /** Written in the default language only for now: the other languages leave it out. */
  translationPending: boolean;
};

/**
 * Every published post of every language, newest first: by date, then by slug
 * for posts of the same day. A post dated after the day of the build is
 * scheduled: it stays out of every page, listing, feed, sitemap and search
 * index until the build of its day. A draft stays out of them all until staff
 * turn "Draft" off.
 */
function readPosts(): Record<Locale, Post[]> {
  const today = buildDayOf();
  const entries = readEntries(contentKinds().posts).filter(
    ({ copy }) => !copy[defaultLocale].draft && isPublished(copy[defaultLocale].date, today),
  );
  const inLanguage = (locale: Locale) =>
    entries
      .filter(({ copy }) => locale === defaultLocale || !copy[defaultLocale].translationPending)
      .map(({ slug, copy }) => {
        const file = contentFile(`blog/${locale}/${slug}.md`);
        const post = fillDeep(copy[locale], locale, file);
        const category = blogCategory(post.category);
        const { copy: body, references } = referenced(
          post.body ? followMoves(post.body, locale) : null,
          file,
        );
        return {
          slug,
          title: post.title,
          excerpt: post.excerpt,
          content: post.summary,
          date: post.date,
          updated: post.updated ?? post.date,
          image: post.image ?? category.picture,
          imageAlt: post.image ? (post.imageAlt ?? '') : category.pictureAlt[locale],
          category: post.category,
          categoryLabel: category.label[locale],
          author: clinic().doctor.name,
          review: reviewOf(post),
          body,
          references,
          translationPending: post.translationPending === true,
        };
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return Object.fromEntries(locales.map((l) => [l, inLanguage(l)])) as Record<Locale, Post[]>;
}

let cache: Record<Locale, Post[]> | undefined;

/** Every post of a language, newest first. */
export function getPosts(locale: Locale): Post[] {
  cache ??= readPosts();
  return cache[locale];
}

export function getPost(locale: Locale, slug: string): Post | undefined {
  return getPosts(locale).find((p) => p.slug === slug);
}

export function postSlugs(): string[] {
  return getPosts(defaultLocale).map((p) => p.slug);
}

/**
 * The languages a page of the site is published in, by its English path: every language, but
 * only the default for a post whose translation is pending (its other pages, their hreflang,
 * sitemap and search entries wait).
 */
export function languagesOf(path: string): Locale[] {
  const pending = getPosts(defaultLocale).find(
    (p) => routes.post(p.slug) === path,
  )?.translationPending;
  return pending ? [defaultLocale] : [...locales];
}

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers a listing's pagination shows: the first, the last, and the
 * two either side of the current page, with `null` for each gap ("…"). Ten
 * years of posts (116 pages) stay one short row on a phone.
 */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = [
    ...new Set([1, pages, ...Array.from({ length: around * 2 + 1 }, (_, i) => page - around + i)]),
  ]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] as number) > 1 ? [null, n] : [n]));
}

/** The posts of listing page `page` (1-based). */
export function paginate<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Previous and next posts by position in the list (none before the first, none after the last). */
export function neighbours<T extends { slug: string }>(items: readonly T[], slug: string) {
  const i = items.findIndex((p) => p.slug === slug);
  return {
    previous: i > 0 ? items[i - 1] : undefined,
    next: i >= 0 && i < items.length - 1 ? items[i + 1] : undefined,
  };
}

/** Up to three other posts of the same category, in list order. */
export function relatedPosts<T extends { slug: string; category: string }>(
  items: readonly T[],
  post: T,
  limit = 3,
): T[] {
  return items.filter((p) => p.category === post.category && p.slug !== post.slug).slice(0, limit);
}

/** A plain summary split on blank lines into paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}
