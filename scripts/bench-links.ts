// The navigation folder's actors (components/navigation/README.md) against stock next/link with
// prefetch on intent, on the phone profile of the navigation bench (scripts/bench.ts):
//   npm run bench:links -- [--runs 5] [--stock DIR] [--build] [--off all|none|a,b]
//     [--samples FILE [--report]]
// (node scripts/with-node.mjs tsx scripts/bench-links.ts …: wrangler, which serves both, needs
// Node 22 or 24.)
// `out/` is the site as built; the stock variant is the same site built with NEXT_PUBLIC_LINKS=stock
// (components/navigation/variant.ts) and its segment files kept, in .bench/stock-links/ (--build makes it, then builds out/
// again). `--off` adds the site with one actor switched off, each of scripts/bench-switches.ts
// (all by default). Each run opens every trip once per rest and variant, alternating the order of
// the variants, and a full load of the target per build. `--samples FILE` adds this run's samples
// to those already in FILE and reports them all (runs split across short holds of the machine);
// with `--report`, it only reports them.
// Prints medians, the spread (min–max), whether the site beats stock by more than the larger
// half-spread of the two, and what each actor buys: its variant's median less the site's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { clickTrip, launch, serve, trips, vendorStub } from './bench';
import { SWITCHES, type Switch } from './bench-switches';

const USAGE =
  'usage: npm run bench:links -- [--runs 5] [--stock DIR] [--build] [--off all|none|a,b] [--samples FILE [--report]]';
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
const OFF = option('off', 'all');
const SWITCHED = (
  OFF === 'all' ? Object.keys(SWITCHES) : OFF === 'none' ? [] : OFF.split(',')
) as Switch[];
const SAMPLES = args.includes('--samples') ? path.resolve(option('samples', '')) : '';
type Variant = 'site' | 'stock' | Switch;
/** The build each variant is served from: a switch runs in the site's. */
const built = (v: Variant): 'site' | 'stock' => (v === 'stock' ? 'stock' : 'site');
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

/** Samples by trip, variant and mode: "lang source → target|variant|mode" → ms. */
type Samples = Record<string, number[]>;
const keyOf = (trip: Trip, variant: Variant, mode: Mode) =>
  `${trip.lang} ${trip.source} → ${trip.target}|${variant}|${mode}`;

async function sample(list: Trip[], samples: Samples, failures: string[]) {
  const servers = { site: await serve(OUT), stock: await serve(STOCK) };
  const vendors = await vendorStub();
  const browser = await launch(vendors);
  const variants: Variant[] = ['site', 'stock', ...SWITCHED];
  const done = Math.max(0, ...Object.values(samples).map((v) => v.length));
  try {
    for (let i = 0; i < RUNS; i++) {
      // Each run shifts the order by one, so no variant always goes first (counting the runs
      // already in --samples).
      const shift = i + done;
      const order = variants.map((_, j) => variants[(shift + j) % variants.length] as Variant);
      for (const trip of list)
        for (const mode of [...RESTS, 'full load'] as Mode[])
          for (const variant of order) {
            // A full load is the build's alone: the switches act on links.
            if (mode === 'full load' && built(variant) !== variant) continue;
            log(`${i + 1}/${RUNS} ${trip.lang} ${trip.source} → ${trip.target} ${mode} ${variant}`);
            const origin = servers[built(variant)].origin;
            const before = variant in SWITCHES ? SWITCHES[variant as Switch] : undefined;
            try {
              const s = await clickTrip(browser, origin, trip, mode, before);
              (samples[keyOf(trip, variant, mode)] ??= []).push(s.ms ?? NaN);
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
}

function report(list: Trip[], samples: Samples): string[] {
  const runs = Math.max(...Object.values(samples).map((v) => v.length));
  const of = (trip: Trip, variant: Variant, mode: Mode) =>
    samples[keyOf(trip, variant, mode)] ?? [];
  const spread = (v: number[]) => range(v)[1] - range(v)[0];
  const cell = (all: number[], full: number) =>
    all.length
      ? `${Math.round(median(all))} (${range(all).map(Math.round).join('–')}) ${(median(all) / full).toFixed(2)}×`
      : '–';
  const switched = Object.keys(SWITCHES).filter((k) =>
    list.some((t) => of(t, k as Switch, 0).length),
  ) as Switch[];
  const lines = [
    `Click to the target's h1 painted, ms, median of up to ${runs} (min–max), phone profile (CPU ÷4, 150 ms RTT, 1.6 Mbit/s); × its build's full load. "beats": site's median below stock's by more than the larger half-spread.`,
    `| trip | lang | rest | site | stock | beats | ${switched.join(' | ')} |`,
    `|---|---|---|---|---|---|${switched.map(() => '---|').join('')}`,
  ];
  const half = (x: number[], y: number[]) => Math.max(spread(x), spread(y)) / 2;
  for (const trip of list) {
    const full = (v: 'site' | 'stock') => median(of(trip, v, 'full load'));
    for (const mode of [...RESTS, 'full load'] as Mode[]) {
      const [a, b] = [of(trip, 'site', mode), of(trip, 'stock', mode)];
      const beats = mode === 'full load' ? '' : median(b) - median(a) > half(a, b) ? 'yes' : 'no';
      const rest = mode === 'full load' ? 'full load' : `${mode} ms`;
      const offs = switched.map((v) => cell(of(trip, v, mode), full('site')));
      lines.push(
        `| ${trip.name} | ${trip.lang} | ${rest} | ${cell(a, full('site'))} | ${cell(b, full('stock'))} | ${beats} | ${offs.join(' | ')} |`,
      );
    }
  }
  const buys = switched.flatMap((v) =>
    RESTS.map((rest) => {
      const cells = list.map((trip) => {
        const [on, off] = [of(trip, 'site', rest), of(trip, v, rest)];
        const [gain, noise] = [median(off) - median(on), half(on, off)];
        return `${Math.round(gain)} ±${Math.round(noise)}${gain > noise ? ' ✓' : ''}`;
      });
      return `| ${v} | ${rest} ms | ${cells.join(' | ')} |`;
    }),
  );
  if (buys.length)
    lines.push(
      '',
      "What each actor buys: the median with it off less the site's, ms, ± the larger half-spread; ✓: more than that.",
      `| off | rest | ${list.map((t) => `${t.lang} ${t.name}`).join(' | ')} |`,
      `|---|---|${list.map(() => '---|').join('')}`,
      ...buys,
    );
  return lines;
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
  const unknown = SWITCHED.filter((s) => !(s in SWITCHES));
  if (unknown.length) {
    console.error(
      `bench-links: no switch ${unknown.join(', ')}: ${Object.keys(SWITCHES).join(', ')}`,
    );
    process.exit(2);
  }
  if (args.includes('--build')) buildStock();
  for (const dir of [OUT, STOCK])
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
  const list = trips().filter(wanted);
  const samples: Samples =
    SAMPLES && fs.existsSync(SAMPLES) ? JSON.parse(fs.readFileSync(SAMPLES, 'utf8')) : {};
  const failures: string[] = [];
  // --report: the table of the samples in --samples, without sampling more.
  if (!args.includes('--report')) await sample(list, samples, failures);
  if (SAMPLES) fs.writeFileSync(SAMPLES, JSON.stringify(samples));
  const lines = report(list, samples);
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
