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
//
// In front of it, on the port asked for, a small node:http server answers as a
// host does where wrangler's local server does not (e2e/server-hardened.spec.ts):
// a method other than GET and HEAD gets 405 (wrangler answered `OPTIONS *` and
// CONNECT with 500 and a stack trace, and left TRACE unanswered); a path with a NUL
// or another control character gets 400; and when wrangler fails to serve a path
// (`/_headers`, `/_redirects` in any spelling, a path below a file) it answers
// 502 with the served folder's absolute path: the front answers the site's
// 404 page instead, and never passes on the body of a 5xx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** The newest date the pinned wrangler's runtime (workerd 1.20260426) supports, or older. */
export const COMPATIBILITY_DATE = '2026-04-01';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', '3000'));
const log = path.resolve(option('log', path.join('.wrangler', `pages-dev-${port}.log`)));

/** A free port on the loopback interface, for wrangler behind the front. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
// Over https (the editor's own origin in e2e/editor-origin.spec.ts) wrangler answers on the
// port itself: the front speaks plain http only.
const secure = option('protocol', 'http') === 'https';
const inner = secure ? port : await freePort();
fs.mkdirSync(path.dirname(log), { recursive: true });
const sink = fs.createWriteStream(log);

const bin = path.resolve('node_modules', 'wrangler', 'bin', 'wrangler.js');
// Cloudflare's runtime never comes up under a faked clock (libfaketime, which
// `npm run test:changed-content -- --all` puts around the suite): it keeps the real one.
const realClock = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name, value]) =>
      !name.startsWith('FAKETIME') && !(name === 'LD_PRELOAD' && /faketime/.test(value ?? '')),
  ),
);
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
    String(inner),
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    `--local-protocol=${option('protocol', 'http')}`,
    // Any free inspector port: wrangler 4.1xx fails when another one holds 9229.
    '--inspector-port=0',
  ],
  {
    env: { ...realClock, WRANGLER_SEND_METRICS: 'false' },
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

// ------------------------------------------------------------------ the front

const ALLOWED = 'GET, HEAD';
/** Hop-by-hop headers, which each connection sets for itself. */
const HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
]);
const agent = new http.Agent({ keepAlive: true });

/** A short plain answer, as a host gives to a request it refuses. */
const plain = (status, text, extra = {}) => ({
  status,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    ...extra,
  },
  body: `${text}\n`,
});
const REFUSED = {
  405: plain(405, 'Method Not Allowed', { allow: ALLOWED }),
  400: plain(400, 'Bad Request'),
  500: plain(500, 'Internal Server Error'),
  503: plain(503, 'Service Unavailable: the local server is starting'),
};
/** The same answer written on a bare socket (a request Node's parser does not hand on). */
const raw = ({ status, headers, body }) =>
  `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries({
    ...headers,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n${body}`;

/** One request to wrangler. */
const upstream = (method, url, headers) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: inner, method, path: url, headers, agent },
      (response) => resolve({ response }),
    );
    request.on('error', reject);
    request.end();
  });

/** The folder above a path: "/blog/_redirects/" → "/blog/". */
const parentOf = (pathname) => pathname.replace(/[^/]*\/?$/, '') || '/';

const front = http.createServer(async (req, res) => {
  const send = ({ status, headers, body }) => {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  req.resume(); // a body is never passed on: the site takes none
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(REFUSED[405]);
  const url = req.url ?? '';
  let decoded;
  try {
    decoded = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    decoded = url; // a stray % is no page: wrangler answers 404
  }
  if (!url.startsWith('/') || /[\u0000-\u001f\u007f]/.test(decoded)) return send(REFUSED[400]);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !HOP.has(name)),
  );
  try {
    let { response } = await upstream(req.method, url, headers);
    // wrangler's asset server answers 502 with the folder's path when it cannot read a
    // path as a file (below a file, as /_redirects/index.html is): that path is no page.
    // The site's 404 page for it, in its language: wrangler's answer for a path in the
    // nearest folder above that holds no such file.
    let pathname = new URL(`http://localhost${url}`).pathname.replace(/\/{2,}/g, '/');
    while (response.statusCode === 502 && pathname !== '/') {
      response.resume();
      pathname = parentOf(pathname);
      ({ response } = await upstream(req.method, `${pathname}.not-found/`, headers));
    }
    if ((response.statusCode ?? 500) >= 500) {
      response.resume();
      return send(REFUSED[500]);
    }
    const out = Object.fromEntries(
      Object.entries(response.headers).filter(
        ([name]) => !HOP.has(name) || name === 'content-length',
      ),
    );
    res.writeHead(response.statusCode ?? 500, out);
    response.pipe(res);
  } catch {
    send(REFUSED[503]);
  }
});
// CONNECT (and `OPTIONS *`'s kin) never reach the handler above: refuse them on the socket.
front.on('connect', (_req, socket) => socket.end(raw(REFUSED[405])));
front.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy();
  const code = /** @type {{ code?: string }} */ (error).code;
  socket.end(raw(code === 'HPE_INVALID_METHOD' ? REFUSED[405] : REFUSED[400]));
});
front.on('error', (error) => {
  console.error(`wrangler-dev: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  child.kill();
  process.exit(1);
});
if (!secure)
  front.listen(port, '127.0.0.1', () =>
    console.log(`wrangler-dev: serving ${option('dir', 'out')} at http://127.0.0.1:${port}/`),
  );
