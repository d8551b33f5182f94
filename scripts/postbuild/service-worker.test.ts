/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { locales } from '@/lib/i18n';
import { localizePath, routes } from '@/lib/routes';
import { KILL_SWITCH, writeServiceWorker } from './service-worker';

/** A small export: the offline and home pages of each language, a script they load, an editor. */
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
      `<html><script src="/_next/static/chunks/app.js"></script><link href="/admin/config.yml"><div data-payload="${page}index.txt"></div>${page}</html>`,
    );
  for (const file of ['favicon.svg', '_next/static/chunks/app.js', 'admin/config.yml'])
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

  it('precaches each language’s offline and home page by address, with what they load', () => {
    const manifest = JSON.parse(/(\[\{[^\]]*"url"[^\]]*\])/.exec(source)?.[1] ?? '[]') as {
      url: string;
      revision: string | null;
    }[];
    const urls = manifest.map((e) => e.url);
    for (const l of locales) {
      expect(urls).toContain(localizePath(routes.offline, l));
      expect(urls).toContain(localizePath(routes.home, l));
      expect(urls).toContain(`${localizePath(routes.offline, l)}index.txt`);
    }
    expect(urls).toContain('/favicon.svg');
    // Hashed assets need no revision; the pages carry one.
    expect(manifest.find((e) => e.url === '/_next/static/chunks/app.js')?.revision).toBeNull();
    expect(manifest.find((e) => e.url === '/')?.revision).toMatch(/\w{8,}/);
    // The editor under /admin/ is never precached, even when a page names its files.
    expect(urls.filter((u) => u.startsWith('/admin/'))).toEqual([]);
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
