#!/usr/bin/env node
// Makes sure the browser the tests use is installed: Debian's Chromium (and
// nginx, which the static-host tests serve out/ from). Playwright never
// downloads a browser on these machines; it is pointed at /usr/bin/chromium.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const wanted = [
  { bin: chromium, pkg: 'chromium' },
  { bin: '/usr/sbin/nginx', pkg: 'nginx' },
];
const missing = wanted.filter((w) => !fs.existsSync(w.bin)).map((w) => w.pkg);

if (missing.length === 0) {
  console.log(`ensure-chromium: found ${wanted.map((w) => w.bin).join(', ')}`);
  process.exit(0);
}

const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? '' : 'sudo ';
console.log(`ensure-chromium: installing ${missing.join(' ')} from Debian's packages`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, {
  stdio: 'inherit',
  env,
});

for (const w of wanted) {
  if (!fs.existsSync(w.bin)) {
    console.error(`ensure-chromium: ${w.bin} is still missing after installing ${w.pkg}`);
    process.exit(1);
  }
}
