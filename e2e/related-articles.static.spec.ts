import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { conditions } from '../lib/content/conditions';
import { locales } from '../lib/i18n';
import { RELATED_POSTS } from '../lib/related-posts';
import { localeOfPath, localizePath, routes } from '../lib/routes';
import { outFile, sitemapPaths } from './support';

/**
 * Condition pages and the articles that link to them, read from the exported
 * pages: an article's links are those in its <article>, a condition page's
 * related articles are the links of its "related" section.
 */
const read = (sitePath: string) => parse(fs.readFileSync(outFile(sitePath) as string, 'utf8'));
const withoutHash = (href: string) => href.replace(/[?#].*$/, '');

test('each condition page lists exactly the articles that link to it, and they link back', () => {
  const posts = sitemapPaths().filter((p) =>
    locales.some(
      (l) =>
        p.startsWith(localizePath(routes.blog, l)) &&
        read(p).querySelector('article[data-testid="article"]'),
    ),
  );
  const linksOf = new Map(
    posts.map((p) => [
      p,
      new Set(
        read(p)
          .querySelectorAll('article[data-testid="article"] a[href^="/"]')
          .map((a) => withoutHash(a.getAttribute('href') ?? '')),
      ),
    ]),
  );
  const problems: string[] = [];
  let listed = 0;
  for (const locale of locales)
    for (const c of conditions()) {
      const page = localizePath(routes.condition(c.category, c.slug), locale);
      const linking = posts.filter((p) => localeOfPath(p) === locale && linksOf.get(p)?.has(page));
      const related = [
        ...new Set(
          read(page)
            .querySelectorAll('section[aria-labelledby="related"] a[href]')
            .map((a) => withoutHash(a.getAttribute('href') ?? '')),
        ),
      ];
      listed += related.length;
      // Every post it lists links to it, and it lists them all, up to its cap (the newest).
      expect(related.filter((r) => !linking.includes(r))).toEqual([]);
      expect(`${page}: ${related.length}`).toBe(
        `${page}: ${Math.min(linking.length, RELATED_POSTS)}`,
      );
      for (const href of related) if (!outFile(href)) problems.push(`${page}: ${href} has no file`);
    }
  // The content has at least one article about a condition, in every language.
  expect(listed).toBeGreaterThanOrEqual(locales.length);
  expect(problems).toEqual([]);
});
