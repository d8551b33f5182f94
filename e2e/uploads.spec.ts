import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, request, test, type Browser } from '@playwright/test';
import { FILE_POLICY } from '../lib/security';
import { startNginx } from './nginx';
import { freePort, OUT, waitForServer } from './support';

/**
 * Uploads run nothing (docs/decisions.md, "Only pictures and documents"): the
 * build refuses a page or a scripted SVG under public/, and the hosts serve
 * /media/ and every SVG in a sandbox that loads nothing, so a file that got in
 * anyway still runs nothing on the site's origin (where the editor keeps its
 * sign-in).
 */

const ROOT = path.resolve(__dirname, '..');

/** An uploaded SVG that loads an uploaded script through a prefixed <script> element. */
const LOADS_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><s:script href="/media/steal.js"/><rect width="10" height="10"/></svg>';
/** A page whose inline script sends the editor's sign-in away. */
const PAGE =
  "<!doctype html><title>Offer</title><script>fetch('/collect?'+encodeURIComponent(localStorage['sveltia-cms.user']))</script>";
/** The script: it marks the page when it runs. */
const STEAL = "document.documentElement.setAttribute('data-ran', 'yes');";
/** A plain drawing whose colour comes from its own <style>. */
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><style>.fill{fill:#0e6e6e}</style><rect class="fill" width="200" height="200"/></svg>';

test('the build refuses an uploaded page and an SVG that loads an uploaded script, naming each', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  fs.mkdirSync(path.join(folder, 'media'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'public')))
    if (entry !== 'admin')
      fs.symlinkSync(path.join(ROOT, 'public', entry), path.join(folder, entry));
  fs.writeFileSync(path.join(folder, 'media', 'offer.html'), PAGE);
  fs.writeFileSync(path.join(folder, 'media', 'badge.svg'), LOADS_SCRIPT);
  fs.writeFileSync(path.join(folder, 'media', 'steal.js'), STEAL);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prebuild.ts'], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_DIR: folder },
    encoding: 'utf8',
  });
  fs.rmSync(folder, { recursive: true, force: true });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('nothing was built');
  expect(run.stderr).toMatch(
    /public\/media\/offer\.html: the site publishes only pictures and documents .*: remove it/,
  );
  expect(run.stderr).toMatch(/public\/media\/steal\.js: the site publishes only/);
  expect(run.stderr).toMatch(
    /public\/media\/badge\.svg: the SVG holds a <s:script> element, a link to another file \(href="\/media\/steal\.js"\)/,
  );
  expect(run.stdout).not.toContain('rendered');
});

/**
 * A few files with out/'s own deploy files: a drawing, one of the site's
 * illustrations, and a scripted SVG with its script, as if they had got past the build.
 */
function siteWithUploads() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-site-'));
  // nginx's workers read it as another user.
  fs.chmodSync(dir, 0o755);
  for (const file of ['_headers', 'index.html', '404.html'])
    fs.copyFileSync(path.join(OUT, file), path.join(dir, file));
  const illustration = fs
    .readdirSync(path.join(OUT, 'illustrations', 'scenes'))
    .find((f) => f.endsWith('.svg')) as string;
  fs.mkdirSync(path.join(dir, 'illustrations'));
  fs.copyFileSync(
    path.join(OUT, 'illustrations', 'scenes', illustration),
    path.join(dir, 'illustrations', illustration),
  );
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'media', 'drawing.svg'), DRAWING);
  fs.writeFileSync(path.join(dir, 'media', 'badge.svg'), LOADS_SCRIPT);
  fs.writeFileSync(path.join(dir, 'media', 'steal.js'), STEAL);
  return { dir, illustration: `/illustrations/${illustration}` };
}

async function startWrangler(dir: string) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      'scripts/wrangler-dev.mjs',
      '--dir',
      dir,
      '--port',
      String(port),
      '--log',
      path.join(dir, '..', `${path.basename(dir)}-wrangler.log`),
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}

/** Opens an SVG on its own; whether its script ran, and the colour at its centre. */
async function openAlone(browser: Browser, url: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto(url);
  const ran = await page.evaluate(() => document.documentElement.getAttribute('data-ran'));
  const shot = await page.screenshot({ clip: { x: 50, y: 50, width: 1, height: 1 } });
  const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  await context.close();
  return { ran, scripts, colour: [...data.subarray(0, 3)] };
}

const hosts = [
  { name: 'Cloudflare Pages (wrangler pages dev)', start: startWrangler },
  { name: 'nginx with deploy/nginx.conf', start: (dir: string) => startNginx({ root: dir }) },
];

for (const host of hosts) {
  test(`${host.name}: /media/ and every SVG come in a sandbox that runs and loads nothing`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { dir, illustration } = siteWithUploads();
    const { origin, stop } = await host.start(dir);
    const api = await request.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    try {
      await waitForServer(api, '/media/drawing.svg');
      for (const address of [
        '/media/drawing.svg',
        '/media/badge.svg',
        '/media/steal.js',
        illustration,
      ]) {
        const response = await api.get(address);
        expect(`${address} ${response.status()}`).toBe(`${address} 200`);
        expect(response.headers()['content-security-policy']).toBe(FILE_POLICY);
        expect(response.headers()['x-content-type-options']).toBe('nosniff');
      }
      // The page itself keeps the site policy.
      expect((await api.get('/')).headers()['content-security-policy']).toMatch(
        /script-src 'self'/,
      );
      // The scripted SVG opened on its own: its script is never fetched, nothing runs.
      const badge = await openAlone(browser, `${origin}/media/badge.svg`);
      expect(badge.ran).toBeNull();
      expect(badge.scripts).toEqual([]);
      // A drawing still draws with its own <style> (#0e6e6e), not the default black.
      const drawing = await openAlone(browser, `${origin}/media/drawing.svg`);
      expect(drawing.colour).toEqual([0x0e, 0x6e, 0x6e]);
    } finally {
      await api.dispose();
      stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
