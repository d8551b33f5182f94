import { expect, type CDPSession, type Page } from '@playwright/test';
import { hydrated, guardThirdParty, onePerTemplate, sitemapPaths } from './support';
import { test } from './tab';

/**
 * Text at twice its size (WCAG 1.4.4 resize text, 1.4.10 reflow), three ways
 * on one load of each template: the root font size at 200% (what a site's
 * own text-size control or a user style does) at 1280 and at 375 px, and
 * Chromium's own text size at 200% (its default font size doubled, which
 * media queries follow too) at 375 px. Nothing may be wider than the window,
 * no text may be cut off, and the header's links and calls stay in reach.
 */

type Mode = { name: string; width: number; height: number; root?: boolean; browserText?: boolean };

const MODES: Mode[] = [
  { name: 'root font 200% at 1280 px', width: 1280, height: 800, root: true },
  { name: 'root font 200% at 375 px', width: 375, height: 740, root: true },
  { name: 'browser text 200% at 375 px', width: 375, height: 740, browserText: true },
];

/** Chromium's default font sizes (16 px, monospace 13 px), scaled. */
const fontSizes = (cdp: CDPSession, scale: number) =>
  cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * scale, fixed: 13 * scale } });

/** What is lost at this size: sideways scrolling, text cut off, header content spilling out of its bar. */
function lostContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 0) problems.push(`the page is ${wider} px wider than the window`);
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth)
        problems.push(`${name(el)} is cut off`);
    }
    // Each bar of the header holds its content (a fixed height would let it spill over the next).
    for (const bar of document.querySelectorAll('header > div')) {
      const box = bar.getBoundingClientRect();
      if (!box.height) continue;
      for (const el of bar.querySelectorAll('a, p, span, summary')) {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || !el.checkVisibility()) continue;
        if (el.closest('details:not([open]) > :not(summary), [data-mobile-menu] > div')) continue;
        if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
          problems.push(`${name(el)} spills out of its header bar`);
      }
    }
    return problems;
  });
}

/**
 * The header's ways onward that are not all within the window or not on
 * top where they are: the menu entries (or the menu button), the call and
 * the booking link.
 */
function unreachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const controls = [
      ...header.querySelectorAll<HTMLElement>(
        '[data-header-row] nav > ul > li > :is(a, details > summary), [data-header-row] [data-mobile-menu] > summary, [data-testid="header-call"], [data-header-row] a[href$="/appointment/"]',
      ),
    ].filter((el) => el.checkVisibility());
    const found = controls.length ? [] : ['no menu or call in the header row'];
    for (const el of controls) {
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      const label = `"${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (r.left < -0.5 || r.right > window.innerWidth + 0.5) found.push(`${label} off-screen`);
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!top || !el.contains(top)) found.push(`${label} covered`);
    }
    return found;
  });
}

test.describe('text at 200%', () => {
  for (const sitePath of onePerTemplate(sitemapPaths())) {
    test(`${sitePath}: fits the window and keeps the header in reach`, async ({
      page,
      context,
    }) => {
      await guardThirdParty(page, { block: true });
      const cdp = await context.newCDPSession(page);
      await page.goto(sitePath);
      await hydrated(page);
      try {
        for (const mode of MODES) {
          await page.setViewportSize({ width: mode.width, height: mode.height });
          await page.evaluate((root) => {
            document.documentElement.style.fontSize = root ? '200%' : '';
            window.scrollTo(0, 0);
          }, !!mode.root);
          await fontSizes(cdp, mode.browserText ? 2 : 1);
          // The header measures its rows after a resize: let it settle for a frame.
          await page.evaluate(() => new Promise(requestAnimationFrame));
          expect(await lostContent(page), mode.name).toEqual([]);
          expect(await unreachable(page), mode.name).toEqual([]);
        }
      } finally {
        await fontSizes(cdp, 1);
        await cdp.detach();
      }
    });
  }
});
