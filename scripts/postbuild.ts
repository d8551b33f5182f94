// Steps after `next build` has exported out/: each one reads the same route
// table as the pages (lib/routes.ts), so nothing here can drift from them.
//   0. Next's private contract checked (next-contract.ts), before anything is written
//   1. tidy the export (the duplicate /404/ folder)
//   2. a copy of the 404 page per language, under its prefix, for hosts with per-folder 404 pages
//   3. redirect pages for old addresses (aliases, pages before their Spanish words) and _redirects
//   4. uploads no page uses left out (lib/content/media.ts); every raster picture
//      cleaned of its metadata, and responsive WebP variants of the content pictures
//   5. sitemap.xml and robots.txt (next-sitemap)
//   6. paint before JavaScript: Next.js scripts start after the first paint
//   7. smaller payloads: the stylesheet copies React never reads are emptied, and the segment
//      payloads nothing fetches are removed
//   8. the search index (Pagefind, one per language) and the page lists, and the search
//      page's renderer before hydration
//   9. the service worker, versioned by build
//  10. the editor on its own origin, when EDITOR_URL is set: out-editor/, and /admin/ redirects
//  11. security headers: _headers and a sample nginx.conf
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { publishedAddresses } from '@/lib/content/moved-pages';
import { unusedMedia } from '@/lib/content/media';
import { languagesOf } from '@/lib/blog';
import { siteRedirects, sitePaths } from '@/lib/static-params';
import { editorOrigin } from '@/lib/site';
import { defaultLocale } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import { writeAliasPages } from './postbuild/aliases';
import { checkRuntime, deferAllScripts } from './postbuild/defer-scripts';
import { EDITOR_OUT, writeEditorSite } from './postbuild/editor-site';
import { writeHeaders } from './postbuild/headers';
import { IMAGES_VERSION, writeImageVariants } from './postbuild/images';
import { checkContract } from './postbuild/next-contract';
import { writeNotFoundCopies } from './postbuild/not-found-copies';
import { stripPayloadStyles } from './postbuild/payload-css';
import { removeSegmentFiles } from './postbuild/segment-files';
import { writeSearchIndex } from './postbuild/search-index';
import { writeEarlySearch } from './postbuild/early-search';
import { writeServiceWorker } from './postbuild/service-worker';
import { stepCache } from './postbuild/step-cache';

const out = path.resolve('out');

/**
 * Steps named in POSTBUILD_SKIP (comma-separated) are left out: the bench builds
 * stock Next.js output this way (`defer scripts,payload styles`) to measure what
 * each rewrite still pays. Never for a deploy.
 */
const skipped = new Set((process.env.POSTBUILD_SKIP ?? '').split(',').filter(Boolean));

const step = async (name: string, run: () => unknown) => {
  if (skipped.has(name)) return console.log(`postbuild: ${name} skipped (POSTBUILD_SKIP)`);
  const started = Date.now();
  const result = await run();
  console.log(`postbuild: ${name} (${Date.now() - started} ms)${result ? `: ${result}` : ''}`);
};

async function main() {
  if (!fs.existsSync(path.join(out, 'index.html')))
    throw new Error('postbuild: run `next build` first');

  // Never skipped: every step below relies on it.
  const started = Date.now();
  const contract = checkContract(out, 'index.html', notFoundMeta(defaultLocale).title);
  console.log(`postbuild: Next's contract (${Date.now() - started} ms): ${contract}`);

  await step('tidy', () => {
    fs.rmSync(path.join(out, '404'), { recursive: true, force: true });
  });

  await step('translated 404 pages', () => writeNotFoundCopies(out));

  await step('aliases', () =>
    writeAliasPages(out, siteRedirects(), new Set(publishedAddresses().map((a) => a.path))),
  );

  await step('unused uploads', () => {
    const unused = unusedMedia();
    for (const address of unused) fs.rmSync(path.join(out, address), { force: true });
    return unused.length ? `${unused.length} left out: ${unused.join(', ')}` : 'none';
  });

  await step('image variants', async () => {
    const cache = stepCache('images', IMAGES_VERSION);
    return `${await writeImageVariants(out, cache)}; ${cache.finish()}`;
  });

  await step('sitemap', () => {
    // Under tsx, so that next-sitemap.config.js can read the route table (TypeScript).
    const cli = path.resolve('node_modules/next-sitemap/bin/next-sitemap.mjs');
    execFileSync(process.execPath, ['--import', 'tsx', cli], { stdio: 'pipe' });
    const xml = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const urls = (xml.match(/<loc>/g) ?? []).length;
    const expected = sitePaths().reduce((sum, p) => sum + languagesOf(p).length, 0);
    if (urls !== expected)
      throw new Error(`postbuild: sitemap has ${urls} URLs, expected ${expected}`);
    return `${urls} URLs`;
  });

  await step('defer scripts', () => {
    checkRuntime(out);
    return deferAllScripts(out);
  });

  await step('payload styles', () => stripPayloadStyles(out));

  await step('segment files', () => removeSegmentFiles(out));

  await step('search index', async () => {
    const cache = stepCache('search', 'pagefind files, base64, in JSON');
    return `${await writeSearchIndex(out, sitePaths(), languagesOf, cache)}; ${cache.finish()}`;
  });

  await step('early search', () => writeEarlySearch(out));

  await step('service worker', () => writeServiceWorker(out));

  await step('editor origin', () => writeEditorSite(out, path.resolve(EDITOR_OUT), editorOrigin()));

  await step('headers', () => writeHeaders(out, siteRedirects()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
