import fs from 'node:fs';
import path from 'node:path';
import { translate } from '@/lib/ui';
import { localeInfo, localeOfPath, type Locale } from '@/lib/i18n';
import type { Redirect } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Cloudflare Pages reads at most 2,000 static and 100 dynamic (splat or
 * placeholder) rules from `_redirects` and ignores the rest.
 */
export const REDIRECT_LIMITS = { static: 2000, dynamic: 100 };

/** A redirect page for hosts without redirect rules: meta refresh, canonical, noindex, a visible link. */
export function aliasPage(locale: Locale, target: string): string {
  const href = escape(target);
  const text = translate(locale, 'redirectText');
  return `<!doctype html>
<html lang="${localeInfo[locale].hreflang}">
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

/** The `_redirects` lines of the redirects: each old address with and without its final slash. */
export function redirectLines(redirects: readonly Redirect[]): string[] {
  return redirects.flatMap(({ from, to }) =>
    [from, from.replace(/\/$/, '')]
      .filter((f, i, all) => f && all.indexOf(f) === i)
      .map((f) => `${f} ${to} 301`),
  );
}

/**
 * Netlify's `_redirects`: every rule forced (`301!`). Netlify applies an unforced
 * rule only where no file answers the address, and every old address has its
 * redirect page, so there it would answer 200 with the page instead of the 301.
 * Cloudflare Pages rejects the `!` ("Valid status codes are 200, 301, 302
 * (default), 303, 307, or 308. Got 301!.") and needs no force, so out/_redirects
 * keeps plain 301s and Netlify's build (`npm run build:netlify`,
 * scripts/netlify.ts) rewrites it with this. Running it twice changes nothing.
 */
export function netlifyRedirects(text: string): string {
  return text.replace(/^.+$/gm, (line) => {
    // The old addresses (301); /admin/ to the editor's own origin, and the editor's / to its
    // /admin/ (302, editor-site.ts).
    const rule = /^(\/\S* \/\S* 301|\/\S* (?:\/(?!\/)|https:\/\/)\S* 302)!?$/.exec(line);
    if (!rule) throw new Error(`netlify: unexpected _redirects line: ${line}`);
    return `${rule[1]}!`;
  });
}

/**
 * Writes out/<old address>/index.html for every redirect (lib/routes.ts's
 * redirects(): the aliases and the pages' addresses from before their words
 * were translated) and the `_redirects` file (301s for Cloudflare Pages, which
 * Netlify's build forces: netlifyRedirects), within Cloudflare's limits.
 * Cloudflare Pages serves the nearest 404.html by itself and accepts no 404
 * rule here; Netlify gets the Spanish 404 page from netlify.toml.
 */
export function writeAliasPages(out: string, redirects: readonly Redirect[]): string {
  for (const { from, to } of redirects) {
    const dir = path.join(out, from);
    const existing = path.join(dir, 'index.html');
    if (
      fs.existsSync(existing) &&
      !fs.readFileSync(existing, 'utf8').includes('http-equiv="refresh"')
    ) {
      throw new Error(`redirect ${from} would overwrite an exported page`);
    }
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(existing, aliasPage(localeOfPath(from), to));
  }
  const lines = redirectLines(redirects);
  const dynamic = lines.filter((l) => /[*:]/.test(l.split(' ')[0] ?? '')).length;
  if (lines.length - dynamic > REDIRECT_LIMITS.static || dynamic > REDIRECT_LIMITS.dynamic)
    throw new Error(`postbuild: _redirects has more rules than Cloudflare Pages reads`);
  fs.writeFileSync(path.join(out, '_redirects'), `${lines.join('\n')}\n`);
  return `${redirects.length} redirect pages, ${lines.length} rules`;
}
