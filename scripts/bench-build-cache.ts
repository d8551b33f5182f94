// Cold and warm build times, the figures in docs/deploying.md ("Builds that reuse what did
// not change"). For each size, a copy of the project (the files git would commit,
// node_modules hard-linked) with every post written `times` times over, built three ways:
//   cold: no .next, so neither Next's cache nor the postbuild steps' (.next/cache);
//   warm: the same copy built again with nothing changed (the daily build);
//   edit: built again after one line was added to one post (an editor's save).
// On a shared machine, run it under the build lock, so no other build runs between the three:
//
//   flock /tmp/build.lock node scripts/bench-build-cache.mjs [--times 1,10] [--runs 1]
//
// The table gives the one-minute load average at the end of each kind of build.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const sizes = option('times', '1,10').split(',').map(Number);
const runs = Number(option('runs', 1));

/** The project with its blog ×times, dated back over ten years (as `bench.mjs growth` makes it). */
function copyWithPosts(dir, times) {
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
  for (const locale of fs.readdirSync(path.join(dir, 'content', 'blog'))) {
    const folder = path.join(dir, 'content', 'blog', locale);
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const date = Date.parse(/^date: (\S+)$/m.exec(text)?.[1] ?? '');
      for (let k = 1; k < times; k++)
        fs.writeFileSync(
          path.join(folder, file.replace(/\.md$/, `-${k}.md`)),
          text
            .replace(/^date: .*$/m, `date: ${new Date(date - k * step).toISOString().slice(0, 10)}`)
            .replace(/^updated: .*\n/m, '')
            .replace(/^address: (.*)$/m, `address: $1-${k}`),
        );
    }
  }
  execFileSync('npx', ['tsx', 'scripts/published-addresses.ts'], { cwd: dir, stdio: 'ignore' });
}

const NEXT_PHASES = [
  ['compile', /Compiled successfully in ([\d.]+)(ms|s)\b/],
  ['TypeScript', /Finished TypeScript in ([\d.]+)(ms|s)\b/],
  ['static pages', /Generating static pages .*\) in ([\d.]+)(ms|s)\b/],
  ['Turbopack cache written', /Finished writing to filesystem cache in ([\d.]+)(ms|s)\b/],
];

/** Seconds of each phase and of each postbuild step, and the load at the end. */
function timedBuild(dir) {
  const phases = {};
  for (const [name, argv] of [
    ['prebuild', ['tsx', 'scripts/prebuild.ts']],
    ['next build', ['next', 'build']],
    ['postbuild', ['tsx', 'scripts/postbuild.ts']],
  ]) {
    const started = Date.now();
    const run = spawnSync('npx', argv, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${name} failed:\n${run.stdout}\n${run.stderr}`);
    phases[name] = (Date.now() - started) / 1000;
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
  phases.total = phases.prebuild + phases['next build'] + phases.postbuild;
  phases.load = os.loadavg()[0];
  return phases;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const kinds = ['cold', 'warm', 'edit'];

for (const times of sizes) {
  const dir = path.resolve('.bench', `build-cache-${times}`);
  copyWithPosts(dir, times);
  const posts = fs.readdirSync(path.join(dir, 'content', 'blog', 'en')).length;
  const post = fs.readdirSync(path.join(dir, 'content', 'blog', 'en'))[0];
  const results = { cold: [], warm: [], edit: [] };
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
  for (const row of Object.keys(results.cold[0]))
    console.log(
      `| ${row} | ${kinds.map((k) => median(results[k].map((r) => r[row] ?? 0)).toFixed(1)).join(' | ')} |`,
    );
  fs.rmSync(dir, { recursive: true, force: true });
}
