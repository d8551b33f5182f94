import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { editorPolicy } from '../lib/cms/config';
import type { Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { siteRedirects } from '../lib/static-params';
import { widgets } from '../lib/widgets';
import { writeEditorSite } from '../scripts/postbuild/editor-site';
import { writeHeaders } from '../scripts/postbuild/headers';
import { repositoryFiles, stubFolderPicker, writeRepository } from './editor-local';
import { netlifyHost } from './netlify';
import { startNginx } from './nginx';
import { freePort, hydrated, OUT, waitForServer } from './support';

/**
 * The editor on an origin of its own (EDITOR_URL), with two local origins: the export as a real
 * host's build makes it, the site on 127.0.0.1 and the editor on localhost. The suite's out/ is
 * built without EDITOR_URL; a copy of it gets the build's own last steps with one
 * (scripts/postbuild/editor-site.ts, then headers.ts), and each origin is served by Cloudflare's
 * runtime (`wrangler pages dev`), by nginx with the generated configuration, and the site by
 * Netlify's redirect engine.
 *
 * A staff member's sign-in is stored as Sveltia CMS stores it, in the editor origin's
 * `localStorage['sveltia-cms.user']`; then the public pages run a stand-in for the booking
 * vendor's script (on the appointment page) and for the translator's (after "More languages"),
 * which looks for the token everywhere a page script can. On the site's own origin (today's
 * local build, the control) it finds it; with the editor on its own origin it finds nothing.
 */

const ROOT = path.resolve(__dirname, '..');
const TOKEN = 'github_pat_11TESTTOKENFORTHEEDITORORIGIN';
const STORED = JSON.stringify({ backendName: 'github', token: TOKEN, login: 'frontdesk' });

/**
 * The vendor's script as an attacker would write it: it reads the page's storage and tries the
 * editor's through a frame and a window, then does what the vendor's script does (the booking
 * form, or the translator's menu). What it found is left in `window.__found`.
 */
const spy = (editor: string, then: string) => `(async (script) => {
  const found = [];
  const note = (what, value) => found.push(what + ': ' + (value ?? 'nothing'));
  try {
    for (let i = 0; i < localStorage.length; i++)
      note('localStorage ' + localStorage.key(i), localStorage.getItem(localStorage.key(i)));
    note('localStorage sveltia-cms.user', localStorage.getItem('sveltia-cms.user'));
  } catch (e) { note('localStorage', e.name); }
  try {
    note('indexedDB', JSON.stringify(await indexedDB.databases()));
  } catch (e) { note('indexedDB', e.name); }
  try {
    const frame = document.createElement('iframe');
    frame.src = ${JSON.stringify(`${editor}/admin/`)};
    document.body.append(frame);
    await new Promise((done) => { frame.onload = done; frame.onerror = done; setTimeout(done, 2000); });
    note('editor frame', frame.contentWindow.localStorage.getItem('sveltia-cms.user'));
  } catch (e) { note('editor frame', e.name); }
  try {
    const opened = window.open(${JSON.stringify(`${editor}/admin/`)});
    await new Promise((done) => setTimeout(done, 1000));
    note('editor window', opened && opened.localStorage.getItem('sveltia-cms.user'));
    opened && opened.close();
  } catch (e) { note('editor window', e.name); }
  window.__found = (window.__found || []).concat(found);
  ${then}
})(document.currentScript);`;

const bookingForm = `const target = document.getElementById(script.dataset.target);
  const form = document.createElement('form');
  form.setAttribute('data-testid', 'vendor-booking-form');
  form.innerHTML = '<label>Choose a time <select><option>9:00</option></select></label>';
  target.appendChild(form);`;

const translatorMenu = (
  cb: string,
) => `window.google = { translate: { TranslateElement: function (o, id) {
    const select = document.createElement('select');
    select.setAttribute('aria-label', 'Translate');
    document.getElementById(id).appendChild(select);
  } } };
  window[${JSON.stringify(cb)}]();`;

/** The vendors answer with the spy; everything else off the machine is refused. */
async function stubVendors(page: Page, editor: string) {
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      const url = route.request().url();
      if (widgets.booking.url && url.startsWith(widgets.booking.url))
        return route.fulfill({ contentType: 'text/javascript', body: spy(editor, bookingForm) });
      if (widgets.translator.url && url.startsWith(widgets.translator.url)) {
        const cb = new URL(url).searchParams.get('cb') ?? '';
        return route.fulfill({
          contentType: 'text/javascript',
          body: spy(editor, translatorMenu(cb)),
        });
      }
      return route.abort('blockedbyclient');
    },
  );
}

/** What the vendors' scripts found on the site's pages: the appointment page, and the translator. */
async function vendorsFind(page: Page, site: string, editor: string): Promise<string[]> {
  await stubVendors(page, editor);
  const found: string[] = [];
  for (const locale of ['en', 'es'] as Locale[]) {
    await page.goto(`${site}${localizePath(routes.appointment, locale)}`);
    await expect(page.getByTestId('vendor-booking-form')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { __found?: string[] }).__found?.length ?? 0))
      .toBeGreaterThanOrEqual(4);
    found.push(...(await page.evaluate(() => (window as { __found?: string[] }).__found ?? [])));

    await page.goto(`${site}${localizePath('/', locale)}`);
    await hydrated(page);
    await page.getByTestId('translator-button').click();
    await expect(page.getByTestId('translator-container').getByRole('combobox')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { __found?: string[] }).__found?.length ?? 0))
      .toBeGreaterThanOrEqual(4);
    found.push(...(await page.evaluate(() => (window as { __found?: string[] }).__found ?? [])));
  }
  return found;
}

/** Signs in as Sveltia does once the git host has given the token: in the editor origin's storage. */
async function storeToken(page: Page, editor: string) {
  await page.goto(`${editor}/admin/`);
  await expect(page.getByRole('button', { name: /^Sign In with .GitHub.$/ })).toBeVisible();
  await page.evaluate((stored) => localStorage.setItem('sveltia-cms.user', stored), STORED);
}

/**
 * `wrangler pages dev` on a folder, as scripts/wrangler-dev.mjs serves out/; over https with its
 * own certificate for the editor (Cloudflare Pages redirects only to https:// addresses).
 */
async function wrangler(dir: string, origin: string, log: string): Promise<ChildProcess> {
  const { port, protocol } = new URL(origin);
  const server = spawn(
    process.execPath,
    [
      ...['scripts/wrangler-dev.mjs', '--dir', dir, '--port', port, '--log', log],
      ...['--protocol', protocol.replace(':', '')],
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  await waitForServer(api, `${origin}/admin/`);
  await api.dispose();
  return server;
}

test.describe.configure({ mode: 'serial' });
// nginx's test certificate is its own.
test.use({ ignoreHTTPSErrors: true });

let root = '';
let site = '';
let editor = '';
let servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-origin-'));
  // nginx's workers run as another user, who must be able to read the copies.
  fs.chmodSync(root, 0o755);
  const [sitePort, editorPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${sitePort}`;
  editor = `https://localhost:${editorPort}`;
  // The build's last steps, as a host with EDITOR_URL runs them.
  fs.cpSync(OUT, path.join(root, 'out'), { recursive: true });
  writeEditorSite(path.join(root, 'out'), path.join(root, 'out-editor'), editor);
  writeHeaders(path.join(root, 'out'), siteRedirects(), {
    editor,
    conf: path.join(root, 'wrangler-nginx.conf'),
  });
  servers = await Promise.all([
    wrangler(path.join(root, 'out'), site, path.join(root, 'site.log')),
    wrangler(path.join(root, 'out-editor'), editor, path.join(root, 'editor.log')),
  ]);
});

test.afterAll(() => {
  for (const server of servers) server.kill();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test('on the site’s own origin (a build without EDITOR_URL), the vendors’ scripts read the token', async ({
  page,
  baseURL,
}) => {
  // The control: the suite's out/, its editor at /admin/ beside the public pages.
  await storeToken(page, baseURL as string);
  const found = await vendorsFind(page, baseURL as string, editor);
  expect(found.filter((f) => f.includes(TOKEN)).length).toBeGreaterThan(0);
});

test('with the editor on its own origin, no script of a public page reads the token', async ({
  page,
}) => {
  await storeToken(page, editor);
  // The token is where Sveltia keeps it, on the editor's origin.
  expect(await page.evaluate(() => localStorage.getItem('sveltia-cms.user'))).toContain(TOKEN);
  const found = await vendorsFind(page, site, editor);
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((f) => f.includes(TOKEN))).toEqual([]);
  expect(found).toContain('localStorage sveltia-cms.user: nothing');
  // The frame is refused by both policies; the window is another origin's.
  expect(
    found.filter((f) => /^editor (frame|window): (nothing|SecurityError)$/.test(f)),
  ).toHaveLength(found.filter((f) => f.startsWith('editor ')).length);
});

test('wrangler: the site’s /admin/ lands on the editor’s origin, which keeps its own headers', async ({
  page,
}) => {
  const api = await request.newContext({ ignoreHTTPSErrors: true, maxRedirects: 0 });
  for (const [from, to] of [
    ['/admin/', '/admin/'],
    ['/admin', '/admin/'],
    ['/admin/index.html', '/admin/index.html'],
  ]) {
    const response = await api.get(`${site}${from}`);
    expect(`${from} ${response.status()} ${response.headers()['location']}`).toBe(
      `${from} 302 ${editor}${to}`,
    );
  }
  const home = await api.get(`${editor}/`);
  expect(`${home.status()} ${home.headers()['location']}`).toMatch(
    /^302 (https:\/\/localhost:\d+)?\/admin\/$/,
  );
  const admin = await api.get(`${editor}/admin/`);
  expect(admin.headers()['content-security-policy']).toBe(editorPolicy());
  expect(admin.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(admin.headers()['strict-transport-security']).toContain('max-age=');
  const css = await api.get(`${editor}/admin/preview.css`);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toContain('text/css');
  expect(await css.text()).toContain('--font-sans');
  // Nothing of the editor is left on the site.
  expect(fs.existsSync(path.join(root, 'out', 'admin'))).toBe(false);
  await api.dispose();

  // As staff go there: the old address, a bookmark of a screen included.
  await page.goto(`${site}/admin/#/collections/posts`);
  await expect(page).toHaveURL(`${editor}/admin/#/collections/posts`);
  await expect(page.getByRole('button', { name: /^Sign In with .GitHub.$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-origin.png') });
});

test('on its own origin, the editor previews an entry in the site’s stylesheet', async ({
  page,
}) => {
  // "Work with Local Repository" on a copy of content/ in the editor origin's private file
  // system, as e2e/editor.spec.ts opens it: the operating system's folder picker is the one stub.
  await stubFolderPicker(page);
  await writeRepository(page, repositoryFiles(), editor);
  await page.goto(`${editor}/admin/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toBeVisible();
  await page.goto(`${editor}/admin/#/collections/posts/entries/why-posture-matters`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('region', { name: 'Before you publish' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Why Posture Matters' }).first()).toBeVisible();
  // The site's stylesheet, from the editor's own origin, styles the preview.
  const styled = await preview.locator('body').evaluate((body) => ({
    sheets: [...document.styleSheets]
      .filter((sheet) => sheet.href?.endsWith('/admin/preview.css'))
      .map((sheet) => sheet.cssRules.length),
    font: getComputedStyle(body).fontFamily,
  }));
  expect(styled.sheets.length).toBe(1);
  expect(styled.sheets[0]).toBeGreaterThan(10);
  // The site's system font stack (app/globals.css), not the browser's default serif.
  expect(styled.font).toMatch(/^system-ui, -apple-system/);
  await page.screenshot({ path: test.info().outputPath('editor-origin-preview.png') });
});

test('Netlify: the site’s /admin/ answers a 302 to the editor’s origin, whose site opens it', async () => {
  const host = netlifyHost(path.join(root, 'out'));
  try {
    for (const from of ['/admin/', '/admin', '/admin/config.yml']) {
      const response = await host.get(from);
      const to = from === '/admin' ? '/admin/' : from;
      expect(`${from} ${response.status} ${response.headers.get('location')}`).toBe(
        `${from} 302 ${editor}${to}`,
      );
    }
    // The old addresses still answer as before.
    const [old] = siteRedirects();
    if (old) expect((await host.get(old.from)).status).toBe(301);
  } finally {
    host.stop();
  }
  // The editor's own Netlify site: its address / opens the editor.
  const editorSite = netlifyHost(path.join(root, 'out-editor'));
  try {
    const home = await editorSite.get('/');
    expect(`${home.status} ${home.headers.get('location')}`).toMatch(/^302 (\S+)?\/admin\/$/);
    const admin = await editorSite.get('/admin/');
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<script type="module" src="/admin/cms.js">');
  } finally {
    editorSite.stop();
  }
});

test('nginx with the generated configuration: /admin/ redirects, the editor is A+', async ({
  page,
}) => {
  // nginx serves both over TLS: the editor at https://localhost, on the same port as the site.
  const nginxPorts = { https: await freePort(), http: await freePort() };
  writeHeaders(path.join(root, 'out'), siteRedirects(), {
    editor: `https://localhost:${nginxPorts.https}`,
    conf: path.join(root, 'nginx.conf'),
  });
  const nginx = await startNginx({
    conf: path.join(root, 'nginx.conf'),
    root: path.join(root, 'out'),
    editorRoot: path.join(root, 'out-editor'),
    ports: nginxPorts,
  });
  try {
    const https = `https://localhost:${nginxPorts.https}`;
    const api = await request.newContext({ ignoreHTTPSErrors: true, maxRedirects: 0 });
    await waitForServer(api, `${nginx.origin}/`);
    const response = await api.get(`${nginx.origin}/admin/?from=bookmark`);
    expect(`${response.status()} ${response.headers()['location']}`).toBe(
      `302 ${https}/admin/?from=bookmark`,
    );
    expect(response.headers()['strict-transport-security']).toContain('max-age=');
    const admin = await api.get(`${https}/admin/`);
    expect(admin.status()).toBe(200);
    expect(admin.headers()['content-security-policy']).toBe(editorPolicy());
    const missing = await api.get(`${https}/nothing-here`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Esta dirección no forma parte del editor');
    await api.dispose();

    await page.goto(`${nginx.origin}/admin/`);
    await expect(page).toHaveURL(`${https}/admin/`);
    await expect(page.getByRole('button', { name: /^Sign In with .GitHub.$/ })).toBeVisible();

    // The MDN HTTP Observatory: the editor's origin and the site's home page, A+.
    const scans: [string, string][] = [
      ['localhost', '/admin/'],
      ['127.0.0.1', '/'],
    ];
    for (const [hostname, address] of scans) {
      const run = spawnSync(
        process.execPath,
        ['e2e/observatory-scan.mjs', hostname, String(nginxPorts.https), address],
        { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.cert } },
      );
      expect(run.stderr).toBe('');
      expect({ hostname, address, ...JSON.parse(run.stdout) }).toMatchObject({
        grade: 'A+',
        failed: [],
        status: 200,
      });
    }
  } finally {
    nginx.stop();
  }
});
