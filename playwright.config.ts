import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL, offline } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The same export served by Cloudflare's runtime, which applies _headers and _redirects. */
export const HARDENED_PORT = PORT + 1;

/**
 * End-to-end tests run against the exported out/ folder in Debian's Chromium
 * headless shell (Playwright never downloads a browser here): served as plain files by
 * `serve` (no deploy file applies), and by Cloudflare's runtime, which applies
 * _headers and _redirects.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Half again as many workers as cores: each worker spends part of every test waiting on its
  // browser and the servers. On 2 cores, two runs back to back took 561 s with 2 workers and
  // 516 s with 3 (an earlier pair: 612 s and 514 s; 4 workers: 524 s). At most 8: each worker
  // runs its own browser, and all share the servers below.
  workers: Math.min(8, Math.round(os.availableParallelism() * 1.5)),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    process.env.CI ? ['line'] : ['list'],
    // Per-test durations for measuring the suite: PLAYWRIGHT_JSON_OUTPUT_NAME=e2e.json npm test
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      // Nothing reaches the internet, even a request no route stubs (a test
      // that needs the HTTP cache cannot route: routing turns the cache off).
      args: [...CHROMIUM_ARGS, offline()],
    },
  },
  projects: [
    // Checks of the exported files (links, titles, headers): no browser.
    { name: 'static', testMatch: /static\.spec\.ts/ },
    // Every spec at a desktop width; specs that need a phone set their own viewport.
    {
      name: 'desktop',
      testIgnore:
        /(static|hardened|search-hardened|real-hosts|widget-navigation|\/navigation|\/pages|\/pages-phone)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Every page as Cloudflare Pages serves it (wrangler), headers and redirects applied:
    // the per-page browser checks run here, at the desktop width, and the prefetching,
    // which the deploy files' policy governs.
    {
      name: 'hardened',
      testMatch:
        /(hardened|search-hardened|real-hosts|widget-navigation|\/navigation|\/pages)\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${HARDENED_PORT}`,
      },
    },
    // The page checks again on a phone, once per template.
    {
      name: 'phone',
      testMatch: /pages-phone\.spec\.ts/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: [
    {
      // A plain static host: a folder's index.html, the 404 page with status 404, nothing else.
      command: `node node_modules/serve/build/main.js out --listen tcp://127.0.0.1:${PORT} --no-clipboard --no-request-logging`,
      // Its update check would wait for the network, which the tests never reach.
      env: { NO_UPDATE_CHECK: '1' },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/wrangler-dev.mjs --port ${HARDENED_PORT}`,
      url: `http://127.0.0.1:${HARDENED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      timeout: 90_000,
    },
  ],
});
