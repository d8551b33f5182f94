import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { aliases, localizePath } from '../lib/routes';
import { CLOUDFLARE_LIMITS } from '../scripts/postbuild/headers';
import { inlinePayload } from '../scripts/postbuild/defer-scripts';
import { OUT, outFile, sitemapPaths } from './support';

/** Checks of the exported files themselves: no browser needed. */
const pages = sitemapPaths();
const aliasPaths = new Set(
  aliases.flatMap((a) => [localizePath(a.from, 'en'), localizePath(a.from, 'es')]),
);

test('every internal link and image of every exported page resolves to a file, never an alias', () => {
  const problems: string[] = [];
  for (const sitePath of [...pages, '/404.html']) {
    const html = fs.readFileSync(outFile(sitePath) as string, 'utf8');
    const refs = [
      ...html.matchAll(/<(a|img|link|source|script)\b[^>]*?\s(href|src|srcset)="([^"]+)"/g),
    ];
    for (const [, tag, attr, value] of refs) {
      const urls =
        attr === 'srcset'
          ? (value as string).split(',').map((s) => s.trim().split(/\s+/)[0] as string)
          : [value as string];
      for (const url of urls) {
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        const target = url.split(/[?#]/)[0] as string;
        if (!outFile(target)) problems.push(`${sitePath}: <${tag} ${attr}="${url}"> has no file`);
        if (tag === 'a' && aliasPaths.has(target))
          problems.push(`${sitePath}: links to the alias ${url}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('titles and descriptions are unique across the site', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const duplicates: string[] = [];
  for (const sitePath of pages) {
    const html = fs.readFileSync(outFile(sitePath) as string, 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    if (titles.has(title)) duplicates.push(`title of ${sitePath} = ${titles.get(title)}`);
    if (descriptions.has(description))
      duplicates.push(`description of ${sitePath} = ${descriptions.get(description)}`);
    titles.set(title, sitePath);
    descriptions.set(description, sitePath);
  }
  expect(duplicates).toEqual([]);
});

test('every link to another site opens in a new tab without a handle on this one', () => {
  const problems: string[] = [];
  for (const sitePath of [...pages, '/404.html']) {
    const html = fs.readFileSync(outFile(sitePath) as string, 'utf8');
    for (const [tag] of html.matchAll(/<a\b[^>]*\bhref="https?:\/\/[^"]+"[^>]*>/g)) {
      const rel = /\srel="([^"]*)"/.exec(tag)?.[1] ?? '';
      if (
        !/\bnoopener\b/.test(rel) ||
        !/\bnoreferrer\b/.test(rel) ||
        !/\starget="_blank"/.test(tag)
      ) {
        problems.push(`${sitePath}: ${tag.slice(0, 120)}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('_headers stays within Cloudflare Pages’ limits', () => {
  const text = fs.readFileSync(`${OUT}/_headers`, 'utf8');
  const rules = text.split('\n').filter((line) => /^\S/.test(line));
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.rules);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  expect(longest).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.lineLength);
});

test('every page, the 404 pages too, fetches its payload from a file instead of inlining it', () => {
  const inlined = [...pages, '/404.html', '/es/404.html'].filter((sitePath) =>
    inlinePayload(fs.readFileSync(outFile(sitePath) as string, 'utf8')),
  );
  expect(inlined).toEqual([]);
});
