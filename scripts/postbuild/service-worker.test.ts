/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { localeInfo, locales } from '@/lib/i18n';
import { localizePath, routes } from '@/lib/routes';
import { KILL_SWITCH, offlineShells, writeServiceWorker } from './service-worker';

/** A small export: the offline and home pages of each language, files they load, an editor. */
function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'));
  const out = path.join(root, 'out');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), text);
  };
  for (const page of [routes.offline, routes.home].flatMap((p) =>
    locales.map((l) => localizePath(p, l)),
  ))
    write(
      `${page}index.html`,
      `<html><script src="/_next/static/chunks/app.js"></script><link href="/_next/static/css/site.css"><style data-href="/_next/static/css/inline.css"></style><link href="/admin/config.yml"><img src="/illustrations/x.svg"><div data-payload="${page}index.txt"></div>${page}</html>`,
    );
  for (const file of [
    'favicon.svg',
    '_next/static/chunks/app.js',
    '_next/static/css/site.css',
    '_next/static/css/inline.css',
    'illustrations/x.svg',
    'admin/config.yml',
  ])
    write(file, file);
  for (const l of locales) write(`${localizePath(routes.offline, l)}index.txt`, 'payload');
  fs.mkdirSync(path.join(root, '.next'));
  fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'build-1');
  return out;
}

describe('the service worker build', () => {
  const out = fixture();
  let source = '';

  beforeAll(async () => {
    await writeServiceWorker(out);
    source = fs.readFileSync(path.join(out, 'service-worker.js'), 'utf8');
  }, 60_000);
  afterAll(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));

  it('precaches the icon alone: a first visit spends its bytes on its page', () => {
    const manifest = JSON.parse(/(\[\{[^\]]*"url"[^\]]*\])/.exec(source)?.[1] ?? '[]') as {
      url: string;
      revision: string | null;
    }[];
    expect(manifest.map((e) => e.url)).toEqual(['/favicon.svg']);
  });

  it('knows each language’s offline page and the files it shows with, not its scripts nor its inlined styles', () => {
    const shells = offlineShells(out);
    expect(shells.map((s) => s.prefix)).toEqual(locales.map((l) => localeInfo[l].prefix));
    for (const [i, l] of locales.entries()) {
      const page = localizePath(routes.offline, l);
      expect(shells[i]?.files).toEqual([
        page,
        '/_next/static/css/site.css',
        '/illustrations/x.svg',
      ]);
      // The worker carries the list, with the page first.
      expect(source).toContain(JSON.stringify([page, '/_next/static/css/site.css']).slice(0, -1));
    }
    // The editor under /admin/ is never saved, even when a page names its files.
    expect(source).not.toContain('/admin/config.yml');
  });

  it('names its build, and installs its listeners without throwing', () => {
    expect(source).toMatch(/^\/\* Prairie Spine service worker, build \w{12}/);
    const listeners: string[] = [];
    const self = {
      location: new URL('https://clinic.test/service-worker.js'),
      registration: { scope: 'https://clinic.test/' },
      addEventListener: (type: string) => listeners.push(type),
      skipWaiting: () => Promise.resolve(),
    };
    vm.runInNewContext(source, {
      self,
      location: self.location,
      URL,
      Request,
      Response,
      Headers,
      caches: {},
      console,
    });
    expect(new Set(listeners)).toEqual(new Set(['install', 'activate', 'fetch', 'message']));
  });

  it('is the kill switch when the build says SERVICE_WORKER=off', async () => {
    const other = fixture();
    process.env.SERVICE_WORKER = 'off';
    try {
      await writeServiceWorker(other);
    } finally {
      delete process.env.SERVICE_WORKER;
    }
    expect(fs.readFileSync(path.join(other, 'service-worker.js'), 'utf8')).toBe(
      fs.readFileSync(KILL_SWITCH, 'utf8'),
    );
    fs.rmSync(path.dirname(other), { recursive: true, force: true });
  });
});
