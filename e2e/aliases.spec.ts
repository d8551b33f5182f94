import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { localeInfo, localeOfPath } from '../lib/i18n';
import { REDIRECT_LIMITS } from '../scripts/postbuild/aliases';
import { OUT, oldAddresses } from './support';
import { test } from './tab';

// Every old address (the aliases, and each page's address from before its
// words were translated) followed in one reused tab (tab.ts) on a plain file
// server: the redirect page leads to the page. No old address leads to a page
// that loads a vendor, and the browser reaches no other site (playwright.config.ts).
// The hosts' own 301s are checked in real-hosts.spec.ts.
const moved = oldAddresses();

for (const { from, to } of moved) {
  test(`${from} reaches ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      localeInfo[localeOfPath(to)].hreflang,
    );
    await expect(page.locator('h1:visible')).toHaveCount(1);
  });
}

test('every old address has a noindex redirect page and a 301 in _redirects', () => {
  const rules = new Set(fs.readFileSync(path.join(OUT, '_redirects'), 'utf8').split('\n'));
  for (const { from, to } of moved) {
    const html = fs.readFileSync(path.join(OUT, from, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`));
    expect(html).toContain(`<a href="${to}">`);
    expect(html).toContain(`<html lang="${localeInfo[localeOfPath(from)].hreflang}">`);
    expect(rules).toContain(`${from} ${to} 301`);
    expect(rules).toContain(`${from.replace(/\/$/, '')} ${to} 301`);
  }
});

test('_redirects stays within what Cloudflare Pages reads', () => {
  const rules = fs
    .readFileSync(path.join(OUT, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const dynamic = rules.filter((r) => /[*:]/.test(r.split(' ')[0] ?? ''));
  expect(rules.length - dynamic.length).toBeLessThanOrEqual(REDIRECT_LIMITS.static);
  expect(dynamic.length).toBeLessThanOrEqual(REDIRECT_LIMITS.dynamic);
});
