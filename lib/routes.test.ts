/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { conditions } from '@/lib/content/conditions';
import { contentKinds, readEntries } from '@/lib/content/kinds';
import { defaultLocale, locales, pathWordsOf } from '@/lib/i18n';
import {
  aliases,
  canonicalPaths,
  delocalizePath,
  internalHref,
  localeOfPath,
  localizePath,
  matchRoute,
  routePath,
  routes,
  untranslatedPath,
} from '@/lib/routes';
import {
  categoryRoute,
  conditionRoute,
  postRoute,
  serviceTypeRoute,
  siteRedirects,
  sitePaths,
} from '@/lib/static-params';

/** Every page a visitor can open, canonical or not: the route table's pages plus search and offline. */
const pages = [...sitePaths(), routes.search, routes.offline];
const segmentsOf = (p: string) => p.split('/').filter(Boolean);
/** "/a/b/c/" → ["/a/", "/a/b/", "/a/b/c/"]. */
const foldersOf = (p: string) =>
  segmentsOf(p).map((_, i, all) => `/${all.slice(0, i + 1).join('/')}/`);

describe('localizePath', () => {
  it('keeps English at the root and puts Spanish under /es in Spanish words', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/es/');
    expect(localizePath('/services/acupuncture/', 'es')).toBe('/es/servicios/acupuntura/');
    expect(localizePath('/es/servicios/acupuntura/', 'en')).toBe('/services/acupuncture/');
    expect(localizePath('/es/blog/', 'es')).toBe('/es/blog/');
    expect(localizePath('/blog/page/2', 'es')).toBe('/es/blog/pagina/2');
  });

  it('finds the language and the English twin of a path', () => {
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/essential/')).toBe('en');
    expect(delocalizePath('/es/contacto/')).toBe('/contact/');
    expect(delocalizePath('/es')).toBe('/');
  });

  it('reads an address from before the Spanish words as its page', () => {
    const condition = routes.condition('spine-related', 'back-pain');
    expect(untranslatedPath(condition, 'es')).toBe(
      `${localizePath('/', 'es')}${condition.slice(1)}`,
    );
    expect(delocalizePath(untranslatedPath(condition, 'es'))).toBe(condition);
    expect(localizePath(untranslatedPath(condition, 'es'), 'es')).toBe(
      localizePath(condition, 'es'),
    );
  });

  it('keeps unknown segments; a post has its own address in each language', () => {
    const missing = `${routes.category('injuries')}no-such-page/`;
    expect(delocalizePath(localizePath(missing, 'es'))).toBe(missing);
    const posts = readEntries(contentKinds().posts);
    expect(posts.length).toBeGreaterThan(0);
    for (const { slug, copy } of posts)
      for (const locale of locales) {
        const address = localizePath(routes.post(slug), locale);
        // The default language's address is the file name; the others, the post's `address`.
        const own = locale === defaultLocale ? slug : copy[locale].address;
        expect(own).toMatch(/^[a-z0-9-]+$/);
        expect(segmentsOf(address).pop()).toBe(own);
        expect(delocalizePath(address)).toBe(routes.post(slug));
      }
  });
});

describe('the words of the addresses', () => {
  const prefixed = locales.filter((l) => localizePath('/', l) !== '/');
  // Listing pages keep their numbers: those last segments have no word. Posts, profiles and
  // the other pages that are content have theirs in their own files (lib/post-addresses.mjs).
  const blogPageFolder = routes.blogPage(2).replace(/[^/]+\/$/, '');
  const keepsSlug = (p: string) => p.startsWith(blogPageFolder);
  const worded = pages.flatMap((p) => (keepsSlug(p) ? foldersOf(p).slice(0, -1) : foldersOf(p)));

  it.each(prefixed)('give every page a word of %s for each folder of its address', (locale) => {
    const words = pathWordsOf(locale);
    const missing = worded.filter((folder) => words[folder] === undefined);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(prefixed)(
    'are lower-case ASCII words joined by hyphens, none left unused, in %s',
    (locale) => {
      // The listing pages' folder is used once the blog has a second page; a scheduled post's
      // address is used from its day on.
      const everyPost = readEntries(contentKinds().posts).map((p) => routes.post(p.slug));
      // A team member's address is used once they have a profile page (a practitioner).
      const everyMember = readEntries(contentKinds().team).map((p) => routes.practitioner(p.slug));
      const used = new Set([...worded, blogPageFolder, ...everyPost, ...everyMember]);
      for (const [english, word] of Object.entries(pathWordsOf(locale))) {
        expect(word).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(`${english} ${used.has(english)}`).toBe(`${english} true`);
      }
    },
  );

  it('give each page one address per language, which reads back to the page', () => {
    for (const locale of locales) {
      const localized = pages.map((p) => localizePath(p, locale));
      expect(new Set(localized).size).toBe(pages.length);
      for (const [i, p] of localized.entries()) {
        expect(localeOfPath(p)).toBe(locale);
        expect(delocalizePath(p)).toBe(pages[i]);
        expect(p).toMatch(/^\/([a-z0-9-]+\/)*$/);
      }
    }
  });

  it('never read as another English word of the same folder', () => {
    // "/es/servicios/" read back must not be mistaken for an old English segment, and back.
    for (const locale of prefixed) {
      const words = Object.entries(pathWordsOf(locale));
      for (const [english, word] of words) {
        const parent = english.replace(/[^/]+\/$/, '');
        const clash = words.find(([other]) => other !== english && other === `${parent}${word}/`);
        expect(clash).toBeUndefined();
      }
    }
  });
});

describe('the route folders', () => {
  /** The route of every page file under a folder: "/services/chiropractic/[category]/". */
  function routeFiles(dir: string): string[] {
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /^(page\.tsx|route\.ts)$/.test(e.name))
      .map((e) => {
        const rel = path.relative(dir, e.parentPath).split(path.sep).join('/');
        return rel ? `/${rel}/` : '/';
      })
      .sort();
  }

  it('of each language are the English ones in its words', () => {
    const english = routeFiles(path.join(process.cwd(), 'app', '(en)'));
    for (const locale of locales) {
      const home = localizePath('/', locale);
      const group = path.join(process.cwd(), 'app', `(${locale})`, ...segmentsOf(home));
      // A dynamic segment ("[category]") has no word: it stays, with the folders below it.
      expect(routeFiles(group).map((r) => `${home}${r.slice(1)}`)).toEqual(
        english.map((r) => localizePath(r, locale)).sort(),
      );
    }
  });

  it('take params in the words of their language and hand the English ones to the pages', () => {
    for (const locale of locales) {
      const route = conditionRoute(locale);
      for (const c of conditions()) {
        const localized = segmentsOf(localizePath(routes.condition(c.category, c.slug), locale));
        const params = { category: localized.at(-2) ?? '', condition: localized.at(-1) ?? '' };
        expect(route.params()).toContainEqual(params);
        expect(route.english(params)).toEqual({ category: c.category, condition: c.slug });
      }
      expect(serviceTypeRoute(locale).params()).toHaveLength(
        serviceTypeRoute('en').params().length,
      );
    }
    expect(serviceTypeRoute('es').english({ serviceType: 'acupuntura' })).toEqual({
      serviceType: 'acupuncture',
    });
  });

  it('send unknown params, and the words of another language, to the 404 page', () => {
    const notFound = 'NEXT_HTTP_ERROR_FALLBACK;404';
    const page = conditions()[0];
    const other = conditions().find((c) => c.category !== page?.category);
    if (!page || !other) throw new Error('needs conditions in two categories');
    const route = conditionRoute('en');
    expect(() => route.english({ category: other.category, condition: page.slug })).toThrow(
      notFound,
    );
    expect(() => postRoute('es').english({ slug: 'no-such-post' })).toThrow(notFound);
    expect(() => serviceTypeRoute('es').english({ serviceType: 'acupuncture' })).toThrow(notFound);
    expect(() => categoryRoute('en').english({ category: 'columna' })).toThrow(notFound);
  });
});

describe('redirects', () => {
  const all = siteRedirects();
  const canonical = new Set(locales.flatMap((l) => pages.map((p) => localizePath(p, l))));

  it('move every page address from before the Spanish words to the page', () => {
    for (const locale of locales)
      for (const p of pages) {
        const old = untranslatedPath(p, locale);
        if (old === localizePath(p, locale)) continue;
        expect(all).toContainEqual({ from: old, to: localizePath(p, locale) });
      }
  });

  it('send every alias, in every language, to its page in that language', () => {
    for (const locale of locales)
      for (const alias of aliases)
        expect(all).toContainEqual({
          from: untranslatedPath(alias.from, locale),
          to: localizePath(alias.to, locale),
        });
  });

  it('lead from an address no page has, once, straight to a page', () => {
    const froms = all.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const r of all) {
      expect(canonical.has(r.from)).toBe(false);
      expect(canonical.has(r.to)).toBe(true);
      expect(localeOfPath(r.from)).toBe(localeOfPath(r.to));
    }
  });
});

describe('internalHref', () => {
  it('adds the trailing slash a plain static host serves without a redirect', () => {
    expect(internalHref('/services/acupuncture', 'en')).toBe('/services/acupuncture/');
    expect(internalHref('/services/acupuncture#tips', 'es')).toBe(
      `${localizePath(routes.service('acupuncture'), 'es')}#tips`,
    );
  });

  it('leaves files, external and special links alone', () => {
    expect(internalHref('/documents/cv.pdf', 'es')).toBe('/es/documents/cv.pdf');
    expect(internalHref('/blog/rss.xml', 'en')).toBe('/blog/rss.xml');
    expect(internalHref('https://example.org/a', 'es')).toBe('https://example.org/a');
    expect(internalHref('tel:+19135550142', 'es')).toBe('tel:+19135550142');
    expect(internalHref('//cdn.example/x', 'en')).toBe('//cdn.example/x');
  });
});

describe('route table', () => {
  const slugs = ['a-post', 'b-post'];
  const paths = canonicalPaths(slugs, [{ category: 'extremities', slug: 'a-condition' }]);

  it('lists every canonical page once, all ending in a slash', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/([a-z0-9-]+\/)*$/);
    expect(paths).toContain(routes.category('extremities'));
    expect(paths).toContain(routes.condition('extremities', 'a-condition'));
    expect(paths).toContain(routes.post('b-post'));
    expect(paths).not.toContain(routes.blogPage(2));
  });

  it('paginates the blog nine posts a page', () => {
    const many = Array.from({ length: 19 }, (_, i) => `post-${i}`);
    const all = canonicalPaths(many, []);
    expect(all).toContain('/blog/page/2/');
    expect(all).toContain('/blog/page/3/');
    expect(all).not.toContain('/blog/page/4/');
  });

  it('gives every condition file a page, and no other condition page', () => {
    const site = sitePaths();
    const conditionPaths = site.filter((p) => /^\/services\/chiropractic\/[^/]+\/[^/]+\/$/.test(p));
    expect(conditionPaths).toEqual(conditions().map((c) => routes.condition(c.category, c.slug)));
  });

  it('points every alias at a canonical page and never aliases a canonical page', () => {
    const site = sitePaths();
    expect(aliases.length).toBeGreaterThan(0);
    for (const alias of aliases) {
      expect(site).toContain(alias.to);
      expect(site).not.toContain(alias.from);
    }
  });
});

describe('matchRoute', () => {
  it('reads every page of the site back, in every language, to its kind and params', () => {
    const kinds = new Set<string>();
    for (const locale of locales)
      for (const page of pages) {
        const address = localizePath(page, locale);
        const match = matchRoute(address);
        expect({ address, locale: match?.locale, path: match?.path }).toEqual({
          address,
          locale,
          path: page,
        });
        // Forward again from the kind and params: the same page.
        expect(match && routePath(match)).toBe(page);
        if (match) kinds.add(match.kind);
      }
    // Each kind of page of the route table is among them (the feed is a file, not a page).
    expect([...kinds].sort()).toEqual(
      Object.keys(routes)
        .filter((k) => k !== 'blogRss')
        .sort(),
    );
  });

  it('gives the params in English, from the Spanish words', () => {
    const condition = routes.condition('spine-related', 'back-pain');
    expect(matchRoute(localizePath(condition, 'es'))).toEqual({
      kind: 'condition',
      locale: 'es',
      params: { category: 'spine-related', slug: 'back-pain' },
      path: condition,
    });
    expect(matchRoute('/blog/page/3')).toMatchObject({ kind: 'blogPage', params: { page: '3' } });
    expect(matchRoute('/contact/?from=menu#map')).toMatchObject({ kind: 'contact' });
    expect(matchRoute(routes.blogRss)).toMatchObject({ kind: 'blogRss' });
  });

  it('answers null for a path with no page in the route table', () => {
    for (const path of [
      '/no-such-page/',
      '/services/no-such-service/',
      `${routes.category('injuries')}whiplash/extra/`,
      '/services/chiropractic/no-such-category/',
      '/blog/page/1/',
      '/blog/page/02/',
      '/blog/page/two/',
      '/about/meet-our-team/dr-ryan-whitaker/cv/',
    ])
      expect([path, matchRoute(path)]).toEqual([path, null]);
  });
});

describe('the addresses of the pages that are content', () => {
  const kinds = contentKinds();
  const entries = [
    ...readEntries(kinds.services).map((e) => ({ ...e, path: `/services/${e.slug}/` })),
    ...readEntries(kinds.categories).map((e) => ({ ...e, path: routes.category(e.slug as never) })),
    ...readEntries(kinds.legal).map((e) => ({ ...e, path: routes.legal(e.slug as never) })),
    ...conditions().map((c) => ({
      slug: c.slug,
      copy: c.copy,
      path: routes.condition(c.category, c.slug),
    })),
  ];

  it('come from their own files, in every language but the default', () => {
    expect(entries.length).toBeGreaterThan(30);
    for (const { copy, path: page } of entries)
      for (const locale of locales) {
        const own = (copy as Record<string, { address?: string }>)[locale]?.address;
        const last = segmentsOf(localizePath(page, locale)).pop();
        if (locale === defaultLocale) expect(own).toBeUndefined();
        else expect([page, last]).toEqual([page, own]);
      }
  });
});
