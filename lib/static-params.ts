// The pages of the dynamic routes, by their English params: only these pages are exported.
import { notFound } from 'next/navigation';
import { conditions } from '@/lib/content/conditions';
import { practitioners } from '@/lib/content/team';
import { categorySlugs, serviceSlugs } from '@/lib/content/slugs';
import { getPosts, pageCount, postSlugs } from '@/lib/blog';
import { goneRedirects } from '@/lib/content/moved-pages';
import { collapseRedirects } from '@/lib/published';
import { defaultLocale, type Locale } from '@/lib/i18n';
import { canonicalPaths, legalSlugs, localizePath, redirects, routes } from '@/lib/routes';

/** /services/{serviceType}: chiropractic has its own static route. */
export function serviceTypeParams() {
  return serviceSlugs.filter((s) => s !== 'chiropractic').map((serviceType) => ({ serviceType }));
}

export function categoryParams() {
  return categorySlugs.map((category) => ({ category }));
}

/** One page per condition file (content/conditions). */
export function conditionParams() {
  return conditions().map((c) => ({ category: c.category, condition: c.slug }));
}

export function legalParams() {
  return legalSlugs.map((legal) => ({ legal }));
}

/** /blog/page/{n} for n >= 2 (page 1 is /blog), for the posts of a language. */
export function blogPageParams(locale: Locale = defaultLocale) {
  const pages = pageCount(getPosts(locale).length);
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ page: String(i + 2) }));
}

/** The posts of a language: a post whose translation is pending has no page in the others yet. */
export function postParams(locale: Locale = defaultLocale) {
  return getPosts(locale).map(({ slug }) => ({ slug }));
}

/** Every canonical English path, from the content loaders: the sitemaps and the search index. */
export function sitePaths(): string[] {
  return canonicalPaths(
    postSlugs(),
    conditions(),
    practitioners().map((p) => p.id),
  );
}

/** /about/meet-our-team/{person}: one profile page per practitioner. */
export function practitionerParams() {
  return practitioners().map((p) => ({ person: p.id }));
}

/**
 * Every old address of the site and where it leads: the aliases and the pages'
 * addresses from before their words were translated (lib/routes.ts's
 * redirects()), and every published page that is gone (lib/published.ts),
 * each leading straight to a page.
 */
export function siteRedirects() {
  const gone = goneRedirects();
  return [...collapseRedirects(redirects(sitePaths()), gone), ...gone];
}

/** The last segment of a page's address in a language: the value of its dynamic segment. */
export function wordOf(englishPath: string, locale: Locale): string {
  return localizePath(englishPath, locale).split('/').filter(Boolean).pop() ?? '';
}

/**
 * A dynamic route in one language, so that both languages' route files read
 * the same: `params` lists its exported pages in the language's words (for
 * generateStaticParams: Spanish "acupuntura" where English has "acupuncture"),
 * and `english` reads the params of a request back to the
 * English keys the page modules take, sending any other to the 404 page (an
 * unknown slug, or a condition under another category, never renders empty).
 */
export type LocalizedRoute<P> = {
  params: () => Record<string, string>[];
  english: (params: Record<string, string>) => P;
};

function localizedRoute<P extends Record<string, string>>(
  locale: Locale,
  englishParams: () => P[],
  pathOf: (params: P) => Record<string, string>,
): LocalizedRoute<P> {
  const pages = () =>
    englishParams().map((english) => {
      const local: Record<string, string> = {};
      for (const [key, path] of Object.entries(pathOf(english))) local[key] = wordOf(path, locale);
      return { english, local };
    });
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);
  return {
    params: () => pages().map((p) => p.local),
    english: (params) => pages().find((p) => same(p.local, params))?.english ?? notFound(),
  };
}

/*
 * Each route names, for every dynamic segment, the English path of the page
 * whose last word the segment holds: its word in a language comes from the
 * address table (lib/i18n.ts).
 */

export const serviceTypeRoute = (locale: Locale) =>
  localizedRoute(locale, serviceTypeParams, ({ serviceType }) => ({
    serviceType: routes.service(serviceType),
  }));

export const categoryRoute = (locale: Locale) =>
  localizedRoute(locale, categoryParams, ({ category }) => ({
    category: routes.category(category),
  }));

export const conditionRoute = (locale: Locale) =>
  localizedRoute(locale, conditionParams, ({ category, condition }) => ({
    category: routes.category(category),
    condition: routes.condition(category, condition),
  }));

export const legalRoute = (locale: Locale) =>
  localizedRoute(locale, legalParams, ({ legal }) => ({ legal: routes.legal(legal) }));

export const blogPageRoute = (locale: Locale) =>
  localizedRoute(
    locale,
    () => blogPageParams(locale),
    ({ page }) => ({ page: routes.blogPage(Number(page)) }),
  );

export const practitionerRoute = (locale: Locale) =>
  localizedRoute(locale, practitionerParams, ({ person }) => ({
    person: routes.practitioner(person),
  }));

export const postRoute = (locale: Locale) =>
  localizedRoute(
    locale,
    () => postParams(locale),
    ({ slug }) => ({ slug: routes.post(slug) }),
  );
