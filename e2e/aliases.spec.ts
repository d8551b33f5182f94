import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { localeInfo, localeOfPath } from '../lib/i18n';
import { REDIRECT_LIMITS, redirectTarget } from '../scripts/postbuild/aliases';
import { parsePublished, PUBLISHED_FILE } from '../lib/published';
import { OUT, oldAddresses, sitemapPaths } from './support';
import { test } from './tab';

// Every old address (the aliases, each page's address from before its words
// were translated, and each published page that is gone) has a redirect page of the same markup, checked file
// by file below; its target is a page of the sitemap, which the crawl checks.
// In a browser on a plain file server, one old address of each kind in each
// language shows that the markup leads to the page (hosts.spec.ts checks the
// same pages on nginx and on Python's file server, real-hosts.spec.ts the
// hosts' own 301s, netlify.spec.ts Netlify's forced ones). No old address
// leads to a page that loads a vendor, and the browser reaches no other site
// (playwright.config.ts).
const moved = oldAddresses();
const followed = [...new Map(moved.map((m) => [`${m.kind} ${localeOfPath(m.to)}`, m])).values()];

for (const { from, to, kind } of followed) {
  test(`${from} (${kind}) reaches ${to}`, async ({ page }) => {
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
  const rules = fs.readFileSync(path.join(OUT, '_redirects'), 'utf8').split('\n');
  const pages = sitemapPaths();
  expect(followed.map((m) => m.kind).sort()).toEqual([
    'alias',
    'alias',
    'gone',
    'gone',
    'renamed',
    'untranslated',
  ]);
  for (const { from, to } of moved) {
    expect(pages, `${from} leads to a page of the sitemap`).toContain(to);
    const html = fs.readFileSync(path.join(OUT, from, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`));
    expect(html).toContain(`<a href="${to}">`);
    expect(html).toContain(`<html lang="${localeInfo[localeOfPath(from)].hreflang}">`);
    expect(redirectTarget(rules, from), `${from} in _redirects`).toBe(to);
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

test('every published address is a page of the sitemap or has one rule straight to one', () => {
  const rules = fs.readFileSync(path.join(OUT, '_redirects'), 'utf8').split('\n');
  const pages = new Set(sitemapPaths());
  // The search and offline pages are pages, though not in the sitemap (noindex).
  const page = (p: string) => pages.has(p) || fs.existsSync(path.join(OUT, p, 'index.html'));
  const published = parsePublished(
    fs.readFileSync(path.join(__dirname, '..', 'content', PUBLISHED_FILE), 'utf8'),
  );
  const lost = published.filter(({ path: p }) => {
    if (pages.has(p)) return false;
    const to = redirectTarget(rules, p);
    return !to || !page(to) || redirectTarget(rules, to) !== undefined;
  });
  expect(published.length).toBeGreaterThanOrEqual(pages.size);
  expect(lost).toEqual([]);
});
