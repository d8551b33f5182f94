import net, { type AddressInfo } from 'node:net';
import { expect, test, type Page, type Request } from '@playwright/test';
import puppeteer, { type CDPSession } from 'puppeteer-core';
import { clinic } from '../lib/content/clinic';
import { localizePath, matchRoute } from '../lib/routes';
import { INTENT_ATTRIBUTE } from '../lib/speculation';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { START_BY_MS } from '../scripts/postbuild/defer-scripts';
import { hydrated, watchConsole } from './support';

/**
 * Instant navigation: a page's data is fetched when the visitor shows intent
 * to open it (a resting pointer, a touch, keyboard focus), never because a
 * link scrolled into view, and the click then reuses what was fetched.
 */

/** A request for page data: a page's HTML, its payload or one of its segment files. */
const isPageData = (request: Request) => {
  const url = new URL(request.url());
  return request.resourceType() === 'document' || url.pathname.endsWith('.txt');
};

/** Records the page-data requests the page makes from now on. */
function pageData(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isPageData(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Records the paths the page fetches from the network (not its HTTP cache) from now on. */
async function fromNetwork(page: Page): Promise<string[]> {
  const paths: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker)
      paths.push(new URL(response.url).pathname);
  });
  return paths;
}

/** Resolves once no request of the page has been in flight for `quiet` ms. */
async function settled(page: Page, quiet = 400) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight++;
    last = Date.now();
  };
  const end = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await expect.poll(() => inFlight <= 0 && Date.now() - last >= quiet).toBe(true);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * Opens a page and waits for its runtime and its own payload to be in. No
 * routes: routing turns Chromium's HTTP cache off, and the browser's resolver
 * (playwright.config.ts) keeps every other site offline.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await settled(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const locale of ['en', 'es'] as const) {
  const home = localizePath('/', locale);
  const blog = localizePath('/blog/', locale);

  test(`${home}: nothing is prefetched while the visitor only reads and scrolls`, async ({
    page,
  }) => {
    await open(page, home);
    const fetched = pageData(page);
    // Every link of the page passes through the viewport; none is touched.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
      }
    });
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);
  });

  test(`${blog} → an article: a link the pointer rests on opens without fetching again`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await open(page, blog);
    const fetched = pageData(page);
    const link = page.getByTestId('post-card').first().getByRole('link').first();
    const article = (await link.getAttribute('href')) as string;
    expect(matchRoute(article)).toMatchObject({ kind: 'post', locale });
    await link.hover();
    // The intent prefetch: the article's data arrives before any click.
    await expect.poll(() => fetched.some((p) => p.startsWith(article))).toBe(true);
    await settled(page);
    const beforeClick = fetched.length;
    const afterClick = await fromNetwork(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await settled(page);
    expect(fetched.slice(beforeClick)).toEqual([]);
    // Nothing else came from the network but the article's own pictures: no script, no icon.
    const pictures = await page.evaluate(() =>
      [...document.images].map((image) => new URL(image.currentSrc || image.src).pathname),
    );
    expect(afterClick.filter((p) => !pictures.includes(p))).toEqual([]);
    // Each file once.
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(errors).toEqual([]);
  });
}

test('a click while the prefetch is in flight waits for it: the whole payload once, no segment, no HTML', async ({
  page,
}) => {
  await open(page, '/blog/');
  const link = page.getByTestId('post-card').first().getByRole('link').first();
  const article = (await link.getAttribute('href')) as string;
  // A slow link keeps the prefetch the press starts in flight when the click comes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 100_000,
    uploadThroughput: 100_000,
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(article)) asked.push(`${request.method()} ${pathname}`);
  });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${article}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await settled(page);
  // One request for the page's data, the prefetch's: not the router's own, no HTML, no segment.
  expect(asked).toEqual([`GET ${article}index.txt`]);
});

test('a pointer passing over a link without resting on it fetches nothing', async ({ page }) => {
  await open(page, '/services/');
  const fetched = pageData(page);
  const links = page.getByRole('main').locator('a[href^="/services/"]');
  expect(await links.count()).toBeGreaterThan(3);
  // Sweep across the links faster than the intent delay.
  for (let i = 0; i < 4; i++) {
    const box = await links.nth(i).boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 1 });
  }
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  expect(fetched).toEqual([]);
});

test('keyboard focus on a link is intent: the page is prefetched, Enter opens it', async ({
  page,
}) => {
  await open(page, '/services/');
  const fetched = pageData(page);
  const link = page.getByRole('main').getByRole('link', { name: 'Acupuncture', exact: true });
  await link.focus();
  await expect.poll(() => fetched.some((p) => p.startsWith('/services/acupuncture/'))).toBe(true);
  await settled(page);
  const beforeEnter = fetched.length;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/acupuncture\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Acupuncture/);
  await settled(page);
  expect(fetched.slice(beforeEnter)).toEqual([]);
  expect(await sameDocument(page)).toBe(true);
});

test('a plain link with intent (the booking page) opens from the prefetched document', async ({
  page,
}) => {
  // No routes here either: routing turns prefetching off too.
  await open(page, '/services/chiropractic/spine-related/sciatica/');
  const link = page.getByRole('main').locator('a[href="/appointment/"]:not([data-router])').first();
  await link.scrollIntoViewIfNeeded();
  await expect(page.locator(`a[${INTENT_ATTRIBUTE}]`)).toHaveCount(0);
  await link.hover();
  // The site's speculation rules (named by the page's header) prefetch the marked link.
  await expect(link).toHaveAttribute(INTENT_ATTRIBUTE, '');
  await expect(page.locator(`a[${INTENT_ATTRIBUTE}]`)).toHaveCount(1);
  // Chromium fetches a speculation rules prefetch itself, out of the page's sight.
  await page.waitForTimeout(1500);
  await link.click();
  await expect(page).toHaveURL(/\/appointment\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A full page load, handed over whole from what the hover fetched.
  expect(await sameDocument(page)).toBe(false);
  const deliveryType = await page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          deliveryType?: string;
        }
      ).deliveryType,
  );
  expect(deliveryType).toBe('navigational-prefetch');
});

test('the booking page is prerendered on intent and asks its vendor only once it is shown', async ({
  baseURL,
}, testInfo) => {
  // Chromium refuses to prerender for a page a DevTools client has attached to directly
  // (PrerenderingDisabledByDevTools), as Playwright does; Puppeteer attaches through the
  // tab, so this test drives the same Chromium with it.
  // A bare TCP listener stands in for the booking vendor: it hears any attempt to reach it.
  const attempts: number[] = [];
  const vendor = net.createServer((socket) => {
    attempts.push(Date.now());
    socket.destroy();
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  const { port } = vendor.address() as AddressInfo;
  // The whole browser, as visitors run it (prerendering is its feature), with the project's
  // flags, the vendor's host sent to the listener first.
  const { args = [] } = testInfo.project.use.launchOptions ?? {};
  const vendorHost = new URL(clinic().vendors.bookingScript).host;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: args.map((arg) =>
      arg.replace(/^--host-resolver-rules=/, `$&MAP ${vendorHost} 127.0.0.1:${port}, `),
    ),
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // Puppeteer's own session (through the tab) reports the prerender's progress.
    const client = (page as unknown as { _client(): CDPSession })._client();
    const statuses: string[] = [];
    client.on('Preload.prerenderStatusUpdated', (e) =>
      statuses.push(e.prerenderStatus ? `${e.status}: ${e.prerenderStatus}` : e.status),
    );
    // The prefetch the prerender starts with, for the failure's message.
    client.on('Preload.prefetchStatusUpdated', (e) =>
      statuses.push(`prefetch ${e.status}: ${e.prefetchStatus ?? ''}`),
    );
    await client.send('Preload.enable');
    const prerender = () => statuses.filter((s) => !s.startsWith('prefetch '));
    const hoverBooking = async () => {
      await page.goto(`${baseURL}/services/chiropractic/spine-related/sciatica/`);
      await page.waitForSelector('nav[data-ready]');
      // A hover while the page registers its service worker (once the browser is idle after
      // a first visit's load) loses the prerender: Chromium drops the prefetch it started with
      // (PrerenderFailedDuringPrefetch), and the click loads the page the ordinary way
      // (components/navigation/README.md). The visitor here has the worker, as from the
      // second page of a visit on.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const anchor = await page.waitForSelector('main a[href="/appointment/"]:not([data-router])');
      await anchor?.scrollIntoView();
      await anchor?.hover();
      await expect.poll(() => prerender().at(-1) ?? '').toMatch(/^(Ready|Failure)/);
      return anchor;
    };
    let booking = await hoverBooking();
    // Chromium gives up a prerender when the machine is short of memory or CPU; that says
    // nothing of the site, so such a failure is tried once more. Any other reason fails here.
    if (
      /^Failure: (MemoryPressure|MemoryLimit|LowEndDevice|TimeoutBackgrounded)/.test(
        prerender().at(-1)!,
      )
    ) {
      statuses.length = 0;
      booking = await hoverBooking();
    }
    expect(prerender(), statuses.join('\n')).toContain('Ready');
    // A prerendered page is never painted, so its scripts start only when the loader's
    // deadline passes (defer-scripts.ts); then it hydrates, hidden. Had it added the
    // booking script then, the vendor would have been asked by now.
    await new Promise((resolve) => setTimeout(resolve, START_BY_MS + 1500));
    expect(attempts).toEqual([]);
    const clicked = Date.now();
    await booking?.click();
    // The page shown is the one prerendered: its activation came after its start. Puppeteer's
    // page keeps the frame the activation replaced, so this asks the tab's new page directly.
    const activated = () => browser.targets().find((t) => t.url().endsWith('/appointment/'));
    await expect.poll(() => activated() !== undefined).toBe(true);
    const session = await activated()!.createCDPSession();
    await session.send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
    const expression = `JSON.stringify({
      path: location.pathname,
      prerendered: performance.getEntriesByType('navigation')[0].activationStart > 0,
      h1: document.querySelector('h1')?.checkVisibility() ?? false,
    })`;
    const shown = async () =>
      JSON.parse(
        (await session.send('Runtime.evaluate', { expression, returnByValue: true })).result
          .value as string,
      ) as unknown;
    await expect
      .poll(() => shown().catch(() => null))
      .toEqual({ path: '/appointment/', prerendered: true, h1: true });
    // Shown, the page adds the booking script: now the vendor is asked.
    await expect.poll(() => attempts.length).toBeGreaterThan(0);
    expect(Math.min(...attempts)).toBeGreaterThanOrEqual(clicked);
  } finally {
    await browser.close();
    vendor.close();
  }
});
