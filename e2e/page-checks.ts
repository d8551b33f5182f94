import { expect, type BrowserContext, type Page } from '@playwright/test';
import { localizePath, locales } from '../lib/i18n';
import { STATIC_PREFIX } from '../scripts/postbuild/next-contract';
import {
  axeViolations,
  guardThirdParty,
  hydrated,
  isWidgetPage,
  recordViolations,
  vendorOrigins,
  violations,
  watchConsole,
  watchThirdParty,
} from './support';

/** The crawl runs every page in one reused tab per worker (tab.ts). */
export { test } from './tab';

/**
 * The checks every page gets in a browser, once per page (at the desktop
 * width, on Cloudflare's runtime with the generated headers) and once per
 * template at a phone width. What does not need a browser (titles,
 * canonicals, hreflang, JSON-LD, text without JavaScript) is read from the
 * exported files in pages.static.spec.ts.
 */

/** The 404 pages the crawls visit besides the sitemap's pages: one missing path per language. */
export const MISSING_PAGES = locales.map((l) => localizePath('/this-page-does-not-exist/', l));

/** Start of the first script request of Next's and of the first paint, from the browser's timings. */
export const paintAndScriptTimes = (page: Page) =>
  page.evaluate((prefix) => {
    const paint =
      performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith(prefix) && r.name.endsWith('.js'))
      .map((r) => r.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  }, STATIC_PREFIX);

/** The security headers every response carries (or, on the 404 page, its policy in a meta tag). */
async function expectSecurityHeaders(page: Page, headers: Record<string, string>, status: number) {
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
}

type Options = {
  /** Served with the deploy files' headers: check them, the policy's violations, cookies, paint order. */
  hardened: boolean;
  /** Widths to check for sideways scrolling besides the viewport's own. */
  widths: number[];
  /**
   * Audit only the page's own content (<main>) with axe: for a page whose
   * header and footer, the same markup on every page of its language, are
   * audited whole on another page of its template.
   */
  contentOnly?: boolean;
};

export async function checkPage(
  page: Page,
  context: BrowserContext,
  sitePath: string,
  { hardened, widths, contentOnly = false }: Options,
) {
  const status = MISSING_PAGES.includes(sitePath) ? 404 : 200;
  if (hardened) await recordViolations(page);
  const errors = watchConsole(page);
  const thirdParty = isWidgetPage(sitePath) ? await guardThirdParty(page) : watchThirdParty(page);
  const response = await page.goto(sitePath);
  expect(response?.status()).toBe(status);
  if (hardened) await expectSecurityHeaders(page, response?.headers() ?? {}, status);
  await hydrated(page);
  if (isWidgetPage(sitePath)) {
    // The page's own vendor loads on arrival; wait for its frame or form before judging.
    await expect(
      page.locator('[data-widget] iframe, [data-testid="vendor-booking-form"]').first(),
    ).toBeVisible();
  }

  await expect(page.locator('h1:visible')).toHaveCount(1);
  // Content reflows to the viewport: nothing scrolls sideways (WCAG 1.4.10), at the
  // phone widths and the project's own, by resizing the page already loaded.
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [...widths, viewport.width]) {
    await page.setViewportSize({ width, height: viewport.height });
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(scroll, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }

  expect(await axeViolations(page, contentOnly ? 'main' : undefined)).toEqual([]);

  const others = thirdParty.requests.map((r) => new URL(r.url()).origin);
  if (isWidgetPage(sitePath)) {
    for (const origin of others)
      expect(vendorOrigins.has(origin), `${origin} is a configured vendor`).toBe(true);
  } else {
    expect(others).toEqual([]);
  }

  if (hardened) {
    const timing = await paintAndScriptTimes(page);
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.paint).toBeLessThan(timing.firstScript);
    expect(await violations(page)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  }
  // The browser reports the 404 status of the 404 page itself; nothing else may fail.
  const expected =
    status === 404
      ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
      : [];
  expect(errors).toEqual(expected);
}
