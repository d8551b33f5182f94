// Steps after `next build` has exported out/: each one reads the same route
// table as the pages (lib/routes.ts), so nothing here can drift from them.
//   1. tidy the export (the duplicate /404/ folder)
//   2. a copy of the 404 page per language, under its prefix, for hosts with per-folder 404 pages
//   3. redirect pages for old addresses (aliases, pages before their Spanish words) and _redirects
//   4. responsive WebP variants of raster images
//   5. sitemap.xml and robots.txt (next-sitemap)
//   6. paint before JavaScript: Next.js scripts start after the first paint
//   7. smaller payloads: the stylesheet copies React never reads are emptied
//   8. the search index (Pagefind, one per language) and the page lists
//   9. the service worker, versioned by build
//  10. security headers: _headers and a sample nginx.conf
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeInfo, locales } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import { localizePath, routes } from '@/lib/routes';
import { siteRedirects, sitePaths } from '@/lib/static-params';
import { writeAliasPages } from './postbuild/aliases';
import { deferAllScripts } from './postbuild/defer-scripts';
import { writeHeaders } from './postbuild/headers';
import { writeImageVariants } from './postbuild/images';
import { lastModified } from './postbuild/lastmod';
import { stripPayloadStyles } from './postbuild/payload-css';
import { writeSearchIndex } from './postbuild/search-index';
import { writeServiceWorker } from './postbuild/service-worker';

const out = path.resolve('out');

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * The 404 page without the parts of every language but one: each part is a
 * `<div data-locale-block="xx">` (components/not-found/locale-block.tsx),
 * cut out whole by counting the divs it opens and closes.
 */
function keepLocaleBlocks(html: string, locale: string): string {
  const blocks = [...html.matchAll(/<div data-locale-block="([^"]+)"/g)];
  if (!blocks.some((b) => b[1] === locale))
    throw new Error(`postbuild: 404.html has no ${locale} part`);
  let kept = html;
  for (const block of blocks.reverse()) {
    if (block[1] === locale) continue;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = block.index;
    let depth = 0;
    for (let tag = tags.exec(kept); tag; tag = tags.exec(kept)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        kept = kept.slice(0, block.index) + kept.slice(tag.index + tag[0].length);
        break;
      }
    }
  }
  return kept;
}

const step = async (name: string, run: () => unknown) => {
  const started = Date.now();
  const result = await run();
  console.log(`postbuild: ${name} (${Date.now() - started} ms)${result ? `: ${result}` : ''}`);
};

async function main() {
  if (!fs.existsSync(path.join(out, 'index.html')))
    throw new Error('postbuild: run `next build` first');

  await step('tidy', () => {
    fs.rmSync(path.join(out, '404'), { recursive: true, force: true });
  });

  await step('translated 404 pages', () => {
    const html = fs.readFileSync(path.join(out, '404.html'), 'utf8');
    const root = localeInfo[defaultLocale];
    const rootTag = `<html lang="${root.hreflang}" data-locale="${defaultLocale}"`;
    if (!html.includes(rootTag)) throw new Error(`postbuild: 404.html has no ${rootTag}>`);
    const written: string[] = [];
    for (const locale of locales.filter((l) => l !== defaultLocale)) {
      const { hreflang, prefix } = localeInfo[locale];
      // Only the copy's language: its parts of the page, and its title and description.
      let page = keepLocaleBlocks(html, locale).replace(
        rootTag,
        `<html lang="${hreflang}" data-locale="${locale}"`,
      );
      // The head is rendered once, in the default language: give the copy its own title and
      // description, in the HTML and in the payload the runtime renders the head from again.
      const [from, to] = [notFoundMeta(defaultLocale), notFoundMeta(locale)];
      for (const key of ['title', 'description'] as const) {
        const text = escapeHtml(from[key]);
        if (!page.includes(text)) throw new Error(`postbuild: 404.html has no ${key} "${text}"`);
        page = page.split(text).join(escapeHtml(to[key]));
        const inPayload = (value: string) =>
          JSON.stringify(value).slice(1, -1).replace(/"/g, '\\"');
        page = page.split(inPayload(from[key])).join(inPayload(to[key]));
      }
      const file = path.join(out, prefix, '404.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page);
      written.push(path.relative(out, file));
    }
    return written.join(', ');
  });

  await step('aliases', () => writeAliasPages(out, siteRedirects()));

  await step('image variants', () => writeImageVariants(out));

  await step('sitemap', () => {
    const english = sitePaths();
    const canonical = english.flatMap((p) => locales.map((l) => localizePath(p, l)));
    const lastmod = Object.fromEntries(
      english.flatMap((p) => locales.map((l) => [localizePath(p, l), lastModified(p, l)])),
    );
    const exclude = [
      '/404',
      '/404/',
      '/_not-found',
      '/_not-found/',
      ...locales.map((l) => localizePath(routes.offline, l)),
      ...locales.map((l) => localizePath(routes.search, l)),
      ...siteRedirects().map((r) => r.from),
    ].flatMap((p) => [p, p.replace(/\/$/, '')]);
    // next-sitemap.config.js is plain JavaScript: it reads the languages from here.
    const alternates = Object.fromEntries(
      english.flatMap((p) => {
        const refs = [
          ...locales.map((l) => [localeInfo[l].hreflang, localizePath(p, l)]),
          ['x-default', localizePath(p, defaultLocale)],
        ];
        return locales.map((l) => [localizePath(p, l), refs]);
      }),
    );
    const home = locales.map((l) => localizePath(routes.home, l));
    fs.writeFileSync(
      path.resolve('.next', 'sitemap-routes.json'),
      JSON.stringify({ canonical, exclude, lastmod, alternates, home }),
    );
    execFileSync(
      process.execPath,
      [path.resolve('node_modules/next-sitemap/bin/next-sitemap.mjs')],
      {
        stdio: 'pipe',
      },
    );
    const urls = (fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? [])
      .length;
    if (urls !== canonical.length)
      throw new Error(`postbuild: sitemap has ${urls} URLs, expected ${canonical.length}`);
    return `${urls} URLs`;
  });

  await step('defer scripts', () => deferAllScripts(out));

  await step('payload styles', () => stripPayloadStyles(out));

  await step('search index', () => writeSearchIndex(out, sitePaths()));

  await step('service worker', () => writeServiceWorker(out));

  await step('headers', () => writeHeaders(out, siteRedirects()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
