import { expect, type Page } from '@playwright/test';
import { clinic } from '../lib/content/clinic';
import { conditions } from '../lib/content/conditions';
import { practicePages } from '../lib/content/pages';
import { dictionary } from '../lib/ui';
import { getPosts } from '../lib/blog';
import type { Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { axeViolations, guardThirdParty } from './support';
import { contrast } from './focus-stops';
import { test } from './tab';

/** Site search (Pagefind): results in the visitor's language, loaded only when used. */

const sciatica = conditions().find((c) => c.slug === 'sciatica');
if (!sciatica) throw new Error('no sciatica condition page');

/** Pages the quality checks expect, in a language, from the content loaders. */
function expected(locale: Locale) {
  const posts = getPosts(locale);
  const post = (pattern: RegExp) => {
    const found = posts.find((p) => pattern.test(p.slug));
    if (!found) throw new Error(`no post matching ${pattern}`);
    return localizePath(routes.post(found.slug), locale);
  };
  return {
    sciaticaPage: localizePath(routes.condition(sciatica!.category, sciatica!.slug), locale),
    sciaticaPost: post(/sciatica/),
    techNeckPost: post(/tech-neck/),
    // The new patient page answers "Will my insurance cover care?".
    insurance: localizePath(routes.newPatientSpecial, locale),
  };
}

const queries = {
  en: { sciatica: 'sciatica', techNeck: 'tech neck', insurance: 'insurance' },
  es: { sciatica: 'ciática', techNeck: 'cuello', insurance: 'seguro' },
} as const;

const resultLinks = (page: Page) =>
  page
    .getByTestId('search-results')
    .locator('li h2 a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

async function search(page: Page, text: string) {
  const field = page.getByRole('searchbox');
  await field.fill(text);
  await expect(page.getByTestId('search-status')).not.toHaveText(
    dictionary(((await page.locator('html').getAttribute('lang')) ?? 'en') as Locale)(
      'searchLoading',
    ),
  );
}

test.beforeEach(async ({ context }) => {
  await guardThirdParty(context);
});

test('no page loads anything of search until the search page opens', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/services/chiropractic/spine-related/sciatica/');
  await page.getByTestId('logo').hover();
  await page.waitForLoadState('load');
  expect(requests.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);

  await page.getByTestId('search-link').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/search\/$/);
  await expect.poll(() => requests.some((p) => p === '/pagefind/pagefind.js')).toBe(true);
});

for (const locale of ['en', 'es'] as const) {
  const t = dictionary(locale);
  const q = queries[locale];

  test.describe(`search in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath(routes.search, locale));
      await expect(page.getByTestId('search-status')).toHaveText(t('searchPrompt'));
    });

    test(`"${q.sciatica}" finds the sciatica page and article first`, async ({ page }) => {
      const want = expected(locale);
      await search(page, q.sciatica);
      await expect(page.getByTestId('search-status')).toContainText(q.sciatica);
      const top = (await resultLinks(page)).slice(0, 3);
      expect(top).toContain(want.sciaticaPage);
      expect(top).toContain(want.sciaticaPost);
      // Every result is a page in this language, with its type and a highlighted excerpt.
      const first = page.getByTestId('search-results').locator('li').first();
      await expect(first.locator('mark').first()).toBeVisible();
      await expect(first.locator('p').first()).toHaveText(
        new RegExp(`^(${[t('typeCondition'), t('typeArticle')].join('|')})$`, 'i'),
      );
      for (const href of await resultLinks(page))
        expect(href.startsWith('/es/')).toBe(locale === 'es');
    });

    test(`"${q.techNeck}" finds the tech-neck article and "${q.insurance}" the insurance answers`, async ({
      page,
    }) => {
      const want = expected(locale);
      await search(page, q.techNeck);
      await expect.poll(() => resultLinks(page)).toContain(want.techNeckPost);
      await search(page, q.insurance);
      await expect(page.getByTestId('search-status')).toContainText(q.insurance);
      await expect.poll(() => resultLinks(page)).toContain(want.insurance);
      expect(practicePages().newPatient.copy[locale].insuranceHeading).toBeTruthy();
    });

    test('a misspelling still finds sciatica', async ({ page }) => {
      const want = expected(locale);
      const typo = locale === 'en' ? 'sciatca' : 'ciatca';
      await search(page, typo);
      const offered = page.getByTestId('search-suggestion').getByRole('button');
      const corrected = page.getByTestId('search-corrected');
      await expect(offered.or(corrected)).toBeVisible();
      if (await offered.isVisible()) await offered.click();
      await expect
        .poll(async () => (await resultLinks(page)).slice(0, 3))
        .toContain(want.sciaticaPage);
    });

    test('the suggestion pressed from the keyboard leaves focus on what it found (WCAG 2.4.3)', async ({
      page,
    }) => {
      // The English spelling typed wrong in Spanish too: the Spanish word is what is offered.
      const typo = locale === 'en' ? 'sciatca back' : 'sciatca espalda';
      await search(page, typo);
      const offered = page.getByTestId('search-suggestion').getByRole('button');
      await expect(offered).toBeVisible();
      // Only words of the page's language are offered (a Spanish post keeps English words in
      // its address, which the Spanish search once offered).
      await expect(offered).toHaveText(locale === 'en' ? 'sciatica back' : 'ciática espalda');
      await offered.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('search-results')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('search-results').locator('a').first()).toBeFocused();
    });

    test('the search field’s edge stands out from the page (WCAG 1.4.11: 3:1)', async ({
      page,
    }) => {
      for (const url of [
        localizePath(routes.search, locale),
        `${localizePath('/', locale)}no-such-page/`,
      ]) {
        await page.goto(url);
        const field = page.getByRole('searchbox').first();
        // The edge as the eye sees it: its colour (oklab, see-through) drawn over what is behind.
        const [seen, behind] = await field.evaluate((input) => {
          let node: Element | null = input.parentElement;
          while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)')
            node = node.parentElement;
          const back = node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)';
          const pixel = (...colours: string[]) => {
            const context = document.createElement('canvas').getContext('2d');
            if (!context) return '';
            for (const colour of colours) {
              context.fillStyle = colour;
              context.fillRect(0, 0, 1, 1);
            }
            const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
            return `rgb(${r}, ${g}, ${b})`;
          };
          return [pixel(back, getComputedStyle(input).borderTopColor), pixel(back)];
        });
        expect(contrast(seen, behind), `${url}: ${seen} on ${behind}`).toBeGreaterThanOrEqual(3);
      }
    });

    test('nonsense and empty queries get a helpful empty state with the phone number', async ({
      page,
    }) => {
      await search(page, 'qqxzvv');
      await expect(page.getByTestId('search-status')).toHaveText(
        t('searchNoResults', { query: 'qqxzvv' }),
      );
      const empty = page.getByTestId('search-empty');
      await expect(empty.getByRole('link', { name: clinic().phone.display })).toHaveAttribute(
        'href',
        clinic().phone.href,
      );
      await expect(empty.getByRole('link', { name: t('searchSitemapLink') })).toHaveAttribute(
        'href',
        localizePath(routes.sitemap, locale),
      );
      await search(page, '   ');
      await expect(page.getByTestId('search-status')).toHaveText(t('searchPrompt'));
      await expect(page.getByTestId('search-results')).toHaveCount(0);
    });

    test('keyboard only: type, filter by type, open a result; status is announced; axe-clean', async ({
      page,
    }) => {
      const want = expected(locale);
      await page.getByRole('searchbox').focus();
      await page.keyboard.type(q.sciatica);
      await page.keyboard.press('Enter');
      const status = page.getByTestId('search-status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toContainText(q.sciatica);
      await page.getByRole('radio', { name: t('typeArticle') }).check();
      await expect
        .poll(async () => {
          const links = await resultLinks(page);
          return links.length > 0 && links.every((l) => l.includes('/blog/'));
        })
        .toBe(true);
      expect(await resultLinks(page)).toContain(want.sciaticaPost);
      // The address keeps the query, so the page can be shared or reloaded.
      expect(new URL(page.url()).searchParams.get('q')).toBe(q.sciatica);

      expect(await axeViolations(page)).toEqual([]);

      const firstLink = page.getByTestId('search-results').locator('li h2 a').first();
      const href = await firstLink.getAttribute('href');
      await firstLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('a query in the address runs on arrival', async ({ page }) => {
      await page.goto(`${localizePath(routes.search, locale)}?q=${encodeURIComponent(q.sciatica)}`);
      await expect(page.getByRole('searchbox')).toHaveValue(q.sciatica);
      await expect(page.getByTestId('search-status')).toContainText(q.sciatica);
      expect((await resultLinks(page)).length).toBeGreaterThan(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'es'] as const) {
    test(`the ${locale} search page says search needs JavaScript and links the sitemap`, async ({
      page,
    }) => {
      const t = dictionary(locale);
      await page.goto(localizePath(routes.search, locale));
      const note = page.getByTestId('search-needs-js');
      await expect(note).toContainText(t('searchNeedsJs'));
      await note.getByRole('link', { name: t('searchSitemapLink') }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(routes.sitemap, locale)}$`));
    });
  }
});
