import { pageCount, postSlugs } from '@/lib/blog';
import { serviceSlugs } from '@/content/types';
import { conditionsByCategory, legalSlugs } from '@/lib/routes';

/** generateStaticParams of the dynamic routes: only these pages are exported. */

/** /services/{serviceType}: chiropractic has its own static route. */
export function serviceTypeParams() {
  return serviceSlugs.filter((s) => s !== 'chiropractic').map((serviceType) => ({ serviceType }));
}

export function categoryParams() {
  return Object.keys(conditionsByCategory).map((category) => ({ category }));
}

export function conditionParams() {
  return Object.entries(conditionsByCategory).flatMap(([category, slugs]) =>
    slugs.map((condition) => ({ category, condition })),
  );
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
