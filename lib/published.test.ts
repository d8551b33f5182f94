import {
  collapseRedirects,
  listProblems,
  nearestPage,
  parsePublished,
  publishedText,
  removedRedirects,
  type Published,
} from '@/lib/published';
import type { Redirect } from '@/lib/routes';

const now: Published[] = [
  { path: '/' },
  { path: '/blog/' },
  { path: '/blog/kept/', date: '2026-01-10' },
  { path: '/services/chiropractic/spine-related/' },
  { path: '/es/blog/' },
];

describe('the addresses the site has published', () => {
  it('reads and writes the file, keeping each address once, sorted, with dates and successors', () => {
    const before = parsePublished(
      '# comment\n/blog/kept/ 2026-01-10\n/blog/old/ 2025-05-01 → /blog/\n/\n',
    );
    expect(before).toEqual([
      { path: '/blog/kept/', date: '2026-01-10' },
      { path: '/blog/old/', date: '2025-05-01', to: '/blog/' },
      { path: '/' },
    ]);
    const text = publishedText(before, now, [{ from: '/blog/gone/', to: '/blog/' }]);
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/',
      '/blog/',
      '/blog/kept/ 2026-01-10',
      '/blog/old/ 2025-05-01 → /blog/',
      '/es/blog/',
      '/services/chiropractic/spine-related/',
    ]);
    expect(parsePublished(text)).toHaveLength(6);
  });

  it('records where a gone page leads, once decided', () => {
    const before = [{ path: '/blog/old/', date: '2025-05-01' }];
    const text = publishedText(before, now, [{ from: '/blog/old/', to: '/blog/renamed/' }]);
    expect(text).toContain('/blog/old/ 2025-05-01 → /blog/renamed/\n');
  });
});

describe('a page that is gone', () => {
  // The list as the workflow keeps it: every page of before the change, and the ones gone since.
  const gone = (published: Published[], current = now, chosen: Redirect[] = []) =>
    removedRedirects([...now, ...published], current, chosen);
  const english = (redirects: Redirect[]) => redirects.filter((r) => !r.from.startsWith('/es/'));

  it('leads to the page above it by default: a post to the blog, a condition to its category', () => {
    expect(
      english(
        gone([
          { path: '/blog/deleted/', date: '2025-01-01' },
          { path: '/services/chiropractic/spine-related/old-condition/' },
          { path: '/blog/page/4/' },
          { path: '/no-parent/' },
        ]),
      ),
    ).toEqual([
      { from: '/blog/deleted/', to: '/blog/' },
      {
        from: '/services/chiropractic/spine-related/old-condition/',
        to: '/services/chiropractic/spine-related/',
      },
      { from: '/blog/page/4/', to: '/blog/' },
      { from: '/no-parent/', to: '/' },
    ]);
  });

  it('answers a gone English address under the Spanish prefix too, with the Spanish page', () => {
    expect(gone([{ path: '/blog/deleted/', date: '2025-01-01' }])).toEqual([
      { from: '/blog/deleted/', to: '/blog/' },
      { from: '/es/blog/deleted/', to: '/es/blog/' },
    ]);
    // Unless the address was Spanish itself, or another redirect answers it.
    const spanish = [...now, { path: '/es/blog/borrado/', date: '2025-01-01' }];
    expect(removedRedirects(spanish, now)).toEqual([
      { from: '/es/blog/borrado/', to: '/es/blog/' },
    ]);
  });

  it('a renamed post leads to its new address: the one new post of its date in its folder', () => {
    const current = [...now, { path: '/blog/new-name/', date: '2025-05-01' }];
    expect(english(gone([{ path: '/blog/first-draft/', date: '2025-05-01' }], current))).toEqual([
      { from: '/blog/first-draft/', to: '/blog/new-name/' },
    ]);
    // Two new posts of that day, and nothing else in common: which one is the renamed post is not known.
    const two = [...current, { path: '/blog/other/', date: '2025-05-01' }];
    expect(english(gone([{ path: '/blog/first-draft/', date: '2025-05-01' }], two))).toEqual([
      { from: '/blog/first-draft/', to: '/blog/' },
    ]);
  });

  it('a post renamed and re-dated in one change leads to its new address', () => {
    const current = [...now, { path: '/blog/golf-swing-and-hip-mobility/', date: '2025-06-02' }];
    expect(
      english(gone([{ path: '/blog/golf-swing-mobility/', date: '2025-05-15' }], current)),
    ).toEqual([{ from: '/blog/golf-swing-mobility/', to: '/blog/golf-swing-and-hip-mobility/' }]);
    // Another post deleted in the same change: the renamed one shares words with its new address.
    const published = [
      { path: '/blog/golf-swing-mobility/', date: '2025-05-15' },
      { path: '/blog/headache-types-compared/', date: '2025-02-12' },
    ];
    expect(english(gone(published, current))).toEqual([
      { from: '/blog/golf-swing-mobility/', to: '/blog/golf-swing-and-hip-mobility/' },
      { from: '/blog/headache-types-compared/', to: '/blog/' },
    ]);
  });

  it('a Spanish address follows its English page: an English-word address, a condition renamed', () => {
    const vertigo = '/services/chiropractic/other-symptoms/vertigo/';
    const renamed = '/services/chiropractic/other-symptoms/vertigo-dizziness/';
    const current = [
      ...now,
      { path: '/blog/fitness-routine-basics/', date: '2025-01-26' },
      // lib/i18n.ts reads the Spanish addresses from content/, where this post has none.
      { path: '/es/blog/fitness-routine-basics/', date: '2025-01-26' },
      { path: renamed },
      { path: '/es/servicios/quiropractica/otros-sintomas/vertigo-dizziness/' },
    ];
    const published = [
      { path: '/blog/building-a-fitness-routine/', date: '2025-01-26' },
      { path: '/es/blog/rutina-de-ejercicio/', date: '2025-01-26' },
      // The Spanish post's address before its words were translated: the English file name.
      { path: '/es/blog/building-a-fitness-routine/', date: '2025-01-26' },
      { path: vertigo },
      { path: '/es/servicios/quiropractica/otros-sintomas/vertigo/' },
    ];
    const to = new Map(gone(published, current).map((r) => [r.from, r.to]));
    expect(to.get('/blog/building-a-fitness-routine/')).toBe('/blog/fitness-routine-basics/');
    expect(to.get('/es/blog/building-a-fitness-routine/')).toBe('/es/blog/fitness-routine-basics/');
    expect(to.get(vertigo)).toBe(renamed);
    expect(to.get('/es/servicios/quiropractica/otros-sintomas/vertigo/')).toBe(
      '/es/servicios/quiropractica/otros-sintomas/vertigo-dizziness/',
    );
    expect(to.get('/es/services/chiropractic/other-symptoms/vertigo/')).toBe(
      '/es/servicios/quiropractica/otros-sintomas/vertigo-dizziness/',
    );
  });

  it('a service renamed in the code leads to its new address in both languages', () => {
    const current = [
      ...now,
      { path: '/services/golf-fitness/' },
      { path: '/es/servicios/golf-fitness/' },
    ];
    const published = [{ path: '/services/golf/' }, { path: '/es/servicios/golf/' }];
    expect(gone(published, current)).toEqual([
      { from: '/services/golf/', to: '/services/golf-fitness/' },
      { from: '/es/servicios/golf/', to: '/es/servicios/golf-fitness/' },
      { from: '/es/services/golf/', to: '/es/servicios/golf-fitness/' },
    ]);
  });

  it('leads where staff chose, else where the file recorded, following a successor that is gone too', () => {
    const published = [
      { path: '/blog/a/', date: '2025-01-01' },
      { path: '/blog/b/', date: '2025-01-02', to: '/blog/kept/' },
      { path: '/blog/c/', date: '2025-01-03', to: '/blog/gone-too/' },
      { path: '/blog/d/', date: '2025-01-04', to: '/blog/b/' },
      { path: '/blog/e/', date: '2025-01-05', to: '/blog/f/' },
      { path: '/blog/f/', date: '2025-01-06', to: '/blog/e/' },
    ];
    expect(
      english(
        gone(published, now, [{ from: '/blog/a/', to: '/services/chiropractic/spine-related/' }]),
      ),
    ).toEqual([
      { from: '/blog/a/', to: '/services/chiropractic/spine-related/' },
      { from: '/blog/b/', to: '/blog/kept/' },
      { from: '/blog/c/', to: '/blog/' },
      // One hop, not /blog/d/ → /blog/b/ → /blog/kept/.
      { from: '/blog/d/', to: '/blog/kept/' },
      // Successors recorded in a loop: the page above.
      { from: '/blog/e/', to: '/blog/' },
      { from: '/blog/f/', to: '/blog/' },
    ]);
  });

  it('never redirects a page that exists, or an address another redirect answers', () => {
    expect(
      removedRedirects(
        [{ path: '/blog/kept/' }, { path: '/acupuncture/' }],
        now,
        [],
        new Set(['/acupuncture/']),
      ),
    ).toEqual([]);
  });

  it('an alias of a gone page leads straight to where that page leads', () => {
    const aliases = [
      {
        from: '/services/chiropractic/extremities/arm-and-leg-pain/',
        to: '/services/chiropractic/extremities/arm-leg/',
      },
      { from: '/acupuncture/', to: '/services/acupuncture/' },
    ];
    const gonePages = [
      {
        from: '/services/chiropractic/extremities/arm-leg/',
        to: '/services/chiropractic/extremities/',
      },
    ];
    expect(collapseRedirects(aliases, gonePages)).toEqual([
      {
        from: '/services/chiropractic/extremities/arm-and-leg-pain/',
        to: '/services/chiropractic/extremities/',
      },
      { from: '/acupuncture/', to: '/services/acupuncture/' },
    ]);
  });

  it('nearestPage walks up the address', () => {
    expect(nearestPage('/a/b/c/', new Set(['/a/']))).toBe('/a/');
  });
});

describe('a list the build cannot trust', () => {
  const current = [
    { path: '/blog/' },
    { path: '/blog/old-post/', date: '2026-01-10' },
    { path: '/blog/yesterday/', date: '2026-02-09' },
  ];

  it('stops the build when the list is missing, naming how to restore it', () => {
    const [problem] = listProblems(undefined, current, '2026-02-10');
    expect(problem).toMatch(/published-addresses\.txt is missing/);
    expect(problem).toMatch(/git checkout/);
    expect(problem).toMatch(/npm run addresses/);
  });

  it('stops the build when a post live for days is not in the list', () => {
    const [problem] = listProblems([{ path: '/blog/' }], current, '2026-02-10');
    expect(problem).toMatch(/older than the content: 1 page/);
    expect(problem).toContain('/blog/old-post/, dated 2026-01-10');
    expect(problem).not.toContain('/blog/yesterday/');
  });

  it('accepts the pages of the change being built, which the workflow records afterwards', () => {
    const listed = [{ path: '/blog/' }, { path: '/blog/old-post/', date: '2026-01-10' }];
    expect(listProblems(listed, current, '2026-02-10')).toEqual([]);
    expect(listProblems(listed, current, '2026-02-11')).toHaveLength(1);
  });
});
