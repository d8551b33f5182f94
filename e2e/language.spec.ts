import { expect } from '@playwright/test';
import { conditions } from '../lib/content/conditions';
import { getPosts, pageCount } from '../lib/blog';
import { localeInfo, otherLocale, type Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty, hydrated } from './support';
import { test } from './tab';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const condition = conditions()[0];
const post = getPosts('en')[0];
/** One page of each kind, from the loaders; the Spanish twin is the route table's. */
const english = [
  routes.home,
  ...(condition ? [routes.condition(condition.category, condition.slug)] : []),
  ...(post ? [routes.post(post.slug)] : []),
  ...(pageCount(getPosts('en').length) > 1 ? [routes.blogPage(2)] : []),
  routes.team,
];

for (const path of english) {
  const spanish = localizePath(path, 'es');
  test(`switches ${path} to Spanish (${spanish}) and back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${spanish.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

/**
 * A post's address in each language is its own (content/blog/<language>/<post>.md), and no
 * script carries a table of them: after a click inside the site, the header's switch takes
 * the new page's own alternate link (components/header/page-path.tsx).
 */
for (const locale of post ? (['en', 'es'] as const satisfies readonly Locale[]) : []) {
  const target = otherLocale(locale);
  test(`after a click to a post in the site (${locale}), the switch leads to the post in ${target}`, async ({
    page,
  }) => {
    const from = localizePath(routes.post(post?.slug ?? ''), locale);
    await page.goto(localizePath(routes.blog, locale));
    await hydrated(page);
    // A mark on the window: it is still there only if the router changed the page in place.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.locator(`main a[href="${from}"]`).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(from);
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    const link = page.getByRole('banner').getByRole('link', { name: localeInfo[target].label });
    await expect(link.first()).toHaveAttribute('href', localizePath(from, target));
    await link.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(localizePath(from, target));
    await expect(page.locator('html')).toHaveAttribute('lang', target);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  if (post)
    test('a post switches to Spanish and back', async ({ page }) => {
      const english = routes.post(post?.slug ?? '');
      const spanish = localizePath(english, 'es');
      expect(spanish).not.toBe(`/es${english}`);
      await page.goto(english);
      await page.getByRole('banner').getByRole('link', { name: 'Español' }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(spanish);
      await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(english);
    });
});

test('Spanish pages are written in Spanish, menus and addresses included', async ({ page }) => {
  await page.goto(localizePath(routes.service('acupuncture'), 'es'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Reservar cita' }),
  ).toHaveAttribute('href', localizePath(routes.appointment, 'es'));
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces rápidos' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }),
  ).toHaveAttribute('href', localizePath(routes.legal('privacy-policy'), 'es'));
  const links = await page
    .locator('main a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(3);
  // Every link of the page leads to a Spanish page at its Spanish address.
  for (const href of links) expect(href).toBe(localizePath(href, 'es'));
});
