// The browser every test and bench uses: Debian's Chromium (Playwright never
// downloads one here) and the flags it needs headless as root on these
// machines. playwright.config.ts and scripts/bench.mjs both read this file.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Without these it keeps trying hosts that are closed here.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Nothing reaches the internet, even a request no route stubs: every host
 * fails at once but loopback and the `mapped` ones ("MAP host 127.0.0.1:port").
 */
export const offline = (mapped = []) =>
  `--host-resolver-rules=${[...mapped, 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1', 'EXCLUDE localhost'].join(', ')}`;
