import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from '../../playwright.config';

const ROOT = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The seven front-desk tasks (./tasks.ts), run by hand: one at a time, at a desktop width,
 * against the export served as plain files, as the e2e suite's first server serves it.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /tasks\.ts$/,
  outputDir: path.join(ROOT, 'test-results', 'front-desk'),
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  projects: [
    {
      name: 'front-desk',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        screenshot: 'only-on-failure',
      },
    },
  ],
  webServer: {
    command: `node node_modules/serve/build/main.js out --listen tcp://127.0.0.1:${PORT} --no-clipboard --no-request-logging`,
    cwd: ROOT,
    env: { NO_UPDATE_CHECK: '1' },
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 30_000,
  },
});
