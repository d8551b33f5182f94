import {
  categorySlugs,
  serviceSlugs,
  type CategorySlug,
  type ServiceSlug,
} from '@/lib/content/slugs';
import {
  blogPath,
  delocalizePath,
  formerWords,
  localeOfPath,
  locales,
  localizePath,
  postPath,
  untranslatedPath,
  type Locale,
} from '@/lib/i18n';

// The path helpers live in the locale module; re-exported for the many callers here.
export { delocalizePath, localeOfPath, localizePath, untranslatedPath } from '@/lib/i18n';

/**
 * Every path of the site. Paths end in "/" because the export uses
 * `trailingSlash: true`: each page is `path/index.html`, which any static
 * host serves without rewrites or redirects.
 */

export const legalSlugs = [
  'accessibility',
  'anti-discrimination',
  'healthcare-disclaimer',
  'hipaa-policy',
  'privacy-policy',
  'terms-of-service',
  'good-faith-estimate',
] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value);
}

export const BLOG_PAGE_SIZE = 9;

export const routes = {
  home: '/',
  services: '/services/',
  service: (slug: ServiceSlug) => `/services/${slug}/`,
  category: (slug: CategorySlug) => `/services/chiropractic/${slug}/`,
  condition: (category: CategorySlug, slug: string) =>
    `/services/chiropractic/${category}/${slug}/`,
  blog: blogPath,
  blogPage: (page: number) => (page <= 1 ? blogPath : `${blogPath}page/${page}/`),
  post: postPath,
  blogRss: '/blog/rss.xml',
  patients: '/patients/',
  forms: '/patients/forms/',
  reviewUs: '/patients/review-us/',
  newPatientSpecial: '/new-patient-special/',
  about: '/about/',
  team: '/about/meet-our-team/',
  /** A practitioner's profile page: the team page's address and the person's file name. */
  practitioner: (id: string) => `/about/meet-our-team/${id}/`,
  testimonials: '/about/testimonials/',
  contact: '/contact/',
  appointment: '/appointment/',
  legal: (slug: LegalSlug) => `/${slug}/`,
  offline: '/offline/',
  search: '/search/',
  sitemap: '/sitemap/',
} as const;

type Routes = typeof routes;
/** The kinds of page: the route table's keys ("condition", "post", "contact"…). */
export type RouteKind = keyof Routes;

/** A path read back: the kind of page, its language, its params and its path in English. */
export type RouteMatch = {
  kind: RouteKind;
  locale: Locale;
  params: Readonly<Record<string, string>>;
  path: string;
};

const oneOf = (values: readonly string[]) => (value: string | undefined) =>
  values.includes(value ?? '');

/**
 * The shape of every route, from the route table: its English path with `:name` in place
 * of each param, and what each param may be where the table fixes it (a post's or a
 * practitioner's word is any word: the content decides). Fixed paths come first, so
 * "/contact/" is the contact page, not a legal page named "contact".
 */
const shapes: {
  kind: RouteKind;
  path: string;
  fits?: (params: Record<string, string>) => boolean;
}[] = [
  ...(Object.entries(routes) as [RouteKind, unknown][])
    .filter((entry): entry is [RouteKind, string] => typeof entry[1] === 'string')
    .map(([kind, path]) => ({ kind, path })),
  {
    kind: 'service',
    path: routes.service(':slug' as ServiceSlug),
    fits: (p) => oneOf(serviceSlugs)(p.slug),
  },
  {
    kind: 'category',
    path: routes.category(':slug' as CategorySlug),
    fits: (p) => oneOf(categorySlugs)(p.slug),
  },
  {
    kind: 'condition',
    path: routes.condition(':category' as CategorySlug, ':slug'),
    fits: (p) => oneOf(categorySlugs)(p.category),
  },
  // Page 1 is the blog itself: a page number is 2 or more, written plainly.
  {
    kind: 'blogPage',
    path: routes.blogPage(2).replace('/2/', '/:page/'),
    fits: (p) => String(Number(p.page)) === p.page && Number(p.page) >= 2,
  },
  { kind: 'post', path: routes.post(':slug') },
  { kind: 'practitioner', path: routes.practitioner(':slug') },
  {
    kind: 'legal',
    path: routes.legal(':slug' as LegalSlug),
    fits: (p) => oneOf(legalSlugs)(p.slug),
  },
];

/**
 * The page at a path of the site, in any language (/es/servicios/acupuntura/ → the
 * service acupuncture, in Spanish), or null for a path the route table has no page for.
 * The one reader of path shapes: the search index, the sitemap's dates and the tests ask
 * it instead of matching paths themselves. A path without its trailing slash, or with a
 * query or fragment, reads as its page.
 */
export function matchRoute(path: string): RouteMatch | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const last = pathname.split('/').pop() ?? '';
  const full = pathname.endsWith('/') || last.includes('.') ? pathname : `${pathname}/`;
  const english = delocalizePath(full);
  const segments = english.split('/');
  for (const { kind, path: shape, fits } of shapes) {
    const parts = shape.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const same = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (same && (fits?.(params) ?? true))
      return { kind, locale: localeOfPath(full), params, path: english };
  }
  return null;
}

/** The English path of a matched page, from its kind and params: matchRoute read forward. */
export function routePath(match: Pick<RouteMatch, 'kind' | 'params'>): string {
  const shape = shapes.find((s) => s.kind === match.kind)?.path ?? '';
  return shape.replace(/:(\w+)/g, (_, name: string) => match.params[name] ?? '');
}

/** Old links that differ from the canonical routes (docs/decisions.md, section 3). */
export const aliases: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/services/auto-accident/', to: routes.service('auto-injury') },
  { from: '/services/back-pain/', to: routes.condition('spine-related', 'back-pain') },
  { from: '/acupuncture/', to: routes.service('acupuncture') },
  { from: '/patients/blog/', to: routes.blog },
  {
    from: '/services/chiropractic/spine-related/headaches-and-migraines/',
    to: routes.condition('spine-related', 'headaches-migraines'),
  },
  {
    from: '/services/chiropractic/extremities/shoulder/',
    to: routes.condition('extremities', 'shoulder-pain'),
  },
  {
    from: '/services/chiropractic/extremities/arm-and-leg-pain/',
    to: routes.condition('extremities', 'arm-leg'),
  },
  {
    from: '/services/chiropractic/family-chiropractic/chiropractic-care/',
    to: routes.condition('family-chiropractic', 'chiropractic-care-for-kids'),
  },
  {
    from: '/services/chiropractic/family-chiropractic/wellness/',
    to: routes.condition('family-chiropractic', 'wellness-care'),
  },
];

export type Redirect = { from: string; to: string };

/**
 * Every old address and the page it moved to, in every language: the aliases
 * (under each language's prefix, as they were linked), and each page's address
 * from before its words were translated (Spanish pages lived at /es plus the
 * English path until lib/i18n.ts gave them Spanish words). `englishPaths` are
 * the canonical pages (lib/static-params.ts's sitePaths()); the search and
 * offline pages, which are not canonical, moved too. The build answers each
 * `from` with a 301 on every host and a redirect page where a host reads no rules.
 */
export function redirects(englishPaths: readonly string[]): Redirect[] {
  const moved = [...englishPaths, routes.search, routes.offline].map((to) => ({ from: to, to }));
  const all = locales.flatMap((locale) => [
    ...[...aliases, ...moved].map((r) => ({
      from: untranslatedPath(r.from, locale),
      to: localizePath(r.to, locale),
    })),
    // A page whose words changed: its address with the former word.
    ...Object.entries(formerWords[locale]).flatMap(([english, words]) =>
      words.map((word) => ({
        from: localizePath(english, locale).replace(/[^/]+\/$/, `${word}/`),
        to: localizePath(english, locale),
      })),
    ),
  ]);
  const seen = new Set<string>();
  return all.filter((r) => r.from !== r.to && !seen.has(r.from) && seen.add(r.from));
}

/**
 * Normalises an internal href written in content ("/services/acupuncture",
 * "/blog/why-posture-matters#tips") to the canonical form with a trailing
 * slash, in the given language. External and special hrefs pass through.
 */
export function internalHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  const last = pathname.split('/').pop() ?? '';
  const withSlash = pathname.endsWith('/') || last.includes('.') ? pathname : `${pathname}/`;
  return `${localizePath(withSlash, locale)}${rest}`;
}

/**
 * Every canonical page path in the default language (the other languages'
 * twins are the same paths under their prefix, lib/i18n.ts). Posts and
 * conditions are passed in so this module stays free of file I/O:
 * lib/static-params.ts's sitePaths() gives them from the loaders.
 */
export function canonicalPaths(
  postSlugs: readonly string[],
  conditions: readonly { category: CategorySlug; slug: string }[],
  practitioners: readonly string[] = [],
): string[] {
  const blogPages = Math.max(1, Math.ceil(postSlugs.length / BLOG_PAGE_SIZE));
  return [
    routes.home,
    routes.services,
    ...serviceSlugs.map(routes.service),
    ...categorySlugs.map(routes.category),
    ...conditions.map((c) => routes.condition(c.category, c.slug)),
    routes.blog,
    ...Array.from({ length: blogPages - 1 }, (_, i) => routes.blogPage(i + 2)),
    ...postSlugs.map(routes.post),
    routes.patients,
    routes.forms,
    routes.reviewUs,
    routes.newPatientSpecial,
    routes.about,
    routes.team,
    ...practitioners.map(routes.practitioner),
    routes.testimonials,
    routes.contact,
    routes.appointment,
    ...legalSlugs.map(routes.legal),
    routes.sitemap,
  ];
}
