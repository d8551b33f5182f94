import { expect, test } from '@playwright/test';
import { conditions } from '../lib/content/conditions';
import { dictionary } from '../lib/ui';
import { localizePath, routes } from '../lib/routes';
import { LIMITS } from '../scripts/postbuild/service-worker';
import { controlled, guardThirdParty } from './support';

/** The service worker keeps the search files a visitor used: a query already run works offline. */
test.use({ serviceWorkers: 'allow' });

const sciatica = conditions().find((c) => c.slug === 'sciatica');

for (const locale of ['en', 'es'] as const) {
  const t = dictionary(locale);
  const word = locale === 'en' ? 'sciatica' : 'ciática';
  const want = localizePath(routes.condition(sciatica!.category, sciatica!.slug), locale);
  const searchPage = localizePath(routes.search, locale);

  test(`${locale}: a query run online runs again offline from the saved index files`, async ({
    page,
    context,
  }) => {
    await guardThirdParty(context);
    await page.goto(localizePath(routes.home, locale));
    await controlled(page);

    await page.goto(searchPage);
    await expect(page.getByTestId('search-status')).toHaveText(t('searchPrompt'));
    await page.getByRole('searchbox').fill(word);
    const result = page.getByTestId('search-results').locator(`a[href="${want}"]`);
    await expect(result).toBeVisible();

    // The search files went to their own cache, by path, within its bound.
    const searchCache = (await page.evaluate(() => caches.keys())).find((n) =>
      n.includes('-search-'),
    );
    expect(searchCache).toBeTruthy();
    const saved = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
      searchCache as string,
    );
    expect(saved).toContain('/pagefind/pagefind.js');
    expect(saved.some((p) => p.endsWith('.pf_fragment'))).toBe(true);
    expect(saved.some((p) => /\/wasm\.\w+\.pagefind$/.test(p))).toBe(true);
    expect(saved.length).toBeLessThanOrEqual(LIMITS.search);

    await context.setOffline(true);
    await page.goto(`${searchPage}?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('searchTitle'));
    await expect(page.getByTestId('search-status')).toContainText(word);
    await expect(result).toBeVisible();
    await context.setOffline(false);
  });
}
