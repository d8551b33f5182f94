import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { contrast, tabThrough, type Stop } from './focus-stops';
import { guardThirdParty, hydrated } from './support';
import { test } from './tab';

/**
 * The focus indicator (WCAG 2.4.7 focus visible, 1.4.11 non-text contrast):
 * a dark ring between two white ones (app/globals.css). Of two colours that
 * contrast at least 9:1 with each other, one reaches 3:1 against any
 * background (the two-colour technique, WCAG technique C40), so the ring
 * shows on every background the site uses. With the theme's colours:
 *
 * | background                                  | ink ring | white rings | needed |
 * | ------------------------------------------- | -------- | ----------- | ------ |
 * | white (pages, cards, header row)            | 13.1     | 1.0         | 3      |
 * | cream (bands, info bar, fallback panels)    | 12.3     | 1.1         | 3      |
 * | brand-light (hero gradient, map)            | 10.7     | 1.2         | 3      |
 * | sand                                        | 10.2     | 1.3         | 3      |
 * | brand: the teal band of the closing CTA     | 2.2      | 6.0         | 3      |
 * | brand-dark (hovered teal buttons)           | 1.5      | 9.0         | 3      |
 * | ink (top bar, doctor band, footer)          | 1.0      | 13.1        | 3      |
 * | accent: the amber buttons themselves        | 6.4      | 2.1         | 3      |
 * | accent-dark (hovered amber buttons)         | 4.8      | 2.7         | 3      |
 *
 * The old single ring (3 px of accent-dark) measured 2.74 on white, 2.56 on
 * cream, 2.21 on teal and 1.33 against the amber buttons.
 */

/** The theme's colours, read from the stylesheet the site is built from. */
const THEME = Object.fromEntries(
  [
    ...fs
      .readFileSync(path.resolve(__dirname, '..', 'app', 'globals.css'), 'utf8')
      .matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi),
  ].map((m) => [m[1] as string, m[2] as string]),
);
const BACKGROUNDS = ['white', 'cream', 'brand-light', 'sand', 'brand', 'brand-dark', 'ink'];
const BUTTONS = ['accent', 'accent-dark', 'brand', 'brand-dark'];
const INK = THEME.ink as string;
const WHITE = '#ffffff';
THEME.white = WHITE;

/** The better of the ring's two colours against a background. */
const best = (stop: Pick<Stop, 'outline' | 'ring'>, background: string) =>
  Math.max(contrast(stop.outline, background), contrast(stop.ring, background));

/** The theme colour nearest to an rgb() colour, to name the backgrounds the sample covered. */
function nearest(colour: string): string {
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  const distance = (hex: string) =>
    Math.hypot(
      parseInt(hex.slice(1, 3), 16) - r,
      parseInt(hex.slice(3, 5), 16) - g,
      parseInt(hex.slice(5, 7), 16) - b,
    );
  return Object.entries(THEME).sort(([, a], [, b]) => distance(a) - distance(b))[0]?.[0] ?? '';
}

test('the ring’s two colours reach 3:1 against every background and button of the theme', () => {
  expect(contrast(INK, WHITE)).toBeGreaterThanOrEqual(9);
  for (const name of [...BACKGROUNDS, ...BUTTONS]) {
    const colour = THEME[name];
    expect(colour, `--color-${name} in app/globals.css`).toBeDefined();
    expect(best({ outline: INK, ring: WHITE }, colour as string), name).toBeGreaterThanOrEqual(3);
  }
});

/** Pages whose stops between them sit on every background: hero, bands, cards, footer, CTA. */
const SAMPLE = ['/', '/services/acupuncture/', '/es/contact/', '/es/about/meet-our-team/'];

test('the ring measured on the page reaches 3:1 against what is behind every stop', async ({
  page,
}) => {
  await guardThirdParty(page, { block: true });
  const seen = new Set<string>();
  for (const sitePath of SAMPLE) {
    await page.goto(sitePath);
    await hydrated(page);
    const stops = await tabThrough(page);
    expect(stops.length, sitePath).toBeGreaterThan(20);
    const weak: string[] = [];
    for (const stop of stops) {
      if (!stop.outline || !stop.ring) {
        weak.push(`${stop.name}: one colour only (${stop.outline || stop.ring || 'none'})`);
        continue;
      }
      if (contrast(stop.outline, stop.ring) < 9) weak.push(`${stop.name}: its two colours`);
      for (const background of [...stop.behind, ...(stop.own ? [stop.own] : [])]) {
        seen.add(nearest(background));
        const ratio = best(stop, background);
        if (ratio < 3) weak.push(`${stop.name}: ${ratio.toFixed(2)} on ${background}`);
      }
    }
    expect(weak, sitePath).toEqual([]);
  }
  // The sample has stops on each of the site's main backgrounds, the amber buttons included.
  for (const name of ['white', 'cream', 'brand', 'ink', 'accent'])
    expect([...seen], `a stop on ${name}`).toContain(name);
});
