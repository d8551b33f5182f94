import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parse } from 'node-html-parser';
import { injectManifest } from 'workbox-build';
import { localeInfo, locales } from '@/lib/i18n';
import { localizePath, routes } from '@/lib/routes';
import { PAGEFIND_DIR } from '@/lib/search';
import { PAGE_PAYLOAD, readBuildId, STATIC_PREFIX } from './next-contract';
import type { BuildValues } from './service-worker.sw';

/**
 * out/service-worker.js from Workbox: scripts/postbuild/service-worker.sw.ts
 * holds the rules (routes, strategies, bounds), esbuild bundles it with
 * Workbox's modules, and workbox-build adds the precache list: the icon
 * alone. A first visit spends its bytes on the page it asked for: the offline
 * page of the visitor's language and the files it shows with (its "shell")
 * are saved later, once the page has hydrated and the browser is idle, when
 * the page asks the worker (components/service-worker-registrar.tsx).
 */

/** How many pages (and payloads), hashed assets and search files a visitor's caches keep. */
export const LIMITS = { pages: 60, assets: 120, search: 150 };
/** A saved page younger than this opens from the cache at once (and is refreshed behind it). */
export const FRESH_FOR_MS = 24 * 60 * 60 * 1000;
/** The header that stamps a saved copy with the time it was saved (milliseconds since 1970). */
export const SAVED_AT_HEADER = 'x-sw-saved-at';
/** Every cache of the worker starts with this, and ends with the build's version. */
export const CACHE_PREFIX = 'prairie-spine';
/** Never precached: the content editor, which another part of the build puts under /admin/. */
export const PRECACHE_IGNORES = ['admin/**'];

const SOURCE = path.resolve('scripts', 'postbuild', 'service-worker.sw.ts');
/** The worker that removes the worker, caches and all (docs/deploying.md: the kill switch). */
export const KILL_SWITCH = path.resolve('scripts', 'postbuild', 'service-worker-kill-switch.js');

/** Same-origin files (scripts, styles, fonts, icons, the payload) an HTML file refers to. */
export function assetsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const el of parse(html).querySelectorAll('[src], [href], [data-href], [data-payload]'))
    for (const name of ['src', 'href', 'data-href', 'data-payload']) {
      const url = el.attrs[name]?.replace(/[#?].*/, '');
      const payload = url?.startsWith('/') && url.endsWith(`/${PAGE_PAYLOAD}`);
      if (url && (url.startsWith(STATIC_PREFIX) || url.startsWith('/illustrations/') || payload))
        urls.add(url);
    }
  return [...urls];
}

/** The files precached at install, relative to out/: the icon alone. */
export const PRECACHED = ['favicon.svg'];

/**
 * The offline page of each language and the files it shows with: its
 * linked stylesheets and pictures, not its scripts (offline, it reads as HTML).
 * Addresses as the worker asks for them (from the root: "/offline/", then the files).
 */
export function offlineShells(out: string): { prefix: string; page: string; files: string[] }[] {
  return locales.map((l) => {
    const page = localizePath(routes.offline, l);
    const html = fs.readFileSync(path.join(out, page, 'index.html'), 'utf8');
    // A stylesheet Next inlines (<style data-href="…">) travels inside the page already.
    const files = assetsOf(html).filter(
      (f) =>
        /\.(css|svg)$/.test(f) &&
        !html.includes(`data-href="${f}"`) &&
        fs.existsSync(path.join(out, f)),
    );
    return { prefix: localeInfo[l].prefix, page, files: [page, ...files] };
  });
}

/** The build's version: the Next.js build id and the offline pages' content. */
function versionOf(out: string, pages: string[]): string {
  const hash = crypto.createHash('sha256').update(readBuildId(out));
  for (const page of pages) hash.update(fs.readFileSync(path.join(out, page, 'index.html')));
  return hash.digest('hex').slice(0, 12);
}

export async function writeServiceWorker(out: string): Promise<string> {
  if (process.env.SERVICE_WORKER === 'off') {
    fs.copyFileSync(KILL_SWITCH, path.join(out, 'service-worker.js'));
    return 'the kill switch (SERVICE_WORKER=off)';
  }
  const shells = offlineShells(out);
  const version = versionOf(
    out,
    shells.map((s) => s.page),
  );
  const values: BuildValues = {
    version,
    prefix: CACHE_PREFIX,
    offline: shells
      .map((s): [string, string, string[]] => [s.prefix, s.page, s.files])
      .sort((a, b) => b[0].length - a[0].length),
    limits: LIMITS,
    freshForMs: FRESH_FOR_MS,
    savedAtHeader: SAVED_AT_HEADER,
    searchPath: PAGEFIND_DIR,
    staticPrefix: STATIC_PREFIX,
  };
  const bundled = path.join(path.dirname(out), '.next', 'service-worker.bundle.js');
  await build({
    entryPoints: [SOURCE],
    outfile: bundled,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { BUILD: JSON.stringify(values), 'process.env.NODE_ENV': '"production"' },
    banner: {
      js: `/* Prairie Spine service worker, build ${version}, from ${path.relative('.', SOURCE)}. */`,
    },
    logLevel: 'error',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(out, 'service-worker.js'),
    globDirectory: out,
    globPatterns: PRECACHED,
    globIgnores: PRECACHE_IGNORES,
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: new RegExp(`^${STATIC_PREFIX}`),
    // Pages by their address ("/offline/"), as the worker asks for them.
    modifyURLPrefix: { '': '/' },
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => ({ ...e, url: e.url.replace(/(^|\/)index\.html$/, '$1') })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  const shell = (files: string[]) =>
    files.reduce(
      (sum, f) => sum + fs.statSync(path.join(out, f.endsWith('/') ? `${f}index.html` : f)).size,
      0,
    );
  const shellSizes = shells.map((s) => `${s.page} ${Math.round(shell(s.files) / 1024)} KB`);
  return `version ${version}, ${count} precached file (${Math.round(size / 1024)} KB), offline shells saved after hydration: ${shellSizes.join(', ')} (uncompressed)`;
}
