#!/usr/bin/env node
// Serves the exported site the way a plain static host does: a path maps to
// a file, a folder to its index.html (with a redirect to add the trailing
// slash), anything else gets 404.html with status 404. No rewrites.
//
//   node scripts/serve-out.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
//                              [--headers] [--gzip] [--quiet]
//
// --headers applies the generated out/_headers file (as Netlify or
// Cloudflare Pages would); --gzip compresses text responses (as a CDN would).
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
const useHeaders = flag('headers');
const useGzip = flag('gzip');
const quiet = flag('quiet');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
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
};

/** Rules of a Netlify/Cloudflare `_headers` file: [{ pattern: RegExp, headers: [name, value][] }]. */
let cached = { mtime: 0, rules: [] };

/** Re-read when the file changes, so a rebuild under a running server is picked up. */
function readHeaderRules() {
  const file = path.join(root, '_headers');
  if (!useHeaders || !fs.existsSync(file)) return [];
  const mtime = fs.statSync(file).mtimeMs;
  if (mtime === cached.mtime) return cached.rules;
  const rules = [];
  let current = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      current = { pattern: new RegExp(`^${source}$`), headers: [] };
      rules.push(current);
    } else if (current) {
      const idx = line.indexOf(':');
      current.headers.push([line.slice(0, idx).trim(), line.slice(idx + 1).trim()]);
    }
  }
  cached = { mtime, rules };
  return rules;
}

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { status: 400 };
  }
  const file = path.normalize(path.join(root, decoded));
  if (!file.startsWith(root)) return { status: 403 };
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
    if (!decoded.endsWith('/')) return { redirect: `${urlPath}/` };
    const index = path.join(file, 'index.html');
    return fs.existsSync(index) ? { file: index } : { status: 404 };
  }
  return fs.existsSync(file) ? { file } : { status: 404 };
}

function send(req, res, status, file, urlPath) {
  const ext = path.extname(file);
  const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream' };
  for (const rule of readHeaderRules()) {
    if (rule.pattern.test(urlPath)) for (const [k, v] of rule.headers) headers[k] = v;
  }
  let body = fs.readFileSync(file);
  const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(
    headers['Content-Type'],
  );
  if (useGzip && compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = zlib.gzipSync(body, { level: 9 });
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  const found = resolveFile(urlPath);
  if (found.redirect) {
    res.writeHead(301, { Location: found.redirect });
    res.end();
  } else if (found.file) {
    send(req, res, 200, found.file, urlPath);
  } else {
    const notFound = path.join(root, '404.html');
    if (found.status === 404 && fs.existsSync(notFound)) send(req, res, 404, notFound, urlPath);
    else {
      res.writeHead(found.status ?? 404);
      res.end();
    }
  }
  if (!quiet && process.env.CI !== 'true')
    console.log(`${res.statusCode} ${req.method} ${urlPath}`);
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
