import {
  nearestPage,
  parsePublished,
  publishedText,
  removedRedirects,
  type Published,
} from '@/lib/published';

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
  const gone = (published: Published[], current = now, chosen = []) =>
    removedRedirects(published, current, chosen);

  it('leads to the page above it by default: a post to the blog, a condition to its category', () => {
    expect(
      gone([
        { path: '/blog/deleted/', date: '2025-01-01' },
        { path: '/es/blog/deleted/', date: '2025-01-01' },
        { path: '/services/chiropractic/spine-related/old-condition/' },
        { path: '/blog/page/4/' },
        { path: '/no-parent/' },
      ]),
    ).toEqual([
      { from: '/blog/deleted/', to: '/blog/' },
      { from: '/es/blog/deleted/', to: '/es/blog/' },
      {
        from: '/services/chiropractic/spine-related/old-condition/',
        to: '/services/chiropractic/spine-related/',
      },
      { from: '/blog/page/4/', to: '/blog/' },
      { from: '/no-parent/', to: '/' },
    ]);
  });

  it('a renamed post leads to its new address: the one new post of its date in its folder', () => {
    const current = [...now, { path: '/blog/new-name/', date: '2025-05-01' }];
    expect(gone([{ path: '/blog/old-name/', date: '2025-05-01' }], current)).toEqual([
      { from: '/blog/old-name/', to: '/blog/new-name/' },
    ]);
    // Two new posts of that day: which one is the renamed post is not known.
    const two = [...current, { path: '/blog/other/', date: '2025-05-01' }];
    expect(gone([{ path: '/blog/old-name/', date: '2025-05-01' }], two)).toEqual([
      { from: '/blog/old-name/', to: '/blog/' },
    ]);
  });

  it('leads where staff chose, else where the file recorded, while that is a page', () => {
    const published = [
      { path: '/blog/a/', date: '2025-01-01' },
      { path: '/blog/b/', date: '2025-01-02', to: '/blog/kept/' },
      { path: '/blog/c/', date: '2025-01-03', to: '/blog/gone-too/' },
    ];
    expect(
      removedRedirects(published, now, [
        { from: '/blog/a/', to: '/services/chiropractic/spine-related/' },
      ]),
    ).toEqual([
      { from: '/blog/a/', to: '/services/chiropractic/spine-related/' },
      { from: '/blog/b/', to: '/blog/kept/' },
      { from: '/blog/c/', to: '/blog/' },
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

  it('nearestPage walks up the address', () => {
    expect(nearestPage('/a/b/c/', new Set(['/a/']))).toBe('/a/');
  });
});
