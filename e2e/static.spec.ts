import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { messages } from '../lib/ui';
import { defaultLocale, locales } from '../lib/i18n';
import { localeOfPath, localizePath, routes } from '../lib/routes';
import { PAGEFIND_DIR } from '../lib/search';
import { CLOUDFLARE_LIMITS } from '../scripts/postbuild/headers';
import { inlinePayload } from '../scripts/postbuild/defer-scripts';
import { OUT, oldAddresses, outFile, sitemapPaths } from './support';

/** Checks of the exported files themselves: no browser needed. */
const pages = sitemapPaths();
/** The old addresses (aliases, pages before their Spanish words): redirect pages, never linked. */
const aliasPaths = new Set(oldAddresses().map((r) => r.from));

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

/** An attribute's or title's text as the browser reads it (the export escapes &, <, > and quotes). */
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

test('titles are unique across the site, and search results show them whole', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const duplicates: string[] = [];
  const long: string[] = [];
  for (const sitePath of pages) {
    const html = fs.readFileSync(outFile(sitePath) as string, 'utf8');
    const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    // 60 characters: what search results show before they cut a title.
    if (title.length > 60) long.push(`${sitePath}: ${title.length} "${title}"`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    if (titles.has(title)) duplicates.push(`title of ${sitePath} = ${titles.get(title)}`);
    if (descriptions.has(description))
      duplicates.push(`description of ${sitePath} = ${descriptions.get(description)}`);
    titles.set(title, sitePath);
    descriptions.set(description, sitePath);
  }
  expect(titles.size).toBe(pages.length);
  expect(duplicates).toEqual([]);
  expect(long).toEqual([]);
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

test('the search index is whole: every file it names is there and none was cut short', () => {
  const dir = path.join(OUT, PAGEFIND_DIR);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; wasm: string }>;
  };
  expect(Object.keys(entry.languages).sort()).toEqual([...locales].sort());
  const problems: string[] = [];
  for (const { hash, wasm } of Object.values(entry.languages))
    for (const name of [`pagefind.${hash}.pf_meta`, `wasm.${wasm}.pagefind`])
      if (!fs.existsSync(path.join(dir, name))) problems.push(`${name} is missing`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-js-'));
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) continue;
    try {
      if (name.endsWith('.json')) JSON.parse(fs.readFileSync(file, 'utf8'));
      else if (/\.(pf_\w+|pagefind)$/.test(name)) {
        // Pagefind's index files are gzip streams opening with its signature.
        const data = zlib.gunzipSync(fs.readFileSync(file));
        if (!data.subarray(0, 12).equals(Buffer.from('pagefind_dcd')))
          problems.push(`${name} has no Pagefind signature`);
      } else if (name.endsWith('.js')) {
        const copy = path.join(scratch, `${path.basename(name)}.mjs`);
        fs.copyFileSync(file, copy);
        execFileSync(process.execPath, ['--check', copy], { stdio: 'pipe' });
      } else problems.push(`${name} is not a file Pagefind writes`);
    } catch (error) {
      problems.push(`${name}: ${String(error).split('\n')[0]}`);
    }
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  expect(problems).toEqual([]);
});

test('each 404 page has one <main> and its charset early; a language’s copy speaks it only', () => {
  const english = messages[defaultLocale];
  for (const locale of locales) {
    const file = path.join(OUT, localizePath(routes.home, locale), '404.html');
    const html = fs.readFileSync(file, 'utf8');
    expect(html.match(/<main\b/g)).toHaveLength(1);
    // The HTML standard wants the character encoding declared within the first 1,024 bytes.
    const charset = Buffer.from(html).indexOf('<meta charSet="utf-8"/>');
    expect(charset).toBeGreaterThan(0);
    expect(charset).toBeLessThan(1024);
    if (locale === defaultLocale) continue;
    // What a reader sees or hears: the markup's text and its labels, not the deferred scripts.
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]*\b(aria-label|title|placeholder|alt|content)="([^"]*)"[^>]*>/g, ' $2 ')
      .replace(/<[^>]+>/g, ' ');
    const others = Object.entries(english).filter(
      ([key, value]) =>
        value !== messages[locale][key as keyof typeof english] &&
        /\w+ \w+/.test(value) &&
        !value.includes('{{'),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(([, value]) => text.includes(value)).map(([key]) => key)).toEqual([]);
    expect(html).not.toMatch(new RegExp(`data-locale-block="(?!${locale}")`));
  }
});

test('every form submits to a page of its language, so it works before and without scripts', () => {
  const problems: string[] = [];
  let forms = 0;
  const notFound = locales.map((l) => `${localizePath(routes.home, l)}404.html`);
  for (const sitePath of [...pages, ...notFound]) {
    const html = fs.readFileSync(outFile(sitePath) as string, 'utf8');
    for (const form of html.matchAll(/<form\b[^>]*>/g)) {
      forms += 1;
      // On the 404 page, the language of the part the form is in.
      const part = [...html.slice(0, form.index).matchAll(/data-locale-block="([^"]+)"/g)].pop();
      const locale = part?.[1] ?? localeOfPath(sitePath);
      const action = /\saction="([^"]*)"/.exec(form[0])?.[1] ?? '';
      if (!action.startsWith('/') || !outFile(action) || localeOfPath(action) !== locale)
        problems.push(`${sitePath}: ${form[0]}`);
    }
  }
  expect(forms).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
