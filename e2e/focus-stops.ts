import type { Page } from '@playwright/test';

/**
 * Keyboard helpers of the accessibility specs: walking a page with Tab as an
 * auditor does, and the WCAG colour arithmetic for the focus indicator.
 */

/** One Tab stop, measured once focus (and the scroll it causes) has settled on it. */
export type Stop = {
  /** Tag, test id or text: enough to find the element in a failure message. */
  name: string;
  /** Focus fell back to the page itself. */
  onBody: boolean;
  /** The last focusable element of the page in document order: the walk ends here. */
  last: boolean;
  /** Laid out with a size a sighted keyboard user can see (not a 1 px screen-reader text). */
  visible: boolean;
  /** Entirely under the sticky header, so the visitor cannot see where focus is (WCAG 2.4.11). */
  covered: boolean;
  /** The ring's colours: the outline and the box-shadow ring, as rgb() strings ('' if none). */
  outline: string;
  ring: string;
  /** The colour right behind the element, and its own background where it has one. */
  behind: string[];
  own: string | null;
};

declare global {
  interface Window {
    __stops?: Stop[];
    __measureStop?: (el: Element | null) => Stop;
  }
}

/**
 * Records every stop when the next key goes down, so each is measured where
 * focus left it, after the browser scrolled it into view; one round trip
 * per key. Installed in the page already loaded.
 */
async function recordStops(page: Page) {
  await page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (c: string): Rgba | null => {
      const m = c.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/?\s*([\d.]+))?\)/);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : null;
    };
    const rgb = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
    /**
     * The colours behind an element: each ancestor's background (every colour
     * of a gradient) composited over the ones below, down to the first opaque one.
     */
    const backgroundsOf = (start: Element | null): string[] => {
      const layers: Rgba[][] = [];
      for (let el = start; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        const gradient = style.backgroundImage.match(/rgba?\([^)]+\)/g);
        const layer = (gradient ?? [style.backgroundColor])
          .map(parse)
          .filter((c): c is Rgba => c !== null);
        if (layer.some((c) => c[3] > 0)) layers.push(layer);
        if (layer.length && layer.every((c) => c[3] >= 1)) break;
      }
      let below: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) {
        below = layer.flatMap(([r, g, b, a]) =>
          below.map(([br, bg, bb]): Rgba => [
            r * a + br * (1 - a),
            g * a + bg * (1 - a),
            b * a + bb * (1 - a),
            1,
          ]),
        );
      }
      return [...new Set(below.map(rgb))];
    };
    window.__measureStop = (el) => {
      const onBody = !el || el === document.body || el === document.documentElement;
      const target = el ?? document.body;
      // The ring's final colours: a colour transition (transition-colors) may still be running.
      for (const animation of target.getAnimations()) animation.finish();
      const rect = target.getBoundingClientRect();
      const header = document.querySelector('header');
      const band = header && !header.contains(target) ? header.getBoundingClientRect() : null;
      const style = getComputedStyle(target);
      const shadow = style.boxShadow.match(/rgba?\([^)]+\)/)?.[0] ?? '';
      const own = parse(style.backgroundColor);
      return {
        name: `${target.tagName.toLowerCase()} ${target.getAttribute('data-testid') ?? ''} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        onBody,
        last: target.hasAttribute('data-last-stop'),
        visible:
          rect.width > 1 && rect.height > 1 && target.checkVisibility({ visibilityProperty: true }),
        covered:
          !!band &&
          getComputedStyle(header as Element).position === 'sticky' &&
          rect.top >= band.top &&
          rect.bottom <= band.bottom,
        outline: style.outlineStyle === 'none' ? '' : style.outlineColor,
        ring: shadow,
        behind: backgroundsOf(target.parentElement),
        own: own && own[3] >= 1 ? rgb(own) : null,
      };
    };
    window.__stops = [];
    addEventListener(
      'keydown',
      (e) => {
        const stops = window.__stops ?? [];
        // Before the first stop focus is on the page: that is where the walk starts.
        if (e.key !== 'Tab' || (!stops.length && document.activeElement === document.body)) return;
        stops.push(window.__measureStop?.(document.activeElement) as Stop);
      },
      { capture: true },
    );
  });
}

/**
 * Tabs from the top of the page to its last focusable element (at most `max`
 * stops) and returns every stop on the way. Focus falling back on the page
 * before the end is a stop `onBody`.
 */
export async function tabThrough(page: Page, max = 400): Promise<Stop[]> {
  await recordStops(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => el.checkVisibility() && !el.closest('[inert]'));
    all.at(-1)?.setAttribute('data-last-stop', '');
  });
  // Ten keys per round trip: the stops are recorded in the page, and cut at the last one.
  for (let pressed = 0; pressed < max; pressed += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!window.__stops?.some((s) => s.last))) break;
  }
  const stops = await page.evaluate(() => [
    ...(window.__stops ?? []),
    window.__measureStop?.(document.activeElement) as Stop,
  ]);
  const end = stops.findIndex((s) => s.last);
  return end < 0 ? stops : stops.slice(0, end + 1);
}

/** WCAG 2.x relative luminance of an rgb() colour. */
export function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two rgb() or #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const rgbOf = (c: string) =>
    c.startsWith('#')
      ? `rgb(${parseInt(c.slice(1, 3), 16)}, ${parseInt(c.slice(3, 5), 16)}, ${parseInt(c.slice(5, 7), 16)})`
      : c;
  const [hi, lo] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}
