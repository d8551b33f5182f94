import { expect, type Page } from '@playwright/test';
import { tabThrough } from './focus-stops';
import {
  guardThirdParty,
  hydrated,
  isWidgetPage,
  onePerTemplate,
  sitemapPaths,
  turnOf,
  vendorOrigins,
} from './support';
import { test } from './tab';

/**
 * A keyboard audit of one page per template in both languages, as an auditor
 * does it: vendors blocked (every widget shows its fallback, as for a visitor
 * whose vendor is down), Tab from the top of the page to its last control,
 * then Space on every button. Each template is walked at a desktop and at a
 * phone width, one in each language: the languages take turns (turnOf), so
 * both languages are walked at both widths across the templates.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/**
 * Presses Space on every visible button of the page, each once, and returns
 * those that did not receive the click Space must give them (WCAG 2.1.1,
 * 4.1.2). The click is stopped before it acts, so each press starts from the
 * same page; the page must not scroll either (what Space does on a link).
 */
async function deafToSpace(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const buttons = [
      ...document.querySelectorAll<HTMLElement>(
        'button, [role="button"], input[type="button"], input[type="submit"]',
      ),
    ].filter((el) => el.checkVisibility() && !el.closest('[inert]'));
    buttons.forEach((el, i) => el.setAttribute('data-space', String(i)));
    const w = window as Window & { __pressed?: string[] };
    w.__pressed = [];
    addEventListener(
      'click',
      (e) => {
        const hit = (e.target as Element).closest('[data-space]');
        if (!hit) return;
        w.__pressed?.push(hit.getAttribute('data-space') ?? '');
        e.preventDefault();
        e.stopImmediatePropagation();
      },
      { capture: true },
    );
    return buttons.length;
  });
  const deaf: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = page.locator(`[data-space="${i}"]`);
    await button.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    const answered = await page.evaluate(
      ([id, y]) =>
        (window as Window & { __pressed?: string[] }).__pressed?.includes(id as string) &&
        window.scrollY === y,
      [String(i), scrolled] as const,
    );
    if (!answered) deaf.push(await button.evaluate((el) => el.outerHTML.slice(0, 120)));
  }
  return deaf;
}

test.describe('every template by keyboard, vendors blocked', () => {
  const pages = onePerTemplate(sitemapPaths());
  const turn = turnOf(pages);
  for (const sitePath of pages) {
    const viewport = WIDTHS[turn(sitePath)];
    const at = `at ${viewport.width} px`;
    test(`${sitePath} ${at}: Tab reaches the end without losing focus or hiding it; Space presses every button`, async ({
      page,
    }) => {
      const thirdParty = await guardThirdParty(page, { block: true });
      await page.setViewportSize(viewport);
      await page.goto(sitePath);
      await hydrated(page);
      const stops = await tabThrough(page);
      expect(stops.length, `stops ${at}`).toBeGreaterThan(10);
      expect(stops.at(-1)?.last, `Tab reaches the last control ${at}`).toBe(true);
      expect(
        stops.filter((s) => s.onBody).map((s) => s.name),
        `focus lost ${at}`,
      ).toEqual([]);
      expect(
        stops.filter((s) => !s.visible).map((s) => s.name),
        `unseen stops ${at}`,
      ).toEqual([]);
      expect(
        stops.filter((s) => s.covered).map((s) => s.name),
        `stops under the sticky header ${at}`,
      ).toEqual([]);
      expect(
        stops.filter((s) => !s.outline && !s.ring).map((s) => s.name),
        `stops without a focus indicator ${at}`,
      ).toEqual([]);
      expect(await deafToSpace(page), `buttons deaf to Space ${at}`).toEqual([]);
      // Moving through the page, the home page's consultation form included, asks no vendor.
      const origins = thirdParty.requests.map((r) => new URL(r.url()).origin);
      if (!isWidgetPage(sitePath)) expect(origins).toEqual([]);
      else for (const origin of origins) expect(vendorOrigins.has(origin)).toBe(true);
    });
  }
});
