import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { EARLY_SEARCH_SCRIPT } from '@/lib/search';

const SOURCE = path.resolve('components', 'search', 'early-search.ts');

/**
 * The search page's renderer before hydration (components/search/early-search.ts),
 * bundled by esbuild into one small module of the export, beside Pagefind's
 * files: the page's first script imports it from the site's own origin, which
 * the policy allows (script-src 'self'), at the first touch in the search form.
 * It shares its engine and markup with React's search (engine.ts, search-view.ts).
 */
export async function writeEarlySearch(out: string): Promise<string> {
  const outfile = path.join(out, EARLY_SEARCH_SCRIPT);
  await build({
    entryPoints: [SOURCE],
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    // lib/i18n.ts reads the pages' addresses from the build's environment; fill() needs none.
    define: { 'process.env.PAGE_ADDRESSES': JSON.stringify('{}') },
    logLevel: 'error',
  });
  const code = fs.readFileSync(outfile, 'utf8');
  if (/\bprocess\b/.test(code)) throw new Error(`postbuild: ${EARLY_SEARCH_SCRIPT} reads process`);
  return `${EARLY_SEARCH_SCRIPT}, ${code.length} bytes`;
}
