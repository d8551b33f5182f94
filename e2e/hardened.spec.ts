import fs from 'node:fs';
import { expect } from '@playwright/test';
import { locales } from '../lib/i18n';
import { aliases, localizePath } from '../lib/routes';
import { widgetPages } from '../lib/widgets';
import {
  guardThirdParty,
  hydrated,
  outFile,
  recordViolations,
  sitemapPaths,
  violations,
  watchConsole,
} from './support';
import { test } from './tab';

/**
 * What the per-page checks (pages.spec.ts) do not cover under the deploy
 * files' headers: aliases, the widget facades, frame attributes and caching.
 */
test('an alias answers 301 with the security headers and lands on its page', async ({ page }) => {
  await recordViolations(page);
  const alias = aliases[0] as { from: string; to: string };
  const response = await page.request.get(`${alias.from}?ref=old-link`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`${alias.to}?ref=old-link`);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.goto(alias.from);
  await expect(page).toHaveURL(new RegExp(`${alias.to.replace(/\//g, '\\/')}$`));
  expect(await violations(page)).toEqual([]);
});

test('the widget facades load their frames on click under the policy', async ({ page }) => {
  await recordViolations(page);
  const errors = watchConsole(page);
  await guardThirdParty(page);
  await page.goto('/');
  await hydrated(page);
  await page.locator('[data-widget="video"]').getByText('Click to load video').click();
  await expect(page.locator('[data-widget="video"] iframe')).toBeVisible();
  // The consultation form's facade shows a picture of its fields; its button loads the vendor form.
  await page
    .locator('[data-widget="lead-form"]')
    .getByRole('button', { name: 'Request my consultation' })
    .click();
  await expect(page.locator('[data-widget="lead-form"] iframe')).toBeVisible();
  await page.locator('[data-widget="reviews"]').getByText('Show patient reviews').click();
  await expect(page.locator('[data-widget="reviews"] iframe')).toBeVisible();
  await page.getByTestId('translator-button').click();
  await expect(page.getByRole('combobox', { name: 'Translate' })).toBeVisible();
  await page.goto('/contact/');
  await hydrated(page);
  await expect(page.locator('[data-widget="contact-form"] iframe')).toBeVisible();
  await page.locator('[data-widget="map"]').getByText('Show map').click();
  await expect(page.locator('[data-widget="map"] iframe')).toBeVisible();
  await page.goto('/appointment/');
  await expect(page.getByTestId('vendor-booking-form')).toBeVisible();
  for (const frame of await page.locator('iframe').all()) {
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  }
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('every frame has a title, a sandbox and a referrer policy', async ({ page }) => {
  await guardThirdParty(page);
  for (const path of ['/about/testimonials/', '/new-patient-special/', '/contact/']) {
    await page.goto(path);
    await expect(page.locator('iframe').first()).toBeVisible();
    for (const frame of await page.locator('iframe').all()) {
      await expect(frame).toHaveAttribute('title', /\S/);
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts allow-same-origin/);
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation(?!-by)/);
    }
  }
});

test('hashed assets are cached for a year, icons a day, pages and the worker revalidate', async ({
  request,
  page,
}) => {
  await guardThirdParty(page);
  const html = await (await request.get('/')).text();
  const asset = /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(html)?.[1] as string;
  expect((await request.get(asset)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await request.get('/')).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
  expect((await request.get('/service-worker.js')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe(
    'public, max-age=86400',
  );
  expect((await request.get('/')).headers()['content-encoding']).toBe('gzip');
});

test.describe('a page with a security policy of its own', () => {
  // Each page whose vendor script only its own policy allows, in every language.
  const own = widgetPages().flatMap((page) => locales.map((l) => localizePath(page, l)));
  const linksTo = (html: string, target: string) =>
    [...html.matchAll(/<a\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((a) => a.includes(`href="${target}"`));

  test('is never a router link: a link to it loads it under its own policy', () => {
    let links = 0;
    for (const p of sitemapPaths()) {
      const html = fs.readFileSync(outFile(p) as string, 'utf8');
      for (const target of own) {
        const found = linksTo(html, target);
        links += found.length;
        expect(found.filter((a) => a.includes('data-router'))).toEqual([]);
      }
    }
    expect(links).toBeGreaterThan(own.length);
  });

  test('loads its vendor when reached from a link in an article', async ({ page }) => {
    const target = own[0] as string;
    // An article that links to it in its text (not only in the header).
    const source = sitemapPaths().find((p) => {
      const main = /<main[\s\S]*<\/main>/.exec(fs.readFileSync(outFile(p) as string, 'utf8'));
      return p !== target && main && linksTo(main[0], target).length > 0;
    }) as string;
    expect(source).toBeTruthy();
    await recordViolations(page);
    await guardThirdParty(page);
    await page.goto(source);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.locator(`main a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByTestId('vendor-booking-form')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      undefined,
    );
    expect(await violations(page)).toEqual([]);
  });
});
