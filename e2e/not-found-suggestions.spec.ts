import { expect } from '@playwright/test';
import { conditions } from '../lib/content/conditions';
import { dictionary } from '../lib/ui';
import { getPosts } from '../lib/blog';
import type { Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

/** The 404 page leads somewhere: the closest pages, a search field and the main sections. */
test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const postPath = (locale: Locale, pattern: RegExp) => {
  const post = getPosts(locale).find((p) => pattern.test(p.slug));
  if (!post) throw new Error(`no post matching ${pattern}`);
  return { path: localizePath(routes.post(post.slug), locale), title: post.title };
};
const sciatica = conditions().find((c) => c.slug === 'sciatica');

const cases: { missing: string; locale: Locale; first: { path: string; title?: string } }[] = [
  {
    missing: '/services/chiropractic/spine-related/sciatca/',
    locale: 'en',
    first: { path: routes.condition(sciatica!.category, sciatica!.slug) },
  },
  {
    missing: '/blog/why-posture-maters/',
    locale: 'en',
    first: postPath('en', /^why-posture-matters$/),
  },
  // A Spanish post is compared by its Spanish address.
  { missing: '/es/blog/cuello-tecnologico/', locale: 'es', first: postPath('es', /tech-neck/) },
  // A Spanish address is compared with the Spanish addresses ("ciatica").
  {
    missing: `${localizePath(routes.condition(sciatica!.category, sciatica!.slug), 'es').replace(/i([^/]*\/)$/, '$1')}`,
    locale: 'es',
    first: { path: localizePath(routes.condition(sciatica!.category, sciatica!.slug), 'es') },
  },
];

for (const { missing, locale, first } of cases) {
  test(`${missing} suggests ${first.path} first`, async ({ page }) => {
    const t = dictionary(locale);
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    const block = page.locator(`[data-locale-block="${locale}"]`);
    const list = block.getByTestId('did-you-mean');
    // The suggestions come after hydration and the page lists' fetch: slow on a busy CI machine.
    await expect(list.getByRole('heading')).toHaveText(t('notFoundSuggestions'), {
      timeout: 30_000,
    });
    const links = list.getByRole('link');
    await expect(links.first()).toHaveAttribute('href', first.path);
    if (first.title) await expect(links.first()).toHaveText(first.title);
    expect(await links.count()).toBeLessThanOrEqual(3);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href?.startsWith('/es/')).toBe(locale === 'es');
  });
}

// An address whose words are in no slug or title: the words are searched in the index.
// The sciatica pages' addresses say "sciatica" in English and "ciatica" in Spanish.
for (const [missing, locale, word] of [
  ['/blog/piriformis/', 'en', /sciatica/],
  ['/es/blog/piriforme/', 'es', /ciatica/],
] as const) {
  test(`${missing} suggests the sciatica pages the index finds for its words`, async ({ page }) => {
    await page.goto(missing);
    const links = page
      .locator(`[data-locale-block="${locale}"]`)
      .getByTestId('did-you-mean')
      .getByRole('link');
    await expect(links.first()).toHaveAttribute('href', word);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href?.startsWith('/es/')).toBe(locale === 'es');
  });
}

test('the search field of the 404 page opens the search page with the query', async ({ page }) => {
  const t = dictionary('es');
  await page.goto('/es/blog/ciatica-vieja/');
  const block = page.locator('[data-locale-block="es"]');
  await block.getByRole('searchbox', { name: t('notFoundSearch') }).fill('ciática');
  await block.getByRole('button', { name: t('search') }).click();
  await expect(page).toHaveURL(
    new RegExp(`${localizePath(routes.search, 'es').replace(/\//g, '\\/')}\\?q=ci%C3%A1tica$`),
  );
  await expect(page.getByTestId('search-status')).toContainText('ciática');
  await expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page offers the main sections and the HTML sitemap', async ({ page }) => {
    const t = dictionary('en');
    await page.goto('/services/chiropractic/spine-related/sciatca/');
    const block = page.locator('[data-locale-block="en"]');
    const sections = block.getByRole('navigation', { name: t('mainSections') });
    for (const [name, href] of [
      [t('services'), routes.services],
      [t('blog'), routes.blog],
      [t('sitemapTitle'), routes.sitemap],
    ] as const)
      await expect(sections.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(block.getByRole('searchbox', { name: t('notFoundSearch') })).toBeVisible();
    await expect(block.getByTestId('did-you-mean')).toHaveCount(0);
  });
});
