import { expect } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import { getPosts } from '../lib/blog';
import { REACT_FIBER_KEY } from '../scripts/postbuild/next-contract';
import { guardThirdParty, hydrated, watchConsole } from './support';
import { test } from './tab';

/**
 * Scripts start after the first paint (issue: paint before JavaScript), yet
 * every client component still hydrates and client-side navigation works.
 */
test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

test('links work before hydration and navigate client-side after it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/services/');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  await page.getByRole('main').getByRole('link', { name: 'Acupuncture', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/acupuncture\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('before the runtime arrives the page is already usable', async ({ page }) => {
  // Hold every Next.js script back: the HTML alone must read and navigate.
  await page.route('**/_next/static/**/*.js', () => {});
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faqPage = page.locator('[data-testid="post-card"]').first();
  await faqPage.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${getPosts('en')[0]?.slug}/$`));
  await expect(page.locator('nav[data-ready]')).toHaveCount(0);
});

for (const path of [
  '/',
  '/services/chiropractic/spine-related/back-pain/',
  '/blog/',
  '/about/meet-our-team/',
  '/contact/',
  localizePath(routes.appointment, 'es'),
  '/no-such-page/',
]) {
  test(`${path}: every client component responds after hydration`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(path);
    await hydrated(page);
    // Header: hover dropdown (desktop menu) and the shadow on scroll.
    const nav = page
      .getByRole('navigation', { name: /^(Main|Principal)$/ })
      .filter({ visible: true });
    await nav.locator('summary').first().hover();
    await expect(nav.locator('details[data-dropdown]').first()).toHaveAttribute('open', '');
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole('banner').filter({ visible: true })).toHaveAttribute(
      'data-scrolled',
      'true',
    );
    // Footer: the translator facade answers a click.
    await page.getByTestId('translator-button').filter({ visible: true }).click();
    await expect(
      page.getByTestId('translator-container').filter({ visible: true }).getByRole('combobox'),
    ).toBeVisible();
    if (path === '/about/meet-our-team/') {
      await page.getByTestId('family-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    const expected = path.startsWith('/no-such')
      ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
      : [];
    expect(errors).toEqual(expected);
  });
}

test("the hydration wait fails at once, naming React's keys, should React rename its fiber key", async ({
  page,
}) => {
  // A hydrated header whose elements carry React's keys under other names.
  await page.setContent('<nav data-ready="true"></nav><main></main>');
  const mark = (key: string) =>
    page.evaluate((k) => {
      for (const el of document.querySelectorAll('nav, main')) Object.assign(el, { [k]: {} });
    }, key);
  await mark('__reactNode$x1');
  const started = Date.now();
  await expect(hydrated(page)).rejects.toThrow(
    `React's fiber key changed: the hydrated menus carry no "${REACT_FIBER_KEY}…" key, only ["__reactNode$x1"] (docs/upgrading.md)`,
  );
  expect(Date.now() - started).toBeLessThan(5000);
  // With the key React writes today, the same page counts as hydrated.
  await mark(`${REACT_FIBER_KEY}x1`);
  await hydrated(page);
});
