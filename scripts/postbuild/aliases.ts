import fs from 'node:fs';
import path from 'node:path';
import { translate } from '@/lib/ui';
import { locales, type Locale } from '@/lib/i18n';
import { localizePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A redirect page for hosts without redirect rules: meta refresh, canonical, noindex, a visible link. */
export function aliasPage(locale: Locale, target: string): string {
  const href = escape(target);
  const text = translate(locale, 'redirectText');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, follow">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escape(absoluteUrl(target))}">
<title>${escape(text)} ${href}</title>
</head>
<body>
<main>
<h1>${escape(text)} <a href="${href}">${escape(absoluteUrl(target))}</a></h1>
</main>
</body>
</html>
`;
}

/**
 * Writes out/<alias>/index.html for every alias in both languages and the
 * `_redirects` file (301s for Netlify and Cloudflare Pages). Cloudflare Pages
 * serves the nearest 404.html by itself and accepts no 404 rule here; Netlify
 * gets the Spanish 404 page from netlify.toml.
 */
export function writeAliasPages(
  out: string,
  aliases: ReadonlyArray<{ from: string; to: string }>,
): string {
  const lines: string[] = [];
  for (const locale of locales) {
    for (const alias of aliases) {
      const from = localizePath(alias.from, locale);
      const to = localizePath(alias.to, locale);
      const dir = path.join(out, from);
      const existing = path.join(dir, 'index.html');
      if (
        fs.existsSync(existing) &&
        !fs.readFileSync(existing, 'utf8').includes('http-equiv="refresh"')
      ) {
        throw new Error(`alias ${from} would overwrite an exported page`);
      }
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.html'), aliasPage(locale, to));
      lines.push(`${from} ${to} 301`, `${from.replace(/\/$/, '')} ${to} 301`);
    }
  }
  fs.writeFileSync(path.join(out, '_redirects'), `${lines.join('\n')}\n`);
  return `${aliases.length * locales.length} redirect pages`;
}
