import { expect } from '@playwright/test';
import { conditions } from '../lib/content/conditions';
import { getPosts, pageCount } from '../lib/blog';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const condition = conditions[0];
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
