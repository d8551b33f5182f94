import { conditions } from '@/lib/content/conditions';
import {
  aliases,
  canonicalPaths,
  delocalizePath,
  internalHref,
  localeOfPath,
  localizePath,
  routes,
} from '@/lib/routes';
import { conditionParams, known, postParams, sitePaths } from '@/lib/static-params';

describe('localizePath', () => {
  it('keeps English at the root and puts Spanish under /es', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/es/');
    expect(localizePath('/services/acupuncture/', 'es')).toBe('/es/services/acupuncture/');
    expect(localizePath('/es/services/acupuncture/', 'en')).toBe('/services/acupuncture/');
    expect(localizePath('/es/blog/', 'es')).toBe('/es/blog/');
  });

  it('finds the language and the English twin of a path', () => {
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/essential/')).toBe('en');
    expect(delocalizePath('/es/contact/')).toBe('/contact/');
    expect(delocalizePath('/es')).toBe('/');
  });
});

describe('internalHref', () => {
  it('adds the trailing slash a plain static host serves without a redirect', () => {
    expect(internalHref('/services/acupuncture', 'en')).toBe('/services/acupuncture/');
    expect(internalHref('/blog/why-posture-matters#tips', 'es')).toBe(
      '/es/blog/why-posture-matters/#tips',
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
    expect(conditionPaths).toEqual(conditions.map((c) => routes.condition(c.category, c.slug)));
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

describe('known', () => {
  it('passes the params of an exported page and sends any other to the 404 page', () => {
    const page = conditions[0];
    const other = conditions.find((c) => c.category !== page?.category);
    if (!page || !other) throw new Error('needs conditions in two categories');
    const params = { category: page.category, condition: page.slug };
    expect(known(params, conditionParams())).toBe(params);
    const elsewhere = { category: other.category, condition: page.slug };
    expect(() => known(elsewhere, conditionParams())).toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(() => known({ slug: 'no-such-post' }, postParams())).toThrow(
      'NEXT_HTTP_ERROR_FALLBACK;404',
    );
  });
});
