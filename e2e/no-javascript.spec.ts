import { expect } from '@playwright/test';
import { getPosts, paginate } from '../lib/blog';
import { home, practicePages } from '../lib/content/pages';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty, onePerTemplate, sitemapPaths } from './support';
import { test } from './tab';

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

test('the home page reads in full and its accordions work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { name: home().en.services.heading, exact: true }),
  ).toBeVisible();
  const faq = page.locator('details[name="faq"]');
  await faq.nth(2).locator('summary').click();
  await expect(faq.nth(2)).toHaveAttribute('open', '');
  await expect(faq.nth(0)).not.toHaveAttribute('open', '');
});

test('the desktop menus open by click and their links work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.locator('summary', { hasText: 'About' }).click();
  await nav.getByRole('link', { name: 'Meet Our Team' }).click();
  await expect(page).toHaveURL(/\/about\/meet-our-team\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    practicePages().team.copy.en.title,
  );
});

test('the mobile menu opens and its groups expand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/es/');
  await page.locator('details[data-mobile-menu] > summary').click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await menu.getByText('Nosotros', { exact: true }).click();
  await menu.getByRole('link', { name: 'Testimonios' }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(routes.testimonials, 'es')}$`));
});

test('blog pagination, posts and the language switch are plain links', async ({ page }) => {
  await page.goto('/blog/');
  await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  await expect(page.getByTestId('post-card')).toHaveCount(paginate(getPosts('en'), 2).length);
  await page
    .getByTestId('post-card')
    .first()
    .getByRole('link', { name: /Read More/ })
    .click();
  await expect(page.getByTestId('article').getByRole('heading').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('facades offer the vendor as a link and the team CV stays reachable', async ({ page }) => {
  await page.goto('/about/meet-our-team/');
  // Beside the family button, and in the family section the dialog shows as without JavaScript.
  await expect(page.getByTestId('cv-link').filter({ visible: true })).toHaveCount(2);
  await page.goto('/');
  const video = page.locator('[data-widget="video"] a');
  await expect(video).toHaveAttribute('href', /youtube-nocookie\.com\/embed\//);
  await expect(video).toHaveAttribute('target', '_blank');
});

// Every page's text, heading and menus are read from its file in pages.static.spec.ts;
// here, once per template, what only a browser shows: what is visible with the CSS
// applied. One reused tab with its scripts turned off (tab.ts) does it faster than a
// fresh JavaScript-less context per page.
test.describe('every template reads in full without JavaScript', () => {
  for (const sitePath of onePerTemplate(sitemapPaths())) {
    test(`${sitePath} without JavaScript`, async ({ page }) => {
      const response = await page.goto(sitePath);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1:visible')).toHaveCount(1);
      const text = await page.getByRole('main').innerText();
      expect(text.length).toBeGreaterThan(400);
      expect(text).not.toMatch(/\{\{|undefined|NaN/);
      // The menus are native <details>: present and closed, their links in the page.
      const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });
      await expect(nav.locator('details[data-dropdown]')).toHaveCount(3);
      await expect(nav).not.toHaveAttribute('data-ready');
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    });
  }
});
