import type { Page } from '@playwright/test';

/**
 * Layout helpers of the header spec: forcing fonts on the whole page and
 * finding what sticks out of the window or out of the sticky row.
 */

/** The sans-serif fonts Linux systems commonly fall back to, plus a narrow one (scripts/ensure-chromium.mjs installs them). */
export const FORCED_FONTS = [
  'DejaVu Sans',
  'Liberation Sans',
  'Noto Sans',
  'Liberation Sans Narrow',
];

/** The fonts of `fonts` the browser does not have: text in them measures like the monospace fallback. */
export function missingFonts(page: Page, fonts: string[]): Promise<string[]> {
  return page.evaluate(
    (names) =>
      names.filter((name) => {
        const ctx = document.createElement('canvas').getContext('2d');
        if (!ctx) return true;
        const sample = 'Especial para pacientes nuevos 0142';
        ctx.font = '16px monospace';
        const fallback = ctx.measureText(sample).width;
        ctx.font = `16px '${name}', monospace`;
        return ctx.measureText(sample).width === fallback;
      }),
    fonts,
  );
}

/**
 * What is wrong with the header at the current width, once per forced font
 * (swapping the font is much cheaper than another resize): the page scrolling
 * sideways, visible elements outside the window or outside the sticky row (a
 * label that wrapped), an arrow wrapped away from its link's last word, a
 * missing call action, or not exactly one way to navigate (the desktop menu
 * or the menu button).
 */
export function headerProblems(page: Page, fonts: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const header = document.querySelector('header');
    const row = header?.querySelector('[data-header-row]');
    if (!header || !row) return ['no header row'];
    let style = document.getElementById('forced-font');
    if (!style) {
      style = document.createElement('style');
      style.id = 'forced-font';
      document.head.append(style);
    }
    const width = window.innerWidth;
    const problems: string[] = [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== header; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const charBox = (node: Node, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const font of names) {
      style.textContent = `html, html * { font-family: '${font}' !important; }`;
      const say = (text: string) => problems.push(`${font}: ${text}`);
      const scroll = document.documentElement.scrollWidth - width;
      if (scroll > 0) say(`the page scrolls ${scroll} px sideways`);
      const rowBox = row.getBoundingClientRect();
      // Geometry first (cheap); style checks only for what looks out of place.
      for (const el of header.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        // Visually hidden text (the skip link, screen-reader labels) is 1 px: not laid out for the eye.
        if (r.width <= 1 || r.height <= 1) continue;
        const outside = r.right > width + 0.5 || r.left < -0.5;
        const leavesRow =
          row.contains(el) && (r.top < rowBox.top - 0.5 || r.bottom > rowBox.bottom + 0.5);
        if (!outside && !leavesRow) continue;
        if (!el.checkVisibility({ visibilityProperty: true }) || clipped(el)) continue;
        if (outside) say(`${name(el)} at ${Math.round(r.left)}–${Math.round(r.right)}`);
        if (leavesRow) say(`${name(el)} leaves the sticky row`);
      }
      // An arrow that ends a link keeps to the line of the word before it.
      let last: { node: Node; at: number } | null = null;
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let at = 0; at < text.length; at++) {
          if (/\s/.test(text.charAt(at))) continue;
          if (text.charAt(at) === '→' && last) {
            const arrow = charBox(node, at);
            if (arrow.width > 0 && arrow.top >= charBox(last.node, last.at).bottom - 1)
              say(`"→" starts a line of its own after "${last.node.textContent?.trim()}"`);
          }
          last = { node, at };
        }
      }
      const call = row.querySelector('[data-testid="header-call"]');
      if (!call?.checkVisibility()) say('no call action in the sticky row');
      const nav = header.querySelector('nav');
      const menu = header.querySelector('details[data-mobile-menu] > summary');
      const ways = [nav, menu].filter((el) => el?.checkVisibility()).length;
      if (ways !== 1) say(`${ways} ways to navigate are shown`);
    }
    return problems;
  }, fonts);
}
