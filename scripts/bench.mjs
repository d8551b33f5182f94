#!/usr/bin/env node
// `npm run bench`: the whole performance picture in one table.
//   1. builds the site (pages, images, sitemap, service worker, headers) and
//      a bare Next.js 16 page with one client component, timing both and
//      sampling their peak memory;
//   2. bytes per page: JavaScript and CSS (gzip) against the bare page's;
//   3. Lighthouse mobile over every page template in both languages, median
//      of --runs (default 5), each run alternating the page, the same page
//      with its scripts stripped (the no-JavaScript limit) and the bare page;
//   4. navigation: click to next page painted on a throttled phone, with and
//      without intent, against a full load, and the bytes prefetching spends
//      (scripts/bench-navigation.mjs).
// Targets (issues "Fast, safe and sturdy" and "Paint before JavaScript") are
// checked and marked; the table is the report, nothing here fails a build.
//
//   node scripts/bench.mjs [--runs 5] [--skip-build] [--navigation-only]
//                          [--json bench-results/bench.json]
//
// --navigation-only skips Lighthouse (about 40 minutes here) and its table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchNavigation, navigationTable } from './bench-navigation.mjs';
import { measure as pageBytes } from './bundle-budget.mjs';
import { runLighthouse, templatePages } from './lighthouse.mjs';
import { measured } from './measure.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', 5));
const NAVIGATION_ONLY = args.includes('--navigation-only');
const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');

const kb = (n) => `${(n / 1024).toFixed(1)}`;
const ms = (n) => `${Math.round(n)}`;
const mark = (ok) => (ok ? '✓' : '✗');

function fileFor(page) {
  if (page.endsWith('.html')) return path.join(OUT, page);
  return path.join(OUT, page, 'index.html');
}

/** Lighthouse and bytes per page: prints its tables and returns its raw numbers. */
async function lighthouseSection(build) {
  console.error('bench: building the bare page and running Lighthouse (this takes a while)…');
  const lh = await runLighthouse({
    pages: templatePages(),
    runs: RUNS,
    baseline: true,
    nojs: true,
    log: (line) => console.error(`bench: ${line}`),
  });
  const bareHtml = fs.readFileSync(path.join(lh.bareBuild.dir, 'index.html'), 'utf8');
  const bareBytes = pageBytes(lh.bareBuild.dir, path.join(lh.bareBuild.dir, 'index.html'));
  const bare = lh.bare;

  const header = [
    'page',
    'JS KB',
    'Δ bare',
    'CSS KB',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP',
    'noJS LCP',
    'bare LCP',
    'TBT',
    'bare TBT',
    'CLS',
    'targets',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  const misses = [];
  for (const r of lh.rows) {
    const bytes = pageBytes(OUT, fileFor(r.page));
    const checks = {
      'JS ≤ bare+12KB': bytes.js <= bareBytes.js + 12 * 1024,
      'CSS ≤ 15KB': bytes.css <= 15 * 1024,
      // The 404 page is noindex by design (Next.js marks it so); that is its only SEO finding.
      'a11y/bp/seo 100':
        r.accessibility === 100 &&
        r.bestPractices === 100 &&
        (r.seo === 100 || (r.page.includes('404') && r.failing.every((a) => a === 'is-crawlable'))),
      'perf ≥ 95 and ≥ bare−2': r.performance >= 95 && r.performance >= bare.performance - 2,
      'LCP ≤ bare+10%': r.lcp <= bare.lcp * 1.1,
      'LCP ≤ noJS+5%': r.lcp <= r.nojs.lcp * 1.05,
      'TBT ≤ bare+50': r.tbt <= bare.tbt + 50,
      'CLS 0': r.cls === 0,
      'perf 100 where noJS 100': r.nojs.performance < 100 || r.performance === 100,
    };
    const failed = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    if (failed.length) misses.push(`${r.page}: ${failed.join(', ')}`);
    lines.push(
      `| ${[
        r.page,
        kb(bytes.js),
        `+${kb(bytes.js - bareBytes.js)}`,
        kb(bytes.css),
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        ms(r.lcp),
        ms(r.nojs.lcp),
        ms(bare.lcp),
        ms(r.tbt),
        ms(bare.tbt),
        r.cls.toFixed(3),
        failed.length ? `✗ ${failed.length}` : mark(true),
      ].join(' | ')} |`,
    );
  }
  lines.push(
    `| bare Next.js page | ${kb(bareBytes.js)} | | ${kb(bareBytes.css)} | ${bare.performance} | ${bare.accessibility} | ${bare.bestPractices} | ${bare.seo} | ${ms(bare.lcp)} | | | ${ms(bare.tbt)} | | ${bare.cls.toFixed(3)} | |`,
  );

  console.log(
    `\nLighthouse 12 mobile (simulated throttling), Debian Chromium, median of ${RUNS} alternating runs; bytes gzip.`,
  );
  console.log(lines.join('\n'));
  if (build) {
    const ratio = build.ms / lh.bareBuild.buildMs;
    console.log(
      `\nBuild: ${(build.ms / 1000).toFixed(1)} s, peak ${Math.round(build.peakMb)} MB (all pages in both languages, images, sitemap, service worker, headers)` +
        ` · bare page: ${(lh.bareBuild.buildMs / 1000).toFixed(1)} s, peak ${Math.round(lh.bareBuild.peakMb)} MB` +
        ` · ratio ${ratio.toFixed(2)}× ${mark(ratio < 6)} (target < 6×)`,
    );
  }
  console.log(`Bare page HTML ${kb(zlib.gzipSync(bareHtml).length)} KB gzip.`);
  console.log(
    misses.length
      ? `\nTargets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`
      : '\nEvery target met.',
  );
  return { lighthouse: lh, bareBytes, misses };
}

async function main() {
  let build = null;
  if (!args.includes('--skip-build')) {
    console.error('bench: building the site…');
    build = await measured('npm', ['run', 'build', '--silent']);
  }
  const results = { build };
  if (NAVIGATION_ONLY) {
    if (build)
      console.log(
        `\nBuild: ${(build.ms / 1000).toFixed(1)} s, peak ${Math.round(build.peakMb)} MB.`,
      );
  } else {
    Object.assign(results, await lighthouseSection(build));
  }
  console.error('bench: timing navigations…');
  results.navigation = await benchNavigation({
    runs: RUNS,
    log: (line) => console.error(`bench: ${line}`),
  });
  console.log(`\n${navigationTable(results.navigation)}`);
  const json = option('json', '');
  if (json) {
    fs.mkdirSync(path.dirname(json), { recursive: true });
    fs.writeFileSync(json, JSON.stringify(results, null, 2));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
