import fs from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '@/lib/i18n';
import { localizePath } from '@/lib/routes';
import { PAGEFIND_DIR, pageListUrl, searchTypeOf, type PageEntry } from '@/lib/search';
import { noCache, type StepCache } from './step-cache';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of a page's <h1>, tags stripped and entities decoded. */
export function headingOf(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code[0] === '#')
        return String.fromCodePoint(
          code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
        );
      return entities[code] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parts of a page's main content that are about other pages (menus, related posts) or the same on every page. */
const EXCLUDE = [
  'nav',
  'section[aria-labelledby="related"]',
  'section[aria-labelledby$="closing-cta"]',
  // A page's references: titles, authors and DOIs of studies, not what a patient searches for.
  'section[aria-labelledby="references"]',
];

/** A page as Pagefind reads it: scripts hold the build's own token and payload, never indexed text. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** Pagefind's version: an upgrade may write another index from the same pages. */
const pagefindVersion = () =>
  (
    JSON.parse(
      fs.readFileSync(path.resolve('node_modules', 'pagefind', 'package.json'), 'utf8'),
    ) as { version: string }
  ).version;

type IndexFile = { path: string; content: string };

/** Pagefind's files for these pages (base64), its UI bundles left out. */
async function pagefindFiles(pages: { url: string; html: string }[]): Promise<IndexFile[]> {
  // Pagefind's Node API is ESM-only (an "import"-only export): tsx runs this
  // file as CommonJS, so the module is imported by a name esbuild leaves alone.
  const name = 'pagefind';
  const pagefind = (await import(name)) as typeof import('pagefind');
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
  if (!index) throw new Error(`postbuild: pagefind: ${errors.join('; ')}`);
  for (const { url, html } of pages) {
    const added = await index.addHTMLFile({ url, content: html });
    if (added.errors.length)
      throw new Error(`postbuild: pagefind ${url}: ${added.errors.join('; ')}`);
  }
  // The files come back over Pagefind's channel and are written here: `writeFiles`
  // answers before its own writes are flushed, and `close()` then kills the
  // backend, so under load a file shipped torn (an empty pagefind-entry.json broke
  // every search in one CI run; Pagefind issue #1271).
  const { files, errors: failed } = await index.getFiles();
  await pagefind.close();
  if (failed.length) throw new Error(`postbuild: pagefind: ${failed.join('; ')}`);
  // The site uses Pagefind's JavaScript API from its own component, not Pagefind's UI bundles.
  return files
    .filter(
      (f) => !/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(path.basename(f.path)),
    )
    .map((f) => ({ path: f.path, content: Buffer.from(f.content).toString('base64') }));
}

/**
 * The Pagefind index of the export (one per <html lang>, written to
 * out/pagefind/) over the canonical pages whose type `searchTypeOf` names,
 * main content only, plus one page list per language (path, title, type)
 * that the search page's spelling suggestions and the 404 page read.
 * With a cache (postbuild.ts), an export whose indexed pages are the same, scripts aside,
 * gets the last build's index back byte for byte: Pagefind has no partial update, so one
 * changed page indexes every page again.
 */
export async function writeSearchIndex(
  out: string,
  englishPaths: readonly string[],
  /** The languages a page is published in (a post whose translation is pending: English). */
  languagesOf: (englishPath: string) => readonly Locale[] = () => locales,
  cache: StepCache = noCache,
): Promise<string> {
  const lists: Record<string, PageEntry[]> = {};
  const pages: { url: string; html: string }[] = [];
  for (const locale of locales) {
    lists[locale] = [];
    for (const english of englishPaths) {
      if (!languagesOf(english).includes(locale)) continue;
      const url = localizePath(english, locale);
      const html = fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');
      const type = searchTypeOf(english);
      const title = headingOf(html);
      if (!title) throw new Error(`postbuild: ${url} has no <h1>`);
      lists[locale].push({ path: url, title, type: type ?? 'page' });
      if (!type) continue;
      if (!html.includes('data-pagefind-body'))
        throw new Error(`postbuild: ${url} has no data-pagefind-body`);
      pages.push({ url, html });
    }
  }
  const inputs = [
    JSON.stringify({ pagefind: pagefindVersion(), EXCLUDE }),
    ...pages.map(({ url, html }) => `${url}\n${withoutScripts(html)}`),
  ];
  const bundle = await cache.once(inputs, async () =>
    Buffer.from(JSON.stringify(await pagefindFiles(pages))),
  );
  const dir = path.join(out, PAGEFIND_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const file of JSON.parse(bundle.toString()) as IndexFile[]) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(file.content, 'base64'));
  }
  for (const [locale, list] of Object.entries(lists))
    fs.writeFileSync(path.join(out, pageListUrl(locale)), JSON.stringify(list));
  return `${pages.length} pages indexed, ${fs.readdirSync(dir, { recursive: true }).length} files`;
}
