// The browsers the tests and the bench use, Debian's (Playwright never
// downloads one here), and the flags they need headless as root on these
// machines. playwright.config.ts and scripts/bench.ts both read this file.

/** The whole browser, as visitors run it: the bench measures with it. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end suite's browser: Chromium's headless shell (Debian's
 * chromium-headless-shell), the same engine without the browser around it,
 * and what Playwright itself runs for headless tests. The suite took 12% less
 * time in it than in the whole browser here, with the same results.
 */
export const HEADLESS_SHELL = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

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
