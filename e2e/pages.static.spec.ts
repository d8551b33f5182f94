import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';
import { MISSING_PAGES } from './page-checks';
import { isWidgetPage, oldAddresses, outFile, sitemapPaths, vendorOrigins } from './support';

/**
 * What every exported page says in its HTML, read from the files (no
 * browser: none of it depends on a viewport or on JavaScript): its language,
 * title and description, canonical and hreflang links, structured data, its
 * text as a visitor without JavaScript reads it, and what it asks of other sites.
 */
const pages = sitemapPaths();
/** The old addresses (aliases, pages before their Spanish words): redirect pages, never linked. */
const aliasPaths = new Set(oldAddresses().map((r) => r.from));
const spanish = (sitePath: string) => sitePath === '/es/' || sitePath.startsWith('/es/');
const notFoundFile = (sitePath: string) => (spanish(sitePath) ? '/es/404.html' : '/404.html');

// One worker reads the files once for all the checks below.
test.describe.configure({ mode: 'default' });

const documents = new Map(
  [...pages, ...MISSING_PAGES].map((sitePath) => {
    const file = outFile(pages.includes(sitePath) ? sitePath : notFoundFile(sitePath));
    return [sitePath, parse(fs.readFileSync(file as string, 'utf8'))];
  }),
);

/** Runs a check on every page and lists every page it fails on, with what it said. */
function everyPage(
  check: (doc: HTMLElement, sitePath: string) => string | null,
  only = [...documents.keys()],
) {
  const problems = only.flatMap((sitePath) => {
    const problem = check(documents.get(sitePath) as HTMLElement, sitePath);
    return problem ? [`${sitePath}: ${problem}`] : [];
  });
  expect(problems).toEqual([]);
}

test('every page is exported and declares its language', () => {
  everyPage((doc, p) => {
    const lang = doc.querySelector('html')?.getAttribute('lang');
    return lang === (spanish(p) ? 'es' : 'en') ? null : `lang="${lang}"`;
  });
});

test('every page has a title and a description', () => {
  everyPage((doc) => {
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content');
    const title = doc.querySelector('title')?.text ?? '';
    if (title.length <= 10) return `title "${title}"`;
    if ((description?.length ?? 0) <= 40) return `description "${description}"`;
    return null;
  });
});

test('every page is its own canonical and names both languages, never an alias', () => {
  everyPage((doc, p) => {
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    if (new URL(canonical, 'https://x').pathname !== p) return `canonical ${canonical}`;
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname] as const,
    );
    const langs = alternates.map(([lang]) => lang).sort();
    if (langs.join() !== 'en,es,x-default') return `hreflang ${langs.join()}`;
    for (const [, target] of alternates) {
      if (!outFile(target)) return `${target} is not exported`;
      if (aliasPaths.has(target)) return `${target} is an alias`;
    }
    return null;
  }, pages);
});

test('every page has structured data that parses, the 404 pages at most parseable', () => {
  everyPage((doc, p) => {
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    if (pages.includes(p) && !blocks.length) return 'no JSON-LD';
    for (const block of blocks) {
      try {
        JSON.parse(block.rawText);
      } catch {
        return `JSON-LD does not parse: ${block.rawText.slice(0, 80)}`;
      }
    }
    return null;
  });
});

test('every page reads in full without JavaScript: one heading, its text, the menus, the footer', () => {
  everyPage((doc) => {
    const main = doc.querySelector('main');
    if (doc.querySelectorAll('h1').length !== 1) return `${doc.querySelectorAll('h1').length} h1`;
    const text = main?.text ?? '';
    if (text.length <= 400) return `only ${text.length} characters of text`;
    const placeholder = /\{\{|undefined|NaN/.exec(text);
    if (placeholder) return `"${placeholder[0]}" in the text`;
    // The menus are native <details>, closed, with their links in the page.
    const nav = doc.querySelector(
      'header nav[aria-label="Main"], header nav[aria-label="Principal"]',
    );
    const menus = nav?.querySelectorAll('details[data-dropdown]') ?? [];
    if (menus.length !== 3) return `${menus.length} menus`;
    if ([...menus].some((d) => d.hasAttribute('open'))) return 'a menu is open';
    if (!doc.querySelector('footer a[href]')) return 'no link in the footer';
    return null;
  }, pages);
});

test('a page asks nothing of another site, but its own vendor on the four widget pages', () => {
  everyPage((doc, p) => {
    const urls = [
      ...doc.querySelectorAll(
        'script[src], link[href]:not([rel="canonical"], [rel="alternate"], [rel="prev"], [rel="next"]), img[src], iframe[src], source[src], video[src], audio[src]',
      ),
    ]
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
      .filter((u) => /^(https?:)?\/\//.test(u))
      .map((u) => new URL(u, 'https://x').origin);
    const allowed = isWidgetPage(p) ? vendorOrigins : new Set<string>();
    const others = urls.filter((o) => !allowed.has(o));
    return others.length ? others.join(', ') : null;
  });
});
