import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { aliases, localizePath } from '../lib/routes';
import {
  guardThirdParty,
  hydrated,
  isWidgetPage,
  outFile,
  sitemapPaths,
  vendorOrigins,
  watchConsole,
} from './support';

/**
 * Every page of the sitemap, and the 404 page in both languages, at the
 * phone and desktop widths (the two Playwright projects).
 */
const pages = sitemapPaths();
const aliasPaths = new Set(
  aliases.flatMap((a) => [localizePath(a.from, 'en'), localizePath(a.from, 'es')]),
);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test('the sitemap lists every page in both languages', () => {
  expect(pages.length).toBeGreaterThanOrEqual(142);
  for (const p of pages)
    expect(pages).toContain(p.startsWith('/es/') ? p.slice(3) : p === '/' ? '/es/' : `/es${p}`);
});

const cases: [string, number][] = [
  ...pages.map((p) => [p, 200] as [string, number]),
  ['/this-page-does-not-exist/', 404],
  ['/es/esta-pagina-no-existe/', 404],
];

for (const [sitePath, status] of cases) {
  test(`${sitePath} passes the page checks`, async ({ page }) => {
    const errors = watchConsole(page);
    const thirdParty = await guardThirdParty(page);
    const response = await page.goto(sitePath);
    expect(response?.status()).toBe(status);
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    const spanish = sitePath === '/es/' || sitePath.startsWith('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', spanish ? 'es' : 'en');
    await expect(page.locator('h1:visible')).toHaveCount(1);
    // Content reflows to the viewport: nothing scrolls sideways (WCAG 1.4.10), at this
    // project's width and at the two phone widths, by resizing the page already loaded.
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    for (const width of [320, 375, viewport.width]) {
      await page.setViewportSize({ width, height: viewport.height });
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(scroll, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    expect((await page.title()).length).toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);

    if (status === 200) {
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(sitePath);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const),
        );
      expect(alternates.map(([lang]) => lang).sort()).toEqual(['en', 'es', 'x-default']);
      for (const [, href] of alternates) {
        const target = new URL(href ?? '').pathname;
        expect(outFile(target), `${href} is exported`).not.toBeNull();
        expect(aliasPaths.has(target)).toBe(false);
      }
    }

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    if (status === 200) expect(jsonLd.length).toBeGreaterThan(0);
    for (const text of jsonLd) expect(() => JSON.parse(text)).not.toThrow();

    const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    const others = thirdParty.requests.map((r) => new URL(r.url()).origin);
    if (isWidgetPage(sitePath)) {
      for (const origin of others)
        expect(vendorOrigins.has(origin), `${origin} is a configured vendor`).toBe(true);
    } else {
      expect(others).toEqual([]);
    }
    // The browser reports the 404 status of the 404 page itself; nothing else may fail.
    const expected =
      status === 404
        ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
        : [];
    expect(errors).toEqual(expected);
  });
}
