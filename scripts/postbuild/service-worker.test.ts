/**
 * @jest-environment node
 */
import vm from 'node:vm';
import { serviceWorkerSource } from './service-worker';

const ORIGIN = 'https://clinic.test';

/** The worker's source run against an in-memory Cache Storage and a scripted network. */
function startWorker(network: Record<string, string>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const keyOf = (r: string | Request) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;
    return {
      put: async (r: string | Request, res: Response) => void store.set(keyOf(r), res),
      match: async (r: string | Request) => store.get(keyOf(r))?.clone(),
      delete: async (r: string | Request) => store.delete(keyOf(r)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      addAll: async () => undefined,
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (r: string) => {
      for (const name of stores.keys()) {
        const hit = await (await open(name)).match(r);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const fetch = async (input: string | Request) => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    const body = network[url.pathname];
    if (body === undefined) return new Response('missing', { status: 404 });
    const response = new Response(body, { status: 200 });
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined, matchAll: async () => [] },
  };
  vm.runInNewContext(serviceWorkerSource('test', []), {
    self,
    caches,
    fetch,
    Request,
    Response,
    Headers,
    URL,
    Promise,
    Date,
  });

  /** Answers a request as the browser would ask it of the worker. */
  async function ask(path: string, init: { mode?: string; cache?: string } = {}) {
    const request = new Request(`${ORIGIN}${path}`);
    Object.defineProperty(request, 'mode', { value: init.mode ?? 'cors' });
    Object.defineProperty(request, 'cache', { value: init.cache ?? 'default' });
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.fetch?.({
      request,
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    });
    const response = await (answer as Promise<Response>);
    const text = await response.text();
    await Promise.all(pending);
    return text;
  }
  return { ask };
}

describe('the service worker', () => {
  it('is valid JavaScript', () => {
    expect(() => new vm.Script(serviceWorkerSource('v1', ['/']))).not.toThrow();
  });

  it('hydrates a page fetched from the network with its own payload, never an older saved one', async () => {
    const network: Record<string, string> = {
      '/about/': '<h1>Version 1</h1>',
      '/about/index.txt': 'payload 1',
    };
    const { ask } = startWorker(network);
    // A first view saves the page and, when the loader asks for it, its payload.
    expect(await ask('/about/', { mode: 'navigate' })).toBe('<h1>Version 1</h1>');
    expect(await ask('/about/index.txt')).toBe('payload 1');
    // The site changes, and the visitor reloads: the page comes from the network.
    network['/about/'] = '<h1>Version 2</h1>';
    network['/about/index.txt'] = 'payload 2';
    expect(await ask('/about/', { mode: 'navigate', cache: 'no-cache' })).toBe(
      '<h1>Version 2</h1>',
    );
    // So must its payload, though an older one is saved.
    expect(await ask('/about/index.txt')).toBe('payload 2');
  });

  it('opens a saved page with the payload saved with it', async () => {
    const network: Record<string, string> = {
      '/blog/': '<h1>Blog 1</h1>',
      '/blog/index.txt': 'blog payload 1',
    };
    const { ask } = startWorker(network);
    await ask('/blog/', { mode: 'navigate' });
    await ask('/blog/index.txt');
    network['/blog/'] = '<h1>Blog 2</h1>';
    network['/blog/index.txt'] = 'blog payload 2';
    expect(await ask('/blog/', { mode: 'navigate' })).toBe('<h1>Blog 1</h1>');
    expect(await ask('/blog/index.txt')).toBe('blog payload 1');
  });
});
