/**
 * The service worker's rules, bundled with Workbox's modules into
 * out/service-worker.js by scripts/postbuild/service-worker.ts, which fills
 * BUILD. What each rule guarantees is listed in docs/deploying.md ("The service worker").
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

export type BuildValues = {
  version: string;
  prefix: string;
  /**
   * [language prefix, its offline page, the files it shows with (the page first)],
   * longest prefix first; the root's ("") last.
   */
  offline: [string, string, string[]][];
  limits: { pages: number; assets: number; search: number };
  freshForMs: number;
  /** The header that stamps a saved copy with the time it was saved. */
  savedAtHeader: string;
  searchPath: string;
  /** Where Next puts its hashed scripts and stylesheets (scripts/postbuild/next-contract.ts). */
  staticPrefix: string;
};

declare const BUILD: BuildValues;
declare const self: {
  location: Location;
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'activate',
    listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'message',
    listener: (
      event: Event & {
        data: unknown;
        source: { url: string } | null;
        waitUntil(p: Promise<unknown>): void;
      },
    ) => void,
  ): void;
};

const { version, prefix } = BUILD;
const cacheName = (name: string) => `${prefix}-${name}-${version}`;
const PAGES = cacheName('pages');
const ASSETS = cacheName('assets');
const SEARCH = cacheName('search');
/** The offline pages and their files, outside the pages' bound: never pushed out by reading. */
const OFFLINE = cacheName('offline');

setCacheNameDetails({ prefix, suffix: version });
precache(self.__WB_MANIFEST);
void self.skipWaiting();
clientsClaim();

// The previous builds' caches, and what Workbox kept in IndexedDB about them, go.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(
        keys
          .filter((key) => key.startsWith(`${prefix}-`) && !key.endsWith(`-${version}`))
          .map(async (key) => {
            await new CacheExpiration(key, { maxEntries: 1 }).delete();
            await caches.delete(key);
          }),
      ),
    ),
  );
});

/** One entry per path: the query string (`?utm_source=…`, the router's `?_rsc=…`) is dropped. */
const byPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname,
};

/** Saves only whole same-origin answers, stamped with the time they were saved. */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type !== 'basic') return null;
    const headers = new Headers(response.headers);
    headers.set(BUILD.savedAtHeader, String(Date.now()));
    return new Response(response.body, { status: 200, statusText: response.statusText, headers });
  },
};

/** A page that came from the network drops its saved payload, so it hydrates with its own. */
const fromNetwork: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (request.mode === 'navigate' && response.ok) {
      const payload = new URL(request.url).pathname.replace(/\/?$/, '/index.txt');
      await (await caches.open(PAGES)).delete(payload);
    }
    return response;
  },
};

/**
 * A refresh behind a saved copy asks whether it changed, with the copy's validators: an
 * unchanged file comes back as 304, no body, whether or not the browser's HTTP cache is on
 * (a 304 is not saved: the copy stays). A navigation's request cannot be copied with new
 * headers, so the refresh is a new request for the same address.
 */
const conditional: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    const copy = await caches.match(new URL(request.url).pathname);
    const [etag, modified] = [copy?.headers.get('etag'), copy?.headers.get('last-modified')];
    if (!etag && !modified) return request;
    const headers = new Headers(request.mode === 'navigate' ? {} : request.headers);
    if (etag) headers.set('if-none-match', etag);
    if (modified) headers.set('if-modified-since', modified);
    return new Request(request.url, { headers, credentials: 'same-origin' });
  },
};

const bounded = (maxEntries: number) => new ExpirationPlugin({ maxEntries });
const EDITOR_PATH = '/admin/';
const pagesBound = bounded(BUILD.limits.pages);
const searchBound = bounded(BUILD.limits.search);

type Match = (options: RouteMatchCallbackOptions) => boolean;
/** The site's own requests; never the content editor's (/admin/): staff always get it fresh. */
const ours =
  (match: (url: URL, request: Request) => boolean): Match =>
  ({ url, request }) =>
    url.origin === self.location.origin &&
    !url.pathname.startsWith(EDITOR_PATH) &&
    match(url, request);

const isPage = (url: URL, request: Request) =>
  request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.txt');
/**
 * A reload asks 'no-cache'. 'reload' is no reload: a hard reload skips the worker, so a
 * request reaches it so only when DevTools or request interception turns the HTTP cache off,
 * and a repeat visit then still opens from the worker without fetching its page again.
 */
const isReload = (request: Request) => request.cache === 'no-cache';
/** Pagefind names its index files by content hash (en_1a2b3c4.pf_fragment): those never change. */
const isHashedSearchFile = (url: URL) =>
  url.pathname.startsWith(BUILD.searchPath) &&
  /\.pf_(fragment|index|filter|meta)$/.test(url.pathname);

const revalidating = new StaleWhileRevalidate({
  cacheName: PAGES,
  plugins: [byPath, conditional, stamped, pagesBound],
});
const networkFirst = new NetworkFirst({
  cacheName: PAGES,
  plugins: [byPath, stamped, fromNetwork, pagesBound],
});
/** A saved copy younger than a day, unless the visitor reloads. */
async function youngCopy(request: Request): Promise<boolean> {
  if (isReload(request)) return false;
  const copy = await (await caches.open(PAGES)).match(new URL(request.url).pathname);
  return Date.now() - Number(copy?.headers.get(BUILD.savedAtHeader)) < BUILD.freshForMs;
}
registerRoute(ours(isPage), async (options) =>
  (await youngCopy(options.request)) ? revalidating.handle(options) : networkFirst.handle(options),
);
registerRoute(
  ours((url) => url.pathname.startsWith(BUILD.staticPrefix)),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [byPath, stamped, bounded(BUILD.limits.assets)],
  }),
);
registerRoute(
  ours(isHashedSearchFile),
  new CacheFirst({ cacheName: SEARCH, plugins: [byPath, stamped, searchBound] }),
);
registerRoute(
  ours((url) => url.pathname.startsWith(BUILD.searchPath)),
  new NetworkFirst({ cacheName: SEARCH, plugins: [byPath, stamped, searchBound] }),
);
// Pictures, documents and the rest: the saved copy at once, refreshed behind it.
registerRoute(
  ours(() => true),
  new StaleWhileRevalidate({
    cacheName: PAGES,
    plugins: [byPath, conditional, stamped, pagesBound],
  }),
);

/** The offline page of a path's language, with its files. */
const offlineOf = (pathname: string) =>
  BUILD.offline.find(([lang]) => pathname === lang || pathname.startsWith(`${lang}/`));

/**
 * A page asks, once it has hydrated and the browser is idle: the offline page
 * of that page's language and its files are saved, each once per build (a
 * file the cache holds is not fetched again). The page names nothing: the
 * worker picks the files from the page's own address.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type !== 'SAVE_OFFLINE_PAGE' || !event.source) return;
  const [, , files] = offlineOf(new URL(event.source.url).pathname) ?? [];
  if (!files) return;
  event.waitUntil(
    caches.open(OFFLINE).then(async (cache) => {
      const missing = [];
      for (const file of files) if (!(await cache.match(file))) missing.push(file);
      await cache.addAll(missing);
    }),
  );
});

// Offline: any saved copy, however old; a precached file; for a page, the offline page of its
// language, or the other language's when only that one was saved.
setCatchHandler(async ({ request }) => {
  const url = new URL(request.url);
  const saved = (await caches.match(url.pathname)) ?? (await matchPrecache(url.pathname));
  if (saved) return saved;
  if (request.mode === 'navigate') {
    const cache = await caches.open(OFFLINE);
    const own = offlineOf(url.pathname)?.[1];
    for (const page of [own, ...BUILD.offline.map(([, p]) => p)]) {
      const offline = page && (await cache.match(page));
      if (offline) return offline;
    }
  }
  return Response.error();
});
