import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {
  APIRequestContext,
  BrowserContext,
  ConsoleMessage,
  Page,
  Request,
} from '@playwright/test';
import { clinic, vendorOrigin } from '../lib/content/clinic';
import { goneRedirects } from '../lib/content/moved-pages';
import { delocalizePath, formerWords, localeOfPath, locales } from '../lib/i18n';
import { aliases, localizePath, matchRoute, untranslatedPath, type RouteKind } from '../lib/routes';
import { widgetOrigins, widgets } from '../lib/widgets';
import { REACT_FIBER_KEY } from '../scripts/postbuild/next-contract';

/**
 * Shared helpers of the end-to-end suite. Tests never reach the internet:
 * every request to another origin is either answered by a stub that stands
 * in for the clinic's vendors or aborted, and recorded either way.
 */

export const OUT = path.resolve(__dirname, '..', 'out');

/** Site paths of every URL in the exported sitemap. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
}

/**
 * Every old address and the page it leads to: each aliased link in every
 * language, each page of the sitemap at its address from before its words
 * were translated (the Spanish pages lived at /es plus the English path), and
 * each published page that is gone (renamed or removed).
 */
export function oldAddresses(): {
  from: string;
  to: string;
  kind: 'alias' | 'untranslated' | 'renamed' | 'gone';
}[] {
  const aliased = locales.flatMap((l) =>
    aliases.map((a) => ({
      from: untranslatedPath(a.from, l),
      to: localizePath(a.to, l),
      kind: 'alias' as const,
    })),
  );
  const moved = sitemapPaths()
    .map((to) => ({
      from: untranslatedPath(to, localeOfPath(to)),
      to,
      kind: 'untranslated' as const,
    }))
    .filter((r) => r.from !== r.to);
  // Pages whose words changed in a language (lib/i18n.ts, formerWords).
  const renamed = locales.flatMap((l) =>
    Object.entries(formerWords[l]).flatMap(([english, words]) =>
      words.map((word) => ({
        from: localizePath(english, l).replace(/[^/]+\/$/, `${word}/`),
        to: localizePath(english, l),
        kind: 'renamed' as const,
      })),
    ),
  );
  // Published pages that are gone (renamed or removed: lib/published.ts).
  const gone = goneRedirects().map((r) => ({ ...r, kind: 'gone' as const }));
  return [...aliased, ...moved, ...renamed, ...gone];
}

/** The file in out/ a plain static host serves for a site path, or null. */
export function outFile(sitePath: string): string | null {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] as string);
  const candidate = path.join(OUT, clean);
  if (clean.endsWith('/')) {
    const index = path.join(candidate, 'index.html');
    return fs.existsSync(index) ? index : null;
  }
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

/**
 * Origins the stubs answer: every widget's vendor (lib/widgets.ts) and the
 * vendors the pages link to (intake forms, PDF reader, directions).
 */
export const vendorOrigins = new Set([
  ...widgetOrigins(),
  ...Object.values(clinic().vendors).flatMap((url) => vendorOrigin(url) ?? []),
]);

const frameStub = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><form><label>Name <input name="name"></label><button>Send</button></form></main></body></html>`;

/** What the booking vendor's script does: render a booking form into the target container. */
const bookingStub = `(() => {
  const script = document.currentScript;
  const target = document.getElementById(script.dataset.target);
  const form = document.createElement('form');
  form.setAttribute('data-testid', 'vendor-booking-form');
  form.innerHTML = '<label>Choose a time <select><option>9:00</option></select></label><button type="button">Book</button>';
  target.appendChild(form);
})();`;

/** What the translator's script does: call the callback named in ?cb= after defining its API. */
const translatorStub = `(() => {
  const cb = new URL(document.currentScript.src).searchParams.get('cb');
  window.google = { translate: { TranslateElement: function (options, id) {
    const el = document.getElementById(id);
    const select = document.createElement('select');
    select.setAttribute('aria-label', 'Translate');
    select.innerHTML = '<option>Tiếng Việt</option>';
    el.appendChild(select);
  } } };
  window[cb]();
})();`;

/** The hosts the tests' servers listen on; every other host is a third party. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

export type ThirdParty = { requests: Request[]; blocked: boolean };

/**
 * Answers vendor requests with stubs (or aborts them all when `block` is
 * set) and aborts anything else that leaves this origin.
 */
export async function guardThirdParty(
  target: Page | BrowserContext,
  { block = false } = {},
): Promise<ThirdParty> {
  const record: ThirdParty = { requests: [], blocked: block };
  await target.route(
    (url) => !LOCAL_HOSTS.includes(url.hostname),
    async (route) => {
      const request = route.request();
      record.requests.push(request);
      const url = new URL(request.url());
      if (block || !vendorOrigins.has(url.origin)) return route.abort('blockedbyclient');
      if (widgets.booking.url && url.href.startsWith(widgets.booking.url)) {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: bookingStub });
      }
      if (widgets.translator.url && url.href.startsWith(widgets.translator.url)) {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: translatorStub });
      }
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: frameStub(`Stub of ${url.host}`),
      });
    },
  );
  return record;
}

/**
 * Records the requests a page makes to other sites without intercepting any:
 * routing turns Chromium's HTTP cache off, and the browser's host resolver
 * (playwright.config.ts) already keeps every other site unreachable. For
 * pages that load no vendor; a page that does needs guardThirdParty's stubs.
 */
export function watchThirdParty(page: Page): ThirdParty {
  const record: ThirdParty = { requests: [], blocked: false };
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (/^https?:$/.test(protocol) && !LOCAL_HOSTS.includes(hostname))
      record.requests.push(request);
  });
  return record;
}

/** Console errors and uncaught exceptions of a page; network failures of a blocked vendor can be ignored. */
export function watchConsole(page: Page, { ignoreBlocked = false } = {}) {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    if (ignoreBlocked && /Failed to load resource|ERR_BLOCKED_BY_CLIENT/.test(msg.text())) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Pages that load their vendor on arrival (docs/decisions.md, section 4). */
export const WIDGET_PAGES = [
  '/appointment/',
  '/about/testimonials/',
  '/contact/',
  '/new-patient-special/',
];

export function isWidgetPage(sitePath: string): boolean {
  return WIDGET_PAGES.includes(delocalizePath(sitePath));
}

/**
 * Waits until the client components of the page have hydrated: the header's
 * menus mark themselves ready, and React has claimed the page's <main>. The
 * header lives in the root layout, which React may hydrate and commit before
 * the page's own segment, so the menus' mark alone no longer covers <main>.
 * React keeps its fiber on each element it hydrates under a key starting with
 * REACT_FIBER_KEY (scripts/postbuild/next-contract.ts); should React rename
 * it, the menus still mark themselves ready with no element carrying the key,
 * and this fails at once, saying so, instead of waiting for the timeout.
 */
export async function hydrated(page: Page) {
  const result = await page.waitForFunction((fiberKey) => {
    const menus = document.querySelector('nav[data-ready], details[data-mobile-menu][data-ready]');
    const main = document.querySelector('main');
    if (menus === null) return false;
    // No helper functions in here: the page runs this code as it is written.
    if (!main || Object.keys(main).some((k) => k.startsWith(fiberKey))) return 'hydrated';
    // The menus hydrated, yet React's key is on neither them nor <main>: it has another name.
    if (!Object.keys(menus).some((k) => k.startsWith(fiberKey)))
      return `React's fiber key changed: the hydrated menus carry no "${fiberKey}…" key, only ${JSON.stringify(Object.keys(menus))} (docs/upgrading.md)`;
    return false;
  }, REACT_FIBER_KEY);
  const state = await result.jsonValue();
  if (state !== 'hydrated') throw new Error(String(state));
}

/** A TCP port that was free a moment ago, for a server a spec starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Records Content-Security-Policy violations of every document the page opens. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    if (w.__csp) return; // one recorder per document, however often a reused tab asked for it
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

/** The violations recorded in the page's current document. */
export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Waits until a server answers 200 on the given URL. */
export async function waitForServer(api: APIRequestContext, url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await api.get(url)).status() === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}`);
}

/**
 * Serves a folder as a plain static host (`serve`, as the suite's base URL,
 * following symbolic links so a test can switch deploys) and resolves once it answers.
 */
export async function startStaticServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      path.resolve(__dirname, '..', 'node_modules', 'serve', 'build', 'main.js'),
      dir,
      '--listen',
      `tcp://127.0.0.1:${port}`,
      '--symlinks',
      '--no-clipboard',
      '--no-request-logging',
    ],
    { env: { ...process.env, NO_UPDATE_CHECK: '1' }, stdio: 'ignore' },
  );
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`serve did not answer on port ${port}`);
}

/**
 * The family of templates a page belongs to, whatever its language: pages of
 * one family (conditions, categories, posts, blog pages, legal notices) share
 * one; every other page is its own.
 */
export function familyOf(sitePath: string): string {
  const route = matchRoute(sitePath);
  const families: Partial<Record<RouteKind, string>> = {
    condition: 'condition',
    category: 'category',
    blogPage: 'blog-page',
    post: 'post',
    legal: 'legal',
  };
  return (route && families[route.kind]) ?? delocalizePath(sitePath);
}

/** The template a page is rendered with: its family in its language. */
export const templateOf = (sitePath: string) => `${localeOfPath(sitePath)} ${familyOf(sitePath)}`;

/** The first page of each template, in the order given. */
export function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((p) => !seen.has(templateOf(p)) && !!seen.add(templateOf(p)));
}

/**
 * For checks run in one of two settings (two widths, say): the setting each
 * page of `paths` gets, 0 or 1, such that the languages take turns family by
 * family. The English page of one family gets 0 and its Spanish page 1, the
 * next family the other way round, so every family is seen in both settings
 * and every language in both settings across the families.
 */
export function turnOf(paths: readonly string[]): (sitePath: string) => 0 | 1 {
  const families = [...new Set(paths.map(familyOf))];
  return (sitePath) =>
    ((families.indexOf(familyOf(sitePath)) + locales.indexOf(localeOfPath(sitePath))) % 2) as 0 | 1;
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The page's WCAG 2.2 A/AA violations found by axe, one line each with the
 * elements. Axe runs in the page itself (legacy mode: axe.run in each frame)
 * and details only the violations: the default mode opens a blank page per
 * call to merge per-frame results and details every passing rule, which
 * made axe 2.5–3 s of each page check instead of about 1.5 s. `within`: a
 * selector of the part to audit (the whole page when left out).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const axe = await builder
    .withTags(WCAG)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Resolves once the service worker is active and controls the page (offline specs). */
export const controlled = (page: Page) =>
  page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.ready;
    return !!reg.active && navigator.serviceWorker.controller !== null;
  });
