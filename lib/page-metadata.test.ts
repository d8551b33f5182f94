import type { Metadata } from 'next';
import { blogListMetadata, postMetadata } from '@/components/pages/blog-pages';
import { homeMetadata } from '@/components/pages/home-page';
import { legalMetadata } from '@/components/pages/legal-page';
import { offlineMetadata } from '@/components/pages/offline-page';
import { practiceMetadata, practicePaths } from '@/components/pages/practice-pages';
import {
  categoryMetadata,
  conditionMetadata,
  serviceMetadata,
  servicesOverviewMetadata,
} from '@/components/pages/service-pages';
import { sitemapMetadata } from '@/components/pages/sitemap-page';
import { teamMetadata } from '@/components/pages/team-page';
import { clinic } from '@/content/clinic';
import { locales, type Locale } from '@/lib/i18n';
import { DESCRIPTION_RANGE, TITLE_MAX } from '@/lib/metadata';
import { notFoundMeta } from '@/lib/not-found';
import { isLegalSlug, routes } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';

const isPracticePage =
  (path: string) =>
  (key: string): key is keyof typeof practicePaths =>
    Object.entries(practicePaths).some(([k, p]) => k === key && p === path);

/** The metadata of an indexable page, found from its English path as the app routes do. */
function metadataFor(path: string, locale: Locale): Metadata {
  if (path === routes.home) return homeMetadata(locale);
  if (path === routes.services) return servicesOverviewMetadata(locale);
  if (path === routes.team) return teamMetadata(locale);
  if (path === routes.sitemap) return sitemapMetadata(locale);
  if (path === routes.blog) return blogListMetadata(locale, 1);
  const practice = Object.keys(practicePaths).find(isPracticePage(path));
  if (practice) return practiceMetadata(practice, locale);
  const post = /^\/blog\/([^/]+)\/$/.exec(path)?.[1];
  if (post) return postMetadata(locale, post);
  const page = /^\/blog\/page\/(\d+)\/$/.exec(path)?.[1];
  if (page) return blogListMetadata(locale, Number(page));
  const service = /^\/services\/([^/]+)\/$/.exec(path)?.[1];
  if (service) return serviceMetadata(locale, service);
  const category = /^\/services\/chiropractic\/([^/]+)\/$/.exec(path)?.[1];
  if (category) return categoryMetadata(locale, category);
  const [, group, condition] = /^\/services\/chiropractic\/([^/]+)\/([^/]+)\/$/.exec(path) ?? [];
  if (group && condition) return conditionMetadata(locale, group, condition);
  const legal = /^\/([^/]+)\/$/.exec(path)?.[1];
  if (legal && isLegalSlug(legal)) return legalMetadata(locale, legal);
  throw new Error(`no metadata for ${path}`);
}

const titleOf = (meta: Metadata) =>
  typeof meta.title === 'object' && meta.title && 'absolute' in meta.title
    ? meta.title.absolute
    : String(meta.title ?? '');

const pages = sitePaths().flatMap((path) =>
  locales.map((locale) => {
    const meta = metadataFor(path, locale);
    return { path, locale, title: titleOf(meta), description: String(meta.description ?? '') };
  }),
);

describe('the metadata of every indexable page, in both languages', () => {
  it('finds a title and a description for every page of the route table', () => {
    expect(pages.length).toBe(sitePaths().length * locales.length);
    for (const p of pages) {
      expect(p.title).not.toBe('');
      expect(p.description).not.toBe('');
    }
  });

  it(`keeps titles within ${TITLE_MAX} characters`, () => {
    const long = pages.filter((p) => p.title.length > TITLE_MAX);
    expect(long.map((p) => `${p.locale} ${p.path}: ${p.title.length} "${p.title}"`)).toEqual([]);
  });

  it(`keeps descriptions within ${DESCRIPTION_RANGE.min} to ${DESCRIPTION_RANGE.max} characters`, () => {
    const off = pages.filter(
      (p) =>
        p.description.length < DESCRIPTION_RANGE.min ||
        p.description.length > DESCRIPTION_RANGE.max,
    );
    expect(
      off.map((p) => `${p.locale} ${p.path}: ${p.description.length} "${p.description}"`),
    ).toEqual([]);
  });

  it('gives every page its own title and description', () => {
    for (const key of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      const duplicates: string[] = [];
      for (const p of pages) {
        const other = seen.get(p[key]);
        if (other) duplicates.push(`${p.locale} ${p.path} = ${other}: ${p[key]}`);
        seen.set(p[key], `${p.locale} ${p.path}`);
      }
      expect(duplicates).toEqual([]);
    }
  });

  it('writes each description in its own language', () => {
    const words: Record<Locale, RegExp> = {
      en: /\b(the|and|your|you|with|for|our)\b/i,
      es: /\b(y|de|el|la|los|las|para|con|su|sus|que|del|nuestr[oa]s?)\b/i,
    };
    for (const p of pages) {
      expect(`${p.locale} ${p.path}: ${words[p.locale].test(p.description)}`).toMatch(/true$/);
      const other = locales.find((l) => l !== p.locale) ?? p.locale;
      expect(`${p.locale} ${p.path}: ${words[other].test(p.description)}`).toMatch(/false$/);
    }
  });

  it('reads pagination titles naturally', () => {
    const listing = pages.filter((p) => /^\/blog\/page\//.test(p.path));
    for (const p of listing) expect(p.title).toMatch(/^Blog, (page|página) \d+ (of|de) \d+/);
  });

  it('brands every title whose brand suffix fits', () => {
    const unbranded = pages.filter(
      (p) =>
        !p.title.includes(clinic.brandWord) &&
        `${p.title}${clinic.titleSuffix}`.length <= TITLE_MAX,
    );
    expect(unbranded.map((p) => `${p.locale} ${p.path}: ${p.title}`)).toEqual([]);
  });
});

describe('pages outside the sitemap', () => {
  it('the offline page gives the number its description promises', () => {
    for (const locale of locales)
      expect(String(offlineMetadata(locale).description)).toMatch(
        new RegExp(`: ${clinic.phone.display.replace(/[()]/g, '\\$&')}\\.$`),
      );
  });

  it('the 404 page has a title and a description in each language', () => {
    expect(notFoundMeta('en')).toEqual({
      title: '404: Page Not Found | Prairie Spine',
      description: "The page you're looking for doesn't exist or has been moved.",
    });
    expect(notFoundMeta('es')).toEqual({
      title: '404: Página no encontrada | Prairie Spine',
      description: 'La página que busca no existe o se ha movido.',
    });
  });
});
