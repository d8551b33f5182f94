import { expect } from '@playwright/test';
import { locales, localizePath } from '../lib/i18n';
import { sitePaths } from '../lib/static-params';
import { checkPage, MISSING_PAGES, test } from './page-checks';
import {
  guardThirdParty,
  hydrated,
  isWidgetPage,
  onePerTemplate,
  recordViolations,
  sitemapPaths,
  violations,
  watchConsole,
  watchThirdParty,
} from './support';

/**
 * Every page of the sitemap and the 404 page in both languages, as
 * Cloudflare Pages serves them (wrangler, the generated _headers and
 * _redirects), at the desktop width: status and security headers, no policy
 * violation, first paint before any script, one visible heading, no sideways
 * scrolling at 320 and 1280 px, no WCAG violation (the header and footer,
 * the same on every page of a language, once per template), no third-party
 * request but the page's own vendor, no cookie or storage, no console error.
 */
const pages = sitemapPaths();

test('the sitemap lists every page in both languages', () => {
  // Every page the content makes on the day of the build, never a count of today's posts.
  const site = sitePaths();
  expect(site.length).toBeGreaterThan(0);
  expect(pages).toEqual(expect.arrayContaining(site));
  for (const p of pages)
    for (const locale of locales) expect(pages).toContain(localizePath(p, locale));
});

// The crawl only watches requests on pages that load no vendor: it must see one leave.
test('the crawl records a request to another site', async ({ page }) => {
  const thirdParty = watchThirdParty(page);
  await page.setContent('<img src="https://vendor.invalid/pixel.png" alt="">');
  await expect
    .poll(() => thirdParty.requests.map((r) => new URL(r.url()).origin))
    .toEqual(['https://vendor.invalid']);
});

// axe audits the first page of each template whole, and the content of the others.
const audited = new Set([...onePerTemplate(pages), ...MISSING_PAGES]);
for (const sitePath of [...pages, ...MISSING_PAGES]) {
  test(`${sitePath} passes the page checks`, async ({ page, context }) => {
    // Below the first breakpoint (640 px) the layout is fluid, nothing sized by the viewport:
    // what fits at 320 px fits at any width up to it (375 px is the phone project's).
    const contentOnly = !audited.has(sitePath);
    await checkPage(page, context, sitePath, { hardened: true, widths: [320], contentOnly });
  });
}

// The same pages with every vendor blocked: the fallback shows, and nothing of ours fails.
for (const sitePath of pages.filter(isWidgetPage)) {
  test(`${sitePath} shows its fallback with the vendor blocked`, async ({ page }) => {
    await recordViolations(page);
    const errors = watchConsole(page, { ignoreBlocked: true });
    await guardThirdParty(page, { block: true });
    await page.goto(sitePath);
    await hydrated(page);
    await expect(page.getByTestId('widget-fallback').first()).toBeVisible();
    await expect(page.locator('h1:visible')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
