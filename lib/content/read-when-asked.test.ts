/**
 * @jest-environment node
 *
 * Content is read when asked, never when a module is imported: with the content
 * folder absent, every module of lib/ imports without a throw, and only a
 * loader's call meets the missing files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walk } from '@/lib/walk';

const absent = path.join(os.tmpdir(), `no-content-${process.pid}`);

/** Every module of lib/ (tests and type declarations aside), as an import path. */
const libModules = () =>
  walk(path.join(process.cwd(), 'lib'), {
    keep: (name) => /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.|\.d\.m?ts$/.test(name),
  }).map((file) => `@/${path.relative(process.cwd(), file).split(path.sep).join('/')}`);

beforeEach(() => {
  jest.resetModules();
  process.env.CONTENT_DIR = absent;
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
});

it('the content folder of this test is absent', () => {
  expect(fs.existsSync(absent)).toBe(false);
});

it('imports every module of lib/, loaders included, without reading a file', async () => {
  const modules = libModules();
  expect(modules).toEqual(
    expect.arrayContaining([
      '@/lib/content/clinic.ts',
      '@/lib/content/conditions.ts',
      '@/lib/content/services.ts',
      '@/lib/content/pages.ts',
      '@/lib/blog.ts',
    ]),
  );
  const failed: string[] = [];
  for (const name of modules)
    await import(name).catch((error: unknown) => failed.push(`${name}: ${String(error)}`));
  expect(failed).toEqual([]);
});

it('a loader meets the missing folder when it is called, and names the file', async () => {
  const { clinic } = await import('@/lib/content/clinic');
  const { conditions } = await import('@/lib/content/conditions');
  const { practicePages } = await import('@/lib/content/pages');
  const { services } = await import('@/lib/content/services');
  expect(() => clinic()).toThrow(/clinic\.yaml: the file is missing/);
  expect(() => practicePages()).toThrow(/the file is missing/);
  expect(() => services()).toThrow(/services\/chiropractic\.yaml: the file is missing/);
  expect(conditions()).toEqual([]);
});

it('reads the real folder once it is there, and keeps what it read', async () => {
  const { clinic } = await import('@/lib/content/clinic');
  expect(() => clinic()).toThrow();
  process.env.CONTENT_DIR = path.join(process.cwd(), 'content');
  const first = clinic();
  expect(first.name).toEqual(expect.any(String));
  expect(clinic()).toBe(first);
});

it('works out the content kinds once, and again once published addresses are recorded', async () => {
  const { PUBLISHED_FILE } = await import('@/lib/published');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kinds-'));
  try {
    fs.cpSync(path.join(process.cwd(), 'content'), copy, { recursive: true });
    const list = fs.readFileSync(path.join(copy, PUBLISHED_FILE));
    fs.rmSync(path.join(copy, PUBLISHED_FILE));
    process.env.CONTENT_DIR = copy;
    const { contentKinds } = await import('@/lib/content/kinds');
    const first = contentKinds();
    expect(contentKinds()).toBe(first);
    fs.writeFileSync(path.join(copy, PUBLISHED_FILE), list);
    expect(contentKinds()).not.toBe(first);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
