import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

/** The project's options a context needs (the viewport, base URL and device of the project). */
const CONTEXT_OPTIONS = [
  'viewport',
  'baseURL',
  'serviceWorkers',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
] as const;

/** Events a test may listen to on the tab; their listeners go when the test ends. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'dialog',
  'popup',
  'load',
  'domcontentloaded',
  'framenavigated',
] as const;

/**
 * A test whose `page` is one tab per worker, reused from test to test, as a
 * visitor going from page to page would. A tab keeps its renderer process,
 * so the runtime's scripts (and axe) are compiled once per worker instead of
 * once per test: a fresh context and tab cost about 1 to 1.5 s more per test
 * on this machine. Every test still starts from a page load of its own.
 *
 * Each test gets the tab at its own viewport, with scripts off when it asks
 * for `javaScriptEnabled: false`; afterwards the tab and its context drop
 * what the test attached (listeners, routes, other tabs, cookies). A test
 * that needs another device (touch, mobile) or a fresh browser state
 * (service worker, offline, storage) uses Playwright's own `test` instead.
 * The site stores nothing in the browser, which the crawl checks on every page.
 */
export const test = base.extend<object, { visitor: BrowserContext; tab: Page }>({
  visitor: [
    async ({ browser }, provide, workerInfo) => {
      const project = workerInfo.project.use;
      const context = await browser.newContext(
        Object.fromEntries(
          CONTEXT_OPTIONS.map((key) => [key, project[key]]),
        ) as BrowserContextOptions,
      );
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: [async ({ visitor }, provide) => provide(await visitor.newPage()), { scope: 'worker' }],
  context: async ({ visitor }, provide) => provide(visitor),
  page: async (
    { tab, visitor, viewport, javaScriptEnabled, hasTouch, isMobile },
    provide,
    info,
  ) => {
    const project = info.project.use;
    if (!!hasTouch !== !!project.hasTouch || !!isMobile !== !!project.isMobile)
      throw new Error('a reused tab keeps its project’s device: use @playwright/test’s test here');
    if (viewport) await tab.setViewportSize(viewport);
    const scriptsOff = javaScriptEnabled === false ? await visitor.newCDPSession(tab) : null;
    await scriptsOff?.send('Emulation.setScriptExecutionDisabled', { value: true });
    try {
      await provide(tab);
    } finally {
      // The pointer leaves the page where no menu answers it, so that it hovers nothing
      // in the next test's page.
      await tab.mouse.move(0, 0).catch(() => undefined);
      for (const event of TEST_EVENTS) tab.removeAllListeners(event);
      for (const event of ['page', 'request', 'response', 'console'] as const)
        visitor.removeAllListeners(event);
      await tab.unrouteAll({ behavior: 'ignoreErrors' });
      await visitor.unrouteAll({ behavior: 'ignoreErrors' });
      for (const other of visitor.pages()) if (other !== tab) await other.close();
      await visitor.clearCookies();
      await scriptsOff?.send('Emulation.setScriptExecutionDisabled', { value: false });
      await scriptsOff?.detach();
    }
  },
});
