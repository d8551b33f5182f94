import { checkPage, MISSING_PAGES, test } from './page-checks';
import { onePerTemplate, sitemapPaths, turnOf } from './support';

/**
 * The browser checks again on a phone (Pixel 5, 375 px), once per page
 * template, the languages taking turns from one template to the next
 * (turnOf): the phone layout differs by template, not by the words of one
 * condition or article. Every page's text, in both languages, is read at 320
 * and 1280 px in pages.spec.ts and without a browser in pages.static.spec.ts.
 */
const templates = onePerTemplate(sitemapPaths());
const turn = turnOf(templates);
for (const sitePath of [...templates.filter((p) => turn(p) === 1), ...MISSING_PAGES]) {
  test(`${sitePath} passes the page checks on a phone`, async ({ page, context }) => {
    await checkPage(page, context, sitePath, { hardened: false, widths: [320] });
  });
}
