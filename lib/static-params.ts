import { notFound } from 'next/navigation';
import { conditions } from '@/lib/content/conditions';
import { categorySlugs, serviceSlugs } from '@/lib/content/slugs';
import { pageCount, postSlugs } from '@/lib/blog';
import { canonicalPaths, legalSlugs } from '@/lib/routes';

/** generateStaticParams of the dynamic routes: only these pages are exported. */

/** /services/{serviceType}: chiropractic has its own static route. */
export function serviceTypeParams() {
  return serviceSlugs.filter((s) => s !== 'chiropractic').map((serviceType) => ({ serviceType }));
}

export function categoryParams() {
  return categorySlugs.map((category) => ({ category }));
}

/** One page per condition file (content/conditions). */
export function conditionParams() {
  return conditions.map((c) => ({ category: c.category, condition: c.slug }));
}

export function legalParams() {
  return legalSlugs.map((legal) => ({ legal }));
}

/** /blog/page/{n} for n >= 2 (page 1 is /blog). */
export function blogPageParams() {
  const pages = pageCount(postSlugs().length);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ page: String(i + 2) }));
}

export function postParams() {
  return postSlugs().map((slug) => ({ slug }));
}

/** Every canonical English path, from the content loaders: the sitemaps and the search index. */
export function sitePaths(): string[] {
  return canonicalPaths(postSlugs(), conditions);
}

/**
 * A route's params when they name one of its exported pages, else the 404 page:
 * an unknown slug or a condition under another category never renders empty.
 */
export function known<P extends Record<string, string>>(
  params: P,
  exported: readonly Record<string, string>[],
): P {
  const match = (p: Record<string, string>) =>
    Object.entries(params).every(([key, value]) => p[key] === value);
  if (!exported.some(match)) notFound();
  return params;
}
