import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { aliases, localizePath, untranslatedPath } from '../lib/routes';
import { freePort, oldAddresses, OUT, sitemapPaths, waitForServer } from './support';
import { test } from './tab';

/**
 * The export on plain static hosts with no rewrite rules: nginx with its
 * default configuration plus the one documented `error_page` line, and
 * Python's http.server. Every canonical URL answers 200 with its own page,
 * every old address serves its redirect page, and a browser follows an alias
 * to its target. (The hosts that read the deploy files are in real-hosts.spec.ts
 * and netlify.spec.ts.)
 */
const pages = sitemapPaths();
const NGINX = '/usr/sbin/nginx';

type Host = { name: string; start: (dir: string, port: number) => ChildProcess };

/** nginx as Debian ships it: its stock mime types, a server with `root` and one `error_page` line. */
function nginxConfig(dir: string, port: number): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${OUT};
    error_page 404 /404.html;
  }
}
`;
}

const hosts: Host[] = [
  {
    name: 'nginx',
    start: (dir, port) => {
      fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port));
      return spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    },
  },
  {
    name: 'python http.server',
    start: (_dir, port) =>
      spawn(
        'python3',
        ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', OUT],
        {
          stdio: 'ignore',
        },
      ),
  },
];

test('nginx is installed for this suite', () => {
  expect(fs.existsSync(NGINX)).toBe(true);
  expect(spawnSync(NGINX, ['-v']).status).toBe(0);
});

for (const host of hosts) {
  test.describe(host.name, () => {
    let server: ChildProcess | null;
    let dir: string;
    let api: APIRequestContext;
    let origin: string;

    test.beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      server = host.start(dir, port);
      api = await request.newContext({ baseURL: origin });
      await waitForServer(api, '/');
    });

    test.afterAll(async () => {
      server?.kill();
      await api?.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('every canonical URL answers 200 with its own page', async () => {
      for (const p of pages) {
        const response = await api.get(p, { maxRedirects: 0 });
        expect(`${p} ${response.status()}`).toBe(`${p} 200`);
        const canonical =
          /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1] ?? '';
        expect(new URL(canonical).pathname).toBe(p);
      }
    });

    test('every old address serves a page that redirects to its target', async () => {
      const problems: string[] = [];
      for (const { from, to } of oldAddresses()) {
        const response = await api.get(from, { maxRedirects: 0 });
        const html = await response.text();
        if (
          response.status() !== 200 ||
          !html.includes(`http-equiv="refresh" content="0; url=${to}"`)
        )
          problems.push(`${from}: ${response.status()}`);
      }
      expect(problems).toEqual([]);
    });

    // Every redirect page is the same markup (served above): the browser follows one per language.
    test('an alias in each language reaches its target', async ({ page }) => {
      for (const alias of aliases.slice(0, 1))
        for (const locale of ['en', 'es'] as const) {
          await page.goto(`${origin}${untranslatedPath(alias.from, locale)}`);
          await expect(page).toHaveURL(`${origin}${localizePath(alias.to, locale)}`);
        }
    });

    test('an unknown path answers 404', async () => {
      const response = await api.get('/no-such-page/');
      expect(response.status()).toBe(404);
      if (host.name === 'nginx') {
        expect(await response.text()).toContain('Page Not Found');
        expect((await api.get('/es/nada/')).status()).toBe(404);
      }
    });
  });
}
