/**
 * @jest-environment node
 */
// Netlify keeps Next's cache between builds only through a build plugin (its own Next.js
// plugin saves <publish>/cache, which for this export is out/cache): netlify.toml names the
// local one, and it restores .next/cache before the build and saves it after.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

const ROOT = process.cwd();
type Config = { build: { publish: string }; plugins?: { package: string }[] };
const config = parse(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as Config;
const local = (config.plugins ?? []).filter((p) => p.package.startsWith('.'));

type Cache = {
  restore(paths: string[]): Promise<boolean>;
  save(paths: string[]): Promise<boolean>;
};
type Plugin = Record<
  'onPreBuild' | 'onPostBuild',
  (options: { utils: { cache: Cache } }) => Promise<void>
>;

it('netlify.toml loads one local plugin, a Netlify plugin by its manifest', () => {
  expect(local).toHaveLength(1);
  const dir = path.join(ROOT, local[0]?.package ?? '');
  expect(fs.readFileSync(path.join(dir, 'manifest.yml'), 'utf8')).toMatch(/^name: next-cache$/m);
  expect(fs.existsSync(path.join(dir, 'index.js'))).toBe(true);
});

it('the plugin restores .next/cache before the build and saves it after, never the publish folder', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = require(path.join(ROOT, local[0]?.package ?? '')) as Plugin;
  const calls: string[] = [];
  const cache: Cache = {
    restore: async (paths) => (calls.push(`restore ${paths.join(' ')}`), false),
    save: async (paths) => (calls.push(`save ${paths.join(' ')}`), true),
  };
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await plugin.onPreBuild({ utils: { cache } });
  await plugin.onPostBuild({ utils: { cache } });
  expect(calls).toEqual(['restore .next/cache', 'save .next/cache']);
  expect(calls.join(' ')).not.toContain(config.build.publish);
  expect(log.mock.calls.flat()).toEqual([
    'next-cache: no cache yet, a cold build',
    'next-cache: .next/cache saved',
  ]);
  log.mockRestore();
});
