import type { CategorySlug, ServiceSlug } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/**
 * Every path of the site. Paths end in "/" because the export uses
 * `trailingSlash: true`: each page is `path/index.html`, which any static
 * host serves without rewrites or redirects.
 */

export const conditionsByCategory = {
  'spine-related': ['back-pain', 'headaches-migraines', 'neck-pain', 'sciatica', 'scoliosis'],
  injuries: ['disc-injury', 'whiplash', 'work-injury'],
  extremities: ['arm-leg', 'carpal-tunnel', 'shoulder-pain'],
  'family-chiropractic': ['chiropractic-care-for-kids', 'pregnancy', 'wellness-care'],
  'other-symptoms': ['vertigo'],
} as const satisfies Record<CategorySlug, readonly string[]>;

export type ConditionSlug = (typeof conditionsByCategory)[CategorySlug][number];

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
  blog: '/blog/',
  blogPage: (page: number) => (page <= 1 ? '/blog/' : `/blog/page/${page}/`),
  post: (slug: string) => `/blog/${slug}/`,
  blogRss: '/blog/rss.xml',
  patients: '/patients/',
  forms: '/patients/forms/',
  reviewUs: '/patients/review-us/',
  newPatientSpecial: '/new-patient-special/',
  about: '/about/',
  team: '/about/meet-our-team/',
  testimonials: '/about/testimonials/',
  contact: '/contact/',
  appointment: '/appointment/',
  legal: (slug: LegalSlug) => `/${slug}/`,
  offline: '/offline/',
  search: '/search/',
  sitemap: '/sitemap/',
} as const;

/** Links seen in SPEC.md that differ from the canonical routes (DECISIONS.md section 3). */
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

/** The same page in a language: English at the root, Spanish under /es. */
export function localizePath(path: string, locale: Locale): string {
  const bare = delocalizePath(path);
  if (locale === 'en') return bare;
  return bare === '/' ? '/es/' : `/es${bare}`;
}

/** Strips a leading /es from a path: the English twin of any page. */
export function delocalizePath(path: string): string {
  if (path === '/es' || path === '/es/') return '/';
  return path.startsWith('/es/') ? path.slice(3) : path;
}

/** The language a path belongs to. */
export function localeOfPath(path: string): Locale {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
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

/** Group slug of a condition, or undefined when the pair does not exist. */
export function isCondition(category: string, slug: string): boolean {
  const list = (conditionsByCategory as Record<string, readonly string[]>)[category];
  return list?.includes(slug) ?? false;
}

/**
 * Every canonical page path in English (the Spanish twins are the same paths
 * under /es). Blog posts are passed in so this module stays free of file I/O.
 */
export function canonicalPaths(postSlugs: readonly string[]): string[] {
  const blogPages = Math.max(1, Math.ceil(postSlugs.length / BLOG_PAGE_SIZE));
  const categories = Object.keys(conditionsByCategory) as CategorySlug[];
  return [
    routes.home,
    routes.services,
    ...(['chiropractic', 'acupuncture', 'auto-injury', 'golf'] as const).map(routes.service),
    ...categories.map(routes.category),
    ...categories.flatMap((c) => conditionsByCategory[c].map((s) => routes.condition(c, s))),
    routes.blog,
    ...Array.from({ length: blogPages - 1 }, (_, i) => routes.blogPage(i + 2)),
    ...postSlugs.map(routes.post),
    routes.patients,
    routes.forms,
    routes.reviewUs,
    routes.newPatientSpecial,
    routes.about,
    routes.team,
    routes.testimonials,
    routes.contact,
    routes.appointment,
    ...legalSlugs.map(routes.legal),
    routes.sitemap,
  ];
}
