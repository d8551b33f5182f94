/** @jest-environment node */
import {
  installPrefetchTracker,
  prefetchSettled,
  startedPrefetch,
} from '@/components/prefetch-tracker';

// The tracker wraps the page's fetch: a stand-in window whose fetch answers when told to.
const origin = 'http://127.0.0.1:3000';
const asked: { url: string; method: string; answer: (body: string) => void }[] = [];
const fetch = jest.fn(
  (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      asked.push({
        url: String(input),
        method: init?.method ?? 'GET',
        answer: (body) => resolve(new Response(body)),
      });
    }),
);
Object.assign(globalThis, { window: { location: new URL(`${origin}/`), fetch } });
installPrefetchTracker();
const pageFetch = (url: string, init?: RequestInit) => window.fetch(url, init);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  asked.length = 0;
  fetch.mockClear();
});

describe('the prefetch tracker', () => {
  it("answers the router's HEAD probe of a page it prefetches, without the network", async () => {
    startedPrefetch('/blog/');
    const response = await pageFetch(`${origin}/blog/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.redirected).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // Any other HEAD request goes out as asked.
    void pageFetch(`${origin}/contact/`, { method: 'HEAD' });
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual([`HEAD ${origin}/contact/`]);
  });

  it('holds a click that comes after the route tree until the page segment is in and nothing else is in flight', async () => {
    startedPrefetch('/services/');
    void pageFetch(`${origin}/services/__next._tree.txt?_rsc=a`);
    asked[0]?.answer('tree');
    await flush();
    let settled = false;
    void prefetchSettled('/services/').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    void pageFetch(`${origin}/services/__next.!KGVuKQ.services.__PAGE__.txt?_rsc=b`);
    await flush();
    expect(settled).toBe(false);
    asked[1]?.answer('page');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops a prefetch whose route tree is still on the way: the click goes at once, the tree request is aborted, nothing more is asked', async () => {
    startedPrefetch('/about/');
    const tree = pageFetch(`${origin}/about/__next._tree.txt?_rsc=e`);
    const started = Date.now();
    await prefetchSettled('/about/');
    expect(Date.now() - started).toBeLessThan(50);
    await expect(tree).rejects.toThrow();
    // The router's next try at the tree is refused without the network.
    await expect(pageFetch(`${origin}/about/__next._tree.txt?_rsc=f`)).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets the click go the moment the last file is in, with no timer to wait for', async () => {
    // Timers stand still: only the files coming in can answer the click.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      startedPrefetch('/blog/');
      void pageFetch(`${origin}/blog/__next.!KGVuKQ.blog.__PAGE__.txt?_rsc=c`);
      void pageFetch(`${origin}/blog/__next.!KGVuKQ.txt?_rsc=d`);
      let settled = false;
      void prefetchSettled('/blog/').then(() => (settled = true));
      asked[0]?.answer('page');
      await turns(20);
      expect(settled).toBe(false);
      asked[1]?.answer('layout');
      await turns(20);
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a click go at once when no prefetch was started, or when its prefetch has asked nothing yet', async () => {
    const started = Date.now();
    await prefetchSettled('/never/');
    startedPrefetch('/cached/');
    await prefetchSettled('/cached/');
    expect(Date.now() - started).toBeLessThan(50);
    await expect(pageFetch(`${origin}/cached/__next._tree.txt?_rsc=g`)).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});
