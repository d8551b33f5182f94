import { expect } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

test('the home FAQ opens its first item and keeps one item open at a time', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('details[name="faq"]');
  await expect(faq).toHaveCount(4);
  await expect(faq.nth(0)).toHaveAttribute('open', '');
  await faq.nth(1).locator('summary').click();
  await expect(faq.nth(1)).toHaveAttribute('open', '');
  await expect(faq.nth(0)).not.toHaveAttribute('open', '');
  await faq.nth(1).locator('summary').click();
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(0);
  const panel = faq.nth(2).locator('[data-accordion-panel]');
  await faq.nth(2).locator('summary').click();
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
});

test('the back pain causes start collapsed and open one at a time', async ({ page }) => {
  await page.goto('/services/chiropractic/spine-related/back-pain/');
  const causes = page.locator('details[name="back-pain-accordion"]');
  await expect(causes).toHaveCount(5);
  await expect(page.locator('details[name="back-pain-accordion"][open]')).toHaveCount(0);
  await causes.nth(0).locator('summary').click();
  await causes.nth(1).locator('summary').click();
  await expect(page.locator('details[name="back-pain-accordion"][open]')).toHaveCount(1);
  await expect(causes.nth(1)).toHaveAttribute('open', '');
});

test('the scoliosis FAQ can be fully collapsed again', async ({ page }) => {
  await page.goto(localizePath(routes.condition('spine-related', 'scoliosis'), 'es'));
  const faq = page.locator('details[name="scoliosis-accordion"]');
  await expect(faq).toHaveCount(3);
  await expect(page.locator('details[name="scoliosis-accordion"][open]')).toHaveCount(0);
  await faq.nth(0).locator('summary').click();
  await expect(faq.nth(0)).toHaveAttribute('open', '');
  await faq.nth(0).locator('summary').click();
  await expect(page.locator('details[name="scoliosis-accordion"][open]')).toHaveCount(0);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((t) => JSON.parse(t)['@type'] === 'FAQPage')).toBe(true);
});

test('panels open without their animation when the visitor asks for reduced motion', async ({
  page,
}) => {
  await page.goto('/');
  const item = page.locator('details[name="faq"]').nth(1);
  // One duration per animated property (its height and its content-visibility).
  const durations = () =>
    item.evaluate((d) => getComputedStyle(d, '::details-content').transitionDuration.split(', '));
  // The panel's height animates by default (where the browser can animate <details>) …
  expect(await durations()).toContain('0.25s');
  // … and not at all for a visitor who asked for less motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(new Set(await durations())).toEqual(new Set(['0s']));
  await page.emulateMedia({ reducedMotion: null });
});
