import path from 'node:path';
import { blogCategories, categoryImage, type BlogCategory } from '@/content/blog/categories';
import { blogImageAlt } from '@/content/blog/image-descriptions';
import { clinic } from '@/content/clinic';
import type { ImageFile } from '@/content/types';
import { defaultLocale, type Locale } from '@/lib/i18n';
import { contentDir, listMarkdown, readMarkdownFile, requireString } from '@/lib/markdown-file';
import { BLOG_PAGE_SIZE } from '@/lib/routes';

/** SPEC.md section 3's blog post, in one language. */
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
  image: ImageFile;
  /** What the category's header illustration shows. */
  imageAlt: string;
  category: BlogCategory;
  categoryLabel: string;
  author: string;
  /** The article in Markdown; null when the post has no dedicated body. */
  body: string | null;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readPost(file: string, locale: Locale): Post {
  const { data, body } = readMarkdownFile(file, locale);
  const slug = path.basename(file, '.md');
  const category = requireString(data, 'category', file);
  if (!(category in blogCategories)) throw new Error(`${file}: unknown category "${category}"`);
  const date = requireString(data, 'date', file);
  if (!DATE.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
  const updated = data.updated === undefined ? date : requireString(data, 'updated', file);
  if (!DATE.test(updated) || updated < date)
    throw new Error(`${file}: updated must be YYYY-MM-DD, not before the date`);
  const key = category as BlogCategory;
  return {
    slug,
    title: requireString(data, 'title', file),
    excerpt: requireString(data, 'excerpt', file),
    content: requireString(data, 'summary', file),
    date,
    updated,
    image: categoryImage(key),
    imageAlt: blogImageAlt[key]?.[locale] ?? '',
    category: key,
    categoryLabel: blogCategories[key][locale],
    author: clinic.doctor.name,
    body: body.length > 0 ? body : null,
  };
}

const cache = new Map<Locale, Post[]>();

/** Every post of a language, newest first: by date, then by slug for posts of the same day. */
export function getPosts(locale: Locale): Post[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const dir = contentDir('blog', locale);
  const posts = listMarkdown(dir)
    .map((slug) => readPost(path.join(dir, `${slug}.md`), locale))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  cache.set(locale, posts);
  return posts;
}

export function getPost(locale: Locale, slug: string): Post | undefined {
  return getPosts(locale).find((p) => p.slug === slug);
}

export function postSlugs(): string[] {
  return getPosts(defaultLocale).map((p) => p.slug);
}

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
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
