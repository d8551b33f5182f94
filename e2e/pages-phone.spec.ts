import { checkPage, MISSING_PAGES, test } from './page-checks';
import { onePerTemplate, sitemapPaths } from './support';

/**
 * The browser checks again on a phone (Pixel 5, 375 px), once per page
 * template and language: the phone layout differs by template, not by the
 * words of one condition or article (every page's text is read at 320 and
 * 375 px in pages.spec.ts and without a browser in pages.static.spec.ts).
 */
for (const sitePath of [...onePerTemplate(sitemapPaths()), ...MISSING_PAGES]) {
  test(`${sitePath} passes the page checks on a phone`, async ({ page, context }) => {
    await checkPage(page, context, sitePath, { hardened: false, widths: [320] });
  });
}
