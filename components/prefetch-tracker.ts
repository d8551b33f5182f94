/**
 * What the router's intent prefetch of a page has in flight, so that a click
 * can wait for it instead of fetching the page's data a second time (Next's
 * router does not wait: a click on a page whose prefetch is still under way
 * fetches the whole payload, index.txt, beside the segment files on their way).
 *
 * It watches the page's files (`<path>__next.*.txt`) through `window.fetch`.
 * A prefetch is two round trips: the page's route tree (`__next._tree.txt`),
 * then its segment files. A click that comes while the tree is still on its
 * way drops the prefetch (the tree request is aborted, a few hundred bytes)
 * and the router loads the page in one request, its whole payload: the same
 * bytes as the segments, one round trip sooner. A click that comes once the
 * segments are asked waits for them, which is never longer than asking again.
 *
 * It also answers the router's HEAD probe of the page's HTML itself: in a
 * static export Next asks the page's address first to learn whether a host
 * redirects it, a round trip before any data (and on some hosts the whole
 * document). Our router links lead to canonical pages only, never to a
 * redirect (aliases are not linked), so the answer is known: 200, in place.
 */

type Prefetch = {
  pending: number;
  /** The route tree is in (or the router had it): its segment files are asked, or about to be. */
  segments: boolean;
  /** Dropped by a click before its segments: whatever it would still ask is refused. */
  dropped: boolean;
  /** Aborts its route-tree request. */
  abort: () => void;
  page: boolean;
  failed: boolean;
  /** Clicks waiting for it: each checks, when one of its files is in, whether it is over. */
  waiting: Set<() => void>;
};

const prefetches = new Map<string, Prefetch>();

/** A click waits for a prefetch at most this long, then navigates anyway. */
export const WAIT_CAP_MS = 3000;

const pathOf = (input: RequestInfo | URL): URL | null => {
  try {
    const url = new URL(input instanceof Request ? input.url : input, window.location.href);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
};

/** The prefetch a file belongs to: the page path before `__next.` in its address. */
const owner = (url: URL) => {
  const at = url.pathname.lastIndexOf('/__next.');
  return at < 0 ? undefined : prefetches.get(url.pathname.slice(0, at + 1));
};

/**
 * The client chunks a page segment names that this document has not loaded:
 * a page's own interactive leaves, which the router would only ask for after
 * the click (its chunk loader adds a plain <script src>).
 */
export function missingChunks(segment: string, doc: Document): string[] {
  const named = new Set(segment.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? []);
  const has = (src: string) => doc.querySelector(`script[src="${src}"], link[href="${src}"]`);
  return [...named].filter((src) => !has(src));
}

/** Fetches them into the HTTP cache beside the segment, for the click to find. */
function prefetchChunks(segment: string) {
  for (const href of missingChunks(segment, document)) {
    const hint = document.createElement('link');
    Object.assign(hint, { rel: 'prefetch', as: 'script', href });
    document.head.append(hint);
  }
}

let installed = false;

/** Wraps window.fetch once (idempotent). */
export function installPrefetchTracker() {
  if (installed || typeof window === 'undefined' || typeof window.fetch !== 'function') return;
  installed = true;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = pathOf(input);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (url && method === 'HEAD' && prefetches.has(url.pathname))
      return Promise.resolve(new Response(null, { status: 200 }));
    const prefetch = url ? owner(url) : undefined;
    if (!prefetch) return fetch(input, init);
    const isTree = url!.pathname.endsWith('/__next._tree.txt');
    if (prefetch.dropped && isTree)
      return Promise.reject(new DOMException('The click went without it', 'AbortError'));
    if (isTree) {
      const controller = new AbortController();
      const { signal } = init ?? {};
      signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      prefetch.abort = () => controller.abort();
      init = { ...init, signal: controller.signal };
    } else prefetch.segments = true;
    prefetch.pending += 1;
    const done = (page: boolean, failed = false) => {
      prefetch.pending -= 1;
      prefetch.page ||= page;
      prefetch.failed ||= failed;
      prefetch.segments ||= isTree && !failed;
      prefetch.waiting.forEach((check) => check());
    };
    const isPage = url!.pathname.includes('__PAGE__');
    return fetch(input, init).then(
      (response) => {
        // Finished once its body is in (the router reads it as a stream).
        response
          .clone()
          .text()
          .then(
            (text) => {
              if (isPage && response.ok && typeof document !== 'undefined') prefetchChunks(text);
              done(isPage && response.ok, !response.ok);
            },
            () => done(false, true),
          );
        return response;
      },
      (error: unknown) => {
        done(false, true);
        throw error;
      },
    );
  };
}

/** Notes that the router is about to prefetch `path`. */
export function startedPrefetch(path: string) {
  prefetches.set(path, {
    pending: 0,
    segments: false,
    dropped: false,
    abort: () => {},
    page: false,
    failed: false,
    waiting: new Set(),
  });
}

/**
 * The click on `path`'s link: resolves when the router should go. At once if
 * no prefetch was started, or if it has not asked a segment file yet (it is
 * dropped: the router had the page, or its route tree is still on the way and
 * one request for the whole payload is sooner than two round trips more).
 * Otherwise when its page segment is in and nothing of it is in flight, or one
 * of its files failed (the router then loads the page its own way), or at the
 * latest after WAIT_CAP_MS.
 */
export function prefetchSettled(path: string): Promise<void> {
  const prefetch = prefetches.get(path);
  if (!prefetch) return Promise.resolve();
  if (!prefetch.segments) {
    prefetch.dropped = true;
    prefetch.abort();
    return Promise.resolve();
  }
  const over = () => prefetch.pending === 0 && (prefetch.page || prefetch.failed);
  if (over()) return Promise.resolve();
  // Answered the moment its last file is in, not at the next turn of a poll.
  return new Promise((resolve) => {
    const cap = setTimeout(() => finish(), WAIT_CAP_MS);
    const finish = () => {
      clearTimeout(cap);
      prefetch.waiting.delete(check);
      resolve();
    };
    const check = () => over() && finish();
    prefetch.waiting.add(check);
  });
}
