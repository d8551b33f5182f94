import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import {
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  speculationRules,
} from '../lib/speculation';
import {
  OUT,
  guardThirdParty,
  hydrated,
  oldAddresses,
  recordViolations,
  sitemapPaths,
  violations,
  waitForServer,
} from './support';
import { NGINX, NGINX_CONF, startNginx, testCertificate } from './nginx';
import { siteUrl } from '../lib/site';
import { TLS_PLACEHOLDERS } from '../scripts/postbuild/headers';
import { test } from './tab';

/**
 * The export under the hosts' own runtimes, not our imitation of them:
 * Cloudflare's `wrangler pages dev` (the project's base URL, see
 * playwright.config.ts) reading out/_headers and out/_redirects, and Debian's
 * nginx with the generated deploy/nginx.conf included as docs/deploying.md says,
 * served over TLS with a self-signed test certificate, its plain-HTTP server
 * redirecting to HTTPS.
 */
const pages = sitemapPaths();
/** The policy _headers gives each path: its own rule's, else the one every page has. */
const headersFile = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
const sitePolicy = /Content-Security-Policy: (.+)/.exec(headersFile)?.[1] as string;
const pagePolicies = new Map(
  [
    ...headersFile.matchAll(
      /^(\S+)\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: (.+)$/gm,
    ),
  ].map((m) => [m[1] as string, m[2] as string]),
);
const policyOf = (sitePath: string) => pagePolicies.get(sitePath) ?? sitePolicy;
const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'content-security-policy',
];

function missingHeaders(headers: Record<string, string>, sitePath = ''): string[] {
  const missing = SECURITY_HEADERS.filter((h) => !headers[h]);
  if (
    headers['content-security-policy'] &&
    headers['content-security-policy'] !== policyOf(sitePath)
  )
    missing.push('content-security-policy (not the policy of the path)');
  return missing;
}

type Host = {
  name: string;
  /** Its pages are also crawled one by one in Chromium (pages.spec.ts runs on it). */
  crawled?: boolean;
  /** It also listens for plain HTTP (`plain`), which must send every request to HTTPS. */
  tls?: boolean;
  /** `plain`: the same host's plain-HTTP address, which must send every request to HTTPS. */
  setUp: () => Promise<{ origin: string; plain?: string; stop: () => void }>;
};

const hosts: Host[] = [
  {
    name: 'wrangler pages dev',
    crawled: true,
    setUp: async () => ({ origin: test.info().project.use.baseURL as string, stop: () => {} }),
  },
  {
    name: 'nginx with deploy/nginx.conf, over TLS',
    tls: true,
    setUp: async () => {
      const { origin, plain, stop } = await startNginx();
      return { origin, plain, stop };
    },
  },
];

for (const host of hosts) {
  test.describe(host.name, () => {
    let api: APIRequestContext;
    let origin: string;
    let plain: string | undefined;
    let stop = () => {};

    test.beforeAll(async () => {
      ({ origin, plain, stop } = await host.setUp());
      // The test certificate is self-signed.
      api = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
      await waitForServer(api, '/');
    });

    test.afterAll(async () => {
      await api?.dispose();
      stop();
    });

    test('every canonical page answers 200 with the site policy and every security header', async () => {
      const problems: string[] = [];
      for (const p of pages) {
        const response = await api.get(p, { maxRedirects: 0 });
        if (response.status() !== 200) problems.push(`${p}: ${response.status()}`);
        const missing = missingHeaders(response.headers(), p);
        if (missing.length) problems.push(`${p}: missing ${missing.join(', ')}`);
        if (response.headers()['speculation-rules'] !== `"${SPECULATION_RULES_PATH}"`)
          problems.push(`${p}: no Speculation-Rules header`);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
        if (new URL(canonical ?? 'http://x/').pathname !== p)
          problems.push(`${p}: canonical ${canonical}`);
      }
      expect(problems).toEqual([]);
    });

    test('a page’s payload is never indexed, the page is; no segment payload is shipped', async () => {
      for (const page of pages.slice(0, 3)) {
        const payload = await api.get(`${page}index.txt`);
        expect(payload.status()).toBe(200);
        expect(payload.headers()['x-robots-tag']).toBe('noindex');
        expect((await api.get(page)).headers()['x-robots-tag']).toBeUndefined();
        expect((await api.get(`${page}__next._full.txt`)).status()).toBe(404);
      }
    });

    test('the speculation rules every page names are served as speculation rules', async () => {
      const response = await api.get(SPECULATION_RULES_PATH);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(SPECULATION_RULES_TYPE);
      expect(await response.json()).toEqual(speculationRules);
    });

    test('every old address answers 301 to its page with the query string and the security headers', async () => {
      const problems: string[] = [];
      for (const { from, to } of oldAddresses()) {
        for (const spelling of [from, from.replace(/\/$/, '')]) {
          const response = await api.get(`${spelling}?utm_source=flyer`, { maxRedirects: 0 });
          const location = response.headers()['location'] ?? '';
          // _redirects has each address with its slash (scripts/postbuild/aliases.ts): Cloudflare
          // first adds the slash to an address without it, where the redirect page is a folder.
          const [status, next] = spelling === from || host.tls ? [301, to] : [308, `${spelling}/`];
          if (
            response.status() !== status ||
            new URL(location, origin).href !== `${origin}${next}?utm_source=flyer`
          )
            problems.push(`${spelling}: ${response.status()} ${location}`);
          const missing = missingHeaders(response.headers());
          if (missing.length) problems.push(`${spelling}: missing ${missing.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    });

    test('an unknown path gets the 404 page of its language with status 404', async () => {
      for (const [p, lang] of [
        ['/no-such-page/', 'en'],
        ['/es/no-existe/', 'es'],
        [`${localizePath(routes.category('spine-related'), 'es')}sciatca/`, 'es'],
      ] as const) {
        const response = await api.get(p);
        expect(`${p} ${response.status()}`).toBe(`${p} 404`);
        expect(await response.text()).toContain(`<html lang="${lang}"`);
        expect(missingHeaders(response.headers())).toEqual([]);
      }
    });

    test('hashed assets are immutable, icons kept a day, pages and the worker revalidate, a missing chunk is not cached', async () => {
      const html = await (await api.get('/')).text();
      const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] as string;
      expect((await api.get(asset)).headers()['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      for (const p of ['/', localizePath(routes.services, 'es')])
        expect((await api.get(p)).headers()['cache-control']).toBe(
          'public, max-age=0, must-revalidate',
        );
      expect((await api.get('/service-worker.js')).headers()['cache-control']).toBe('no-cache');
      for (const icon of ['/favicon.svg', '/apple-touch-icon.png'])
        expect((await api.get(icon)).headers()['cache-control']).toBe('public, max-age=86400');
      const missing = await api.get('/_next/static/chunks/no-such-chunk.js');
      expect(missing.status()).toBe(404);
      expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
      const gzip = await api.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
    });

    test('the deploy files are not part of the site', async () => {
      for (const p of ['/_headers', '/_redirects', '/nginx.conf']) {
        const response = await api.get(p);
        expect(`${p} ${response.status()}`).not.toBe(`${p} 200`);
      }
    });

    // On wrangler, pages.spec.ts already loads every page with the policy's violations recorded.
    if (host.tls)
      test('plain HTTP answers 301 to the same address over HTTPS', async () => {
        const host = new URL(siteUrl).hostname;
        for (const p of ['/', '/es/services/?utm_source=flyer', '/no-such-page/']) {
          const response = await api.get(`${plain}${p}`, { maxRedirects: 0 });
          expect(`${p} ${response.status()} ${response.headers()['location']}`).toBe(
            `${p} 301 https://${host}${p}`,
          );
        }
      });

    if (!host.crawled)
      test('one page of each template holds in Chromium with zero policy violations', async ({
        browser,
      }) => {
        test.setTimeout(300_000); // about fifty page loads in one test, each hydrated
        // A context of its own: it accepts the test certificate.
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        const page = await context.newPage();
        await recordViolations(page);
        await guardThirdParty(page, { block: true });
        const seen = new Set<string>();
        // A template: language, first segment and depth ("/es/blog/x/" and "/es/blog/y/" are one).
        const sample = pages.filter((p) => {
          const key = p.replace(/[^/]+\/$/, (last) => (p.split('/').length > 3 ? '*/' : last));
          return !seen.has(key) && !!seen.add(key);
        });
        expect(sample.length).toBeGreaterThan(20);
        for (const p of sample) {
          await page.goto(`${origin}${p}`);
          await hydrated(page);
          expect(`${p} ${(await violations(page)).join(' | ')}`).toBe(`${p} `);
        }
        await context.close();
      });
  });
}

test('the wrangler log shows every header and redirect rule accepted', async () => {
  const port = new URL(test.info().project.use.baseURL as string).port;
  const log = fs.readFileSync(
    path.resolve(__dirname, '..', '.wrangler', `pages-dev-${port}.log`),
    'utf8',
  );
  const rules = fs
    .readFileSync(path.join(OUT, '_headers'), 'utf8')
    .split('\n')
    .filter((l) => /^\S/.test(l)).length;
  const redirects = fs
    .readFileSync(path.join(OUT, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim()).length;
  expect(log).toContain(`Parsed ${rules} valid header rules`);
  expect(log).toContain(`Parsed ${redirects} valid redirect rules`);
  expect(log).not.toMatch(/invalid (header|redirect) rule|Skipping remaining|Maximum number/i);
});

test('deploy/nginx.conf passes nginx -t on Debian’s stock nginx.conf with one include line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-stock-'));
  // The generated file, its certificate placeholders pointing at a test certificate (nginx -t loads it).
  const { cert, key } = testCertificate(dir);
  const host = new URL(siteUrl).hostname;
  const conf = fs.readFileSync(NGINX_CONF, 'utf8');
  const site = path.join(dir, 'site.conf');
  fs.writeFileSync(
    site,
    conf
      .replace(TLS_PLACEHOLDERS.certificate.replace('HOST', host), cert)
      .replace(TLS_PLACEHOLDERS.key.replace('HOST', host), key),
  );
  const stock = fs.readFileSync('/etc/nginx/nginx.conf', 'utf8');
  // What copying the file to /etc/nginx/conf.d/ amounts to.
  const withSite = stock.replace(
    /^(\s*)include \/etc\/nginx\/conf\.d\/\*\.conf;/m,
    `$&\n$1include ${site};`,
  );
  expect(withSite).not.toBe(stock);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), withSite);
  const result = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(result.stderr).toContain('test is successful');
  for (const directive of [
    'server_tokens off;',
    'gzip_vary on;',
    '$is_args$args',
    'listen 443 ssl http2;',
    `return 301 https://${host}$request_uri;`,
  ])
    expect(conf).toContain(directive);
});
