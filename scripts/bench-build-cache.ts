// Cold and warm build times, the figures in docs/deploying.md ("Builds that reuse what did
// not change"). For each size, a copy of the project (the files git would commit,
// node_modules hard-linked) with every post written `times` times over, built three ways:
//   cold: no .next, so neither Next's cache nor the postbuild steps' (.next/cache);
//   warm: the same copy built again with nothing changed (the daily build);
//   edit: built again after one line was added to one post (an editor's save).
// On a shared machine, run it under the build lock, so no other build runs between the three:
//
//   flock /tmp/build.lock npm run bench:build-cache -- [--times 1,10] [--runs 1]
//
// The copy is the growth bench's (growthCopy in scripts/bench.ts, `npm run bench -- growth`).
// The table gives the one-minute load average at the end of each kind of build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { growthCopy } from './bench';

const USAGE = 'usage: npm run bench:build-cache -- [--times 1,10] [--runs 1]';
const args = process.argv.slice(2);
const option = (name: string, fallback: string | number): string => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? args[at + 1] : undefined;
  return value ? value : `${fallback}`;
};
const sizes = option('times', '1,10').split(',').map(Number);
const runs = Number(option('runs', 1));
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
// Checked before anything is copied or built: a wrong figure would otherwise start the builds.
const count = (n: number) => Number.isInteger(n) && n > 0;
const unknown = args.filter((a) => a.startsWith('--') && !['--times', '--runs'].includes(a));
if (!sizes.every(count) || !count(runs) || unknown.length) {
  const why = unknown.length
    ? `unknown option ${unknown.join(', ')}`
    : '--times takes whole numbers above 0, comma-separated, and --runs one';
  console.error(`bench-build-cache: ${why}\n${USAGE}`);
  process.exit(2);
}

const NEXT_PHASES: [label: string, pattern: RegExp][] = [
  ['compile', /Compiled successfully in ([\d.]+)(ms|s)\b/],
  ['TypeScript', /Finished TypeScript in ([\d.]+)(ms|s)\b/],
  ['static pages', /Generating static pages .*\) in ([\d.]+)(ms|s)\b/],
  ['Turbopack cache written', /Finished writing to filesystem cache in ([\d.]+)(ms|s)\b/],
];

type Phases = Record<string, number>;
const STEPS: [name: string, argv: string[]][] = [
  ['prebuild', ['tsx', 'scripts/prebuild.ts']],
  ['next build', ['next', 'build']],
  ['postbuild', ['tsx', 'scripts/postbuild.ts']],
];

/** Seconds of each phase and of each postbuild step, and the load at the end. */
function timedBuild(dir: string): Phases {
  const phases: Phases = {};
  let total = 0;
  for (const [name, argv] of STEPS) {
    const started = Date.now();
    const run = spawnSync('npx', argv, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${name} failed:\n${run.stdout}\n${run.stderr}`);
    const seconds = (Date.now() - started) / 1000;
    phases[name] = seconds;
    total += seconds;
    for (const [, step, ms] of run.stdout.matchAll(/^postbuild: (.+?) \((\d+) ms\)/gm))
      phases[`  ${step}`] = Number(ms) / 1000;
    // Next's own phases: compiling (Turbopack, from its cache when warm), type-checking,
    // rendering the pages, writing Turbopack's cache.
    for (const [label, pattern] of NEXT_PHASES) {
      const [, value, unit] = pattern.exec(run.stdout) ?? [];
      if (value) phases[`  ${label}`] = Number(value) / (unit === 'ms' ? 1000 : 1);
    }
    // What each step reused, for the log.
    for (const line of run.stdout.split('\n').filter((l) => l.includes(' reused from ')))
      console.error(line);
  }
  phases.total = total;
  phases.load = os.loadavg()[0] ?? NaN;
  return phases;
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
const kinds = ['cold', 'warm', 'edit'] as const;

for (const times of sizes) {
  const dir = path.resolve('.bench', `build-cache-${times}`);
  growthCopy(dir, times);
  const posts = fs.readdirSync(path.join(dir, 'content', 'blog', 'en')).length;
  const post = fs.readdirSync(path.join(dir, 'content', 'blog', 'en'))[0];
  if (!post) throw new Error(`bench-build-cache: no post in ${dir}/content/blog/en`);
  const results: Record<(typeof kinds)[number], Phases[]> = { cold: [], warm: [], edit: [] };
  for (let run = 0; run < runs; run++) {
    fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    results.cold.push(timedBuild(dir));
    results.warm.push(timedBuild(dir));
    fs.appendFileSync(
      path.join(dir, 'content', 'blog', 'en', post),
      `\nCall us with any question before your visit (run ${run + 1}).\n`,
    );
    results.edit.push(timedBuild(dir));
  }
  console.log(`\n${posts} posts per language, ${runs} run(s), median seconds`);
  console.log(`| | ${kinds.join(' | ')} |\n|---|---|---|---|`);
  for (const row of Object.keys(results.cold[0] ?? {}))
    console.log(
      `| ${row} | ${kinds.map((k) => median(results[k].map((r) => r[row] ?? 0)).toFixed(1)).join(' | ')} |`,
    );
  fs.rmSync(dir, { recursive: true, force: true });
}
