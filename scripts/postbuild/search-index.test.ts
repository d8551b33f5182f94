/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGEFIND_DIR } from '@/lib/search';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const page = (heading: string, text: string, token: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${heading}</title></head><body><main data-pagefind-body><h1>${heading}</h1><p>${text}</p></main><script type="text/x-deferred" data-build="${token}" data-src="/_next/static/chunks/a.js"></script><script data-loader>var build="${token}"</script></body></html>`;

/** An export of two English pages, as the defer-scripts step leaves it with the build's token. */
function exportWith(body: string, token: string) {
  const out = fs.mkdtempSync(path.join(root, 'out-'));
  for (const [address, heading, text] of [
    ['about', 'About the clinic', 'Chiropractic and acupuncture in Lenexa.'],
    ['contact', 'Contact', body],
  ] as const) {
    fs.mkdirSync(path.join(out, address));
    fs.writeFileSync(path.join(out, address, 'index.html'), page(heading, text, token));
  }
  return out;
}

/** Every file of the index, by its path. */
const indexOf = (out: string) => {
  const dir = path.join(out, PAGEFIND_DIR);
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]),
  );
};

/**
 * The step as postbuild.ts runs it, under tsx: Pagefind's Node API is ESM-only, which Jest's
 * CommonJS modules cannot import.
 */
const build = (out: string) => {
  const script = `
    const { writeSearchIndex } = require('./scripts/postbuild/search-index.ts');
    const { stepCache } = require('./scripts/postbuild/step-cache.ts');
    const cache = stepCache('search', 'test', ${JSON.stringify(root)});
    writeSearchIndex(${JSON.stringify(out)}, ['/about/', '/contact/'], () => ['en'], cache)
      .then((report) => console.log(JSON.stringify({ report, reuse: cache.finish() })));`;
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { report: string; reuse: string };
};

it('gives an export whose pages differ only in their scripts the last index byte for byte, and indexes a changed page again', async () => {
  const first = exportWith('Call 913-555-0100.', 'token-one');
  expect(build(first)).toMatchObject({ report: /^2 pages indexed/, reuse: /^0 of 1 reused/ });
  expect(Object.keys(indexOf(first))).toContain('pagefind-entry.json');

  // A new build: Next's scripts and the loader's token differ, the text does not.
  const same = exportWith('Call 913-555-0100.', 'token-two');
  expect(build(same).reuse).toMatch(/^1 of 1 reused/);
  expect(indexOf(same)).toEqual(indexOf(first));
  const list = (out: string) =>
    fs.readFileSync(path.join(out, PAGEFIND_DIR, 'pages-en.json'), 'utf8');
  expect(list(same)).toBe(list(first));

  const edited = exportWith('Call 913-555-0199 or write to us.', 'token-three');
  expect(build(edited).reuse).toMatch(/^0 of 1 reused .*, 1 old dropped$/);
  expect(indexOf(edited)).not.toEqual(indexOf(first));
}, 60_000);
