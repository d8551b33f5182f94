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
