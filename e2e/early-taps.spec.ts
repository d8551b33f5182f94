import { expect, test, type Page, type Route } from '@playwright/test';
import { practicePages } from '../lib/content/pages';
import { locales } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { widgets, type FrameWidgetId } from '../lib/widgets';
import { guardThirdParty } from './support';
import { REACT_FIBER_KEY } from '../scripts/postbuild/next-contract';

/**
 * A tap before hydration works in place (issue: every tap answers from the
 * first paint). Next's scripts are held back at the network, as on a slow
 * phone where hydration ends seconds after the first paint: the family
 * dialog opens from the HTML alone, a facade keeps its tap (no new tab) and
 * loads its frame in place once the scripts arrive, and the search form
 * shows the results of what is typed before React arrives (early-search.ts),
 * then hands them to React without a second list. Without JavaScript a facade is still a link to the vendor's page
 * (no-javascript.spec.ts).
 */
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

/** Holds every Next.js script back until `release` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/**/*.js', (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Not hydrated: React has claimed no element of the page. */
const bare = (page: Page) =>
  page.evaluate(
    (fiberKey) =>
      [document.body, ...document.querySelectorAll('main, [data-widget], dialog')].every(
        (el) => !Object.keys(el).some((k) => k.startsWith(fiberKey)),
      ),
    REACT_FIBER_KEY,
  );

const FACADES: Record<string, FrameWidgetId[]> = {
  [routes.home]: ['video', 'reviews'],
  [routes.contact]: ['map'],
};

for (const locale of locales) {
  test.describe(`before hydration (${locale})`, () => {
    test.beforeEach(async ({ context }) => {
      await guardThirdParty(context);
    });

    test(`the family dialog opens from a tap (${locale})`, async ({ page }) => {
      await holdScripts(page);
      await page.goto(localizePath(routes.team, locale));
      const button = page.getByRole('button', {
        name: practicePages().team.copy[locale].familyButton,
      });
      await button.tap();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
        practicePages().team.copy[locale].dialogHeading,
      );
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );
      await dialog
        .getByRole('button', { name: practicePages().team.copy[locale].closeLabel })
        .tap();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      expect(await bare(page)).toBe(true);
    });

    for (const [path, ids] of Object.entries(FACADES)) {
      test(`${ids.join(' and ')}: a tap loads the frame in place (${locale})`, async ({
        page,
        context,
      }) => {
        const popups: string[] = [];
        context.on('page', (p) => popups.push(p.url()));
        const scripts = await holdScripts(page);
        await page.goto(localizePath(path, locale));
        for (const id of ids) {
          const widget = page.locator(`[data-widget="${id}"]`);
          await widget.locator('a[data-ask]').tap();
          await expect(widget).toHaveAttribute('data-asked', '');
          await expect(page).toHaveURL(new RegExp(`${localizePath(path, locale)}$`));
        }
        expect(await bare(page)).toBe(true);
        await scripts.release();
        for (const id of ids) {
          await expect(page.locator(`[data-widget="${id}"] iframe`)).toHaveAttribute(
            'src',
            widgets[id].url,
          );
        }
        expect(popups).toEqual([]);
      });
    }

    test(`search shows results from the first keystroke (${locale})`, async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(localizePath(routes.search, locale));
      const field = page.getByRole('searchbox');
      await field.tap();
      const query = locale === 'en' ? 'sciatica' : 'ciática';
      await field.pressSequentially(query);
      // Drawn without React: the page's scripts are still held back.
      const status = page.getByTestId('search-status');
      await expect(status).toContainText(query);
      const results = page.getByTestId('search-results');
      await expect(results.locator('li h2 a').first()).toBeVisible();
      const early = await results
        .locator('li h2 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(early.length).toBeGreaterThan(0);
      expect(await bare(page)).toBe(true);
      await page.screenshot({ path: test.info().outputPath('before-hydration.png') });

      // React takes the list over: one list, the same hits, the query and the focus kept.
      await scripts.release();
      await expect(page.locator('[data-early-results]')).toHaveCount(0);
      await expect(results).toHaveCount(1);
      expect(await bare(page)).toBe(false);
      expect(
        await results.locator('li h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      ).toEqual(early);
      await expect(status).toContainText(query);
      await expect(field).toHaveValue(query);
      await expect(field).toBeFocused();
      await field.press('Backspace');
      await expect(status).toContainText(query.slice(0, -1));
    });
  });
}
