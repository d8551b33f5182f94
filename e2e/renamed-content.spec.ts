import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { writeAliasPages } from '../scripts/postbuild/aliases';
import { nginxConf } from '../scripts/postbuild/headers';
import { freePort, waitForServer } from './support';

/**
 * Every old address lands on the page that replaced it, in one hop, after a
 * change that renames and deletes pages of each kind the content holds: on a
 * copy of content/, a post renamed, a post renamed and re-dated (its Spanish
 * address changed too), a post deleted, a condition renamed and one deleted.
 * The redirects are the build's own (lib/static-params.ts's siteRedirects()
 * with CONTENT_DIR on the copy), written as the postbuild writes them
 * (_redirects, and nginx's `location` lines of deploy/nginx.conf), and served
 * by Cloudflare's runtime (wrangler) and nginx over a folder with one page per
 * address of the changed site. Every address of before (the published list,
 * every page, every redirect) answers 200 or a 301 straight to a page.
 * (A service or category is fixed in code, lib/content/slugs.ts; the same
 * rules cover its rename, lib/published.test.ts.)
 */
const ROOT = path.resolve(__dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'renamed-content-'));
// nginx's workers run as another user: they read the site only in a folder others may read.
fs.chmodSync(work, 0o755);
const content = path.join(work, 'content');
const site = path.join(work, 'site');

type Site = { pages: string[]; redirects: { from: string; to: string }[]; published: string[] };

/** The site's pages, redirects and published addresses, as the build reads them from `dir`. */
function read(dir: string): Site {
  const script = `
    import { currentAddresses, publishedAddresses } from '@/lib/content/moved-pages';
    import { siteRedirects } from '@/lib/static-params';
    console.log(JSON.stringify({
      pages: currentAddresses().map((a) => a.path),
      redirects: siteRedirects(),
      published: publishedAddresses().map((a) => a.path),
    }));`;
  const out = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Site;
}

const move = (from: string, to: string) =>
  fs.renameSync(path.join(content, from), path.join(content, to));
const edit = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(
    path.join(content, file),
    change(fs.readFileSync(path.join(content, file), 'utf8')),
  );

/** One change of each kind, as staff make them in the editor. */
function changeContent() {
  for (const lang of ['en', 'es']) {
    move(`blog/${lang}/building-a-fitness-routine.md`, `blog/${lang}/fitness-routine-basics.md`);
    move(`blog/${lang}/golf-swing-mobility.md`, `blog/${lang}/golf-swing-and-hip-mobility.md`);
    edit(`blog/${lang}/golf-swing-and-hip-mobility.md`, (t) =>
      t.replace(/^date: .*$/m, 'date: 2025-06-02'),
    );
    fs.rmSync(path.join(content, `blog/${lang}/headache-types-compared.md`));
  }
  edit('blog/es/golf-swing-and-hip-mobility.md', (t) =>
    t.replace(/^address: .*$/m, 'address: swing-de-golf-y-movilidad-de-cadera'),
  );
  move('conditions/vertigo.yaml', 'conditions/vertigo-dizziness.yaml');
  // The Spanish address is the page's own, in its file: renamed there, as staff would.
  edit('conditions/vertigo-dizziness.yaml', (t) =>
    t.replace(/^  address: vertigo$/m, '  address: vertigo-y-mareo'),
  );
  fs.rmSync(path.join(content, 'conditions/arm-leg.yaml'));
}

let before: Site;
let after: Site;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(() => {
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  before = read(content);
  changeContent();
  after = read(content);
  // A page for every address of the changed site, and the postbuild's redirect pages and rules.
  for (const page of new Set([...after.pages, ...after.redirects.map((r) => r.to)])) {
    fs.mkdirSync(path.join(site, page), { recursive: true });
    fs.writeFileSync(path.join(site, page, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
  writeAliasPages(site, after.redirects, new Set(after.published));
});

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every address the site answered before the change. */
const oldAddresses = () =>
  [...new Set([...before.published, ...before.pages, ...before.redirects.map((r) => r.from)])]
    .filter((a) => !after.pages.includes(a))
    .sort();

test('each renamed page leads to its new address in both languages; a deleted one to its parent', () => {
  const to = new Map(after.redirects.map((r) => [r.from, r.to]));
  const rule = (from: string) => `${from} → ${to.get(from)}`;
  const expected = [
    // Renamed: both languages' old addresses, and the Spanish page's English-word one.
    '/blog/building-a-fitness-routine/ → /blog/fitness-routine-basics/',
    '/es/blog/building-a-fitness-routine/ → /es/blog/rutina-de-ejercicio-calentamiento-y-descanso/',
    '/es/blog/fitness-routine-basics/ → /es/blog/rutina-de-ejercicio-calentamiento-y-descanso/',
    // An older rename of the same post: straight to the newest address.
    '/blog/maximize-fitness-routine-smart-strategies/ → /blog/fitness-routine-basics/',
    // Renamed and re-dated in one change, its Spanish address changed too.
    '/blog/golf-swing-mobility/ → /blog/golf-swing-and-hip-mobility/',
    '/es/blog/swing-de-golf-y-movilidad/ → /es/blog/swing-de-golf-y-movilidad-de-cadera/',
    '/es/blog/golf-swing-mobility/ → /es/blog/swing-de-golf-y-movilidad-de-cadera/',
    '/blog/improved-golf-swings-chiropractic-care/ → /blog/golf-swing-and-hip-mobility/',
    // Deleted: the blog.
    '/blog/headache-types-compared/ → /blog/',
    '/es/blog/tipos-de-dolor-de-cabeza/ → /es/blog/',
    '/es/blog/headache-types-compared/ → /es/blog/',
    '/blog/transformative-headache-relief-strategies/ → /blog/',
    // A condition renamed.
    '/services/chiropractic/other-symptoms/vertigo/ → /services/chiropractic/other-symptoms/vertigo-dizziness/',
    '/es/servicios/quiropractica/otros-sintomas/vertigo/ → /es/servicios/quiropractica/otros-sintomas/vertigo-y-mareo/',
    '/es/services/chiropractic/other-symptoms/vertigo/ → /es/servicios/quiropractica/otros-sintomas/vertigo-y-mareo/',
    // A condition deleted: its category, its old alias too, in one hop.
    '/services/chiropractic/extremities/arm-leg/ → /services/chiropractic/extremities/',
    '/services/chiropractic/extremities/arm-and-leg-pain/ → /services/chiropractic/extremities/',
    '/es/servicios/quiropractica/extremidades/dolor-de-brazos-y-piernas/ → /es/servicios/quiropractica/extremidades/',
    '/es/services/chiropractic/extremities/arm-and-leg-pain/ → /es/servicios/quiropractica/extremidades/',
    '/es/services/chiropractic/extremities/arm-leg/ → /es/servicios/quiropractica/extremidades/',
  ];
  expect(expected.map((e) => rule(e.split(' → ')[0] as string))).toEqual(expected);
});

test('every redirect leads straight to a page, and every old address is a page or redirects', () => {
  const pages = new Set(after.pages);
  const froms = new Set(after.redirects.map((r) => r.from));
  // The search and offline pages are not canonical (not in the list of pages).
  const pageLike = (p: string) =>
    pages.has(p) || /\/(search|buscar|offline|sin-conexion)\/$/.test(p);
  expect(after.redirects.filter((r) => !pageLike(r.to))).toEqual([]);
  expect(oldAddresses().filter((a) => !froms.has(a))).toEqual([]);
});

type Host = { name: string; start: (port: number) => ChildProcess };

const hosts: Host[] = [
  {
    name: 'wrangler pages dev',
    start: (port) =>
      spawn(
        process.execPath,
        [
          path.join(ROOT, 'scripts', 'wrangler-dev.mjs'),
          '--dir',
          site,
          '--port',
          String(port),
          '--log',
          path.join(work, 'wrangler.log'),
        ],
        { cwd: ROOT, stdio: 'ignore' },
      ),
  },
  {
    name: 'nginx',
    start: (port) => {
      // The redirect lines of the generated deploy/nginx.conf, in a plain server.
      const locations = nginxConf('default-src none', after.redirects)
        .split('\n')
        .filter((l) => /^\s*location = .* return 301 /.test(l));
      const dir = path.join(work, `nginx-${port}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types; access_log off; absolute_redirect off;
  client_body_temp_path ${dir}/b; proxy_temp_path ${dir}/p; fastcgi_temp_path ${dir}/f;
  uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  server {
    listen 127.0.0.1:${port};
    root ${site};
${locations.join('\n')}
  }
}
`,
      );
      return spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
        stdio: 'ignore',
      });
    },
  },
];

for (const host of hosts) {
  test(`on ${host.name}, every old address answers a page or one 301 to a page`, async () => {
    const port = await freePort();
    const server = host.start(port);
    const origin = `http://127.0.0.1:${port}`;
    let api: APIRequestContext | undefined;
    try {
      api = await request.newContext({ baseURL: origin });
      await waitForServer(api, '/');
      const problems: string[] = [];
      const addresses = oldAddresses();
      for (const address of addresses)
        for (const spelling of [address, address.replace(/\/$/, '')]) {
          let response = await api.get(spelling, { maxRedirects: 0 });
          // Cloudflare first adds the slash to an address without it (its redirect page is a folder).
          if (host.name.startsWith('wrangler') && spelling !== address && response.status() === 308)
            response = await api.get(address, { maxRedirects: 0 });
          const location = new URL(response.headers()['location'] ?? '', origin).pathname;
          const page = await api.get(location, { maxRedirects: 0 });
          if (
            response.status() !== 301 ||
            page.status() !== 200 ||
            (await page.text()).includes('http-equiv="refresh"')
          )
            problems.push(`${spelling} ${response.status()} → ${location} ${page.status()}`);
        }
      expect(problems).toEqual([]);
      expect(addresses.length).toBeGreaterThan(20);
    } finally {
      await api?.dispose();
      server.kill();
    }
  });
}
