import { expect, test, type Page } from '@playwright/test';
import { aliases } from '../lib/routes';
import {
  guardThirdParty,
  hydrated,
  isWidgetPage,
  recordViolations,
  sitemapPaths,
  violations,
  watchConsole,
} from './support';

/**
 * Every page served with the generated _headers (as Netlify or Cloudflare
 * Pages would) and every third-party origin blocked: no CSP violation, no
 * console error of ours, fallbacks where widgets were, no cookie or storage,
 * and the first paint before any Next.js script is requested.
 */
const pages = sitemapPaths();

/** Start of the first /_next/ script request and of the first paint, from the browser's timings. */
export const paintAndScriptTimes = (page: Page) =>
  page.evaluate(() => {
    const paint =
      performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/_next/static/') && r.name.endsWith('.js'))
      .map((r) => r.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });

const cases: [string, number][] = [
  ...pages.map((p) => [p, 200] as [string, number]),
  ['/no-such-page/', 404],
  ['/es/no-such-page/', 404],
];

for (const [sitePath, status] of cases) {
  test(`${sitePath} holds under the security headers with vendors blocked`, async ({
    page,
    context,
  }) => {
    await recordViolations(page);
    const errors = watchConsole(page, { ignoreBlocked: true });
    await guardThirdParty(page, { block: true });
    const response = await page.goto(sitePath);
    expect(response?.status()).toBe(status);
    const headers = response?.headers() ?? {};
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp =
      status === 200
        ? headers['content-security-policy']
        : await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1] ?? '';
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');
    // WebAssembly compilation for site search only ('wasm-unsafe-eval'), never eval().
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    if (status === 200) expect(csp).toContain("frame-ancestors 'none'");

    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const timing = await paintAndScriptTimes(page);
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.paint).toBeLessThan(timing.firstScript);

    if (isWidgetPage(sitePath)) {
      await expect(page.getByTestId('widget-fallback').first()).toBeVisible();
    }
    await expect(page.locator('h1:visible')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    // Network failures (blocked vendors, the 404 status itself) are filtered; nothing else may fail.
    expect(errors).toEqual([]);
  });
}

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
  // The consultation form's facade shows its fields; focusing one loads the vendor form.
  await page.locator('[data-widget="lead-form"]').getByLabel('Your name').click();
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

test('hashed assets are cached for a year, pages and the worker revalidate', async ({
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
  expect((await request.get('/')).headers()['content-encoding']).toBe('gzip');
});
