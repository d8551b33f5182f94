import { expect } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

const cases = [
  [
    '/no-such-page/',
    'en',
    '404 Page Not Found',
    "The page you're looking for doesn't exist or has been moved",
    'Return to Homepage',
    '/',
  ],
  [
    '/es/no-existe/',
    'es',
    '404 Página no encontrada',
    'La página que busca no existe o se ha movido',
    'Volver a la página de inicio',
    '/es/',
  ],
  [
    '/services/massage/',
    'en',
    '404 Page Not Found',
    "The page you're looking for doesn't exist or has been moved",
    'Return to Homepage',
    '/',
  ],
  [
    '/services/chiropractic/elbows/',
    'en',
    '404 Chiropractic Service Not Found',
    'The service you’re looking for doesn’t exist.',
    'Return to Homepage',
    '/',
  ],
  [
    '/services/chiropractic/spine-related/knees/',
    'en',
    '404 Chiropractic Service Not Found',
    'The service you’re looking for doesn’t exist.',
    'Return to Homepage',
    '/',
  ],
  [
    `${localizePath(routes.category('extremities'), 'es')}rodilla/`,
    'es',
    '404 Servicio quiropráctico no encontrado',
    'El servicio que busca no existe.',
    'Volver a la página de inicio',
    '/es/',
  ],
  [
    '/services/chiropractic/injuries/ankle/',
    'en',
    '404 Injury Service Not Found',
    'The injury service you’re looking for doesn’t exist.',
    'Return to Homepage',
    '/',
  ],
  [
    `${localizePath(routes.category('injuries'), 'es')}tobillo/`,
    'es',
    '404 Servicio para lesiones no encontrado',
    'El servicio para lesiones que busca no existe.',
    'Volver a la página de inicio',
    '/es/',
  ],
  [
    '/blog/no-such-post/',
    'en',
    '404 Post not found',
    "The blog post you're looking for doesn't exist.",
    'Return to all posts',
    '/blog/',
  ],
  [
    '/es/blog/no-existe/',
    'es',
    '404 Artículo no encontrado',
    'El artículo del blog que busca no existe.',
    'Volver a todos los artículos',
    '/es/blog/',
  ],
] as const;

for (const [path, lang, heading, text, link, href] of cases) {
  test(`${path} answers 404 with its own message`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const h1 = page.locator('h1:visible');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(heading);
    await expect(page.getByText(text, { exact: true }).locator('visible=true')).toHaveCount(1);
    await expect(
      page.locator('main:visible').getByRole('link', { name: link, exact: true }),
    ).toHaveAttribute('href', href);
  });
}

test('without JavaScript the 404 page still reads as a 404 page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await guardThirdParty(page);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1:visible')).toHaveText('404 Page Not Found');
  await context.close();
});
