#!/usr/bin/env node
// Lighthouse (mobile, default simulated throttling) with Debian's Chromium
// over a list of pages, served from out/ with gzip as a CDN would. With
// --baseline it also builds a bare Next.js 16 page with one client component
// in a scratch folder and measures it in the same run, alternating with our
// pages; with --nojs it measures each page with its scripts stripped too.
//
//   node scripts/lighthouse.mjs [--runs 5] [--baseline] [--nojs] [--json file] [--pages /,/blog/]
//
// Prints one table: median category scores and LCP / TBT / CLS per page.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measured } from './measure.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', 1));
const BASELINE = args.includes('--baseline');
const NOJS = args.includes('--nojs');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROOT = process.cwd();
const SCRATCH = path.join(ROOT, '.bench');

/** One page per template (the hardening issue's list), each in every language. */
const TEMPLATES = [
  '/',
  '/services/acupuncture/',
  '/services/chiropractic/spine-related/',
  '/services/chiropractic/spine-related/sciatica/',
  '/blog/',
  '/blog/chiropractic-care-tech-neck-issues/',
  '/about/meet-our-team/',
  '/contact/',
  '/appointment/',
  '/privacy-policy/',
  '/404.html',
];

/**
 * The build's route file, written by scripts/postbuild.ts from lib/i18n.ts and
 * lib/routes.ts (this script is plain JavaScript): the home pages and each
 * page's address in every language (a Spanish address has Spanish words).
 */
function builtRoutes() {
  const file = path.join(ROOT, '.next', 'sitemap-routes.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The template pages in every language; read after the build. */
export const templatePages = () => {
  const { home, alternates } = builtRoutes();
  return TEMPLATES.flatMap((page) =>
    alternates[page]
      ? alternates[page].filter(([lang]) => lang !== 'x-default').map(([, twin]) => twin)
      : home.map((h) => `${h.replace(/\/$/, '')}${page}`),
  );
};
const pages = option('pages', '') ? option('pages', '').split(',') : null;

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Serves `dir` with gzip and the site's headers, on `port` or a free one; rejects if it cannot. */
export async function serve(dir, port) {
  port ??= await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts/serve-out.mjs'),
      '--dir',
      dir,
      '--port',
      String(port),
      '--gzip',
      '--quiet',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve-out exited (${code}) on port ${port}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * The clinic's vendors, answered locally: the shipped config points at
 * placeholder hosts that do not resolve, and Lighthouse must not reach the
 * internet anyway. Chromium maps every vendor host of the CSP to this HTTPS
 * stub (self-signed, so certificate errors are ignored for the run), which
 * answers like a working form, reviews frame or booking script would.
 * `onRequest(url)` hears of every request the stub answers.
 */
export async function vendorStub({ onRequest = () => {} } = {}) {
  const headers = fs.readFileSync(path.join(ROOT, 'out', '_headers'), 'utf8');
  const hosts = [...new Set([...headers.matchAll(/https:\/\/([a-z0-9.-]+)/g)].map((m) => m[1]))];
  const dir = fs.mkdtempSync(path.join(SCRATCH, 'stub-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=vendor-stub',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(dir, 'key.pem')),
      cert: fs.readFileSync(path.join(dir, 'cert.pem')),
    },
    (req, res) => {
      onRequest(`https://${req.headers.host}${req.url}`);
      if ((req.url ?? '').endsWith('.js')) {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(
          "(function(){var t=document.getElementById(document.currentScript.dataset.target);var f=document.createElement('form');f.innerHTML='<label>Time <select><option>9:00</option></select></label>';t.appendChild(f);})();",
        );
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          '<!doctype html><html lang="en"><head><title>Vendor widget</title></head><body><form><label>Name <input name="n"></label><button>Send</button></form></body></html>',
        );
      }
    },
  );
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return {
    flags: [
      `--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ')}`,
      '--ignore-certificate-errors',
    ],
    stop: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A bare Next.js 16 page with one client component, exported like ours. */
export async function buildBare() {
  const dir = path.join(SCRATCH, 'bare');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true }));
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { output: 'export', trailingSlash: true };\n",
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    "export const metadata = { title: 'Bare page', description: 'A bare Next.js page with one client component, for comparison.' };\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang=\"en\"><body>{children}</body></html>);\n}\n",
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'counter.tsx'),
    "'use client';\nimport { useState } from 'react';\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n} times</button>;\n}\n",
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.tsx'),
    "import { Counter } from './counter';\nexport default function Page() {\n  return (<main><h1>A bare page</h1><p>One server component and one client component.</p><Counter /></main>);\n}\n",
  );
  const build = await measured(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: dir,
    },
  );
  return { dir: path.join(dir, 'out'), buildMs: build.ms, peakMb: build.peakMb };
}

/** A copy of out/ whose pages carry no scripts: the no-JavaScript limit. */
export function stripScripts(outDir, target) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(outDir, target, { recursive: true });
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        fs.writeFileSync(
          full,
          html
            .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
            .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*as="script"[^>]*>/g, ''),
        );
      }
    }
  };
  walk(target);
  return target;
}

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse: no result for ${url}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

// A run whose trace Lighthouse could not read gives NaN for a metric; the
// median is taken over the runs that measured it.
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(samples) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
}

/**
 * Runs Lighthouse over `pages` (median of `runs`), alternating each page with
 * its scripts-stripped variant (nojs) and the bare page (baseline).
 */
export async function runLighthouse({
  pages: list = templatePages(),
  runs = 1,
  baseline = false,
  nojs = false,
  log = () => {},
} = {}) {
  if (!fs.existsSync(path.join(ROOT, 'out', 'index.html')))
    throw new Error('lighthouse: build first (npm run build)');
  if (!fs.existsSync(CHROME))
    throw new Error(`lighthouse: no Chromium at ${CHROME} (node scripts/ensure-chromium.mjs)`);
  const servers = { site: await serve(path.join(ROOT, 'out')) };
  let bareBuild = null;
  if (baseline) {
    bareBuild = await buildBare();
    servers.bare = await serve(bareBuild.dir);
  }
  if (nojs)
    servers.nojs = await serve(stripScripts(path.join(ROOT, 'out'), path.join(SCRATCH, 'nojs')));
  const vendors = await vendorStub();
  servers.vendors = vendors;
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: [
      ...vendors.flags,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const samples = new Map();
  const add = (key, sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of list) {
        log(`run ${run + 1}/${runs} ${page}`);
        add(`site ${page}`, await audit(chrome, `${servers.site.origin}${page}`));
        if (servers.nojs) add(`nojs ${page}`, await audit(chrome, `${servers.nojs.origin}${page}`));
        if (servers.bare) add('bare /', await audit(chrome, `${servers.bare.origin}/`));
      }
    }
  } finally {
    await chrome.kill();
    for (const s of Object.values(servers)) s.stop();
  }
  const rows = list.map((page) => ({
    page,
    ...summarise(samples.get(`site ${page}`)),
    failing: [...new Set(samples.get(`site ${page}`).flatMap((s) => s.failing))],
    nojs: servers.nojs ? summarise(samples.get(`nojs ${page}`)) : undefined,
  }));
  const bare = servers.bare ? summarise(samples.get('bare /')) : undefined;
  return { runs, rows, bare, bareBuild };
}

async function main() {
  const result = await runLighthouse({
    pages: pages ?? templatePages(),
    runs: RUNS,
    baseline: BASELINE,
    nojs: NOJS,
  });
  const { rows, bare } = result;
  const ms = (n) => `${Math.round(n)}`;
  const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
  if (NOJS) header.push('noJS LCP', 'noJS perf');
  console.log(`\nLighthouse mobile, median of ${RUNS} run(s), Chromium ${CHROME}`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const r of rows) {
    const cells = [
      r.page,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      ms(r.lcp),
      ms(r.tbt),
      r.cls.toFixed(3),
    ];
    if (NOJS) cells.push(ms(r.nojs.lcp), r.nojs.performance);
    console.log(`| ${cells.join(' | ')} |`);
  }
  if (bare) {
    const cells = [
      'bare Next.js page',
      bare.performance,
      bare.accessibility,
      bare.bestPractices,
      bare.seo,
      ms(bare.lcp),
      ms(bare.tbt),
      bare.cls.toFixed(3),
    ];
    if (NOJS) cells.push('', '');
    console.log(`| ${cells.join(' | ')} |`);
  }
  for (const r of rows)
    if (r.failing.length) console.log(`${r.page}: failing audits ${r.failing.join(', ')}`);
  const jsonFile = option('json', '');
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(result, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
