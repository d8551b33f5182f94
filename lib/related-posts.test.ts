import { conditions } from '@/lib/content/conditions';
import { getPosts } from '@/lib/blog';
import { locales, localizePath } from '@/lib/i18n';
import { allPostsLinkingTo, linkedPaths, postsLinkingTo, RELATED_POSTS } from '@/lib/related-posts';
import { routes } from '@/lib/routes';

describe('linkedPaths', () => {
  it('reads every spelling of an internal link as the English path of its page', () => {
    const page = routes.service('acupuncture');
    const spellings = [
      `[a](${page})`,
      `[b](${page.replace(/\/$/, '')})`,
      `[c](${page}#what-to-expect)`,
      `[d](${page}?ref=x)`,
      `[e](${localizePath(page, 'es')})`,
    ];
    for (const markdown of spellings) expect([...linkedPaths(markdown)]).toEqual([page]);
    expect([...linkedPaths('[x](https://example.org/services/) and [y](tel:+1)')]).toEqual([]);
  });
});

describe('postsLinkingTo', () => {
  it.each(locales)('lists, for each condition, exactly the %s posts that link to it', (locale) => {
    for (const c of conditions()) {
      const path = routes.condition(c.category, c.slug);
      const expected = getPosts(locale).filter((p) => linkedPaths(p.body ?? '').has(path));
      expect(allPostsLinkingTo(locale, path).map((p) => p.slug)).toEqual(
        expected.map((p) => p.slug),
      );
      // A page lists the newest of them, at most RELATED_POSTS.
      expect(postsLinkingTo(locale, path).map((p) => p.slug)).toEqual(
        expected.slice(0, RELATED_POSTS).map((p) => p.slug),
      );
    }
  });
});
