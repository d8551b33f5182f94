import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { aliases, localizePath } from '../lib/routes';
import { OUT } from './support';
import { test } from './tab';

// Each alias followed in one reused tab (tab.ts); no alias leads to a
// page that loads a vendor, and the browser reaches no other site (playwright.config.ts).

for (const locale of ['en', 'es'] as const) {
  for (const alias of aliases) {
    const from = localizePath(alias.from, locale);
    const to = localizePath(alias.to, locale);
    test(`${from} reaches ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1:visible')).toHaveCount(1);
    });
  }
}

test('every alias page is a noindex redirect with a canonical and a visible link', () => {
  const redirects = fs.readFileSync(path.join(OUT, '_redirects'), 'utf8');
  for (const alias of aliases) {
    const html = fs.readFileSync(path.join(OUT, alias.from, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${alias.to}">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${alias.to}">`));
    expect(html).toContain(`<a href="${alias.to}">`);
    expect(redirects).toContain(`${alias.from} ${alias.to} 301`);
    expect(redirects).toContain(`/es${alias.from} /es${alias.to} 301`);
  }
});
