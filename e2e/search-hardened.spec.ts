import { expect } from '@playwright/test';
import { conditions } from '../lib/content/conditions';
import { dictionary } from '../lib/ui';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty, recordViolations, violations, watchConsole } from './support';
import { test } from './tab';

/**
 * Search under the real security headers (Cloudflare's runtime applying
 * _headers): Pagefind's WebAssembly compiles under 'wasm-unsafe-eval', both
 * when the search page is the first page and when a client-side link brings
 * the visitor there, keeping the first page's policy.
 */
const sciatica = conditions().find((c) => c.slug === 'sciatica');

for (const locale of ['en', 'es'] as const) {
  const t = dictionary(locale);
  const word = locale === 'en' ? 'sciatica' : 'ciática';
  const want = localizePath(routes.condition(sciatica!.category, sciatica!.slug), locale);

  test(`${locale}: search runs under the site policy, arrived at directly or by a link`, async ({
    page,
  }) => {
    await recordViolations(page);
    const errors = watchConsole(page, { ignoreBlocked: true });
    await guardThirdParty(page, { block: true });

    const response = await page.goto(`${localizePath(routes.search, locale)}?q=${word}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toContain("'unsafe-eval'");
    // The first request to a cold wrangler (compiling the index files' routes) can take seconds.
    await expect(page.getByTestId('search-status')).toContainText(word, { timeout: 30_000 });
    await expect(page.getByTestId('search-results').locator(`a[href="${want}"]`)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // From another page by the header's link: a client-side navigation, same document and policy.
    await page.goto(localizePath(routes.contact, locale));
    await page.waitForFunction(() => document.querySelector('nav[data-ready]') !== null);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    await page.getByTestId('search-link').filter({ visible: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('searchTitle'));
    await page.getByRole('searchbox').fill(word);
    await expect(page.getByTestId('search-results').locator(`a[href="${want}"]`)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
