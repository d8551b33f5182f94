/**
 * The intent prefetch of a router link's page, in one request: the page's
 * whole payload, `<path>index.txt`, the file Next's router fetches for a
 * client-side navigation in a static export. When the click comes, the router
 * asks for that file and gets this response, in flight or done, instead of a
 * request of its own: one round trip from intent to page, and the click never
 * fetches twice.
 *
 * Next's own prefetch (`router.prefetch`) takes three round trips in a static
 * export: a HEAD request for the page's HTML (to learn whether a host
 * redirects it), the page's route tree, then its segment files; and a click
 * that comes before they are all in fetches the whole payload beside them.
 * Router links lead to canonical pages only, never to a redirect (aliases are
 * not linked), so none of that is needed here.
 *
 * It works through `window.fetch`, which the router calls; the end-to-end
 * tests (navigation.spec.ts) fail if the router stops asking for that file.
 */

const prefetched = new Map<string, Promise<Response>>();

/** The page path whose payload a request asks for, if it is one of this site's. */
function payloadPath(input: RequestInfo | URL): string | null {
  try {
    const url = new URL(input instanceof Request ? input.url : input, window.location.href);
    if (url.origin !== window.location.origin || !url.pathname.endsWith('/index.txt')) return null;
    return url.pathname.slice(0, -'index.txt'.length);
  } catch {
    return null;
  }
}

let pageFetch: typeof window.fetch | null = null;

/** Wraps window.fetch once (idempotent): the router's request for a prefetched payload gets it. */
export function installPagePrefetch() {
  if (pageFetch || typeof window === 'undefined' || typeof window.fetch !== 'function') return;
  const fetch = (pageFetch = window.fetch.bind(window));
  window.fetch = (input, init) => {
    const path = payloadPath(input);
    const response = path ? prefetched.get(path) : undefined;
    return response ? response.then((r) => r.clone()) : fetch(input, init);
  };
}

/**
 * Starts fetching `path`'s payload, once. A failed one is forgotten: the
 * router then fetches the page its own way (or loads it whole).
 */
export function prefetchPage(path: string) {
  if (!pageFetch || prefetched.has(path)) return;
  const forget = () => prefetched.delete(path);
  const response = pageFetch(`${path}index.txt`).then((r) => {
    if (!r.ok) forget();
    return r;
  });
  response.catch(forget);
  prefetched.set(path, response);
}
