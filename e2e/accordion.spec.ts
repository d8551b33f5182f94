import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parse } from 'node-html-parser';
import { conditions } from '../lib/content/conditions';
import { home } from '../lib/content/pages';
import { locales, type Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty, outFile } from './support';
import { test } from './tab';

/**
 * Item counts come from the content files (staff add and remove questions in the
 * editor), never from today's copy. docs/decisions.md, section 6: the home page's
 * and a service page's accordions open their first item, a condition page's starts
 * fully collapsed.
 */
const items = (condition: ReturnType<typeof conditions>[number], locale: Locale) =>
  condition.copy[locale].accordion?.items.length ?? 0;
const conditionPath = (condition: ReturnType<typeof conditions>[number], locale: Locale) =>
  localizePath(routes.condition(condition.category, condition.slug), locale);

/** The first condition whose accordion has at least two items in that language. */
function conditionWithAccordion(locale: Locale, faq: boolean) {
  const found = conditions().find(
    (c) => items(c, locale) >= 2 && Boolean(c.copy[locale].accordion?.faq) === faq,
  );
  if (!found)
    throw new Error(`no condition has an accordion of two ${faq ? 'questions' : 'items'}`);
  return found;
}

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

test('the home FAQ opens its first item and keeps one item open at a time', async ({ page }) => {
  expect(home().en.faq.items.length, 'the home FAQ needs two questions to test').toBeGreaterThan(1);
  await page.goto('/');
  const faq = page.locator('details[name="faq"]');
  await expect(faq).toHaveCount(home().en.faq.items.length);
  await expect(faq.nth(0)).toHaveAttribute('open', '');
  await faq.nth(1).locator('summary').click();
  await expect(faq.nth(1)).toHaveAttribute('open', '');
  await expect(faq.nth(0)).not.toHaveAttribute('open', '');
  await faq.nth(1).locator('summary').click();
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(0);
  const panel = faq.last().locator('[data-accordion-panel]');
  await faq.last().locator('summary').click();
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
});

test('every condition page’s accordion starts collapsed, in both languages', () => {
  const pages = conditions().flatMap((c) => locales.map((locale) => [c, locale] as const));
  const withAccordion = pages.filter(([c, locale]) => items(c, locale) > 0);
  expect(withAccordion.length).toBeGreaterThan(0);
  for (const [condition, locale] of pages) {
    const file = outFile(conditionPath(condition, locale));
    expect(file, conditionPath(condition, locale)).not.toBeNull();
    const details = parse(fs.readFileSync(file as string, 'utf8')).querySelectorAll(
      `details[name="${condition.slug}-accordion"]`,
    );
    expect(details, conditionPath(condition, locale)).toHaveLength(items(condition, locale));
    expect(details.filter((d) => d.hasAttribute('open'))).toHaveLength(0);
  }
});

/** Opens the first and then the second item: only the second stays open. */
async function opensOneAtATime(page: Page, name: string) {
  const item = page.locator(`details[name="${name}"]`);
  await item.nth(0).locator('summary').click();
  await item.nth(1).locator('summary').click();
  await expect(page.locator(`details[name="${name}"][open]`)).toHaveCount(1);
  await expect(item.nth(1)).toHaveAttribute('open', '');
}

test('a condition’s accordion opens one item at a time', async ({ page }) => {
  const condition = conditionWithAccordion('en', false);
  const name = `${condition.slug}-accordion`;
  await page.goto(conditionPath(condition, 'en'));
  await expect(page.locator(`details[name="${name}"]`)).toHaveCount(items(condition, 'en'));
  await expect(page.locator(`details[name="${name}"][open]`)).toHaveCount(0);
  await opensOneAtATime(page, name);
});

test('a condition’s questions, in Spanish, can be fully collapsed again', async ({ page }) => {
  const condition = conditionWithAccordion('es', true);
  const name = `${condition.slug}-accordion`;
  await page.goto(conditionPath(condition, 'es'));
  const faq = page.locator(`details[name="${name}"]`);
  await expect(faq).toHaveCount(items(condition, 'es'));
  await expect(page.locator(`details[name="${name}"][open]`)).toHaveCount(0);
  await faq.nth(0).locator('summary').click();
  await expect(faq.nth(0)).toHaveAttribute('open', '');
  await faq.nth(0).locator('summary').click();
  await expect(page.locator(`details[name="${name}"][open]`)).toHaveCount(0);
  await opensOneAtATime(page, name);
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
