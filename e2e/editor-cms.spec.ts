import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * `npm run cms`, as the README and docs/editing.md tell the clinic's web person to
 * run it: the development server on this machine, and the editor at /admin/. The
 * other editor tests open it from the export; the development server answers
 * /admin/ its own way (it once sent it to a page's route, with a 500).
 */

const ROOT = path.resolve(__dirname, '..');

/** A port nothing listens on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

test('`npm run cms` opens the editor at /admin/', async ({ page, request }) => {
  // It renders the pictures and the editor first (about a minute), then compiles on demand.
  test.setTimeout(360_000);
  const port = await freePort();
  const cms = spawn('npm', ['run', 'cms'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  cms.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cms.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const editor = `http://127.0.0.1:${port}/admin/`;
  try {
    // Until the server listens; then its first answer is the one staff get.
    await expect
      .poll(
        async () => {
          if (cms.exitCode !== null) return `exited ${cms.exitCode}: ${output}`;
          return (await request.get(editor).catch(() => null)) ? 'answers' : 'not yet';
        },
        { timeout: 300_000, intervals: [2_000] },
      )
      .toBe('answers');
    const answer = await request.get(editor);
    expect(answer.status(), (await answer.text()).slice(0, 500)).toBe(200);
    expect(output).toContain(`The editor: ${editor}`);
    await page.goto(editor);
    // The editor's sign-in screen, with the button the guide names.
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('button', { name: /^Sign In with .GitHub.$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('npm-run-cms.png') });
    // Its address without the slash leads there too.
    const bare = await request.get(editor.slice(0, -1), { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers()['location']).toBe('/admin/');
  } finally {
    if (cms.pid) process.kill(-cms.pid, 'SIGTERM');
  }
});
