import { expect } from '@playwright/test';
import { guardThirdParty } from './support';
import { test } from './tab';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const pairs: [string, string][] = [
  ['/', '/es/'],
  [
    '/services/chiropractic/spine-related/scoliosis/',
    '/es/services/chiropractic/spine-related/scoliosis/',
  ],
  ['/blog/why-posture-matters/', '/es/blog/why-posture-matters/'],
  ['/blog/page/2/', '/es/blog/page/2/'],
  ['/about/meet-our-team/', '/es/about/meet-our-team/'],
];

for (const [english, spanish] of pairs) {
  test(`switches ${english} to Spanish and back`, async ({ page }) => {
    await page.goto(english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${spanish.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${english.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('Spanish pages are written in Spanish, menus included', async ({ page }) => {
  await page.goto('/es/services/acupuncture/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Reservar cita' }),
  ).toHaveAttribute('href', '/es/appointment/');
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces rápidos' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }),
  ).toHaveAttribute('href', '/es/privacy-policy/');
  const links = await page
    .locator('main a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(3);
  for (const href of links) expect(href).toMatch(/^\/es\//);
});
