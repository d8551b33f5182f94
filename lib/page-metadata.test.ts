import type { Metadata } from 'next';
import { clinic } from '@/lib/content/clinic';
import { locales, type Locale } from '@/lib/i18n';
import { DESCRIPTION_RANGE, TITLE_MAX } from '@/lib/metadata';
import { notFoundMeta } from '@/lib/not-found';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';

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

/** The alt text of a page's sharing images. */
const imageAlts = (meta: Metadata) => {
  const images = meta.openGraph?.images;
  return (Array.isArray(images) ? images : [images]).map((i) =>
    typeof i === 'object' && i !== null && 'alt' in i ? (i.alt ?? '') : '',
  );
};

describe('the metadata of every indexable page, in both languages', () => {
  it("describes every sharing image in the page's language", () => {
    for (const path of sitePaths()) {
      const alts = locales.map((l) => imageAlts(metadataFor(path, l)));
      for (const alt of alts.flat()) expect(`${path} "${alt}"`).not.toBe(`${path} ""`);
      // The same picture described in each language: other words in each.
      expect(new Set(alts.map((a) => a.join())).size).toBe(locales.length);
    }
  });

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

  it('names the person a patient searches for in the local titles: chiropractor, quiropráctico', () => {
    // Patients search for the person ("chiropractor in Lenexa", "quiropráctico en Lenexa"), not
    // the discipline. The acupuncture page names the care, which is what its patients search for.
    const person: Record<Locale, RegExp> = { en: /\bChiropractor\b/, es: /\bquiropráctico\b/i };
    const local = [
      routes.home,
      routes.services,
      routes.contact,
      routes.service('chiropractic'),
      routes.service('auto-injury'),
      routes.service('golf'),
    ];
    const missing = pages.filter(
      (p) =>
        local.includes(p.path) &&
        !(person[p.locale].test(p.title) && p.title.includes(clinic().address.locality)),
    );
    expect(pages.filter((p) => local.includes(p.path))).toHaveLength(local.length * locales.length);
    expect(missing.map((p) => `${p.locale} ${p.path}: ${p.title}`)).toEqual([]);
  });

  it('reads pagination titles naturally', () => {
    const listing = pages.filter((p) => /^\/blog\/page\//.test(p.path));
    for (const p of listing) expect(p.title).toMatch(/^Blog, (Page|página) \d+ (of|de) \d+/);
  });

  it('brands every title whose brand suffix fits', () => {
    const unbranded = pages.filter(
      (p) =>
        !p.title.includes(clinic().brandWord) &&
        `${p.title}${clinic().titleSuffix}`.length <= TITLE_MAX,
    );
    expect(unbranded.map((p) => `${p.locale} ${p.path}: ${p.title}`)).toEqual([]);
  });
});

describe('pages outside the sitemap', () => {
  it('a path no content answers for is a 404', () => {
    expect(() => metadataFor('/services/no-such-service/', 'en')).toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
  });

  it('the offline page gives the number its description promises', () => {
    for (const locale of locales)
      expect(String(metadataFor(routes.offline, locale).description)).toMatch(
        new RegExp(`: ${clinic().phone.display.replace(/[()]/g, '\\$&')}\\.$`),
      );
  });

  it('the 404 page has a title and a description in each language', () => {
    expect(notFoundMeta('en')).toEqual({
      title: '404: Page Not Found | Prairie Spine',
      description: 'The page you’re looking for doesn’t exist or has been moved.',
    });
    expect(notFoundMeta('es')).toEqual({
      title: '404: Página no encontrada | Prairie Spine',
      description: 'La página que busca no existe o cambió de dirección.',
    });
  });
});
