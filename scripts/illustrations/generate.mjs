// Writes the site's illustration set (public/illustrations/**, public/og/default.svg).
// Usage: node scripts/illustrations/generate.mjs [name-filter]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svg, precision } from './lib.mjs';
import { scenes } from './scenes.mjs';
import { blog } from './blog.mjs';
import { people } from './people.mjs';
import { home } from './home.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pub = join(root, 'public');
const filter = process.argv[2];
const LIMIT = 14000; // "under 14 KB" with margin

const jobs = [];
for (const [name, fn] of Object.entries(scenes))
  jobs.push([`illustrations/scenes/${name}.svg`, 800, 600, fn]);
for (const [name, fn] of Object.entries(blog))
  jobs.push([`illustrations/blog/${name}.svg`, 1200, 800, fn]);
for (const [name, [w, h, fn]] of Object.entries(people))
  jobs.push([`illustrations/people/${name}.svg`, w, h, fn]);
for (const [file, [w, h, fn]] of Object.entries(home)) jobs.push([file, w, h, fn]);

let failed = false;
for (const [file, w, h, fn] of jobs) {
  if (filter && !file.includes(filter)) continue;
  // Use integers when one decimal would not fit the size budget.
  let out = '';
  for (const p of [10, 1]) {
    precision(p);
    out = svg(w, h, fn(w, h));
    if (Buffer.byteLength(out) <= LIMIT) break;
  }
  precision(10);
  const dest = join(pub, file);
  mkdirSync(dirname(dest), { recursive: true });
  writeFileSync(dest, out);
  const size = Buffer.byteLength(out);
  const bad = [];
  if (size > LIMIT) bad.push('over the size budget');
  if (/<(text|script|image|foreignObject)\b/.test(out)) bad.push('forbidden element');
  if (/url\(|href="(?!#)/.test(out)) bad.push('external reference');
  if (bad.length) failed = true;
  console.log(
    `${relative(root, dest).padEnd(56)} ${String(size).padStart(6)} B${bad.length ? '  !! ' + bad.join(', ') : ''}`,
  );
}
if (failed) process.exitCode = 1;
