import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clinic } from '../lib/content/clinic';
import {
  FRESH_FOR_MS,
  KILL_SWITCH,
  LIMITS,
  SAVED_AT_HEADER,
} from '../scripts/postbuild/service-worker';
import { home as homeCopy } from '../lib/content/pages';
import { localizePath, routes } from '../lib/routes';
import {
  OUT,
  freePort,
  guardThirdParty,
  hydrated,
  sitemapPaths,
  startStaticServer,
  controlled,
} from './support';

/** The service worker: offline reading of visited pages, the offline page, clean updates. */
test.use({ serviceWorkers: 'allow' });

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('after one visit, visited pages reopen offline and others get the offline page', async ({
  page,
  context,
}) => {
  await guardThirdParty(context);
  const [offlineEn, offlineEs] = [
    localizePath(routes.offline, 'en'),
    localizePath(routes.offline, 'es'),
  ];
  const saved = (paths: string[]) =>
    page.evaluate(
      async (list) => (await Promise.all(list.map((p) => caches.match(p)))).map(Boolean),
      paths,
    );
  await page.goto('/services/acupuncture/');
  await controlled(page);
  // Once the page is idle, the worker saves the offline page of its language, not the other one.
  await expect.poll(() => saved([offlineEn, offlineEs])).toEqual([true, false]);
  // Visit two more pages while online; the worker saves them.
  await page.goto('/blog/why-posture-matters/');
  await page.goto(localizePath(routes.contact, 'es'));
  // The worker saves pages one after the other, and the Spanish offline page once the Spanish
  // page is idle: wait until all three are in its caches.
  await expect
    .poll(() => saved(['/services/acupuncture/', '/blog/why-posture-matters/', offlineEs]))
    .toEqual([true, true, true]);

  await context.setOffline(true);
  for (const [url, heading] of [
    ['/services/acupuncture/', /Acupuncture/],
    ['/blog/why-posture-matters/', /Posture/i],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await page.goto('/services/golf/');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
  await expect(
    page.getByTestId('offline-page').getByRole('link', { name: clinic().phone.display }),
  ).toBeVisible();
  await expect(page.getByTestId('offline-page').getByRole('table')).toContainText(
    'Monday – Friday',
  );

  await page.goto('/es/blog/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No tiene conexión');
  await context.setOffline(false);
});

test('pages are cached once whatever their query string, in a bounded cache', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // as many requests as the cache holds, and three pages
  await guardThirdParty(context);
  await page.goto('/blog/');
  await controlled(page);
  // The worker saves the page that installed it just after taking control.
  await expect
    .poll(async () => (await cacheNames(page)).some((n) => n.includes('-pages-')))
    .toBe(true);
  const pagesCache = (await cacheNames(page)).find((n) => n.includes('-pages-')) as string;
  const keys = () =>
    page.evaluate(
      async (name) =>
        (await (await caches.open(name)).keys()).map(
          (r) => new URL(r.url).pathname + new URL(r.url).search,
        ),
      pagesCache,
    );
  // A long visit: the payloads of as many other pages as the cache holds, fetched through the worker.
  const limit = LIMITS.pages;
  const others = sitemapPaths()
    .filter((p) => !p.startsWith('/blog/') && p !== '/services/')
    .slice(0, limit)
    .map((p) => `${p}index.txt`);
  expect(others).toHaveLength(limit);
  // One after the other, each saved before the next is asked for (the worker saves behind the answer).
  await page.evaluate(
    async ({ urls, name }) => {
      const cache = await caches.open(name);
      for (const url of urls) {
        await (await fetch(url)).text();
        while (!(await cache.match(url))) await new Promise((r) => setTimeout(r, 20));
      }
    },
    { urls: others, name: pagesCache },
  );

  await page.goto('/blog/?utm_source=newsletter');
  await page.goto('/blog/?utm_source=social&page=1');
  await page.goto('/services/');
  // Saves finish after the page shows: judge the keys once the last page is saved and the cache trimmed.
  let saved: string[] = [];
  await expect
    .poll(async () => {
      saved = await keys();
      return saved.includes('/services/') && saved.length <= limit;
    })
    .toBe(true);
  // One entry for the page (beside its payload file), none keyed by a query string.
  expect(saved.filter((k) => k.startsWith('/blog/') && !k.endsWith('.txt'))).toEqual(['/blog/']);
  expect(saved.filter((k) => k.includes('?'))).toEqual([]);
  // Least recently used out first: the first payloads went, the last stayed.
  expect(saved).not.toContain(others[0]);
  expect(saved).toContain(others.at(-1));

  await context.setOffline(true);
  await page.goto('/blog/?page=2');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You Are Offline');
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await context.setOffline(false);
});

test.describe('a new deploy replaces the worker and its caches', () => {
  const BUILD_A = homeCopy().en.hero.headline;
  const BUILD_B = `Build B is live: ${BUILD_A}`.slice(0, BUILD_A.length);
  let server: ChildProcess;
  let root: string;
  let origin: string;

  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploys-'));
    // Build A is the export; build B is the same export with new content and a new worker version.
    fs.cpSync(OUT, path.join(root, 'a'), { recursive: true });
    fs.cpSync(OUT, path.join(root, 'b'), { recursive: true });
    // A build's page and its payload say the same; the same length keeps the payload's
    // length-prefixed rows valid.
    for (const file of ['index.html', 'index.txt']) {
      const target = path.join(root, 'b', file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(BUILD_A, BUILD_B));
    }
    // Build B's worker: a new version, so new cache names.
    const sw = path.join(root, 'b', 'service-worker.js');
    const worker = fs.readFileSync(sw, 'utf8');
    const version = /build (\w+)/.exec(worker)?.[1] as string;
    fs.writeFileSync(sw, worker.replaceAll(version, `${version}-b`));
    fs.symlinkSync(path.join(root, 'a'), path.join(root, 'current'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startStaticServer(path.join(root, 'current'), port);
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('reloading after the deploy shows build B with build A’s caches gone', async ({
    page,
    context,
  }) => {
    await guardThirdParty(context);
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUILD_A);
    await controlled(page);
    const before = await cacheNames(page);
    expect(before.length).toBeGreaterThan(0);

    // Deploy B: switch the folder the host serves.
    fs.rmSync(path.join(root, 'current'));
    fs.symlinkSync(path.join(root, 'b'), path.join(root, 'current'));

    await page.reload();
    // Judged once React has hydrated: a page and payload of different builds would show there.
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUILD_B);
    await expect
      .poll(
        async () => {
          const names = await cacheNames(page);
          return names.length > 0 && names.every((n) => n.endsWith('-b'));
        },
        { timeout: 30_000 },
      ) // build B's worker first precaches its files
      .toBe(true);
    const after = await cacheNames(page);
    for (const name of before) expect(after).not.toContain(name);
  });
});

test.describe('the kill switch', () => {
  let server: ChildProcess;
  let root: string;
  let origin: string;
  const before = 'About Prairie Spine';
  // The same length, so the payload's length-prefixed rows stay valid.
  const after = 'About Prairie, v2.0';

  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kill-switch-'));
    fs.cpSync(OUT, path.join(root, 'a'), { recursive: true });
    // The next deploy: new words on a saved page, and the kill switch as its worker.
    fs.cpSync(OUT, path.join(root, 'b'), { recursive: true });
    for (const file of ['index.html', 'index.txt']) {
      const target = path.join(root, 'b', 'about', file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(before, after));
    }
    fs.copyFileSync(KILL_SWITCH, path.join(root, 'b', 'service-worker.js'));
    fs.symlinkSync(path.join(root, 'a'), path.join(root, 'current'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startStaticServer(path.join(root, 'current'), port);
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('removes the worker and its caches; pages then come from the network', async ({
    page,
    context,
  }) => {
    await guardThirdParty(context);
    await page.goto(`${origin}/about/`);
    await controlled(page);
    await expect
      .poll(() => page.evaluate(async () => !!(await caches.match('/about/'))))
      .toBe(true);

    fs.rmSync(path.join(root, 'current'));
    fs.symlinkSync(path.join(root, 'b'), path.join(root, 'current'));
    // The next page view finds the new worker: it takes over, clears everything and reloads the tab.
    await page.goto(`${origin}/services/`);
    await expect
      .poll(
        () =>
          page
            .evaluate(async () => ({
              caches: (await caches.keys()).length,
              workers: (await navigator.serviceWorker.getRegistrations()).length,
              controlled: navigator.serviceWorker.controller !== null,
            }))
            // The switch reloads the tab: a reading cut short by it is taken again.
            .catch(() => null),
        { timeout: 30_000 },
      )
      .toEqual({ caches: 0, workers: 0, controlled: false });
    // The page saved before the switch now comes from the network, as deployed.
    await page.goto(`${origin}/about/`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});

test.describe('a page fetched before opens from the cache and refreshes behind it', () => {
  let server: ChildProcess;
  let root: string;
  let origin: string;
  const before = 'About Prairie Spine';
  // The same length, so the payload's length-prefixed rows stay valid.
  const after = 'About Prairie, v2.0';

  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'revalidate-'));
    fs.cpSync(OUT, root, { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startStaticServer(root, port);
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('the second view is the saved copy, the third the refreshed one; a reload or a day-old copy is fresh', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000); // seven page views, each judged once hydrated
    expect(after).toHaveLength(before.length);
    // No request interception here: Chromium turns the HTTP cache off under it, and every
    // request then reaches the worker as a reload. These pages have no third parties; any
    // request elsewhere fails the test.
    const elsewhere: string[] = [];
    context.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    await page.goto(`${origin}/about/`);
    await controlled(page);
    await page.goto(`${origin}/services/`);
    await expect
      .poll(() => page.evaluate(async () => !!(await caches.match('/about/'))))
      .toBe(true);

    // The page changes on the host (same build and worker: a content edit).
    for (const file of ['index.html', 'index.txt']) {
      const target = path.join(root, 'about', file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(before, after));
    }
    // Each view is judged once React has hydrated: a page shown with the payload of
    // another version would change its words there.
    const h1 = page.getByRole('heading', { level: 1 });
    await page.goto(`${origin}/about/`);
    await hydrated(page);
    await expect(h1).toHaveText(before);
    // Behind it, the worker has fetched the new copy of the page and its payload, and saved them.
    for (const key of ['/about/', '/about/index.txt'])
      await expect
        .poll(() => page.evaluate(async (k) => (await (await caches.match(k))?.text()) ?? '', key))
        .toContain(after);
    await page.goto(`${origin}/services/`);
    await page.goto(`${origin}/about/`);
    await hydrated(page);
    await expect(h1).toHaveText(after);

    // A reload asks the network, whatever the cache holds.
    for (const file of ['index.html', 'index.txt']) {
      const target = path.join(root, 'about', file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(after, before));
    }
    await page.reload();
    await hydrated(page);
    await expect(h1).toHaveText(before);

    // A saved copy older than a day waits for the network too.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match('/about/'))?.text()) ?? ''))
      .toContain(before);
    await page.evaluate(
      async ({ header, age }) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          const copy = await cache.match('/about/');
          if (!copy) continue;
          const headers = new Headers(copy.headers);
          headers.set(header, String(Date.now() - age));
          await cache.put('/about/', new Response(await copy.text(), { headers }));
        }
      },
      { header: SAVED_AT_HEADER, age: FRESH_FOR_MS + 60_000 },
    );
    for (const file of ['index.html', 'index.txt']) {
      const target = path.join(root, 'about', file);
      fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replaceAll(before, after));
    }
    await page.goto(`${origin}/services/`);
    await page.goto(`${origin}/about/`);
    await hydrated(page);
    await expect(h1).toHaveText(after);
    expect(elsewhere).toEqual([]);
  });
});
