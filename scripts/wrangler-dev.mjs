#!/usr/bin/env node
// Serves out/ with Cloudflare's own local runtime, `wrangler pages dev`, which
// reads _headers and _redirects exactly as Cloudflare Pages does: `npm start`
// and `npm run serve` (port 3000), the end-to-end suite's hardened server and
// the Lighthouse runs. Its output is copied to a log file that the end-to-end
// suite reads for warnings about rules it skipped or rejected.
//
//   node scripts/wrangler-dev.mjs [--dir out] [--port 3000] [--log .wrangler/pages-dev-3000.log]
//     [--protocol https]   (a self-signed certificate: the editor's own origin in the e2e suite)
//
// Offline it needs a compatibility date that its bundled runtime supports,
// sends no metrics, and logs a harmless failure to fetch `Request.cf`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest date the pinned wrangler's runtime (workerd 1.20260426) supports, or older. */
export const COMPATIBILITY_DATE = '2026-04-01';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = option('port', '3000');
const log = path.resolve(option('log', path.join('.wrangler', `pages-dev-${port}.log`)));
fs.mkdirSync(path.dirname(log), { recursive: true });
const sink = fs.createWriteStream(log);

const bin = path.resolve('node_modules', 'wrangler', 'bin', 'wrangler.js');
const child = spawn(
  process.execPath,
  [
    bin,
    'pages',
    'dev',
    option('dir', 'out'),
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    `--local-protocol=${option('protocol', 'http')}`,
    // Any free inspector port: wrangler 4.1xx fails when another one holds 9229.
    '--inspector-port=0',
  ],
  {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    sink.write(chunk);
    process.stdout.write(chunk);
  });
}
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
