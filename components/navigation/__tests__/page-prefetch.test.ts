/** @jest-environment node */
import { installPagePrefetch, prefetchPage } from '@/components/navigation/page-prefetch';

// The prefetch wraps the page's fetch: a stand-in window whose fetch answers when told to.
const origin = 'http://127.0.0.1:3000';
const asked: { url: string; answer: (body: string, status?: number) => void }[] = [];
const fetch = jest.fn(
  (input: RequestInfo | URL) =>
    new Promise<Response>((resolve) =>
      asked.push({
        url: String(input),
        answer: (body, status = 200) => resolve(new Response(body, { status })),
      }),
    ),
);
Object.assign(globalThis, { window: { location: new URL(`${origin}/`), fetch } });
installPagePrefetch();
/** The router's own request for a file, as Next makes it (a cache-busting query). */
const routerFetch = (path: string) => window.fetch(`${origin}${path}?_rsc=1x2y`, { headers: {} });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  asked.length = 0;
  fetch.mockClear();
});

describe('the page prefetch', () => {
  it("fetches a page's whole payload once, and hands it to the router's request in flight", async () => {
    prefetchPage('/blog/');
    prefetchPage('/blog/');
    expect(asked.map((a) => a.url)).toEqual(['/blog/index.txt']);
    // The click comes before the payload is in: the router waits for the same response.
    const onClick = routerFetch('/blog/index.txt');
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    asked[0]?.answer('0:{"b":"build"}');
    expect(await (await onClick).text()).toBe('0:{"b":"build"}');
  });

  it('hands a payload already in to the router at once, as often as it asks', async () => {
    prefetchPage('/services/');
    asked[0]?.answer('payload');
    await flush();
    for (let i = 0; i < 2; i++)
      expect(await (await routerFetch('/services/index.txt')).text()).toBe('payload');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves every other request to the network', async () => {
    prefetchPage('/about/');
    void routerFetch('/contact/index.txt');
    void routerFetch('/about/__next._tree.txt');
    void window.fetch('https://vendor.example/about/index.txt');
    expect(asked.map((a) => a.url)).toEqual([
      '/about/index.txt',
      `${origin}/contact/index.txt?_rsc=1x2y`,
      `${origin}/about/__next._tree.txt?_rsc=1x2y`,
      'https://vendor.example/about/index.txt',
    ]);
  });

  it("forgets a prefetch that failed: the router's next request goes out", async () => {
    prefetchPage('/missing/');
    asked[0]?.answer('Not found', 404);
    await flush();
    void routerFetch('/missing/index.txt');
    expect(asked.map((a) => a.url)).toEqual([
      '/missing/index.txt',
      `${origin}/missing/index.txt?_rsc=1x2y`,
    ]);
  });
});
