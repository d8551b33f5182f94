// The performance picture in one script, with one static server (serve()) and one browser
// (Debian's Chromium under Puppeteer, flags from scripts/chromium.mjs as Playwright's):
//   npx tsx scripts/bench.ts budget [--all]     gzip bytes per page; exits 1 over budget (npm test)
//   npx tsx scripts/bench.ts lighthouse [--pages /,/es/] [--runs 3] [--compare] [--starts …] [--skip-build]
//   npx tsx scripts/bench.ts navigation [--runs 3] [--only blog] [--skip-build]
//   npx tsx scripts/bench.ts [--runs 3] [--compare] [--skip-build] [--json file]   all three
//   npx tsx scripts/bench.ts growth [--times 10]   the blog ×N in a scratch copy, against hosts' limits
//   npx tsx scripts/bench.ts worker [--page /services/chiropractic/]   the service worker's bytes
//   npx tsx scripts/bench.ts inp [--runs 5] [--only menu,facade] [--trace [--trace-dir DIR]] [--against OLD_OUT] [--skip-build]   INP per control
//   npx tsx scripts/bench.ts hydration [--runs 5] [--starts paint,html+preload] [--skip-build]
//                                                 end of hydration × bare Next, per loader start
// Lighthouse 12 (mobile, simulated throttling), one page per template and language, each
// beside two yardsticks, alternating: the same HTML with no scripts, and a bare Next.js page
// with one client counter; it prints the ratios to their goals. --compare adds the export
// built without the rewrites of Next's output (POSTBUILD_SKIP): "stock" and "no-payload-css"
// (scripts deferred only). Navigation: trips on a throttled phone, the click
// to the target's h1 painted after a pointer rest of 300 ms, 100 ms, none, or a touch, beside
// a full load; with the bytes each spends and those fetched twice. Only `budget` fails.
import assert from 'node:assert';
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse, type HTMLElement } from 'node-html-parser';
import puppeteer, {
  CDPSessionEvent,
  type Browser,
  type CDPSession,
  type ElementHandle,
  type Page,
  type Protocol,
} from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, offline } from './chromium.mjs';
import {
  NEXT_DIR,
  PAGE_PAYLOAD,
  REACT_FIBER_KEY,
  ROUTE_TREE_FILE,
  SEGMENT_FILE,
} from './postbuild/next-contract';
import { loader, parseStart, START, startName } from './postbuild/defer-scripts';
import { sha256 } from '@/lib/security';

const args = process.argv.slice(2);
const option = (name: string, fallback: string | number): string => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? args[i + 1] : undefined;
  return value ? value : `${fallback}`;
};
const [OUT, SCRATCH] = [path.resolve('out'), path.resolve('.bench')];
const RUNS = Number(option('runs', 3));
const execFileAsync = promisify(execFile);
const log = (line: unknown) => console.error(`bench: ${line}`);
const kb = (n: number) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : '–');
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : '–');
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
/** An error's first line, for a failed sample's note. */
const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error).split('\n')[0];
const median = (values: number[]): number => {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (i: number) => s[i] ?? NaN;
  return s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};

// ------------------------------------------------------------------ bytes and budget

export const JS_BUDGET = 190 * 1024;
export const CSS_BUDGET = 15 * 1024;
const gz = (data: zlib.InputType) => zlib.gzipSync(data, { level: 9 }).length;
const gzipped = new Map<string, number>();
const gzip = (file: string): number => {
  const size = gzipped.get(file) ?? gz(fs.readFileSync(file));
  gzipped.set(file, size);
  return size;
};

/** Gzip bytes of the scripts (deferred ones keep their address in data-src), CSS and HTML of a page. */
export function pageBytes(dir: string, file: string) {
  const html = fs.readFileSync(file, 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\s(?:data-src|src|href)="(\/[^"?]+)/.exec(tag)?.[1];
    if (!src || /\snomodule/i.test(tag)) continue;
    if (/^<script/.test(tag) || /as="script"/.test(tag)) scripts.add(src);
    else if (/rel="stylesheet"|as="style"/.test(tag)) styles.add(src);
  }
  const sum = (urls: Set<string>) => [...urls].reduce((n, u) => n + gzip(path.join(dir, u)), 0);
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return { js: sum(scripts), css: sum(styles) + (inline ? gz(inline) : 0), html: gz(html) };
}

/**
 * Every public page of an export as [site path, file]: alias redirect pages and the
 * content editor at /admin/ (staff only, never loaded by a public page) left out.
 */
function exportedPages(dir: string): [page: string, file: string][] {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return files
    .filter(
      (f) =>
        /(^|\/)(index|404)\.html$/.test(f) && ![NEXT_DIR, 'admin'].includes(f.split('/')[0] ?? ''),
    )
    .map((f): [string, string] => [`/${f}`.replace(/index\.html$/, ''), path.join(dir, f)])
    .filter(([, file]) => !/<meta http-equiv="refresh"/.test(fs.readFileSync(file, 'utf8')));
}

function budget() {
  const rows = exportedPages(OUT)
    .map(([page, file]) => ({ page, ...pageBytes(OUT, file) }))
    .sort((a, b) => b.js - a.js);
  const shown = args.includes('--all') ? rows : rows.slice(0, 10);
  console.log(`| page | JS KB | CSS KB | HTML KB |\n|---|---|---|---|`);
  for (const r of shown) console.log(`| ${r.page} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} |`);
  const max = (key: 'js' | 'css') => kb(Math.max(...rows.map((r) => r[key])));
  const limits = `budgets ${kb(JS_BUDGET)} and ${kb(CSS_BUDGET)}`;
  console.log(`${rows.length} pages; largest JS ${max('js')}, CSS ${max('css')} KB (${limits})`);
  const over = rows.filter((r) => r.js > JS_BUDGET || r.css > CSS_BUDGET);
  for (const r of over) console.error(`over budget: ${r.page}`);
  return over.length === 0;
}

// ------------------------------------------------------------------ builds and servers

const run = (cmd: string, argv: string[], env: Record<string, string> = {}) =>
  execFileSync(cmd, argv, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });

/**
 * Builds out/ (timed) as `npm run build` does. With `variants`, first finishes a copy
 * of what `next build` exported per variant, each without the postbuild steps it names.
 */
function build(variants: Record<string, string>) {
  const started = Date.now();
  run('npx', ['tsx', 'scripts/prebuild.ts']);
  run('npx', ['next', 'build']);
  const raw = path.join(SCRATCH, 'raw');
  fs.rmSync(raw, { recursive: true, force: true });
  fs.cpSync(OUT, raw, { recursive: true });
  for (const [name, skip] of Object.entries(variants)) {
    log(`building the "${name}" variant (POSTBUILD_SKIP=${skip})`);
    run('npx', ['tsx', 'scripts/postbuild.ts'], { POSTBUILD_SKIP: skip });
    fs.rmSync(path.join(SCRATCH, name), { recursive: true, force: true });
    fs.renameSync(OUT, path.join(SCRATCH, name));
    fs.cpSync(raw, OUT, { recursive: true });
  }
  run('npx', ['tsx', 'scripts/postbuild.ts']);
  return Date.now() - started;
}

/**
 * The one server of the bench: `dir` as Cloudflare Pages serves it (wrangler pages dev,
 * with the hosts' headers from _headers, where the speculation rules are named), or with
 * `plain` as a plain static host (`serve`, gzip and no headers).
 */
export async function serve(dir: string, { plain = false } = {}) {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const log = path.join(SCRATCH, `wrangler-${port}.log`);
  const argv = plain
    ? [
        'node_modules/serve/build/main.js',
        dir,
        '-l',
        `tcp://127.0.0.1:${port}`,
        '--no-request-logging',
      ]
    : ['scripts/wrangler-dev.mjs', '--dir', dir, '--port', `${port}`, '--log', log];
  const env = { ...process.env, NO_UPDATE_CHECK: '1' };
  const child = spawn(process.execPath, argv, { stdio: 'ignore', env });
  let exited: Error | undefined;
  child.once('exit', (code) => (exited = new Error(`${argv.join(' ')} exited (${code})`)));
  while (
    !(await fetch(origin).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (exited) throw exited;
    await sleep(100);
  }
  return { origin, stop: () => child.kill() };
}
type Server = Awaited<ReturnType<typeof serve>>;

/** The vendors of the policy answered locally over HTTPS (self-signed); `heard`: what, when. */
export async function vendorStub() {
  const headers = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
  const hosts = [...new Set([...headers.matchAll(/https:\/\/([a-z0-9.-]+)/g)].map((m) => m[1]))];
  const dir = fs.mkdtempSync(path.join(SCRATCH, 'stub-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const openssl = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=stub'.split(' ');
  execFileSync('openssl', [...openssl, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const heard: { url: string; at: number }[] = [];
  const widget = '<!doctype html><title>Widget</title><form><input aria-label="Name"></form>';
  const script = `document.getElementById(document.currentScript.dataset.target).append('9:00')`;
  const tls = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  const server = https.createServer(tls, (req, res) => {
    heard.push({ url: `https://${req.headers.host}${req.url}`, at: Date.now() });
    const js = (req.url ?? '').endsWith('.js');
    res.writeHead(200, { 'Content-Type': js ? 'text/javascript' : 'text/html; charset=utf-8' });
    res.end(js ? script : widget);
  });
  const port = await new Promise<number>((r) =>
    server.listen(0, '127.0.0.1', () => r((server.address() as net.AddressInfo).port)),
  );
  return {
    heard,
    args: [offline(hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`)), '--ignore-certificate-errors'],
    stop: () => (server.close(), fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** The one browser: Chromium with the project's flags, the vendors mapped to the stub. */
export const launch = (vendors: { args: string[] }) =>
  puppeteer.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...vendors.args] });

// ------------------------------------------------------------------ Lighthouse

const [TBT_GOAL, LCP_GOAL] = [1.2, 1.05];

/**
 * The yardsticks measured beside the site: `no-scripts`, the export with every script taken
 * out of its pages (the paint and layout cost of the HTML alone), and `bare-next`, a bare
 * Next.js page with one client counter (scripts/bench-fixtures/bare-next), exported by the
 * project's own Next.js: what any Next.js page costs the main thread.
 */
function yardsticks() {
  const noScripts = path.join(SCRATCH, 'no-scripts');
  fs.rmSync(noScripts, { recursive: true, force: true });
  fs.cpSync(OUT, noScripts, { recursive: true });
  const pages = fs.readdirSync(noScripts, { recursive: true, encoding: 'utf8' });
  for (const file of pages.filter((f) => f.endsWith('.html')).map((f) => path.join(noScripts, f)))
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace(/<link\b[^>]*(?:rel="modulepreload"|as="script")[^>]*>/g, ''),
    );
  const bare = path.join(SCRATCH, 'bare-next');
  fs.rmSync(bare, { recursive: true, force: true });
  fs.cpSync(path.join('scripts', 'bench-fixtures', 'bare-next'), bare, { recursive: true });
  run(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build', bare]);
  return { 'no-scripts': noScripts, 'bare-next': path.join(bare, 'out') };
}

/**
 * `--starts paint,html+preload`: a copy of out/ per start of the deferred-script loader
 * (scripts/postbuild/defer-scripts.ts, `Start`), its loader swapped on every page and its
 * hash in the policy (_headers) with it, measured beside the site as it is (`site`).
 */
function startVariants(): Record<string, string> {
  const names = option('starts', '').split(',').filter(Boolean);
  const variants: Record<string, string> = {};
  const html = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
  const build = /data-build="([^"]+)"/.exec(html)?.[1] ?? '';
  const shipped = loader(build);
  assert(html.includes(shipped), "bench: out/index.html lacks this build's loader");
  for (const name of names) {
    const dir = path.join(SCRATCH, `start-${name}`);
    const swapped = loader(build, parseStart(name));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(OUT, dir, { recursive: true });
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => f.endsWith('.html')).map((f) => path.join(dir, f)))
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(shipped).join(swapped));
    const headers = path.join(dir, '_headers');
    const policy = fs.readFileSync(headers, 'utf8');
    fs.writeFileSync(headers, policy.split(sha256(shipped)).join(sha256(swapped)));
    variants[name] = dir;
  }
  return variants;
}

/** One page per template, each in every language (its hreflang alternates; the home page's for 404). */
const TEMPLATES = `/ /services/acupuncture/ /services/chiropractic/spine-related/
  /services/chiropractic/spine-related/sciatica/ /blog/ /blog/chiropractic-care-tech-neck-issues/
  /about/meet-our-team/ /contact/ /appointment/ /privacy-policy/ /404.html`.split(/\s+/);
const prefixes = () => alternates('/').map(([, home]) => home.replace(/\/$/, ''));

const CATEGORIES = {
  perf: 'performance',
  a11y: 'accessibility',
  bp: 'best-practices',
  seo: 'seo',
} as const;
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
/** One Lighthouse run: the scores (0–100) and the metrics (ms; CLS unitless). */
type Audit = Record<keyof typeof CATEGORIES | keyof typeof METRICS, number>;
const each = <K extends string>(object: Record<K, string>, fn: (id: string) => number) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v as string)])) as Record<
    K,
    number
  >;

/**
 * Lighthouse's command line under plain Node: run in-process under tsx, Lighthouse's page
 * functions carry esbuild's `__name` helper, which the audited page lacks.
 */
async function audit(port: number, url: string): Promise<Audit> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const flags = [`--port=${port}`, '--output=json', '--output-path=stdout', '--quiet'];
  const only = `--only-categories=${Object.values(CATEGORIES).join(',')}`;
  const { stdout } = await execFileAsync(
    process.execPath,
    [cli, url, ...flags, only, '--form-factor=mobile'],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
  return {
    ...each(CATEGORIES, (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    ...each(METRICS, (id) => lhr.audits[id]?.numericValue ?? NaN),
  };
}

/** Lighthouse over `pages` for each served variant, alternating within each run. */
async function lighthouseTable(pages: string[], variants: Record<string, string>) {
  const servers: Record<string, Server> = {};
  for (const [name, dir] of Object.entries(variants))
    servers[name] = await serve(dir, { plain: true });
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  const port = Number(new URL(browser.wsEndpoint()).port);
  const samples: Record<string, Audit[]> = {};
  const summary = () => {
    const keys = Object.keys({ ...CATEGORIES, ...METRICS }) as (keyof Audit)[];
    const rows = Object.entries(samples).map(([key, list]) => ({
      key,
      ...(Object.fromEntries(keys.map((k) => [k, median(list.map((s) => s[k]))])) as Audit),
      tbtRange: [Math.min(...list.map((s) => s.tbt)), Math.max(...list.map((s) => s.tbt))],
    }));
    const bytes = (key: string) => {
      const [name = '', page = ''] = key.split(' ');
      const dir = variants[name] ?? '';
      const file = path.join(dir, page.endsWith('.html') ? page : `${page}index.html`);
      const b = pageBytes(dir, file);
      // A deferred page's payload is a file of its own (index.txt), fetched on every first load.
      const txt = /data-payload="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      return { ...b, payload: txt ? gzip(path.join(dir, txt)) : 0 };
    };
    const lines = [
      `Lighthouse 12 mobile (simulated throttling), median of ${RUNS}; gzip KB; first load = HTML + the payload file the loader fetches.`,
      '| variant page | perf | a11y/bp/seo | LCP ms | TBT ms | CLS | JS KB | HTML KB | first load KB |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const r of rows) {
      const [b, scores] = [bytes(r.key), `${r.a11y}/${r.bp}/${r.seo}`];
      const cells = [r.key, r.perf, scores, ms(r.lcp), ms(r.tbt), r.cls.toFixed(3), kb(b.js)];
      lines.push(`| ${[...cells, kb(b.html), kb(b.html + b.payload)].join(' | ')} |`);
    }
    const row = (key: string) => rows.find((r) => r.key === key);
    const bare = row('bare-next /');
    if (bare && variants['no-scripts']) {
      lines.push(
        '',
        `Against the yardsticks: TBT × a bare Next page with one client counter (goal ≤ ${TBT_GOAL}), LCP × the same HTML with every script removed (goal ≤ ${LCP_GOAL}); TBT range over the runs. Bare Next: TBT ${ms(bare.tbt)} ms (${bare.tbtRange.map(ms).join('–')}), LCP ${ms(bare.lcp)} ms.`,
        '| page | TBT ms (range) | × bare Next | LCP ms | no-scripts LCP ms | × no scripts |',
        '|---|---|---|---|---|---|',
      );
      const measured = Object.keys(variants).filter(
        (v) => !['no-scripts', 'bare-next'].includes(v),
      );
      for (const page of pages)
        for (const name of measured) {
          const [ours, plain] = [row(`${name} ${page}`), row(`no-scripts ${page}`)];
          if (!ours || !plain) continue;
          const [tbt, lcp] = [ours.tbt / bare.tbt, ours.lcp / plain.lcp];
          const mark = (ratio: number, goal: number) =>
            `${ratio.toFixed(2)} ${ratio <= goal ? '✓' : '✗'}`;
          lines.push(
            `| ${measured.length > 1 ? `${name} ` : ''}${page} | ${ms(ours.tbt)} (${ours.tbtRange.map(ms).join('–')}) | ${mark(tbt, TBT_GOAL)} | ${ms(ours.lcp)} | ${ms(plain.lcp)} | ${mark(lcp, LCP_GOAL)} |`,
          );
        }
    }
    return { rows, table: lines.join('\n') };
  };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const page of pages)
        for (const [name, server] of Object.entries(servers)) {
          // The bare Next page is one page: measured beside each of ours, so it shares their noise.
          const url = name === 'bare-next' ? '/' : page;
          log(`lighthouse ${i + 1}/${RUNS} ${name} ${url}`);
          (samples[`${name} ${url}`] ??= []).push(await audit(port, `${server.origin}${url}`));
        }
      // The table as it stands, so a run cut short still leaves its figures.
      log(`after run ${i + 1}:\n${summary().table}`);
    }
  } finally {
    await browser.close();
    vendors.stop();
    for (const s of Object.values(servers)) s.stop();
  }
  return summary();
}

// ------------------------------------------------------------------ navigation

/** A mid-range phone on a slow 4G link, as Lighthouse's mobile profile. */
const PHONE = { cpu: 4, latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8 };
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true };
/** Each click mode: how the visitor shows intent before clicking. */
export const MODES = { 'rest 300 ms': 300, 'rest 100 ms': 100, 'no rest': 0, touch: 'touch' };
const IDLE_MS = 3000;
/** Puppeteer has no switch for service workers: the bench's tabs have none. */
const NO_WORKER = () => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;

/** The English trips; every other language's follows from each page's hreflang alternates. */
const TRIPS: [name: string, from: string, to: string][] = [
  ['home → blog', '/', '/blog/'],
  ['blog → article', '/blog/', 'first-article'],
  ['services → service', '/services/', '/services/acupuncture/'],
  ['condition → appointment', '/services/chiropractic/spine-related/sciatica/', '/appointment/'],
];
const htmlOf = (sitePath: string) =>
  parse(fs.readFileSync(path.join(OUT, sitePath, 'index.html'), 'utf8'));
/** `selector`'s first match in `html`, or a bench error naming the page. */
const first = (html: HTMLElement, selector: string, page: string) => {
  const found = html.querySelector(selector);
  if (!found) throw new Error(`bench: ${page} has no ${selector}`);
  return found;
};
/** The page's languages and their addresses: [hreflang, path], x-default left out. */
const alternates = (sitePath: string): [lang: string, path: string][] =>
  htmlOf(sitePath)
    .querySelectorAll('link[rel="alternate"][hreflang]')
    .filter((l) => l.getAttribute('hreflang') !== 'x-default')
    .map((l) => [
      l.getAttribute('hreflang') ?? '',
      new URL(l.getAttribute('href') ?? '/', 'https://x').pathname,
    ]);

export function trips() {
  return TRIPS.flatMap(([name, source, target]) =>
    alternates(source).map(([lang, from]) => {
      const to =
        target === 'first-article'
          ? first(htmlOf(from), '[data-testid="post-card"] a[href]', from).getAttribute('href')
          : Object.fromEntries(alternates(target))[lang];
      if (!to) throw new Error(`bench: no ${lang} address for ${target}`);
      const links = htmlOf(from).querySelectorAll(`a[href="${to}"]`);
      if (!links.length) throw new Error(`bench: ${from} has no link to ${to}`);
      const plain = !links.some((a) => a.hasAttribute('data-router'));
      const h1 = first(htmlOf(to), 'h1', to).text.replace(/\s+/g, ' ').trim();
      return { name, lang, source: from, target: to, plain, h1 };
    }),
  );
}

/** What the bench's scripts keep in a page's window. */
type BenchWindow = Window & {
  __painted: number | null;
  __events: PerformanceEventTiming[];
  __results: number;
  next?: { router?: unknown };
};
/** An Element Timing entry (not in TypeScript's DOM types). */
type ElementTiming = PerformanceEntry & { element: Element | null; renderTime: number };

/**
 * Run by tsx, the bench's functions name their inner functions with esbuild's `__name`
 * helper (keepNames), which a page lacks when Puppeteer runs them there: every tab gets it.
 */
const NAMES = 'globalThis.__name = (f) => f;';

/**
 * In every new document: the h1s carry `elementtiming`, so the browser itself reports when
 * the one reading `expected` was painted (Element Timing, renderTime, on the wall clock):
 * no frame poll adds work to what is measured. A click notes its time for the document it
 * opens. A prerendered page does not run this (painted() reads its first paint).
 */
function recordPaint(expected: string) {
  const w = window as unknown as BenchWindow;
  const mark = () => {
    for (const h of document.querySelectorAll('h1:not([elementtiming])'))
      h.setAttribute('elementtiming', 'bench');
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true });
  w.__painted = null;
  const text = (el: Element | null) => el?.textContent.replace(/\s+/g, ' ').trim();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as ElementTiming[])
      if (text(e.element) === expected) w.__painted ??= performance.timeOrigin + e.renderTime;
  }).observe({ type: 'element', buffered: true });
  const click = (e: Event) =>
    sessionStorage.setItem('__click', `${performance.timeOrigin + e.timeStamp}`);
  addEventListener('click', click, true);
}

/** In the document shown: the click, the target's h1 painted (a prerendered page's first paint). */
function painted() {
  const [nav] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    activationStart: number;
  })[];
  const prerendered = (nav?.activationStart ?? 0) > 0;
  const first = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
  const at = prerendered
    ? first && performance.timeOrigin + first.startTime
    : (window as unknown as BenchWindow).__painted;
  const click = Number(sessionStorage.getItem('__click') ?? performance.timeOrigin);
  return { ms: at ? at - click : null, url: location.pathname, prerendered };
}

/**
 * Waits for `painted` in the tab's document: the same one (client-side), a new one (a full load),
 * or a prerendered one activated in its place, which Puppeteer's page no longer follows (its frame
 * was swapped): that one is asked through its own target, found anew if it closes.
 */
async function paintedAfterClick(browser: Browser, page: Page, target: string) {
  const expression = `(${painted})()`;
  let session: CDPSession | undefined;
  for (const start = Date.now(); Date.now() - start < 60_000; await sleep(100)) {
    let result: ReturnType<typeof painted> | null = await page.evaluate(painted).catch(() => null);
    if (!result) {
      const shown = browser.targets().find((t) => t.url().endsWith(target));
      session ??= await shown?.createCDPSession().catch(() => undefined);
      const ask = session?.send('Runtime.evaluate', { expression, returnByValue: true });
      result = (await ask?.catch(() => (session = undefined)))?.result.value as typeof result;
    }
    if (result?.ms) return result;
  }
  throw new Error(`${target} not painted within 60 s`);
}

/** Hydrated: the menus' effects ran and React has claimed <main> (as e2e/support.ts waits). */
const isHydrated = (fiberKey: string) =>
  Boolean((window as unknown as BenchWindow).next?.router) &&
  Boolean(document.querySelector('nav[data-ready], details[data-mobile-menu][data-ready]')) &&
  Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith(fiberKey));

/** Puppeteer's private parts the bench uses to follow a prerendered page (puppeteer-core 24). */
type Internals = {
  _client(): CDPSession & {
    parentSession(): { on(event: symbol, fn: (session: PrerenderSession) => void): void };
  };
};
type PrerenderSession = CDPSession & { target(): { _subtype(): string | undefined } };
const READY = (CDPSessionEvent as unknown as { Ready: symbol }).Ready;
/** A request as the bench records it: bytes once finished, `cached` once answered. */
type Request = { url: string; method: string; type?: string; cached?: boolean; bytes?: number };
type Trip = ReturnType<typeof trips>[number];

/**
 * A fresh browser context and tab under the phone profile, with no service worker,
 * recording each network request (transfer bytes, whether a cache answered it).
 */
async function phonePage(
  browser: Browser,
  trip: Trip,
  { touch = false, before }: { touch?: boolean; before?: () => void } = {},
) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ ...VIEWPORT, hasTouch: touch });
  await page.emulateCPUThrottling(PHONE.cpu);
  await page.emulateNetworkConditions(PHONE);
  await page.evaluateOnNewDocument(NAMES);
  await page.evaluateOnNewDocument(NO_WORKER);
  await page.evaluateOnNewDocument(recordPaint, trip.h1);
  // A bench-only switch (scripts/bench-links.ts), after the click is recorded.
  if (before) await page.evaluateOnNewDocument(before);
  const requests = new Map<string, Request>();
  // Puppeteer's own session, through the tab: Chromium still prerenders for such a page.
  const cdp = (page as unknown as Internals)._client();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:'))
      requests.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type });
  });
  const of = (e: { requestId: string }) => requests.get(e.requestId) ?? ({} as Request);
  const fromCache = ({ response: r }: Protocol.Network.ResponseReceivedEvent) =>
    Boolean(r.fromDiskCache || r.fromPrefetchCache);
  cdp.on('Network.responseReceived', (e) => (of(e).cached = fromCache(e)));
  cdp.on('Network.loadingFinished', (e) => (of(e).bytes = e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => (of(e).bytes ??= 0));
  // A page prerendered from this one is a target of its own: the same phone for it. (The
  // prefetch of its document is the browser's own request, outside DevTools' throttling.)
  const { latency, download: downloadThroughput, upload: uploadThroughput } = PHONE;
  const conditions = { offline: false, latency, downloadThroughput, uploadThroughput };
  cdp.parentSession().on(READY, (session) => {
    if (session.target()._subtype() !== 'prerender') return;
    session.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu }).catch(log);
    session.send('Network.emulateNetworkConditions', conditions).catch(log);
  });
  return { context, page, requests };
}

/** The middle of an element on the screen, where a finger or the mouse lands. */
async function middle(element: ElementHandle): Promise<[x: number, y: number]> {
  const box = await element.boundingBox();
  if (!box) throw new Error('bench: the element has no box on the screen');
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Network quiet: nothing in flight for 500 ms (at most 15 s). */
const quiet = (page: Page) =>
  page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(log);

/** What requests cost: bytes from the network, of those fetched again, and documents by script. */
function spent(list: Request[], target: string) {
  const where = (r: Request) => new URL(r.url).pathname;
  const fresh = list.filter((r) => !r.cached);
  const keys = fresh.map((r) => `${r.method} ${where(r)}`);
  const again = fresh.filter((_, i) => keys.indexOf(keys[i] ?? '') < i);
  const sum = (requests: Request[]) => requests.reduce((n, r) => n + (r.bytes ?? NaN), 0);
  // The whole payload (index.txt) beside segment files of the same page: the same data twice.
  const of = (is: (file: string) => boolean) =>
    fresh.filter((r) => where(r).startsWith(target) && is(where(r).slice(target.length)));
  const [whole, parts] = [
    of((f) => f === PAGE_PAYLOAD),
    of((f) => SEGMENT_FILE.test(f) && f !== ROUTE_TREE_FILE),
  ];
  if (whole.length && parts.length) again.push(...(sum(whole) < sum(parts) ? whole : parts));
  // The target's HTML fetched by script: a router prefetch's HEAD probe or a document fetch.
  const documents = list.filter((r) => r.type === 'Fetch' && where(r) === target);
  const [twice, scripted] = [again, documents].map((l) => l.map((r) => `${r.method} ${where(r)}`));
  return { bytes: sum(fresh), twice: sum(again), again: twice, documents: scripted };
}

type Mode = (typeof MODES)[keyof typeof MODES] | 'full load';
/** One trip's sample: ms to the h1 painted, and what was fetched (see spent()). */
type TripSample = ReturnType<typeof painted> &
  ReturnType<typeof spent> & { clicked?: number; idle?: string[] };

/**
 * One trip: open the source, show intent as `mode` says, click, time the h1 painted; or,
 * for a 'full load', open the target afresh (from navigation start).
 * `before` runs in every document before the page's own scripts (a bench-only switch).
 */
export async function clickTrip(
  browser: Browser,
  origin: string,
  trip: Trip,
  mode: Mode,
  before?: () => void,
): Promise<TripSample> {
  const touch = mode === 'touch';
  const { context, page, requests } = await phonePage(browser, trip, { touch, before });
  try {
    if (mode === 'full load') {
      await page.goto(`${origin}${trip.target}`);
      const result = await paintedAfterClick(browser, page, trip.target);
      await quiet(page);
      return { ...result, ...spent([...requests.values()], trip.target) };
    }
    await page.goto(`${origin}${trip.source}`);
    await page.waitForFunction(isHydrated, { timeout: 60_000 }, REACT_FIBER_KEY);
    const link = (
      await page.evaluateHandle(
        (href) =>
          [...document.querySelectorAll(`a[href="${href}"]`)].find((a) => a.checkVisibility()),
        trip.target,
      )
    ).asElement() as ElementHandle<Element> | null;
    if (!link) throw new Error(`no visible link to ${trip.target}`);
    await link.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    await quiet(page);
    // Untouched for a while (before its 300 ms rest), the page fetches nothing of other pages.
    const still = new Set(requests.keys());
    if (mode === MODES['rest 300 ms']) await sleep(IDLE_MS);
    const idle = [...requests.entries()]
      .filter(([id, r]) => !still.has(id) && (r.type === 'Document' || /\.txt$|_rsc=/.test(r.url)))
      .map(([, r]) => new URL(r.url).pathname);
    const [x, y] = await middle(link);
    const before = new Set(requests.keys());
    let clicked: number;
    if (mode === 'touch') {
      await page.touchscreen.touchStart(x, y);
      await sleep(100);
      clicked = Date.now();
      // The tap can activate a prerendered page, which closes the target it was sent to.
      await page.touchscreen
        .touchEnd()
        .catch((e: Error) => assert(/Target closed/.test(e.message), e));
    } else {
      await page.mouse.move(x, y);
      if (typeof mode === 'number' && mode) await sleep(mode);
      clicked = Date.now();
      await page.mouse.click(x, y);
    }
    const result = await paintedAfterClick(browser, page, trip.target);
    if (result.url !== trip.target) throw new Error(`landed on ${result.url}`);
    // A prerendered page's requests are its own target's: this page would never go quiet.
    if (!result.prerendered) await quiet(page);
    const fetched = [...requests].filter(([id]) => !before.has(id)).map(([, r]) => r);
    // A prerendered page fetched through its own target, which this one does not record.
    const unseen = result.prerendered ? { bytes: NaN, twice: NaN } : {};
    return { ...result, clicked, idle, ...spent(fetched, trip.target), ...unseen };
  } finally {
    await context.close();
  }
}

async function navigation() {
  const only = option('only', '').split(',');
  const list = trips().filter((t) => only.some((o) => `${t.name} ${t.lang}`.includes(o)));
  const modes = [...Object.keys(MODES), 'full load'];
  const modeOf = (name: string): Mode => MODES[name as keyof typeof MODES] ?? 'full load';
  const server = await serve(OUT);
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  const samples = list.map((): Record<string, TripSample[]> => ({}));
  const [failures, early]: [string[], string[]] = [[], []];
  try {
    for (let i = 0; i < RUNS; i++)
      for (const [t, trip] of list.entries())
        for (const mode of modes) {
          log(`navigation ${i + 1}/${RUNS} ${trip.lang} ${trip.source} → ${trip.target}: ${mode}`);
          const since = Date.now();
          try {
            const s = await clickTrip(browser, server.origin, trip, modeOf(mode));
            ((samples[t] ??= {})[mode] ??= []).push(s);
            // The booking vendor may hear from the page only after the click.
            const before = (h: { at: number }) => h.at >= since && h.at < (s.clicked ?? 0);
            if (trip.plain) early.push(...vendors.heard.filter(before).map((h) => h.url));
          } catch (error) {
            failures.push(`${trip.lang} ${trip.name} ${mode}: ${firstLine(error)}`);
          }
        }
  } finally {
    await browser.close();
    vendors.stop();
    server.stop();
  }
  const lines = [
    `Navigation: Chromium, ${VIEWPORT.width}×${VIEWPORT.height} phone (CPU ÷${PHONE.cpu}, ${PHONE.latency} ms RTT, 1.6 Mbit/s), gzip, no service worker, a fresh context per sample, median of ${RUNS}: ms from the click (or navigation start) to the target's h1 painted (Element Timing; a prerendered page: its first paint), and × a full load (goals: rest 300 ms ≤ 0.5, the others ≤ 0.7); KB fetched from the first sign of intent on (– for a prerendered page: its own target fetched it, its document outside the throttling), and of those KB fetched twice.`,
    `| trip | lang | ${modes.join(' | ')} |`,
    `|---|---|${modes.map(() => '---').join('|')}|`,
  ];
  const notes: string[] = [];
  const rows = list.map((trip, t) => {
    const of = (mode: string) => samples[t]?.[mode] ?? [];
    const stat = (mode: string, key: 'ms' | 'bytes' | 'twice') =>
      median(of(mode).map((x) => x[key] ?? NaN));
    const full = stat('full load', 'ms');
    const cell = (mode: string) => {
      const [time, ratio] = [stat(mode, 'ms'), stat(mode, 'ms') / full];
      const goal =
        mode === 'full load'
          ? ''
          : ` ${ratio.toFixed(2)}× ${ratio <= (mode === 'rest 300 ms' ? 0.5 : 0.7) ? '✓' : '✗'}`;
      return `${ms(time)}${goal}, ${kb(stat(mode, 'bytes'))} KB (${kb(stat(mode, 'twice'))})`;
    };
    lines.push(`| ${trip.name} | ${trip.lang} | ${modes.map(cell).join(' | ')} |`);
    for (const mode of modes) {
      const all = of(mode);
      const again = [...new Set(all.flatMap((x) => x.again))];
      const docs = trip.plain ? [] : [...new Set(all.flatMap((x) => x.documents))];
      const what = [again.length && `twice ${again}`, docs.length && `its HTML by script ${docs}`];
      if (what.some(Boolean)) notes.push(`- ${trip.lang} ${trip.name}, ${mode}: ${what}`);
    }
    return { ...trip, samples: samples[t] };
  });
  lines.push('', ...notes);
  for (const [t, { source }] of list.entries()) {
    const idle = samples[t]?.['rest 300 ms'] ?? [];
    const fetched = [...new Set(idle.flatMap((x) => x.idle ?? []))].join(', ') || 'nothing ✓';
    lines.push(`- ${source} untouched for ${IDLE_MS / 1000} s (${idle.length}×): ${fetched}`);
  }
  if (early.length) lines.push(`- a vendor was asked before the click: ${early.join(', ')}`);
  if (failures.length) lines.push('', 'Failed samples:', ...failures.map((f) => `- ${f}`));
  return { rows, failures, table: lines.join('\n') };
}

// ------------------------------------------------------------------ interactions

/**
 * The controls of issue 53, each on a page and a device: `tap` is the control (the first
 * visible match), `type` a word typed key by key into the page's search field. The bare
 * Next page's counter is the yardstick, measured beside each control at the same moment.
 */
type Control = {
  name: string;
  page: string;
  tap?: string;
  type?: string;
  desktop?: boolean;
  /**
   * A link: the document it opens is answered 204 No Content, so the tab stays where it is
   * and the tap's own cost is what is measured (the trip itself is the navigation bench's).
   */
  stay?: boolean;
  /** Filled in: the page's address, and whether it is bare Next's counter. */
  path?: string;
  bare?: boolean;
};
const CONTROLS: Control[] = [
  { name: 'mobile menu', page: '/', tap: 'details[data-mobile-menu] > summary' },
  { name: 'mobile menu', page: 'the other home', tap: 'details[data-mobile-menu] > summary' },
  { name: 'mobile menu', page: 'a post', tap: 'details[data-mobile-menu] > summary' },
  { name: 'desktop menu', page: '/', desktop: true, tap: 'nav details[data-dropdown] > summary' },
  { name: 'accordion', page: '/', tap: 'details.accordion-item > summary' },
  { name: 'video facade', page: '/', tap: '[data-widget="video"] [data-ask]' },
  { name: 'reviews facade', page: 'the other home', tap: '[data-widget="reviews"] [data-ask]' },
  { name: 'map facade', page: '/contact/', tap: '[data-widget="map"] [data-ask]' },
  { name: 'family dialog', page: '/about/meet-our-team/', tap: '[data-testid="family-button"]' },
  { name: 'search keys', page: '/search/', type: 'sciatica' },
  { name: 'language switch', page: '/', tap: '[data-testid="language-switch"]', stay: true },
  {
    name: 'language switch',
    page: 'the other home',
    tap: '[data-testid="language-switch"]',
    stay: true,
  },
];
const COUNTER: Control = { name: 'bare Next counter', page: '/', tap: 'button' };
const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };

/**
 * In every new document: Event Timing entries (16 ms and up, the API's floor) kept for the
 * bench, and the time the results of the search for `word` were first shown: the status line
 * names the word and the list has an entry (a MutationObserver, no polling).
 */
function recordEvents(word: string) {
  const w = window as unknown as BenchWindow;
  w.__events = [];
  new PerformanceObserver((list) =>
    w.__events.push(...(list.getEntries() as PerformanceEventTiming[])),
  ).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  w.__results = 0;
  new MutationObserver(() => {
    const status = document.querySelector('[data-testid="search-status"]')?.textContent ?? '';
    if (w.__results || !word || !status.includes(word)) return;
    if (document.querySelector('[data-testid="search-results"] li'))
      w.__results = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** With --trace: where the main thread's time goes in the second after each tap. */
const TRACE = args.includes('--trace');
/** With --trace-dir DIR as well: each tap's trace saved there, for DevTools' Performance panel. */
const TRACE_DIR = option('trace-dir', '');
const WORK = {
  script: ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
};

/** Milliseconds of each kind of work on the page's main thread, from a Chromium trace. */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};
function mainThreadWork(buffer: Uint8Array | undefined): Record<string, number> {
  const { traceEvents } = JSON.parse(Buffer.from(buffer ?? []).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const own = traceEvents.filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid);
  // Nested events of one kind (a FunctionCall inside an EventDispatch) count once: outermost only.
  const total = (names: string[]) => {
    const list = own.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts);
    let [sum, end] = [0, -Infinity];
    for (const e of list) {
      if (e.ts >= end) sum += e.dur ?? 0;
      end = Math.max(end, e.ts + (e.dur ?? 0));
    }
    return sum / 1000;
  };
  return Object.fromEntries(Object.entries(WORK).map(([kind, names]) => [kind, total(names)]));
}

/** The longest interaction since `since` (ms, the page's clock): INP of that moment; 0 if under 16. */
const longest = (since: number) =>
  Math.max(
    0,
    ...(window as unknown as BenchWindow).__events
      .filter((e) => (e as { interactionId?: number }).interactionId && e.startTime >= since)
      .map((e) => e.duration),
  );

/** One sample: open the page, wait for the moment (first paint, or hydrated and quiet), act. */
/** Every document but `url` answered 204 No Content: a link tapped leaves the tab where it is. */
async function stayOn(page: Page, url: string) {
  const cdp = await page.createCDPSession();
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answer =
      request.url === url
        ? cdp.send('Fetch.continueRequest', { requestId })
        : cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 204 });
    answer.catch(log);
  });
  await cdp.send('Fetch.enable', { patterns: [{ resourceType: 'Document' }] });
}

type Moment = 'early' | 'idle';
/** One tap's sample: INP, search results (ms after the last key), main-thread work if traced. */
type TapSample = { inp: number; results: number; early: boolean } & Record<
  string,
  number | boolean
>;

async function interact(
  browser: Browser,
  origin: string,
  control: Control,
  moment: Moment,
): Promise<TapSample> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    const touch = !control.desktop;
    await page.setViewport(touch ? { ...VIEWPORT, hasTouch: true } : DESKTOP);
    await page.emulateCPUThrottling(PHONE.cpu);
    await page.emulateNetworkConditions(PHONE);
    await page.evaluateOnNewDocument(NAMES);
    await page.evaluateOnNewDocument(NO_WORKER);
    await page.evaluateOnNewDocument(recordEvents, control.type ?? '');
    if (control.stay) await stayOn(page, `${origin}${control.path}`);
    await page.goto(`${origin}${control.path}`, { waitUntil: 'domcontentloaded' });
    const target = control.tap ?? 'input[type="search"]';
    await page.waitForFunction(
      (sel) =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        [...document.querySelectorAll(sel)].some((el) => el.checkVisibility()),
      { timeout: 60_000 },
      target,
    );
    if (moment === 'idle') {
      if (!control.bare)
        await page.waitForFunction(isHydrated, { timeout: 60_000 }, REACT_FIBER_KEY);
      await quiet(page);
    }
    const handle = (
      await page.evaluateHandle(
        (sel) => [...document.querySelectorAll(sel)].find((el) => el.checkVisibility()),
        target,
      )
    ).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`no visible ${target}`);
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const hydratedBefore = control.bare ? null : await page.evaluate(isHydrated, REACT_FIBER_KEY);
    const since = await page.evaluate(() => performance.now());
    const [x, y] = await middle(handle);
    let results = NaN;
    if (TRACE) await page.tracing.start({ categories: ['devtools.timeline'] });
    if (control.type) {
      await page.touchscreen.tap(x, y);
      // A key every 150 ms, as a quick typist on a phone; timed from the last one.
      let last = 0;
      for (const [i, key] of [...control.type].entries()) {
        if (i) await sleep(150);
        await page.keyboard.type(key);
        last = await page.evaluate(() => performance.now());
      }
      const shown = () => (window as unknown as BenchWindow).__results;
      await page.waitForFunction(shown, { timeout: 60_000 });
      results = (await page.evaluate(shown)) - last;
    } else if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    // Event Timing reports an interaction after its next paint.
    await sleep(1000);
    const inp = await page.evaluate(longest, since);
    const trace = TRACE ? await page.tracing.stop() : undefined;
    if (trace && TRACE_DIR) {
      const name = `${control.name} ${control.path} ${moment} ${Date.now()}.json`;
      fs.writeFileSync(path.join(TRACE_DIR, name.replace(/[^\w.-]+/g, '-')), trace);
    }
    const work = TRACE ? mainThreadWork(trace) : {};
    return { inp, results, early: hydratedBefore === false, ...work };
  } finally {
    await context.close();
  }
}

/** The pages the bench names rather than spells: the first post listed, the other home. */
function namedPages(): Record<string, string | undefined> {
  const post = first(htmlOf('/blog/'), '[data-testid="post-card"] a[href]', '/blog/');
  // The home page in the other language, from the home's own alternate link.
  const otherHome = alternates('/')
    .map(([, home]) => home)
    .find((p) => p !== '/');
  return { 'a post': post.getAttribute('href') ?? undefined, 'the other home': otherHome };
}

/** The export of bare Next's counter page, built once into .bench/. */
function bareNext() {
  const built = path.join(SCRATCH, 'bare-next', 'out');
  if (fs.existsSync(path.join(built, 'index.html'))) return built;
  log('building the yardsticks…');
  return yardsticks()['bare-next'];
}

/** The site and bare Next's counter page served, and a browser; `stop` ends them all. */
async function siteBesideBare() {
  const [site, bare] = [await serve(OUT), await serve(bareNext(), { plain: true })];
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  const stop = async () => {
    await browser.close();
    vendors.stop();
    site.stop();
    bare.stop();
  };
  return { site, bare, browser, stop };
}

/** INP per control, before hydration (at the first paint) and when idle, beside bare Next's counter. */
async function interactions() {
  const runs = Number(option('runs', 5));
  const named = namedPages();
  const only = option('only', '').split(',');
  const controls = CONTROLS.filter((c) => only.some((o) => c.name.includes(o))).map((c) => ({
    ...c,
    path: named[c.page] ?? c.page,
  }));
  const { site, bare, browser, stop } = await siteBesideBare();
  // --against DIR: an earlier export, tapped in turn with this one (a change's before and after).
  const against = option('against', '');
  const before = against ? await serve(path.resolve(against)) : null;
  const samples = new Map<string, TapSample[]>();
  const add = (key: string, s: TapSample) => samples.set(key, [...(samples.get(key) ?? []), s]);
  const failures: string[] = [];
  try {
    for (let i = 0; i < runs; i++)
      for (const control of controls)
        for (const moment of ['early', 'idle'] as const) {
          log(`inp ${i + 1}/${runs} ${control.name} ${control.path} ${moment}`);
          const pairs: [Control, string, string][] = [
            [control, site.origin, 'site'],
            [{ ...COUNTER, path: '/', bare: true, desktop: control.desktop }, bare.origin, 'bare'],
            ...(before ? [[control, before.origin, 'before'] as [Control, string, string]] : []),
          ];
          for (const [c, origin, who] of pairs) {
            const key = `${who} ${control.name} ${control.path} ${moment}`;
            try {
              add(key, await interact(browser, origin, c, moment));
            } catch (error) {
              failures.push(`${key}: ${firstLine(error)}`);
            }
          }
        }
  } finally {
    await stop();
    before?.stop();
  }
  const stat = (key: string, field: string) =>
    median((samples.get(key) ?? []).map((s) => Number(s[field])));
  const cell = (n: number) => (n === 0 ? '< 16' : ms(n));
  /** The median and, beside it, the range of the samples: "96 (80–112)". */
  const spread = (key: string) => {
    const list = (samples.get(key) ?? []).map((s) => s.inp);
    const [lo, hi] = [Math.min(...list), Math.max(...list)];
    return `${cell(median(list))}${list.length > 1 ? ` (${cell(lo)}–${cell(hi)})` : ''}`;
  };
  const lines = [
    `Interactions: Chromium, phone ${VIEWPORT.width}×${VIEWPORT.height} (touch) or desktop ${DESKTOP.width}×${DESKTOP.height} (mouse), CPU ÷${PHONE.cpu}, ${PHONE.latency} ms RTT, 1.6 Mbit/s, no service worker, a fresh context per sample, median of ${runs} (range): the interaction's longest Event Timing duration in ms (INP of that tap; "< 16": under the API's floor), early (at the first paint, before hydration: "early" counts the samples that were) and idle (hydrated, network quiet), beside bare Next's counter tapped at the same moment (goal ≤ 100 ms). Search: ms from the last key to the results shown.`,
    `| control | page | early | bare Next early | idle | bare Next idle | before hydration |${before ? ` ${against}: early | idle |` : ''}`,
    `|---|---|---|---|---|---|---|${before ? '---|---|' : ''}`,
  ];
  for (const c of controls) {
    const k = (who: string, moment: Moment) => `${who} ${c.name} ${c.path} ${moment}`;
    const early = (samples.get(k('site', 'early')) ?? []).filter((s) => s.early).length;
    const n = (samples.get(k('site', 'early')) ?? []).length;
    // Typing: the keys' INP range, and the results' median and range (ms after the last key).
    const range = (moment: Moment, field: string) => {
      const list = (samples.get(k('site', moment)) ?? []).map((s) => Number(s[field]));
      return list.length ? `${ms(Math.min(...list))}–${ms(Math.max(...list))}` : '–';
    };
    const res = (moment: Moment) =>
      c.type
        ? ` (results ${ms(stat(k('site', moment), 'results'))} ms, ${range(moment, 'results')})`
        : '';
    lines.push(
      `| ${c.name} | ${c.path} | ${spread(k('site', 'early'))}${res('early')} | ${spread(k('bare', 'early'))} | ${spread(k('site', 'idle'))}${res('idle')} | ${spread(k('bare', 'idle'))} | ${early}/${n} |${before ? ` ${spread(k('before', 'early'))} | ${spread(k('before', 'idle'))} |` : ''}`,
    );
  }
  if (TRACE) {
    const kinds = Object.keys(WORK);
    lines.push(
      '',
      `Main thread in the second after the tap (ms, median; a trace slows the page a little): ${kinds.join(', ')}.`,
      `| control | page | early | idle |`,
      '|---|---|---|---|',
    );
    for (const c of controls) {
      const k = (moment: Moment) => `site ${c.name} ${c.path} ${moment}`;
      const work = (moment: Moment) => kinds.map((kind) => ms(stat(k(moment), kind))).join(' / ');
      lines.push(`| ${c.name} | ${c.path} | ${work('early')} | ${work('idle')} |`);
    }
  }
  if (failures.length) lines.push('', 'Failed samples:', ...failures.map((f) => `- ${f}`));
  return { failures, table: lines.join('\n') };
}

// ------------------------------------------------------------------ hydration

/** The pages of the hydration mode, beside bare Next's counter page. */
const HYDRATION_PAGES = ['/', 'a post', '/contact/', '/about/meet-our-team/', 'the other home'];
const HYDRATION_GOAL = 1.5;

/**
 * In every new document: when the page was hydrated (`hydrated`, checked every 20 ms, the
 * same probe on both sides), its largest paint, and the blocking time of its long tasks
 * (each one's part over 50 ms) from the first paint until hydrated, as Lighthouse's TBT.
 */
function recordHydration(bare: boolean, fiberKey: string) {
  const w = window as unknown as BenchWindow & { __hydration: Record<string, number> };
  const done = { hydrated: 0, lcp: 0, blocking: 0, fcp: 0 };
  w.__hydration = done;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) done.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') done.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (done.fcp && !done.hydrated && e.startTime >= done.fcp)
        done.blocking += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const fiber = (el: Element | null) => Object.keys(el ?? {}).some((k) => k.startsWith(fiberKey));
  const probe = setInterval(() => {
    const ready = bare
      ? fiber(document.querySelector('button'))
      : Boolean((window as unknown as BenchWindow).next?.router) &&
        Boolean(document.querySelector('nav[data-ready], details[data-mobile-menu][data-ready]')) &&
        fiber(document.querySelector('main'));
    if (!ready) return;
    done.hydrated = performance.now();
    clearInterval(probe);
  }, 20);
}

/** One first visit on the phone: ms from navigation start to hydrated, LCP and blocking time. */
async function hydrationSample(browser: Browser, url: string, bare: boolean) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ ...VIEWPORT, hasTouch: true });
    await page.emulateCPUThrottling(PHONE.cpu);
    await page.emulateNetworkConditions(PHONE);
    await page.evaluateOnNewDocument(NAMES);
    await page.evaluateOnNewDocument(recordHydration, bare, REACT_FIBER_KEY);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    type Recorded = { __hydration: Record<string, number> };
    await page.waitForFunction(
      () => ((window as unknown as Recorded).__hydration.hydrated ?? 0) > 0,
      { timeout: 60_000, polling: 100 },
    );
    return await page.evaluate(() => (window as unknown as Recorded).__hydration);
  } finally {
    await context.close();
  }
}

/** End of hydration per page, alternating with bare Next's counter page, and its ratio. */
async function hydration() {
  const runs = Number(option('runs', 5));
  const named = namedPages();
  const pages = HYDRATION_PAGES.map((p) => named[p] ?? p);
  const dirs: Record<string, string> = { site: OUT, ...startVariants() };
  const sites: Record<string, Server> = {};
  for (const [name, dir] of Object.entries(dirs)) sites[name] = await serve(dir);
  const bare = await serve(bareNext(), { plain: true });
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  const samples = new Map<string, Record<string, number>[]>();
  const failures: string[] = [];
  const tableOf = () => {
    const of = (key: string, field: string) => (samples.get(key) ?? []).map((s) => s[field] ?? NaN);
    const range = (list: number[]) => `${ms(Math.min(...list))}–${ms(Math.max(...list))}`;
    const label = (name: string) => (name === 'site' ? `site (${startName(START)})` : name);
    const lines = [
      `Hydration: Chromium, phone ${VIEWPORT.width}×${VIEWPORT.height}, CPU ÷${PHONE.cpu}, ${PHONE.latency} ms RTT, 1.6 Mbit/s, a first visit in a fresh context, median of ${runs} (range), each beside bare Next's counter page loaded right after it: ms from navigation start until hydrated (the menus' effects ran and React holds <main>; bare Next: its button), × bare Next (goal ≤ ${HYDRATION_GOAL}), the largest paint, and blocking time (long tasks' part over 50 ms) from the first paint until hydrated.`,
      '| page | start | hydrated ms | bare Next ms | × bare Next | LCP ms (range) | bare LCP ms | blocking ms (range) | bare blocking ms |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const page of pages)
      for (const name of Object.keys(sites)) {
        const [ours, theirs] = [of(`${name} ${page}`, 'hydrated'), of(`bare ${page}`, 'hydrated')];
        const ratio = median(ours) / median(theirs);
        const mark = `${ratio.toFixed(2)} ${ratio <= HYDRATION_GOAL ? '✓' : '✗'}`;
        const stat = (who: string, field: string) => ms(median(of(`${who} ${page}`, field)));
        const spread = (field: string) =>
          `${stat(name, field)} (${range(of(`${name} ${page}`, field))})`;
        lines.push(
          `| ${page} | ${label(name)} | ${ms(median(ours))} (${range(ours)}) | ${ms(median(theirs))} (${range(theirs)}) | ${mark} | ${spread('lcp')} | ${stat('bare', 'lcp')} | ${spread('blocking')} | ${stat('bare', 'blocking')} |`,
        );
      }
    if (failures.length) lines.push('', 'Failed samples:', ...failures.map((f) => `- ${f}`));
    return lines.join('\n');
  };
  try {
    for (let i = 0; i < runs; i++) {
      for (const page of pages)
        for (const [key, url, isBare] of [
          ...Object.entries(sites).map(
            ([name, site]) => [`${name} ${page}`, `${site.origin}${page}`, false] as const,
          ),
          [`bare ${page}`, `${bare.origin}/`, true] as const,
        ]) {
          log(`hydration ${i + 1}/${runs} ${key}`);
          try {
            const s = await hydrationSample(browser, url, isBare);
            samples.set(key, [...(samples.get(key) ?? []), s]);
          } catch (error) {
            failures.push(`${key}: ${firstLine(error)}`);
          }
        }
      // A run's table as it stands, so a run cut short still leaves its figures.
      log(`after run ${i + 1}:\n${tableOf()}`);
    }
  } finally {
    await browser.close();
    vendors.stop();
    for (const site of Object.values(sites)) site.stop();
    bare.stop();
  }
  return { failures, table: tableOf() };
}

// ------------------------------------------------------------------ the service worker's bytes

/**
 * What the service worker costs a visitor, on the export as Cloudflare serves it: a first
 * visit to `page` (bytes the page fetched, and those the worker fetched for itself, until the
 * offline page of the page's language is saved), then the same page again with the HTTP cache
 * and again with it off (Playwright's request interception turns it off): body bytes off the
 * network. Playwright, unlike Puppeteer, reports a worker's own requests in the context.
 */
async function workerBytes() {
  const { chromium } = await import('@playwright/test');
  const page = option('page', '/services/chiropractic/');
  const server = await serve(OUT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const lines = [
    `Service worker: the bytes of a visit to ${page} (body bytes as sent, gzip; a fresh context):`,
    '| visit | page KB | worker KB | worker files |',
    '|---|---|---|---|',
  ];
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const tab = await context.newPage();
    let log: { url: string; worker: boolean; size: number }[] = [];
    context.on('requestfinished', async (request) => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const { responseBodySize } = await request.sizes();
      log.push({
        url: new URL(request.url()).pathname,
        worker: !!request.serviceWorker(),
        size: Math.max(0, responseBodySize), // -1: from the memory cache
      });
    });
    const visit = async (name: string, wait: () => Promise<unknown>) => {
      log = [];
      await tab.goto(`${server.origin}${page}`);
      await wait();
      await sleep(3000);
      const [own, worker] = [log.filter((r) => !r.worker), log.filter((r) => r.worker)];
      const sum = (list: typeof log) => kb(list.reduce((n, r) => n + r.size, 0));
      const files = worker.map((r) => `${r.url} ${kb(r.size)}`).join(', ') || '–';
      lines.push(`| ${name} | ${sum(own)} | ${sum(worker)} | ${files} |`);
    };
    const offlineSaved = () =>
      tab.waitForFunction(
        async () =>
          navigator.serviceWorker.controller !== null &&
          (await caches.keys()).some((k) => k.includes('-offline-')) &&
          (
            await (
              await caches.open((await caches.keys()).find((k) => k.includes('-offline-')) ?? '')
            ).keys()
          ).length > 1,
        null,
        { timeout: 60_000, polling: 500 },
      );
    await visit('first', offlineSaved);
    await visit('again', () => tab.waitForLoadState('load'));
    await context.route('**/*', (route) => route.continue());
    await visit('again, HTTP cache off', () => tab.waitForLoadState('load'));
  } finally {
    await browser.close();
    server.stop();
  }
  return { table: lines.join('\n') };
}

// ------------------------------------------------------------------ growth

/** Hosts' published limits on a deployment (Cloudflare Pages limits page, Netlify deploy docs). */
type Limited = 'files' | 'folderFiles' | 'fileBytes' | 'oldAddresses' | 'dynamicRedirects';
const LIMITS: ({ host: string } & Partial<Record<Limited, number>>)[] = [
  { host: 'Cloudflare Pages, free plan', files: 20_000 },
  { host: 'Cloudflare Pages, paid plans', files: 100_000 },
  { host: 'Netlify, per folder', folderFiles: 54_000 },
  { host: 'Cloudflare Pages, per file', fileBytes: 25 * 1024 * 1024 },
  // One rule per old address (scripts/postbuild/aliases.ts): the old addresses fill the 2,000
  // static rules; beyond them, the addresses nobody was given answer with their redirect page.
  { host: 'Cloudflare Pages, _redirects static rules', oldAddresses: 2_000 },
  { host: 'Cloudflare Pages, _redirects dynamic rules', dynamicRedirects: 100 },
];

/**
 * A copy of the project in `dir` (the files git would commit, node_modules hard-linked),
 * with every post of each language written `times` times over: copy k is named slug-k and
 * dated k × 10/times years before its original, so ×10 spreads the blog over ten years.
 */
export function growthCopy(dir: string, times: number) {
  fs.rmSync(dir, { recursive: true, force: true });
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter((f) => f && fs.existsSync(f))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  const step = Math.floor(3650 / times) * 86_400_000;
  const blog = path.join(dir, 'content', 'blog');
  for (const entry of fs
    .readdirSync(blog, { withFileTypes: true })
    .filter((e) => e.isDirectory())) {
    const folder = path.join(blog, entry.name);
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const date = Date.parse(/^date: (\S+)$/m.exec(text)?.[1] ?? '');
      for (let k = 1; k < times; k++) {
        const day = new Date(date - k * step).toISOString().slice(0, 10);
        fs.writeFileSync(
          path.join(folder, file.replace(/\.md$/, `-${k}.md`)),
          text
            .replace(/^date: .*$/m, `date: ${day}`)
            .replace(/^updated: .*\n/m, '')
            .replace(/^address: (.*)$/m, `address: $1-${k}`),
        );
      }
    }
  }
  // A grown blog whose posts have been live for years has them in its list of published
  // addresses (the build stops on a list older than the content: lib/published.ts).
  execFileSync('npx', ['tsx', 'scripts/published-addresses.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Builds the copy in `dir` as `npm run build` does, and reads its out/. */
function growthBuild(dir: string) {
  const started = Date.now();
  for (const argv of [
    ['tsx', 'scripts/prebuild.ts'],
    ['next', 'build'],
    ['tsx', 'scripts/postbuild.ts'],
  ])
    execFileSync('npx', argv, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (Date.now() - started) / 1000;
  const out = path.join(dir, 'out');
  const files = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(out, f)).isFile())
    .map((f) => ({ name: f, bytes: fs.statSync(path.join(out, f)).size }));
  const folders = new Map<string, number>();
  for (const { name } of files)
    folders.set(path.dirname(name), (folders.get(path.dirname(name)) ?? 0) + 1);
  type File = (typeof files)[number];
  const largest = (list: File[]) =>
    list.reduce((a, b) => (b.bytes > a.bytes ? b : a), { name: '–', bytes: 0 });
  const pages = files.filter((f) => f.name.endsWith('.html'));
  const feeds = files.filter((f) => f.name.endsWith('rss.xml'));
  const posts = fs.readdirSync(path.join(dir, 'content', 'blog', 'en')).length;
  const rules = fs
    .readFileSync(path.join(out, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  const dynamicRedirects = rules.filter((l) => /[*:]/.test(l.split(' ')[0] ?? '')).length;
  // Every old address has its redirect page, a small file with a meta refresh.
  const oldAddresses = pages.filter(
    (f) =>
      f.bytes < 4096 &&
      fs.readFileSync(path.join(out, f.name), 'utf8').includes('http-equiv="refresh"'),
  ).length;
  return {
    posts,
    seconds,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    files: files.length,
    folderFiles: Math.max(...folders.values()),
    file: largest(files),
    page: largest(pages),
    feed: largest(feeds),
    redirects: rules.length - dynamicRedirects,
    dynamicRedirects,
    oldAddresses,
  };
}

type Growth = ReturnType<typeof growthBuild>;

/** `growth`: the site as it is and with its blog ×N, per added post, against the limits. */
function growth() {
  const times = Number(option('times', 10));
  assert(times >= 2, 'growth: --times must be 2 or more');
  const grow = (n: number) => {
    const dir = path.join(SCRATCH, `growth-${n}`);
    log(`growth: copying the project with its blog ×${n} into ${dir}`);
    growthCopy(dir, n);
    log(`growth: building ×${n}…`);
    const result = growthBuild(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    return result;
  };
  const [base, grown] = [grow(1), grow(times)];
  const runs = [base, grown];
  type Counted = Exclude<keyof Growth, 'file' | 'page' | 'feed'>;
  const added = grown.posts - base.posts;
  const per = (key: Counted) => (grown[key] - base[key]) / added;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const rows: [string, (r: Growth) => string | number, () => string][] = [
    ['build, wall (s)', (r) => r.seconds.toFixed(0), () => per('seconds').toFixed(2)],
    ['`out/` (MB)', (r) => mb(r.bytes), () => mb(per('bytes'))],
    ['files', (r) => r.files, () => per('files').toFixed(1)],
    ['most files in one folder', (r) => r.folderFiles, () => per('folderFiles').toFixed(1)],
    ['largest file (KB)', (r) => `${kb(r.file.bytes)} (${r.file.name})`, () => ''],
    ['largest page (KB)', (r) => `${kb(r.page.bytes)} (${r.page.name})`, () => ''],
    ['largest feed (KB)', (r) => kb(r.feed.bytes), () => ''],
    ['old addresses', (r) => r.oldAddresses, () => per('oldAddresses').toFixed(1)],
    ['redirect rules, static', (r) => r.redirects, () => per('redirects').toFixed(1)],
    [
      'redirect rules, dynamic',
      (r) => r.dynamicRedirects,
      () => per('dynamicRedirects').toFixed(1),
    ],
  ];
  const lines = [
    `Growth: the blog ×${times} (${base.posts} → ${grown.posts} posts per language, dates over ${Math.round((times * Math.floor(3650 / times)) / 365)} years), a cold build of each copy on this machine.`,
    `| | ${base.posts} posts | ${grown.posts} posts | each added post |`,
    '|---|---|---|---|',
    ...rows.map(
      ([name, cell, delta]) => `| ${name} | ${cell(base)} | ${cell(grown)} | ${delta()} |`,
    ),
    '',
  ];
  // Every limit with its rate, in the order the blog reaches them.
  const reached = LIMITS.map((limit) => {
    const [key, value] = Object.entries(limit).find(([k]) => k !== 'host') as [Limited, number];
    const now = key === 'fileBytes' ? grown.file.bytes : grown[key];
    const slope = key === 'fileBytes' ? 0 : per(key);
    const at =
      now > value
        ? grown.posts
        : slope > 0
          ? Math.floor(grown.posts + (value - now) / slope)
          : Infinity;
    return { ...limit, key, value, now, slope, at };
  }).sort((a, b) => a.at - b.at);
  for (const { host, key, value, now, slope, at } of reached) {
    const shown = key === 'fileBytes' ? `${mb(value)} MB` : value.toLocaleString('en-US');
    const rate = key === 'fileBytes' ? '' : `, ${slope.toFixed(1)} per added post`;
    lines.push(
      `- ${host}, ${shown}${rate}: ${now > value ? 'over' : Number.isFinite(at) ? `reached at about ${at.toLocaleString('en-US')} posts per language` : 'does not grow with the posts'}${key === 'oldAddresses' ? ' (then the newest old addresses answer with their redirect page alone)' : ''}`,
    );
  }
  const perPost = per('files');
  lines.push(
    `- files per added post: ${perPost.toFixed(1)} (goal ≤ 8) ${perPost <= 8 ? '✓' : '✗'}`,
  );
  return { runs, table: lines.join('\n'), ok: perPost <= 8 };
}

// ------------------------------------------------------------------ main

async function main() {
  const what = args[0] && !args[0].startsWith('--') ? args[0] : 'all';
  if (what === 'budget') process.exit(budget() ? 0 : 1);
  if (what === 'growth') {
    const { table } = growth();
    console.log(table);
    return;
  }
  fs.mkdirSync(SCRATCH, { recursive: true });
  const compare = args.includes('--compare') && what !== 'navigation';
  const results: {
    buildMs?: number;
    lighthouse?: Awaited<ReturnType<typeof lighthouseTable>>;
    interactions?: Awaited<ReturnType<typeof interactions>>;
    navigation?: Awaited<ReturnType<typeof navigation>>;
  } = {};
  if (!args.includes('--skip-build') || compare) {
    log('building…');
    const variants: Record<string, string> = compare
      ? { stock: 'defer scripts,payload styles', 'no-payload-css': 'payload styles' }
      : {};
    results.buildMs = build(variants);
    console.log(`Build: ${Math.round(results.buildMs / 1000)} s${compare ? ' and variants' : ''}`);
  }
  if (!fs.existsSync(path.join(OUT, 'index.html')))
    throw new Error('bench: no out/; run npm run build');
  if (what === 'all') budget();
  if (what === 'all' || what === 'lighthouse') {
    const pages = option('pages', '')
      ? option('pages', '').split(',')
      : TEMPLATES.flatMap((p) =>
          p.endsWith('.html') ? prefixes().map((x) => x + p) : alternates(p).map(([, to]) => to),
        );
    log('building the yardsticks (no scripts, bare Next)…');
    const variants: Record<string, string> = { site: OUT, ...startVariants(), ...yardsticks() };
    if (compare)
      for (const name of ['no-payload-css', 'stock']) variants[name] = path.join(SCRATCH, name);
    results.lighthouse = await lighthouseTable(pages, variants);
    console.log(`\n${results.lighthouse.table}`);
  }
  if (what === 'worker') {
    console.log(`\n${(await workerBytes()).table}`);
    return;
  }
  if (what === 'hydration') {
    console.log(`\n${(await hydration()).table}`);
    return;
  }
  if (what === 'inp') {
    results.interactions = await interactions();
    console.log(`\n${results.interactions.table}`);
  }
  if (what === 'all' || what === 'navigation') {
    results.navigation = await navigation();
    console.log(`\n${results.navigation.table}`);
  }
  const json = option('json', '');
  if (json) fs.writeFileSync(json, JSON.stringify(results, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Puppeteer's frame tree swap on a prerender's activation can reject inside Puppeteer
  // ("Attempted to use detached Frame"): that sample fails (its wait times out), not the run.
  process.on('unhandledRejection', (error) => {
    if (!/detached Frame/.test(String(error))) throw error;
    log(`puppeteer: ${String(error).split('\n')[0]}`);
  });
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
