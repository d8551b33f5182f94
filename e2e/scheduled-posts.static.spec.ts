// A post dated ahead (scheduled) stays out of every page until the build of its day
// (lib/blog.ts), and out of every script too: no script of the site carries the posts'
// addresses (the language switch reads a page's own alternate links), and the editor's
// bundle holds the addresses of the posts published on the build's day only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readPostAddresses } from '../lib/post-addresses.mjs';

const ROOT = process.cwd();
const NEXT = path.join(ROOT, 'out', '_next');

/** Every file below a folder, as text. */
const texts = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile())
    .map((f) => ({ file: path.relative(ROOT, f), text: fs.readFileSync(f, 'latin1') }));

/** The files that name any of `words`, with the words they name. */
const naming = (files: { file: string; text: string }[], words: string[]) =>
  files
    .map(({ file, text }) => ({ file, words: words.filter((w) => text.includes(w)) }))
    .filter((f) => f.words.length > 0);

/** Every post's file name and its Spanish address, published or not. */
function postWords(content: string) {
  const slugs = fs.readdirSync(path.join(content, 'blog', 'en')).map((f) => f.replace(/\.md$/, ''));
  const addresses = Object.values(readPostAddresses(fs, path, content)).flatMap(Object.values);
  return { slugs, addresses };
}

test('no script of the site names a post', () => {
  const { slugs, addresses } = postWords(path.join(ROOT, 'content'));
  expect(addresses.length).toBeGreaterThan(0);
  expect(naming(texts(NEXT), [...slugs, ...addresses])).toEqual([]);
});

test('the editor’s bundle names no post dated ahead', () => {
  test.setTimeout(180_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-'));
  try {
    const content = path.join(folder, 'content');
    fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    const [published] = fs.readdirSync(path.join(content, 'blog', 'en')).sort();
    expect(published).toBeDefined();
    const from = (published as string).replace(/\.md$/, '');
    const other = readPostAddresses(fs, path, content).es?.[from] as string;
    // A new post dated next month, in both languages (a copy of a published one under new
    // addresses); its text last changed that day too.
    const name = `next-month-${from}`;
    const address = `el-mes-que-viene-${other}`;
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    for (const locale of ['en', 'es']) {
      const text = fs.readFileSync(path.join(content, 'blog', locale, `${from}.md`), 'utf8');
      fs.writeFileSync(
        path.join(content, 'blog', locale, `${name}.md`),
        text
          .replace(/^(date|updated): .*$/gm, `$1: ${later}`)
          .replace(/^address: .*$/m, `address: ${address}`),
      );
    }
    expect(readPostAddresses(fs, path, content).es?.[name]).toBe(address);
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import('./scripts/prebuild/admin.ts');
         await (m.writeAdmin ?? m.default.writeAdmin)(${JSON.stringify(folder)});`,
      ],
      { cwd: ROOT, env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const editor = texts(path.join(folder, 'admin'));
    expect(editor.length).toBeGreaterThan(3);
    // A published post's address is there (the preview checks links with it); the other's is not.
    expect(naming(editor, [other]).length).toBeGreaterThan(0);
    expect(naming(editor, [name, address])).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
