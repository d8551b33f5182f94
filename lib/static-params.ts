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
