#!/usr/bin/env node
// The navigation folder's actors (components/navigation/README.md) against stock next/link with
// prefetch on intent, on the phone profile of the navigation bench (scripts/bench.mjs):
//   node scripts/with-node.mjs node scripts/bench-links.mjs [--runs 5] [--stock DIR] [--build]
// `out/` is the site as built; the stock variant is the same site built with NEXT_PUBLIC_LINKS=stock
// (components/navigation/variant.ts) and its segment files kept, in .bench/stock-links/ (--build makes it, then builds out/
// again). Each run opens every trip once per rest and variant, alternating which variant goes
// first, and a full load of the target per variant. Prints medians, the spread (min–max) and
// whether the site beats stock by more than the larger half-spread of the two.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clickTrip, launch, serve, trips, vendorStub } from './bench.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', 5));
const STOCK = path.resolve(option('stock', '.bench/stock-links'));
const OUT = path.resolve('out');
const RESTS = [300, 100, 0];
/** The trips of issue 49: `/` → `/blog/` in every language, `/services/` → acupuncture. */
const wanted = (t) =>
  t.name === 'home → blog' || (t.name === 'services → service' && t.source === '/services/');
const log = (line) => console.error(`bench-links: ${line}`);
const median = (v) => {
  const s = v.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (v) => [Math.min(...v), Math.max(...v)];

function buildStock() {
  const run = (env) =>
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } });
  log('building the stock variant (NEXT_PUBLIC_LINKS=stock)…');
  // Next's own prefetch reads the per-segment payload files the site's postbuild removes.
  run({ NEXT_PUBLIC_LINKS: 'stock', POSTBUILD_SKIP: 'segment files' });
  fs.rmSync(STOCK, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(STOCK), { recursive: true });
  fs.renameSync(OUT, STOCK);
  log('building the site again…');
  run({});
}

async function main() {
  if (args.includes('--build')) buildStock();
  for (const dir of [OUT, STOCK])
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
  const list = trips().filter(wanted);
  const servers = { site: await serve(OUT), stock: await serve(STOCK) };
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  /** samples[trip][variant][rest | 'full load'] = ms */
  const samples = list.map(() => ({ site: {}, stock: {} }));
  const failures = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? ['stock', 'site'] : ['site', 'stock'];
      for (const [t, trip] of list.entries())
        for (const mode of [...RESTS, 'full load'])
          for (const variant of order) {
            log(`${i + 1}/${RUNS} ${trip.lang} ${trip.source} → ${trip.target} ${mode} ${variant}`);
            try {
              const s = await clickTrip(browser, servers[variant].origin, trip, mode);
              (samples[t][variant][mode] ??= []).push(s.ms);
            } catch (error) {
              failures.push(`${trip.lang} ${trip.name} ${mode} ${variant}: ${error.message}`);
            }
          }
    }
  } finally {
    await browser.close();
    vendors.stop();
    for (const server of Object.values(servers)) server.stop();
  }
  const lines = [
    `Click to the target's h1 painted, ms, median of ${RUNS} (min–max), phone profile (CPU ÷4, 150 ms RTT, 1.6 Mbit/s); × its own full load. "beats": site's median below stock's by more than the larger half-spread.`,
    '| trip | lang | rest | site | stock | beats |',
    '|---|---|---|---|---|---|',
  ];
  const cell = (all, full) =>
    `${Math.round(median(all))} (${range(all).map(Math.round).join('–')}) ${(median(all) / full).toFixed(2)}×`;
  for (const [t, trip] of list.entries()) {
    const { site, stock } = samples[t];
    const fulls = {
      site: median(site['full load'] ?? []),
      stock: median(stock['full load'] ?? []),
    };
    for (const mode of [...RESTS, 'full load']) {
      const [a, b] = [site[mode] ?? [], stock[mode] ?? []];
      const half = Math.max(...[a, b].map((v) => (range(v)[1] - range(v)[0]) / 2));
      const beats = mode === 'full load' ? '' : median(b) - median(a) > half ? 'yes' : 'no';
      const rest = mode === 'full load' ? 'full load' : `${mode} ms`;
      lines.push(
        `| ${trip.name} | ${trip.lang} | ${rest} | ${cell(a, fulls.site)} | ${cell(b, fulls.stock)} | ${beats} |`,
      );
    }
  }
  if (failures.length) lines.push('', 'Failed samples:', ...failures.map((f) => `- ${f}`));
  console.log(lines.join('\n'));
}

process.on('unhandledRejection', (error) => {
  if (!/detached Frame/.test(String(error))) throw error;
});
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
