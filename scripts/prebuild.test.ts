/**
 * @jest-environment node
 *
 * The build stops before `next build` when the list of published addresses
 * is missing: without it every page renamed or deleted since would answer 404,
 * and the build used to pass with no redirect for any gone page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

it('stops with the fix named when content/published-addresses.txt is missing', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prebuild-'));
  const content = path.join(root, 'content');
  try {
    fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    fs.rmSync(path.join(content, 'published-addresses.txt'));
    const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/prebuild.ts'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: content },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Nothing was built');
    expect(run.stderr).toMatch(/published-addresses\.txt is missing.*npm run addresses/);
    expect(run.stdout).not.toContain('prebuild: rendered');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

describe('a site’s first deploy', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-deploy-'));
  const content = path.join(root, 'content');
  const git = (...args: string[]) =>
    spawnSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      encoding: 'utf8',
    });
  const moved = async () => {
    jest.resetModules();
    return import('@/lib/content/moved-pages');
  };

  beforeEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    fs.rmSync(path.join(content, 'published-addresses.txt'));
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'The site, before its first deploy');
    process.env.CONTENT_DIR = content;
  });

  afterAll(() => {
    delete process.env.CONTENT_DIR;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('records its addresses by itself when git knows the list was never committed', async () => {
    const { recordFirstAddresses, addressListProblems, currentAddresses } = await moved();
    expect(recordFirstAddresses()).toMatch(/^a first deploy: recorded its \d+ addresses/);
    const text = fs.readFileSync(path.join(content, 'published-addresses.txt'), 'utf8');
    for (const { path: p } of currentAddresses()) expect(text).toContain(`${p}`);
    expect(addressListProblems()).toEqual([]);
  });

  it('records nothing when the list was committed once and is gone', async () => {
    fs.writeFileSync(path.join(content, 'published-addresses.txt'), '/\n');
    git('add', '.');
    git('commit', '-qm', 'The list');
    fs.rmSync(path.join(content, 'published-addresses.txt'));
    const { recordFirstAddresses, addressListProblems } = await moved();
    expect(recordFirstAddresses()).toBeUndefined();
    expect(fs.existsSync(path.join(content, 'published-addresses.txt'))).toBe(false);
    expect(addressListProblems()).toEqual([expect.stringMatching(/is missing/)]);
  });
});
