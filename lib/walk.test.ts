/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walk } from '@/lib/walk';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
const file = (name: string) => {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), '');
};

beforeAll(() => {
  for (const name of ['index.html', 'es/index.html', 'es/blog/a.txt', '_next/static/x.html'])
    file(name);
  fs.mkdirSync(path.join(root, 'elsewhere/media'), { recursive: true });
  fs.writeFileSync(path.join(root, 'elsewhere/media/p.jpg'), '');
  fs.symlinkSync(path.join(root, 'elsewhere/media'), path.join(root, 'es/linked'));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const relative = (files: string[]) => files.map((f) => path.relative(root, f)).sort();

it('lists every file below a folder, through a linked folder', () => {
  expect(relative(walk(path.join(root, 'es')))).toEqual([
    'es/blog/a.txt',
    'es/index.html',
    'es/linked/p.jpg',
  ]);
});

it('leaves out the folders named, wherever they are, and keeps the files asked for', () => {
  expect(
    relative(walk(root, { skip: ['_next', 'elsewhere'], keep: (n) => n.endsWith('.html') })),
  ).toEqual(['es/index.html', 'index.html']);
});

it('finds nothing in a folder that is not there', () => {
  expect(walk(path.join(root, 'missing'))).toEqual([]);
});
