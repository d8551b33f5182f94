// Writes the site's illustration set (illustrations/**, og/default.svg) under an output root.
// Usage, from the repository root: npx tsx tools/illustrations/generate.ts [--out DIR] [name-filter]
// (DIR defaults to public/). See README.md beside this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { svg, precision, type Scene } from './lib';
import { scenes } from './scenes';
import { blog } from './blog';
import { people } from './people';
import { home } from './home';

/** "Under 14 KB" with margin. */
export const SIZE_LIMIT = 14000;

/** One file to draw: path under the output root, canvas size and the scene. */
export type Job = { file: string; w: number; h: number; scene: Scene };

/** What was written, and what is wrong with it (an empty list when it is within budget). */
export type Written = { file: string; size: number; problems: string[] };

/** Every illustration the site uses, in writing order. */
export function jobs(): Job[] {
  const list: Job[] = [];
  for (const [name, scene] of Object.entries(scenes))
    list.push({ file: `illustrations/scenes/${name}.svg`, w: 800, h: 600, scene });
  for (const [name, scene] of Object.entries(blog))
    list.push({ file: `illustrations/blog/${name}.svg`, w: 1200, h: 800, scene });
  for (const [name, [w, h, scene]] of Object.entries(people))
    list.push({ file: `illustrations/people/${name}.svg`, w, h, scene });
  for (const [file, [w, h, scene]] of Object.entries(home)) list.push({ file, w, h, scene });
  return list;
}

/** Draw one job: one decimal, or integers when one decimal would not fit the size budget. */
export function render({ w, h, scene }: Job): string {
  let out = '';
  for (const p of [10, 1]) {
    precision(p);
    out = svg(w, h, scene(w, h));
    if (Buffer.byteLength(out) <= SIZE_LIMIT) break;
  }
  precision(10);
  return out;
}

/** The budget checks: size, elements a decorative image must not hold, external references. */
export function problems(out: string): string[] {
  const bad: string[] = [];
  if (Buffer.byteLength(out) > SIZE_LIMIT) bad.push('over the size budget');
  if (/<(text|script|image|foreignObject)\b/.test(out)) bad.push('forbidden element');
  if (/url\(|href="(?!#)/.test(out)) bad.push('external reference');
  return bad;
}

/** Write every illustration whose path contains filter (all when none) under outDir. */
export function generateIllustrations(outDir: string, filter?: string): Written[] {
  const written: Written[] = [];
  for (const job of jobs()) {
    if (filter && !job.file.includes(filter)) continue;
    const out = render(job);
    const dest = join(outDir, job.file);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, out);
    written.push({ file: job.file, size: Buffer.byteLength(out), problems: problems(out) });
  }
  return written;
}

function main(argv: string[]): void {
  let outDir = resolve('public');
  let filter: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') {
      const dir = argv[++i];
      if (!dir) throw new Error('--out needs a folder');
      outDir = resolve(dir);
    } else filter = arg;
  }
  let failed = false;
  for (const { file, size, problems: bad } of generateIllustrations(outDir, filter)) {
    if (bad.length) failed = true;
    const shown = relative(process.cwd(), join(outDir, file));
    console.log(
      `${shown.padEnd(56)} ${String(size).padStart(6)} B${bad.length ? '  !! ' + bad.join(', ') : ''}`,
    );
  }
  if (failed) process.exitCode = 1;
}

if (require.main === module) main(process.argv.slice(2));
