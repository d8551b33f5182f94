// The navigation folder's actors (components/navigation/README.md) against stock next/link with
// prefetch on intent, on the phone profile of the navigation bench (scripts/bench.ts):
//   npm run bench:links -- [--runs 5] [--stock DIR] [--build]
// (node scripts/with-node.mjs tsx scripts/bench-links.ts …: wrangler, which serves both, needs
// Node 22 or 24.)
// `out/` is the site as built; the stock variant is the same site built with NEXT_PUBLIC_LINKS=stock
// (components/navigation/variant.ts) and its segment files kept, in .bench/stock-links/ (--build makes it, then builds out/
// again). Each run opens every trip once per rest and variant, alternating which variant goes
// first, and a full load of the target per variant. Prints medians, the spread (min–max) and
// whether the site beats stock by more than the larger half-spread of the two.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clickTrip, launch, serve, trips, vendorStub } from './bench';

const USAGE = 'usage: npm run bench:links -- [--runs 5] [--stock DIR] [--build]';
const args = process.argv.slice(2);
const option = (name: string, fallback: string | number): string => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? args[i + 1] : undefined;
  return value ? value : `${fallback}`;
};
const RUNS = Number(option('runs', 5));
const STOCK = path.resolve(option('stock', '.bench/stock-links'));
const OUT = path.resolve('out');
const RESTS = [300, 100, 0];
type Trip = ReturnType<typeof trips>[number];
type Variant = 'site' | 'stock';
/** A pointer rest before the click, in ms, or a full load of the target. */
type Mode = (typeof RESTS)[number] | 'full load';
/** The trips of issue 49: `/` → `/blog/` in every language, `/services/` → acupuncture. */
const wanted = (t: Trip) =>
  t.name === 'home → blog' || (t.name === 'services → service' && t.source === '/services/');
const log = (line: string) => console.error(`bench-links: ${line}`);
const median = (v: number[]): number => {
  const s = v.filter(Number.isFinite).sort((a, b) => a - b);
  const at = (i: number) => s[i] ?? NaN;
  return s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};
const range = (v: number[]): [min: number, max: number] => [Math.min(...v), Math.max(...v)];

function buildStock() {
  const run = (env: Record<string, string>) =>
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
  if (args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  if (!(Number.isInteger(RUNS) && RUNS > 0)) {
    console.error(`bench-links: --runs must be a whole number above 0\n${USAGE}`);
    process.exit(2);
  }
  if (args.includes('--build')) buildStock();
  for (const dir of [OUT, STOCK])
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
  const list = trips().filter(wanted);
  const servers: Record<Variant, Awaited<ReturnType<typeof serve>>> = {
    site: await serve(OUT),
    stock: await serve(STOCK),
  };
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  const modes: Mode[] = [...RESTS, 'full load'];
  /** Per trip: samples[variant][rest | 'full load'] = ms */
  const samples = list.map((trip) => {
    const none: Record<Variant, Partial<Record<Mode, number[]>>> = { site: {}, stock: {} };
    return { trip, ...none };
  });
  const failures: string[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const order: Variant[] = i % 2 ? ['stock', 'site'] : ['site', 'stock'];
      for (const { trip, ...sample } of samples)
        for (const mode of modes)
          for (const variant of order) {
            log(`${i + 1}/${RUNS} ${trip.lang} ${trip.source} → ${trip.target} ${mode} ${variant}`);
            try {
              const s = await clickTrip(browser, servers[variant].origin, trip, mode);
              (sample[variant][mode] ??= []).push(s.ms ?? NaN);
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              failures.push(`${trip.lang} ${trip.name} ${mode} ${variant}: ${message}`);
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
  const cell = (all: number[], full: number) =>
    `${Math.round(median(all))} (${range(all).map(Math.round).join('–')}) ${(median(all) / full).toFixed(2)}×`;
  for (const { trip, site, stock } of samples) {
    const fulls = {
      site: median(site['full load'] ?? []),
      stock: median(stock['full load'] ?? []),
    };
    for (const mode of modes) {
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
