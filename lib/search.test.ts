import { conditions as conditionPages } from '@/lib/content/conditions';
import { categorySlugs } from '@/lib/content/slugs';
import { getPosts } from '@/lib/blog';
import { routes } from '@/lib/routes';
import { searchTypeOf } from '@/lib/search';
import { sitemapSections } from '@/lib/sitemap-sections';
import { sitePaths } from '@/lib/static-params';
import {
  closestPages,
  correctQuery,
  editDistance,
  mergeSuggestions,
  rankSearchHits,
  searchWordsOf,
  vocabularyOf,
} from '@/lib/suggest';

const slugs = getPosts('en').map((p) => p.slug);
const paths = sitePaths();

describe('searchTypeOf', () => {
  it('types every canonical page from its path', () => {
    for (const c of conditionPages())
      expect(searchTypeOf(routes.condition(c.category, c.slug))).toBe('condition');
    for (const slug of slugs) expect(searchTypeOf(routes.post(slug))).toBe('article');
    expect(searchTypeOf(routes.service('golf'))).toBe('service');
    expect(searchTypeOf(routes.category('injuries'))).toBe('service');
    expect(searchTypeOf(routes.contact)).toBe('page');
    expect(searchTypeOf(routes.legal('hipaa-policy'))).toBe('page');
  });

  it('leaves out lists of other pages and the pages about search itself', () => {
    for (const path of [
      routes.blog,
      routes.blogPage(2),
      routes.sitemap,
      routes.search,
      routes.offline,
    ])
      expect(searchTypeOf(path)).toBeNull();
    expect(paths.filter((p) => searchTypeOf(p) !== null).length).toBeGreaterThan(slugs.length);
  });
});

describe('sitemapSections', () => {
  it.each(['en', 'es'] as const)(
    'lists every canonical page once in %s, under a heading',
    (locale) => {
      const sections = sitemapSections(locale);
      const links = sections.flatMap((s) => s.groups.flatMap((g) => g.links));
      expect(links.map((l) => l.href).sort()).toEqual([...paths].sort());
      for (const link of links) expect(link.label.trim()).not.toBe('');
      expect(sections.map((s) => s.key)).toEqual(
        expect.arrayContaining(['services', 'conditions', 'blog', 'patients', 'about', 'legal']),
      );
      // Conditions are grouped by category, posts by year.
      const conditions = sections.find((s) => s.key === 'conditions');
      expect(conditions?.groups.length).toBe(categorySlugs.length);
      const blogGroups = new Set(getPosts(locale).map((p) => p.date.slice(0, 4)));
      const blog = sections.find((s) => s.key === 'blog');
      for (const label of blogGroups) expect(blog?.groups.map((g) => g.heading)).toContain(label);
    },
  );
});

describe('suggestions', () => {
  it('measures edit distance, stopping early past a bound', () => {
    expect(editDistance('sciatca', 'sciatica')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('aaaaaa', 'zzzzzz', 2)).toBe(3);
  });

  type Page = { path: string; title: string };
  const pages: Page[] = [
    { path: '/services/chiropractic/spine-related/sciatica/', title: 'Sciatica Relief' },
    { path: '/services/chiropractic/spine-related/scoliosis/', title: 'Scoliosis Care' },
    { path: '/blog/why-posture-matters/', title: 'Why Posture Matters' },
    { path: '/blog/chiropractic-care-tech-neck-issues/', title: 'Tech Neck' },
    { path: '/es/blog/chiropractic-care-tech-neck-issues/', title: 'Cuello tecnológico' },
  ];

  it('finds the closest pages to a mistyped address', () => {
    expect(closestPages('/services/chiropractic/spine-related/sciatca/', pages)[0]?.title).toBe(
      'Sciatica Relief',
    );
    expect(closestPages('/blog/why-posture-maters/', pages)[0]?.title).toBe('Why Posture Matters');
    expect(closestPages('/blog/tech-neck/', pages)[0]?.path).toContain('tech-neck');
    expect(closestPages('/zzzzzzzzzzzz/', pages)).toEqual([]);
  });

  it('corrects unknown words to known ones, keeping accents', () => {
    const vocabulary = vocabularyOf([...pages, { path: '/es/x/', title: 'Ciática' }]);
    expect(correctQuery('sciatca', vocabulary)).toBe('sciatica');
    expect(correctQuery('ciatca', vocabulary)).toBe('ciática');
    expect(correctQuery('sciatica', vocabulary)).toBeNull();
    expect(correctQuery('qqxzvv', vocabulary)).toBeNull();
  });

  it('knows the words of the titles only: a Spanish page list offers no English word of an address', () => {
    const spanish = vocabularyOf([{ path: '/es/blog/sciatica-care/', title: 'Ciática en Lenexa' }]);
    expect(correctQuery('sciatca', spanish)).toBe('ciática');
    expect([...spanish.values()]).not.toContain('sciatica');
  });

  it('searches the words of the last segment of a missing address, common words left out', () => {
    expect(searchWordsOf('/blog/why-the-piriformis-hurts/')).toEqual(['piriformis', 'hurts']);
    expect(searchWordsOf('/es/blog/dolor-de-la-ciática-2019/')).toEqual(['dolor', 'ciática']);
    expect(searchWordsOf('/')).toEqual([]);
  });

  it('ranks pages found for more of the words first, then by rank', () => {
    expect(
      rankSearchHits([
        ['/a/', '/b/'],
        ['/c/', '/b/'],
      ]),
    ).toEqual(['/b/', '/a/', '/c/']);
    expect(rankSearchHits([])).toEqual([]);
  });

  it('orders suggestions: near misses of the slug, found by both, search hits, the rest', () => {
    const [sciatica, scoliosis, posture, techNeck] = pages as [Page, Page, Page, Page];
    // A typo of a slug comes before what the index found for the words.
    expect(mergeSuggestions('/x/sciatca/', [scoliosis, sciatica], [posture])).toEqual([
      sciatica,
      posture,
      scoliosis,
    ]);
    // ... even when the index found another page the address also matched (its title shares a
    // word of the address's folders).
    expect(mergeSuggestions('/x/sciatca/', [scoliosis, sciatica], [scoliosis])).toEqual([
      sciatica,
      scoliosis,
    ]);
    // A weak address match comes after the search hits; a page both found comes first.
    expect(mergeSuggestions('/blog/piriformis/', [posture], [sciatica, techNeck])).toEqual([
      sciatica,
      techNeck,
      posture,
    ]);
    expect(mergeSuggestions('/blog/neck/', [posture, techNeck], [sciatica, techNeck], 2)).toEqual([
      techNeck,
      sciatica,
    ]);
  });
});
