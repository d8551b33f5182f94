#!/usr/bin/env node
// Serves the exported site as Netlify or Cloudflare Pages would: a path maps
// to a file, a folder to its index.html (with a redirect to add the trailing
// slash), the rules of out/_headers and the 301s of out/_redirects apply, and
// anything else gets the nearest 404.html with status 404. No rewrites.
//
//   node scripts/serve-out.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
//                              [--plain] [--gzip] [--quiet]
//
// --plain serves the files alone, as a bare static host does (no _headers,
// no _redirects); --gzip compresses text responses, as a CDN would.
//
// Every request is answered and none can stop the server: a path that does
// not decode, holds a NUL byte or leaves the folder gets 400 or 404, a method
// other than GET or HEAD gets 405, and an error inside a handler gets 500.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const root = path.resolve(option('dir', 'out'));
const port = Number(option('port', process.env.PORT ?? 3000));
const host = option('host', '127.0.0.1');
const plain = flag('plain');
const useGzip = flag('gzip');
const quiet = flag('quiet') || process.env.CI === 'true';

/** What Netlify and Cloudflare Pages send when no rule sets a Cache-Control. */
const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
/** Deploy files the hosts read and never serve. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** A deploy file, parsed again when it changes (a rebuild under a running server is picked up). */
function watched(name, parse) {
  let cache = { mtime: -1, value: parse('') };
  return () => {
    const file = path.join(root, name);
    if (plain || !fs.existsSync(file)) return parse('');
    const mtime = fs.statSync(file).mtimeMs;
    if (mtime !== cache.mtime) cache = { mtime, value: parse(fs.readFileSync(file, 'utf8')) };
    return cache.value;
  };
}

/** `_headers`: [{ pattern: RegExp, headers: [name, value][] }], `*` matching anything. */
const headerRules = watched('_headers', (text) => {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (rules.length) {
      const idx = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, idx).trim(), line.slice(idx + 1).trim()]);
    }
  }
  return rules;
});

/** `_redirects`: Map of exact source path to [target, status]. */
const redirectRules = watched('_redirects', (text) => {
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to && /^30[1278]$/.test(status)) rules.set(from, [to, +status]);
  }
  return rules;
});

/**
 * The site path a request names, decoded and normalized ("/a/../b/" is
 * "/b/", "//x" is "/x"), or null when it is not a path inside the site.
 */
function sitePath(target) {
  if (!target.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normal = path.posix.normalize(decoded.replace(/\/{2,}/g, '/'));
  return normal.startsWith('/') && !normal.startsWith('/..') ? normal : null;
}

const outside = (rel) => rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);

/**
 * The file under root for a site path, or null; never a file outside root,
 * through a link or otherwise. Root itself is resolved on every request, so a
 * deploy that swaps a `current` link is served at once.
 */
function fileAt(site) {
  try {
    const base = fs.realpathSync(root);
    const real = fs.realpathSync(path.join(base, site));
    if (outside(path.relative(base, real))) return null;
    return { file: real, dir: fs.statSync(real).isDirectory() };
  } catch {
    return null;
  }
}

function headersFor(site, status) {
  const headers = {};
  for (const rule of headerRules()) {
    if (rule.pattern.test(site)) for (const [k, v] of rule.headers) headers[k] = v;
  }
  // A missing asset must not be cached for a year under its would-be name.
  headers['Cache-Control'] =
    status === 200 ? (headers['Cache-Control'] ?? DEFAULT_CACHE) : 'no-store';
  if (plain) delete headers['Cache-Control'];
  return headers;
}

function send(req, res, status, file, site) {
  // A type in _headers wins, as on Cloudflare Pages (the speculation rules file has one).
  const headers = {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    ...headersFor(site, status),
  };
  let body = fs.readFileSync(file);
  const compressible = /^(text\/|application\/(json|xml)|image\/svg)/.test(headers['Content-Type']);
  if (useGzip && compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = zlib.gzipSync(body, { level: 9 });
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A response with no page: a redirect, or a status with a short text. */
function bare(res, status, site, extra = {}) {
  const text = extra.Location ? '' : `${http.STATUS_CODES[status] ?? status}\n`;
  res.writeHead(status, {
    ...headersFor(site ?? '/', status),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(text);
}

/**
 * The nearest 404.html, as Cloudflare Pages finds it: in the folder of the
 * path, else in each parent up to the root (a language's copy under its prefix).
 */
function notFound(req, res, site) {
  const folders = site.split('/').filter(Boolean);
  for (let depth = folders.length; depth >= 0; depth--) {
    const candidate = path.join(root, ...folders.slice(0, depth), '404.html');
    if (fs.existsSync(candidate)) return send(req, res, 404, candidate, site);
  }
  return bare(res, 404, site);
}

function handle(req, res) {
  const raw = req.url ?? '';
  const q = raw.indexOf('?');
  const target = q >= 0 ? raw.slice(0, q) : raw;
  const query = q >= 0 ? raw.slice(q) : '';
  const site = sitePath(target);
  if (site === null) return bare(res, 400, '/');
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return bare(res, 405, site, { Allow: 'GET, HEAD' });

  const redirect = redirectRules().get(site);
  if (redirect) return bare(res, redirect[1], site, { Location: `${redirect[0]}${query}` });
  if (!plain && HIDDEN.has(site)) return notFound(req, res, site);

  const found = fileAt(site);
  if (!found) return notFound(req, res, site);
  if (found.dir) {
    // The redirect names the normalized path, so it can never point at another host.
    if (!site.endsWith('/')) return bare(res, 301, site, { Location: `${site}/${query}` });
    const index = path.join(found.file, 'index.html');
    return fs.existsSync(index) ? send(req, res, 200, index, site) : notFound(req, res, site);
  }
  return send(req, res, 200, found.file, site);
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    if (!res.headersSent) bare(res, 500, '/');
    else res.destroy();
    console.error(`serve-out: ${req.method} ${JSON.stringify(req.url)}: ${error}`);
  }
  if (!quiet) console.log(`${res.statusCode} ${req.method} ${req.url}`);
});

// Requests Node cannot parse (broken headers, bad request lines) get 400, not a dropped process.
server.on('clientError', (error, socket) => {
  if (socket.writable && !socket.writableEnded)
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  else socket.destroy();
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
