/**
 * @jest-environment node
 *
 * Ten years of posts: the lists that grow with the blog stay bounded. A copy of
 * content/ gets every post three more times over (new names, dates spread back
 * over the years, each linking to the same condition), and the feeds, the
 * pagination and a condition's related articles are read from it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The content the fixture copies: this repository's, or the copy a run points at. */
const source = process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'growth-'));
const content = path.join(root, 'content');
const condition = '/services/chiropractic/spine-related/sciatica/';

beforeAll(() => {
  fs.cpSync(source, content, { recursive: true });
  const posts = fs.readdirSync(path.join(content, 'blog', 'en'));
  posts.forEach((file, i) => {
    for (let copy = 1; copy <= 3; copy++)
      for (const locale of ['en', 'es']) {
        const text = fs
          .readFileSync(path.join(content, 'blog', locale, file), 'utf8')
          .replace(/^date: .*$/m, `date: ${2024 - copy * 3}-0${(i % 9) + 1}-1${copy}`)
          .replace(/^updated: .*\n/m, '')
          .replace(/^address: (.*)$/m, `address: $1-${copy}`);
        fs.writeFileSync(
          path.join(content, 'blog', locale, `${file.replace(/\.md$/, '')}-${copy}.md`),
          `${text}\nSee [sciatica care](${condition}).\n`,
        );
      }
  });
  process.env.CONTENT_DIR = content;
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

it('the fixture is the blog and three older copies of every post', async () => {
  const { getPosts } = await import('@/lib/blog');
  const { buildDayOf, isPublished } = await import('@/lib/content/today');
  // The posts of the copied content: the scheduled ones wait, their older copies are published;
  // a draft and its copies (drafts too) are published nowhere.
  const read = (file: string) => fs.readFileSync(path.join(source, 'blog/en', file), 'utf8');
  const posts = fs
    .readdirSync(path.join(source, 'blog/en'))
    .filter((file) => !/^draft: true$/m.test(read(file)));
  const published = posts.filter((file) => {
    const date = /^date: (.*)$/m.exec(read(file));
    return isPublished(date?.[1] ?? '', buildDayOf());
  });
  expect(getPosts('en').length).toBe(published.length + 3 * posts.length);
});

it('each feed carries its newest posts, at most FEED_ITEMS', async () => {
  const { FEED_ITEMS, rssFeed } = await import('@/lib/rss');
  const { localizePath, routes } = await import('@/lib/routes');
  const { getPosts } = await import('@/lib/blog');
  expect(getPosts('es').length).toBeGreaterThan(FEED_ITEMS);
  for (const locale of ['en', 'es'] as const) {
    const feed = rssFeed(locale);
    expect(feed.match(/<item>/g)).toHaveLength(FEED_ITEMS);
    expect(feed).toContain(localizePath(routes.post(getPosts(locale)[0]?.slug ?? ''), locale));
  }
});

it('the pagination shows the first, the last and the pages around the current one', async () => {
  const { pageCount, pageWindow } = await import('@/lib/blog');
  const { getPosts } = await import('@/lib/blog');
  const pages = pageCount(getPosts('en').length);
  expect(pages).toBeGreaterThan(9);
  for (let page = 1; page <= pages; page++) {
    const shown = pageWindow(page, pages);
    expect(shown.length).toBeLessThanOrEqual(9);
    expect(shown).toContain(1);
    expect(shown).toContain(pages);
    expect(shown).toContain(page);
  }
  expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
});

it('a condition lists its newest related articles, at most RELATED_POSTS', async () => {
  const { allPostsLinkingTo, postsLinkingTo, RELATED_POSTS } = await import('@/lib/related-posts');
  expect(allPostsLinkingTo('en', condition).length).toBeGreaterThan(RELATED_POSTS);
  const listed = postsLinkingTo('en', condition);
  expect(listed).toHaveLength(RELATED_POSTS);
  expect(listed).toEqual(allPostsLinkingTo('en', condition).slice(0, RELATED_POSTS));
});

it('the HTML sitemap lists the posts under their years, newest year first', async () => {
  const { sitemapSections } = await import('@/lib/sitemap-sections');
  const { getPosts } = await import('@/lib/blog');
  const { routes } = await import('@/lib/routes');
  for (const locale of ['en', 'es'] as const) {
    const posts = getPosts(locale);
    const blog = sitemapSections(locale).find((s) => s.key === 'blog');
    const years = (blog?.groups ?? []).filter((g) => /^\d{4}$/.test(g.heading));
    const expected = [...new Set(posts.map((p) => p.date.slice(0, 4)))];
    expect(expected.length).toBeGreaterThan(3);
    expect(years.map((g) => g.heading)).toEqual(expected);
    for (const group of years)
      expect(group.links.map((l) => l.href)).toEqual(
        posts.filter((p) => p.date.startsWith(group.heading)).map((p) => routes.post(p.slug)),
      );
  }
});
