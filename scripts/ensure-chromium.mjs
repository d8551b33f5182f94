#!/usr/bin/env node
// Makes sure the browsers the tests and the bench use are installed: Debian's
// Chromium and its headless shell (and nginx, which the static-host tests serve
// out/ from, and poppler-utils). Playwright never downloads a browser on these
// machines; it is pointed at them (scripts/chromium.mjs).
// Also the fonts the header test forces (e2e/header.spec.ts): the header must
// fit with the sans-serif fonts Linux systems commonly fall back to. And Java,
// which runs the W3C Nu HTML checker (vnu-jar, e2e/html.static.spec.ts).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

import { CHROMIUM as chromium, HEADLESS_SHELL } from './chromium.mjs';
const wanted = [
  { bin: chromium, pkg: 'chromium' },
  { bin: HEADLESS_SHELL, pkg: 'chromium-headless-shell' },
  { bin: '/usr/sbin/nginx', pkg: 'nginx' },
  // pdftotext reads the CV PDFs back (e2e/cv.static.spec.ts).
  { bin: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { bin: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
  {
    bin: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    pkg: 'fonts-liberation',
  },
  {
    bin: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
    pkg: 'fonts-liberation',
  },
  { bin: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', pkg: 'fonts-noto-core' },
  { bin: '/usr/bin/java', pkg: 'default-jre-headless' },
  // A fake clock: the editor spec builds a scheduled post on its day (e2e/editor.spec.ts).
  { bin: '/usr/bin/faketime', pkg: 'faketime' },
];
const missing = [...new Set(wanted.filter((w) => !fs.existsSync(w.bin)).map((w) => w.pkg))];

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
