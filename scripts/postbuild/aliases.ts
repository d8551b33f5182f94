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

/**
 * The `_redirects` rules of the redirects, within Cloudflare's limits, and the
 * redirects left to their redirect pages alone:
 * - one rule per old address, with its final slash: Netlify's engine matches
 *   the address without the slash too, and Cloudflare Pages, where every old
 *   address has its redirect page, first adds the slash (308) to an address
 *   without it;
 * - one placeholder rule for addresses that differ only in a last segment of
 *   digits (/es/blog/page/3/ → /es/blog/pagina/3/), where two or more do;
 * - the addresses of `first` (content/published-addresses.txt: addresses the
 *   site has published) before the others, so that when there are more than
 *   Cloudflare reads, the ones left over are addresses nobody was given
 *   (a Spanish post's English-word address), which answer with their redirect
 *   page (a noindex page that leads on at once).
 */
export function redirectRules(
  redirects: readonly Redirect[],
  first: ReadonlySet<string> = new Set(),
): { lines: string[]; pagesOnly: Redirect[] } {
  const numbered = /^(.*\/)\d+\/$/;
  const family = (r: Redirect) => {
    const [, from] = numbered.exec(r.from) ?? [];
    const [, to] = numbered.exec(r.to) ?? [];
    return from && to && r.from.slice(from.length) === r.to.slice(to.length)
      ? `${from}:n/ ${to}:n/`
      : undefined;
  };
  const families = new Map<string, number>();
  for (const r of redirects) {
    const f = family(r);
    if (f) families.set(f, (families.get(f) ?? 0) + 1);
  }
  const grouped = (r: Redirect) => (families.get(family(r) ?? '') ?? 0) >= 2;
  const dynamic = [...families].filter(([, n]) => n >= 2).map(([f]) => `${f} 301`);
  const single = redirects.filter((r) => !grouped(r));
  const ordered = [
    ...single.filter((r) => first.has(r.from)),
    ...single.filter((r) => !first.has(r.from)),
  ];
  const kept = ordered.slice(0, REDIRECT_LIMITS.static);
  if (dynamic.length > REDIRECT_LIMITS.dynamic)
    throw new Error(`postbuild: more placeholder rules than Cloudflare Pages reads`);
  return {
    lines: [...kept.map(({ from, to }) => `${from} ${to} 301`), ...dynamic],
    pagesOnly: ordered.slice(REDIRECT_LIMITS.static),
  };
}

/** Where `_redirects` sends an address, as the hosts match it (placeholders included), if anywhere. */
export function redirectTarget(lines: readonly string[], address: string): string | undefined {
  for (const line of lines) {
    const [from = '', to = ''] = line.split(' ');
    const names: string[] = [];
    const pattern = from.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(address);
    if (match)
      return names.reduce((target, name, i) => target.replace(`:${name}`, match[i + 1] ?? ''), to);
  }
  return undefined;
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
 * Writes out/<old address>/index.html for every redirect (lib/static-params.ts's
 * siteRedirects(): the aliases, the pages' addresses from before their words
 * were translated, and the published pages that are gone) and the `_redirects`
 * file (301s for Cloudflare Pages, which Netlify's build forces:
 * netlifyRedirects), within Cloudflare's limits (redirectRules; `published`
 * are the addresses the site has published, whose rules come first).
 * Cloudflare Pages serves the nearest 404.html by itself and accepts no 404
 * rule here; Netlify gets the Spanish 404 page from netlify.toml.
 */
export function writeAliasPages(
  out: string,
  redirects: readonly Redirect[],
  published: ReadonlySet<string> = new Set(),
): string {
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
  const { lines, pagesOnly } = redirectRules(redirects, published);
  fs.writeFileSync(path.join(out, '_redirects'), `${lines.join('\n')}\n`);
  return `${redirects.length} redirect pages, ${lines.length} rules${pagesOnly.length ? `; ${pagesOnly.length} addresses beyond Cloudflare's limit answer with their redirect page alone` : ''}`;
}
