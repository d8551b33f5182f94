import { expect } from '@playwright/test';
import { dictionary } from '../lib/ui';
import { localeOfPath, localizePath, routes } from '../lib/routes';
import { guardThirdParty, sitemapPaths } from './support';
import { test } from './tab';

/** The HTML sitemap: every page of the XML sitemap in that language, reachable from the footer. */
test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

test('the XML sitemap lists the HTML sitemap in both languages', () => {
  const xml = sitemapPaths();
  for (const locale of ['en', 'es'] as const)
    expect(xml).toContain(localizePath(routes.sitemap, locale));
});

for (const locale of ['en', 'es'] as const) {
  test(`${locale}: the footer leads to a sitemap listing every page of the language`, async ({
    page,
  }) => {
    const t = dictionary(locale);
    await page.goto(localizePath(routes.contact, locale));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('sitemapTitle') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(routes.sitemap, locale)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('sitemapTitle'));

    const listed = await page
      .getByTestId('html-sitemap')
      .locator('a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const expected = sitemapPaths().filter((p) => localeOfPath(p) === locale);
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const heading of [t('services'), t('sitemapConditions'), t('blog'), t('sitemapLegal')])
      await expect(
        page
          .getByTestId('html-sitemap')
          .getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
  });
}
