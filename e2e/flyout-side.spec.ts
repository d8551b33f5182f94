import { expect, type Page } from '@playwright/test';
import { locales } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty, hydrated } from './support';
import { test } from './tab';

/**
 * The desktop menu's flyouts open to the side that has room (WCAG 1.4.4
 * resize text, 1.4.12 text spacing). At 200% text, or with the text-spacing
 * bookmarklet's CSS, the Services dropdown is wide enough that a flyout
 * opening to the right of its entry left the window (x = 1,561 in a 1,280 px
 * window): the focused link was cut off. A keyboard user tabs through every
 * dropdown here, and every link focused in a flyout must lie inside the window.
 */

/** The text-spacing override WCAG 1.4.12 names (the bookmarklet's rules). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

const MODES = [
  {
    name: 'root font 200%',
    apply: (page: Page) =>
      page.evaluate(() => void (document.documentElement.style.fontSize = '200%')),
  },
  {
    name: 'text spacing',
    apply: (page: Page) => page.addStyleTag({ content: TEXT_SPACING }).then(() => undefined),
  },
];

type Stop = {
  text: string;
  level: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
};

/** Tabs from a dropdown's summary until focus leaves it; where each focused link lies. */
async function tabThrough(page: Page, dropdown: number): Promise<Stop[]> {
  const summary = page.locator('nav[data-ready] details[data-dropdown] > summary').nth(dropdown);
  await summary.click();
  const stops: Stop[] = [];
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((index) => {
      const el = document.activeElement;
      const details = document.querySelectorAll('nav[data-ready] details[data-dropdown]')[index];
      if (!(el instanceof HTMLAnchorElement) || !details?.contains(el)) return null;
      let level = 0;
      for (
        let ul = el.closest('ul');
        ul && details.contains(ul);
        ul = ul.parentElement?.closest('ul') ?? null
      )
        level += 1;
      const r = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim();
      return { text, level, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }, dropdown);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

test.describe('desktop flyouts at 200% text and with text spacing', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const locale of locales) {
    for (const mode of MODES) {
      test(`${locale}, ${mode.name}: every focused flyout link is inside the window`, async ({
        page,
      }) => {
        await guardThirdParty(page, { block: true });
        await page.goto(localizePath(routes.home, locale));
        await hydrated(page);
        await mode.apply(page);
        const dropdowns = await page.locator('nav[data-ready] details[data-dropdown]').count();
        expect(dropdowns).toBeGreaterThan(0);
        const outside: string[] = [];
        let deepest = 0;
        for (let d = 0; d < dropdowns; d++) {
          for (const stop of await tabThrough(page, d)) {
            deepest = Math.max(deepest, stop.level);
            const { innerWidth, innerHeight } = await page.evaluate(() => ({
              innerWidth: window.innerWidth,
              innerHeight: window.innerHeight,
            }));
            if (
              stop.left < -0.5 ||
              stop.right > innerWidth + 0.5 ||
              stop.top < -0.5 ||
              stop.bottom > innerHeight + 0.5
            )
              outside.push(
                `level ${stop.level} "${stop.text}" at x ${Math.round(stop.left)}–${Math.round(stop.right)}, y ${Math.round(stop.top)}–${Math.round(stop.bottom)}`,
              );
          }
          await page.keyboard.press('Escape');
        }
        // The Services dropdown has three levels: the walk reached the third.
        expect(deepest).toBe(3);
        expect(outside).toEqual([]);
      });
    }
  }
});
