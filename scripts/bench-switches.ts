// Bench-only switches for the navigation folder's actors (components/navigation/README.md): each
// turns one actor off in the site as built, by a script run in every document before the page's
// own (Puppeteer's evaluateOnNewDocument), so one build serves every variant and nothing of the
// bench ships. scripts/bench-links.ts times the site with each one off. Each function is sent to
// the page as its source: it may use nothing from this module.

export const SWITCHES = {
  /**
   * Click hand-off off: a click on a router link does not reach the document's listener, so
   * the browser loads the page whole (intent still prefetches its payload, unused).
   */
  'no click hand-off': () =>
    addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[data-router]'))
          event.stopPropagation();
      },
      true,
    ),
  /**
   * Intent listeners off: the payload request intent makes (`<path>index.txt`, with no options;
   * the router's own carries them) fails at once, so nothing is fetched before the click.
   */
  'no intent': () => {
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) =>
      typeof input === 'string' && input.endsWith('index.txt') && !init
        ? Promise.reject(new TypeError('bench: intent off'))
        : fetch(input, init);
  },
  /**
   * Payload hand-off off: `window.fetch` cannot be wrapped, so intent still fetches the payload
   * but the router's request on the click goes to the network.
   */
  'no payload hand-off': () => {
    const fetch = window.fetch;
    Object.defineProperty(window, 'fetch', { configurable: true, get: () => fetch, set() {} });
  },
} satisfies Record<string, () => void>;

export type Switch = keyof typeof SWITCHES;
