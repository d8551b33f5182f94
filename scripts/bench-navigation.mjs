#!/usr/bin/env node
// The navigation table of `npm run bench`: how long a click on an internal
// link takes to show the next page, on a throttled phone profile in headless
// Chromium, and how many bytes the intent prefetching (NavigationIntent)
// spends. For four trips in each language, median of --runs (default 5),
// three modes alternating within each run:
//   with intent     the mouse rests on the link (hover, 100 ms, network quiet), then clicks;
//   without intent  the mouse moves onto the link and clicks at once;
//   full load       the target opened by its address in a fresh tab.
// Each is timed to the target's h1 painted (its text shown, two frames
// after). Also counted: the bytes fetched between hover and click, the bytes
// the click itself fetched, and the page payloads a page fetches on its own
// when nobody touches it (target: none).
//
//   node scripts/bench-navigation.mjs [--runs 5] [--port N] [--json file] [--only <trip name part>]
//
// Serves out/ itself (wrangler pages dev, as lighthouse.mjs serve()) on --port, or on a
// free port. Run `npm run build` first. Only a crash fails the process.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { parse } from 'node-html-parser';
import { serve, vendorStub } from './lighthouse.mjs';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A mid-range phone on a slow 4G link, as Lighthouse's mobile profile. */
const PROFILE = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  },
  // Touch stays off: a touch screen has no hover, and the first mode needs one.
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    hasTouch: false,
    serviceWorkers: 'block',
  },
};

/** How long the mouse rests on the link before waiting for the network (the intent delay is 80 ms). */
const REST_MS = 100;
/** The network counts as quiet after this long with no request in flight. */
const QUIET_MS = 300;
/** How long a page with no interaction is watched after hydration. */
const IDLE_MS = 3000;

/**
 * The English trips; the Spanish ones are derived from out/. The condition
 * page is the sciatica page (scripts/lighthouse.mjs measures it too); its
 * "book" links lead to the appointment page.
 */
const TRIPS = [
  { name: 'home → blog', source: '/', target: '/blog/' },
  { name: 'blog → article', source: '/blog/', target: firstArticle },
  { name: 'services → service', source: '/services/', target: '/services/acupuncture/' },
  {
    name: 'condition → appointment',
    source: '/services/chiropractic/spine-related/sciatica/',
    target: '/appointment/',
  },
];

// ---------------------------------------------------------------- out/ files

function outPage(sitePath) {
  const file = path.join(OUT, sitePath, 'index.html');
  if (!fs.existsSync(file)) throw new Error(`bench-navigation: no ${file}: run \`npm run build\``);
  const html = fs.readFileSync(file, 'utf8');
  // Alias pages are meta-refresh redirects, not pages a visitor reads.
  if (/<meta http-equiv="refresh"/i.test(html))
    throw new Error(`bench-navigation: ${sitePath} is an alias page`);
  return parse(html);
}

const normalized = (text) => text.replace(/\s+/g, ' ').trim();

/** The text of a page's h1, as the benchmark waits for it in the browser. */
function h1Of(sitePath) {
  const h1 = outPage(sitePath).querySelector('h1');
  if (!h1) throw new Error(`bench-navigation: ${sitePath} has no h1`);
  return normalized(h1.text);
}

/**
 * The other languages' versions of a page, from its hreflang alternates
 * (x-default and the page's own language left out): [{ lang, path }].
 */
function translationsOf(sitePath) {
  const page = outPage(sitePath);
  const own = page.querySelector('html')?.getAttribute('lang');
  return page
    .querySelectorAll('link[rel="alternate"][hreflang]')
    .map((l) => ({
      lang: l.getAttribute('hreflang'),
      path: new URL(l.getAttribute('href')).pathname,
    }))
    .filter((t) => t.lang !== 'x-default' && t.lang !== own);
}

/** A page's version in `lang`. */
function versionOf(sitePath, lang) {
  const found = translationsOf(sitePath).find((t) => t.lang === lang);
  if (!found) throw new Error(`bench-navigation: ${sitePath} has no ${lang} alternate`);
  return found.path;
}

/** The first article of a blog list page. */
function firstArticle(listPath) {
  const link = outPage(listPath).querySelector('[data-testid="post-card"] a[href]');
  if (!link) throw new Error(`bench-navigation: no article link on ${listPath}`);
  return link.getAttribute('href');
}

/** Every trip in both languages, with the h1 text each target must show. */
export function trips() {
  return TRIPS.flatMap((trip) => {
    const en = {
      source: trip.source,
      target: typeof trip.target === 'function' ? trip.target(trip.source) : trip.target,
    };
    const own = outPage(trip.source).querySelector('html')?.getAttribute('lang');
    const others = translationsOf(trip.source).map(({ lang, path: source }) => ({
      source,
      // The other list's own first article, not the first one's translation.
      target:
        typeof trip.target === 'function' ? trip.target(source) : versionOf(trip.target, lang),
      lang,
    }));
    return [{ ...en, lang: own }, ...others].map((t) => {
      const links = outPage(t.source)
        .querySelectorAll('a[href]')
        .filter((a) => a.getAttribute('href') === t.target);
      if (!links.length)
        throw new Error(`bench-navigation: ${t.source} has no link to ${t.target}`);
      // A link without data-router is a full page load (the booking page): prerendered on intent.
      const plain = !links.some((a) => a.hasAttribute('data-router'));
      return { name: trip.name, ...t, plain, h1: h1Of(t.target) };
    });
  });
}

// ------------------------------------------------------------ one measurement

/**
 * A fresh context (no HTTP cache, no service worker) with one page under
 * the phone profile, and the bookkeeping every mode needs: the requests in
 * flight (for "network quiet"), the transfer size of every request by the
 * phase it started in, and the console errors.
 */
async function openPage(browser, errors) {
  const context = await browser.newContext(PROFILE.context);
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PROFILE.network);

  const state = { phase: 'load', requests: new Map(), inFlight: new Set(), lastActivity: 0 };
  // Transfer bytes as the network saw them (gzip and headers included).
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    state.requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      phase: state.phase,
      // Epoch ms, comparable with performance.timeOrigin + performance.now() in the page.
      at: e.wallTime * 1000,
      bytes: 0,
    });
  });
  // A request cancelled midway (Next aborts a HEAD probe once its headers
  // are in) never finishes: it still cost what had arrived.
  cdp.on('Network.responseReceived', (e) => {
    const r = state.requests.get(e.requestId);
    if (!r) return;
    r.bytes = e.response.encodedDataLength;
    // Served from what was fetched before (a speculation rules prefetch, the HTTP cache).
    r.reused = Boolean(e.response.fromPrefetchCache || e.response.fromDiskCache);
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = state.requests.get(e.requestId);
    if (r) r.bytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = state.requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  const busy = (request) => {
    state.inFlight.add(request);
    state.lastActivity = Date.now();
  };
  const idle = (request) => {
    state.inFlight.delete(request);
    state.lastActivity = Date.now();
  };
  page.on('request', busy);
  page.on('requestfinished', idle);
  page.on('requestfailed', idle);
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.add(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.add(`${page.url()}: uncaught ${error.message}`));
  return { context, page, state };
}

/**
 * Resolves once no request has been in flight for QUIET_MS (at most `cap`
 * ms), counted from the call at the earliest: a request the last action is
 * about to start (a prefetch after the intent delay) gets that long to show up.
 */
async function networkQuiet(state, cap = 20_000) {
  const start = Date.now();
  while (Date.now() - start < cap) {
    const since = Date.now() - Math.max(start, state.lastActivity);
    if (state.inFlight.size === 0 && since >= QUIET_MS) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Hydrated: the page's Next.js scripts only start after the first paint
 * (scripts/postbuild/defer-scripts.ts), so a loaded page is not yet an app.
 * `window.next.router` is set when the router module runs, before React has
 * hydrated anything, so it alone is not enough. The header's menus set
 * `data-ready` in an effect, which runs only once they have hydrated. The
 * header and NavigationIntent live in the root layout, which React may
 * commit before the page's own segment, so it also waits until React has
 * claimed <main> (its fiber key on the element), as e2e/support.ts does.
 */
const isHydrated = () => {
  const menus = document.querySelector('nav[data-ready], details[data-mobile-menu][data-ready]');
  const main = document.querySelector('main');
  return Boolean(
    window.next?.router &&
    menus !== null &&
    (!main || Object.keys(main).some((k) => k.startsWith('__reactFiber$'))),
  );
};

async function hydrated(page) {
  await page.waitForFunction(isHydrated, null, { timeout: 60_000 });
}

/** The first visible link to a path, scrolled into view. */
async function linkTo(page, target) {
  const link = page
    .locator(`a[href=${JSON.stringify(target)}]`)
    .filter({ visible: true })
    .first();
  await link.scrollIntoViewIfNeeded();
  return link;
}

const sum = (requests) => requests.reduce((n, r) => n + (r.reused ? 0 : r.bytes), 0);
const inPhase = (state, phase) => [...state.requests.values()].filter((r) => r.phase === phase);

/**
 * An init script: in a new document, records in `window.__benchPaintedAt`
 * (epoch ms, the browser's clock) when the h1 reading `expected` has been
 * painted: found visible by the frame poll, then two more frames. With
 * `afterClick`, only in a document a click opened (the old one stored it).
 */
function recordPaint({ expected, afterClick }) {
  if (afterClick && sessionStorage.getItem('__benchClick') === null) return;
  window.__benchPaintedAt = null;
  const poll = () => {
    const shown = [...document.querySelectorAll('h1')].some(
      (h) => h.textContent.replace(/\s+/g, ' ').trim() === expected && h.checkVisibility(),
    );
    if (!shown) return requestAnimationFrame(poll);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__benchPaintedAt = performance.timeOrigin + performance.now();
      }),
    );
  };
  requestAnimationFrame(poll);
}

/**
 * Modes 1 and 2: from the source page, a click on the link, timed inside the
 * page from the click event to the target's h1 painted. A client-side
 * navigation keeps the document, so the timestamps survive; if the click
 * loads a new document instead, that document times its own h1 against the
 * click the old one left in sessionStorage (both on the browser's clock), and
 * the sample is marked a full load.
 */
async function clickTrip(browser, origin, trip, { intent }, errors) {
  const { context, page, state } = await openPage(browser, errors);
  try {
    // A click that loads a new document: the new document times its own h1
    // painted, on the browser's clock, against the click the old one stored.
    await page.addInitScript(recordPaint, { expected: trip.h1, afterClick: true });
    await page.goto(`${origin}${trip.source}`);
    await hydrated(page);
    const link = await linkTo(page, trip.target);
    // Whatever the load, hydration or scrolling started is over before the trip begins.
    await networkQuiet(state);

    // The clock starts in the page's own click event (capture phase, before
    // Next's handler). The poll runs on animation frames: the frame that
    // finds the h1 is about to paint it, two more frames and it has been shown.
    await page.evaluate((expected) => {
      window.__bench = { click: null, painted: null };
      const shown = () =>
        [...document.querySelectorAll('h1')].some(
          (h) => h.textContent.replace(/\s+/g, ' ').trim() === expected && h.checkVisibility(),
        );
      const poll = () => {
        if (!shown()) return requestAnimationFrame(poll);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.__bench.painted = performance.now();
          }),
        );
      };
      document.addEventListener(
        'click',
        () => {
          if (window.__bench.click !== null) return;
          window.__bench.click = performance.now();
          sessionStorage.setItem(
            '__benchClick',
            String(performance.timeOrigin + window.__bench.click),
          );
          requestAnimationFrame(poll);
        },
        { capture: true },
      );
    }, trip.h1);

    if (intent) {
      state.phase = 'hover';
      await link.hover();
      await new Promise((r) => setTimeout(r, REST_MS));
      await networkQuiet(state);
    }
    state.phase = 'click';
    await link.click();
    // Waits in whichever document is current: the same one after a
    // client-side navigation, the new one after a full load.
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('h1')].some(
          (h) => h.textContent.replace(/\s+/g, ' ').trim() === expected && h.checkVisibility(),
        ),
      trip.h1,
      { timeout: 60_000 },
    );
    const sameDocument = await page.evaluate(() => window.__bench !== undefined);
    await page.waitForFunction(
      () => (window.__bench ? window.__bench.painted !== null : window.__benchPaintedAt),
      null,
      { timeout: 10_000 },
    );
    const { ms, paintedAt } = await page.evaluate(() => {
      const click = Number(sessionStorage.getItem('__benchClick'));
      const paintedAt = window.__bench
        ? performance.timeOrigin + window.__bench.painted
        : window.__benchPaintedAt;
      return { ms: paintedAt - click, paintedAt };
    });
    state.phase = 'after';
    // Lets the requests the click started report their sizes.
    await networkQuiet(state, 10_000);
    // The click's share ends when the h1 was painted, by the requests' own
    // start times: node learns of the paint later, and by then the pointer,
    // still at rest, may be over a link of the new page and prefetching it.
    const clickRequests = inPhase(state, 'click').filter((r) => r.at <= paintedAt);
    return {
      ms,
      fullLoad: !sameDocument,
      url: page.url(),
      prefetchedBytes: intent ? sum(inPhase(state, 'hover')) : null,
      prefetched: intent ? inPhase(state, 'hover').map(({ url, bytes }) => ({ url, bytes })) : null,
      clickBytes: sum(clickRequests),
      clicked: clickRequests.filter((r) => !r.reused).map(({ url, bytes }) => ({ url, bytes })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Mode 3: the target opened by its address in a fresh context, timed from
 * navigation start (the document's time origin, 0) to its h1 painted, by
 * the same frame poll, started before any of the page's own scripts.
 */
async function fullLoad(browser, origin, trip, errors) {
  const { context, page } = await openPage(browser, errors);
  try {
    await page.addInitScript(recordPaint, { expected: trip.h1, afterClick: false });
    await page.goto(`${origin}${trip.target}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchPaintedAt, null, { timeout: 60_000 });
    return { ms: await page.evaluate(() => window.__benchPaintedAt - performance.timeOrigin) };
  } finally {
    await context.close();
  }
}

/**
 * Mode 1 for a plain link (a full page load: the booking page), which the
 * site's speculation rules prerender on intent. Driven by Puppeteer: Chromium
 * refuses to prerender for a page that a DevTools client has attached to
 * directly, as Playwright does (PrerenderingDisabledByDevTools); Puppeteer
 * attaches through the tab. Same Chromium, profile and server. The mouse
 * rests on the link until the prerender is ready, as the other modes wait
 * for the network to go quiet. The prerendered document cannot run the
 * frame poll of the other modes (init scripts do not reach it), so it is
 * timed by its first contentful paint, which Chromium records at the first
 * paint after activation, against the click the old document stored. Its
 * bytes come from its Resource Timing: before activation, what intent
 * fetched; after, what the click did.
 */
async function prerenderTrip(browser, origin, trip, errors, vendorRequests) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const client = page._client();
    await page.setViewport({
      ...PROFILE.context.viewport,
      deviceScaleFactor: PROFILE.context.deviceScaleFactor,
    });
    await client.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuRate });
    await client.send('Network.enable');
    await client.send('Network.emulateNetworkConditions', PROFILE.network);
    await client.send('Preload.enable');
    const statuses = [];
    client.on('Preload.prerenderStatusUpdated', (e) =>
      statuses.push(e.prerenderStatus ? `${e.status} (${e.prerenderStatus})` : e.status),
    );
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.add(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => errors.add(`${page.url()}: uncaught ${error.message}`));
    // No service worker, as in the other modes (a blocked one cannot be asked for here).
    await page.evaluateOnNewDocument(() => delete Navigator.prototype.serviceWorker);
    const opened = Date.now();
    await page.goto(`${origin}${trip.source}`);
    await page.waitForFunction(isHydrated, { timeout: 60_000 });
    // The first visible one, as linkTo() picks for Playwright.
    const handle = await page.evaluateHandle(
      (href) =>
        [...document.querySelectorAll(`a[href="${href}"]:not([data-router])`)].find((a) =>
          a.checkVisibility(),
        ) ?? null,
      trip.target,
    );
    const link = handle.asElement();
    if (!link) throw new Error(`no plain link to ${trip.target}`);
    await link.scrollIntoView();
    await new Promise((r) => setTimeout(r, QUIET_MS));
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () =>
          sessionStorage.setItem(
            '__benchClick',
            String(performance.timeOrigin + performance.now()),
          ),
        { capture: true, once: true },
      ),
    );
    await link.hover();
    const start = Date.now();
    while (!statuses.some((s) => /^(Ready|Failure)/.test(s)) && Date.now() - start < 20_000)
      await new Promise((r) => setTimeout(r, 25));
    const clickedAt = Date.now();
    const vendorsBefore = vendorRequests.filter((r) => r.at >= opened && r.at < clickedAt);
    await link.click();
    // The page's target is swapped for the prerendered one on activation: ask until it answers.
    let result;
    for (let tries = 0; tries < 400 && !result; tries++) {
      result = await page
        .evaluate((expected) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          if (!fcp) return undefined;
          const h1 = [...document.querySelectorAll('h1')].find(
            (h) => h.textContent.replace(/\s+/g, ' ').trim() === expected,
          );
          const nav = performance.getEntriesByType('navigation')[0];
          const activation = nav.activationStart;
          const resources = performance.getEntriesByType('resource');
          const before = resources.filter((r) => r.startTime < activation);
          const after = resources.filter(
            (r) => r.startTime >= activation && r.startTime <= fcp.startTime,
          );
          return {
            ms:
              performance.timeOrigin +
              fcp.startTime -
              Number(sessionStorage.getItem('__benchClick')),
            h1Shown: Boolean(h1?.checkVisibility()),
            prerendered: activation > 0,
            prefetchedBytes: nav.transferSize + before.reduce((n, r) => n + r.transferSize, 0),
            clicked: after
              .filter((r) => r.transferSize > 0)
              .map((r) => ({ url: r.name, bytes: r.transferSize })),
          };
        }, trip.h1)
        .catch(() => undefined);
      if (!result) await new Promise((r) => setTimeout(r, 50));
    }
    if (!result) throw new Error('the target never painted');
    if (!result.h1Shown) throw new Error(`${trip.target} shows no h1 "${trip.h1}"`);
    return {
      ms: result.ms,
      fullLoad: true,
      prerendered: result.prerendered,
      prerender: statuses.at(-1) ?? 'not started',
      vendorsBeforeClick: vendorsBefore.map((r) => r.url),
      url: page.url(),
      prefetchedBytes: result.prefetchedBytes,
      prefetched: null,
      clickBytes: result.clicked.reduce((n, r) => n + r.bytes, 0),
      clicked: result.clicked,
    };
  } finally {
    await context.close();
  }
}

/** A page payload: an RSC file (.txt), an `_rsc` request or a document. */
function isPayload(request, ownPayload) {
  const url = new URL(request.url);
  if (url.pathname === ownPayload) return false;
  return (
    url.pathname.endsWith('.txt') || url.searchParams.has('_rsc') || request.type === 'Document'
  );
}

/** What a page fetches by itself once hydrated, with nobody touching it for IDLE_MS. */
async function idlePage(browser, origin, sitePath, errors) {
  const { context, page, state } = await openPage(browser, errors);
  try {
    await page.goto(`${origin}${sitePath}`);
    await hydrated(page);
    state.phase = 'idle';
    await new Promise((r) => setTimeout(r, IDLE_MS));
    state.phase = 'after';
    await networkQuiet(state, 10_000);
    // The page's own payload (fetched for hydration) is not a prefetch.
    const own = `${sitePath}index.txt`;
    const idle = inPhase(state, 'idle');
    const payloads = idle.filter((r) => isPayload(r, own));
    return {
      page: sitePath,
      bytes: sum(payloads),
      payloads: payloads.map(({ url, bytes }) => ({ url, bytes })),
      otherRequests: idle
        .filter((r) => !isPayload(r, own))
        .map(({ url, bytes }) => ({ url, bytes })),
    };
  } finally {
    await context.close();
  }
}

// -------------------------------------------------------------------- report

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs every trip `runs` times, the three modes alternating within each run
 * so that a slow spell of the machine touches them alike, then each source
 * page once with no interaction.
 */
export async function benchNavigation({ runs = 5, port, only = '', log = () => {} } = {}) {
  if (!fs.existsSync(path.join(OUT, 'index.html')))
    throw new Error('bench-navigation: build first (npm run build)');
  if (!fs.existsSync(CHROME)) throw new Error(`bench-navigation: no Chromium at ${CHROME}`);
  const list = trips().filter((t) => t.name.includes(only));
  const server = await serve(OUT, port);
  // The clinic's vendors (booking script on the appointment page) are
  // answered by the same local stub as Lighthouse's; any other host fails at
  // once instead of waiting on a DNS that cannot answer here.
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  // Every request a vendor gets, with its time: none may come before a click.
  const vendorRequests = [];
  const vendors = await vendorStub({
    onRequest: (url) => vendorRequests.push({ url, at: Date.now() }),
  });
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    ...vendors.flags.map((flag) =>
      flag.startsWith('--host-resolver-rules=')
        ? `${flag}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`
        : flag,
    ),
  ];
  const browser = await chromium.launch({ executablePath: CHROME, args });
  const prerenderer = await puppeteer.launch({ executablePath: CHROME, headless: true, args });
  const errors = new Set();
  const samples = list.map(() => ({ intent: [], direct: [], full: [] }));
  const failures = [];
  // One failed sample (a timeout, say) is reported and skipped, not fatal.
  const attempt = async (label, fn) => {
    try {
      return await fn();
    } catch (error) {
      failures.push(`${label}: ${error.message.split('\n')[0]}`);
      log(`${label}: failed: ${error.message.split('\n')[0]}`);
      return null;
    }
  };
  let idle = [];
  try {
    for (let run = 0; run < runs; run++) {
      for (const [i, trip] of list.entries()) {
        const label = `run ${run + 1}/${runs} ${trip.source} → ${trip.target}`;
        log(label);
        const a = await attempt(`${label} with intent`, () =>
          trip.plain
            ? prerenderTrip(prerenderer, server.origin, trip, errors, vendorRequests)
            : clickTrip(browser, server.origin, trip, { intent: true }, errors),
        );
        const b = await attempt(`${label} without intent`, () =>
          clickTrip(browser, server.origin, trip, { intent: false }, errors),
        );
        const c = await attempt(`${label} full load`, () =>
          fullLoad(browser, server.origin, trip, errors),
        );
        if (a) samples[i].intent.push(a);
        if (b) samples[i].direct.push(b);
        if (c) samples[i].full.push(c);
      }
    }
    const sources = [...new Set(list.map((t) => t.source))];
    for (const sitePath of sources) {
      log(`no interaction ${sitePath}`);
      const result = await attempt(`no interaction ${sitePath}`, () =>
        idlePage(browser, server.origin, sitePath, errors),
      );
      if (result) idle.push(result);
    }
  } finally {
    await browser.close();
    await prerenderer.close();
    vendors.stop();
    server.stop();
  }
  const rows = list.map((trip, i) => {
    const s = samples[i];
    return {
      ...trip,
      intentMs: median(s.intent.map((x) => x.ms)),
      directMs: median(s.direct.map((x) => x.ms)),
      fullMs: median(s.full.map((x) => x.ms)),
      intentFullLoads: s.intent.filter((x) => x.fullLoad).length,
      intentPrerendered: s.intent.filter((x) => x.prerendered).length,
      directFullLoads: s.direct.filter((x) => x.fullLoad).length,
      prefetchedBytes: median(s.intent.map((x) => x.prefetchedBytes)),
      clickBytes: median(s.intent.map((x) => x.clickBytes)),
      samples: s,
    };
  });
  return { runs, profile: PROFILE, rows, idle, errors: [...errors], failures };
}

const kb = (n) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : '–');
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)}` : '–');
const mark = (ok) => (ok ? '✓' : '✗');

/** The Markdown report of benchNavigation's result. */
export function navigationTable(result) {
  const header = [
    'trip',
    'lang',
    'with intent ms',
    'without intent ms',
    'full load ms',
    'without/full',
    'prefetched KB',
    'click fetched KB',
  ];
  const lines = [
    `Navigation, headless Chromium, 412×823 phone profile (CPU ÷${PROFILE.cpuRate}, 150 ms RTT, 1.6 Mbit/s down), gzip, no service worker, a fresh context per sample; median of ${result.runs} alternating runs; ms from click (or navigation start) to the target's h1 painted.`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
  ];
  const notes = [];
  // "(full load n/N)": n of the N clicks loaded a new document instead of navigating client-side.
  const loads = (n, of) => (n ? ` (full load ${n}/${of})` : '');
  // "(prerendered n/N)": n of the N clicks showed a page the browser had prerendered on intent.
  const prerendered = (r) =>
    r.intentPrerendered ? ` (prerendered ${r.intentPrerendered}/${r.samples.intent.length})` : '';
  for (const r of result.rows) {
    const ratio = r.directMs / r.fullMs;
    lines.push(
      `| ${[
        r.name,
        r.lang,
        `${ms(r.intentMs)}${r.intentPrerendered ? prerendered(r) : loads(r.intentFullLoads, r.samples.intent.length)} ${mark(r.intentMs <= 150)}`,
        `${ms(r.directMs)}${loads(r.directFullLoads, r.samples.direct.length)}`,
        ms(r.fullMs),
        `${Number.isFinite(ratio) ? ratio.toFixed(2) : '–'} ${mark(ratio <= 0.8)}`,
        kb(r.prefetchedBytes),
        kb(r.clickBytes),
      ].join(' | ')} |`,
    );
    const early = r.samples.intent.flatMap((x) => x.vendorsBeforeClick ?? []);
    if (early.length)
      notes.push(
        `- ${r.lang} ${r.source} → ${r.target}: a vendor was asked before the click: ${early.join(', ')}`,
      );
    // What the click fetched although the mouse had rested on the link first.
    const fetched = new Map();
    for (const s of r.samples.intent) {
      const times = new Map();
      for (const { url, bytes } of s.clicked) {
        const seen = times.get(url) ?? { count: 0, bytes: 0 };
        times.set(url, { count: seen.count + 1, bytes: seen.bytes + bytes });
      }
      for (const [url, t] of times) {
        const most = fetched.get(url) ?? { count: 0, bytes: 0, samples: 0 };
        fetched.set(url, {
          count: Math.max(most.count, t.count),
          bytes: Math.max(most.bytes, t.bytes),
          samples: most.samples + 1,
        });
      }
    }
    if (fetched.size)
      notes.push(
        `- ${r.lang} ${r.source} → ${r.target}: ${[...fetched]
          .map(([url, f]) => {
            const { pathname, search } = new URL(url);
            const times = f.count > 1 ? ` ×${f.count}` : '';
            return `${pathname}${search}${times} (${kb(f.bytes)} KB, in ${f.samples}/${r.samples.intent.length} runs)`;
          })
          .join(', ')}`,
      );
  }
  lines.push(
    '',
    'Targets: with intent ≤ 150 ms; without intent ≤ 0.8 × full load; no page payload fetched without interaction.',
  );
  if (notes.length)
    lines.push(
      '',
      'With intent: what the click still fetched after the prefetch or prerender, and any vendor asked before the click:',
      ...notes,
    );
  lines.push('', `Page payloads fetched with no interaction (hydration + ${IDLE_MS / 1000} s):`);
  for (const p of result.idle) {
    const what = p.payloads.length
      ? `: ${p.payloads.map((x) => `${new URL(x.url).pathname}${new URL(x.url).search}`).join(', ')}`
      : '';
    lines.push(`- ${p.page}: ${kb(p.bytes)} KB ${mark(p.bytes === 0)}${what}`);
  }
  if (result.failures.length)
    lines.push('', 'Samples that failed:', ...result.failures.map((f) => `- ${f}`));
  if (result.errors.length)
    lines.push('', 'Console errors:', ...result.errors.map((e) => `- ${e}`));
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const port = option('port', '');
  const result = await benchNavigation({
    runs: Number(option('runs', 5)),
    only: option('only', ''),
    port: port ? Number(port) : undefined,
    log: (line) => console.error(`bench-navigation: ${line}`),
  });
  console.log(`\n${navigationTable(result)}`);
  const json = option('json', '');
  if (json) {
    fs.mkdirSync(path.dirname(json), { recursive: true });
    fs.writeFileSync(json, JSON.stringify(result, null, 2));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
