import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT, freePort, startServeOut } from './support';

/**
 * `npm start`'s server (scripts/serve-out.mjs) under hostile and malformed
 * requests: it never exits, never serves a byte from outside its folder,
 * answers as a static host would, and keeps serving pages afterwards.
 */
const SECRET = 'secret-outside-the-site-root';
let server: ChildProcess;
let port: number;
let root: string;

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-fuzz-'));
  const site = path.join(root, 'site');
  // A small site with the export's deploy files, and secrets beside it: a
  // sibling folder whose name starts like the root's, and a link out of it.
  for (const file of [
    'index.html',
    '404.html',
    'es/404.html',
    'contact/index.html',
    '_headers',
    '_redirects',
  ])
    fs.cpSync(path.join(OUT, file), path.join(site, file));
  fs.mkdirSync(path.join(root, 'site-secret'));
  fs.writeFileSync(path.join(root, 'site-secret', 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.symlinkSync(path.join(root, 'site-secret'), path.join(site, 'escape'));
  port = await freePort();
  server = await startServeOut(site, port);
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

type Answer = { status: number | null; head: string; body: string };

/** Sends raw bytes and reads whatever comes back until the server closes (or 3 s pass). */
function raw(data: string | Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : null, head, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(data);
  });
}

const get = (target: string, method = 'GET', extra = '') =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);

/** A seeded generator, so a failing case is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

const pieces = [
  '..',
  '%2e%2e',
  '%2f',
  '%5c',
  '/',
  '//',
  '%00',
  '%',
  '%zz',
  '%c0%ae',
  'contact',
  'es',
  '_next',
  'index.html',
  '%63ontact',
  ';',
  '?',
  '#',
  'site-secret',
  'escape',
  'secret.txt',
  '~',
  '.',
  '%252e',
  '\u00e9',
];

function hostileTargets(count: number): string[] {
  const next = random(20261123);
  return Array.from({ length: count }, () => {
    const parts = Array.from(
      { length: 1 + Math.floor(next() * 8) },
      () => pieces[Math.floor(next() * pieces.length)],
    );
    return `/${parts.join('/')}`.replace(/[^\x21-\x7e]/g, encodeURIComponent);
  });
}

test('hostile and malformed requests get a static host’s answers, and the server stays up', async () => {
  const cases: { name: string; answer: Promise<Answer>; expected: (number | null)[] }[] = [];
  const expect4xx = [400, 404, 405, 431, null];
  const add = (name: string, answer: Promise<Answer>, expected = expect4xx) =>
    cases.push({ name, answer, expected });

  add('GET //', get('//'), [200]);
  add('sibling folder', get('/..%2fsite-secret/secret.txt'));
  add('parent by dots', get('/../secret.txt'));
  add('encoded dots', get('/%2e%2e/%2e%2e/secret.txt'));
  add('backslashes', get('/..%5c..%5csecret.txt'));
  add('link out of the root', get('/escape/secret.txt'));
  add('NUL', get('/contact%00/'));
  add('bad escape', get('/%zz'));
  add('long path', get(`/${'a'.repeat(8000)}`));
  add('deep path', get(`/${'a/'.repeat(500)}`));
  add('absolute form', get('http://evil.example/'), [400]);
  add('asterisk', get('*', 'OPTIONS'), [400, 405]);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])
    add(method, get('/contact/', method), [405]);
  // Node's parser refuses a method it does not know before our handler sees it.
  add('unknown method', get('/contact/', 'FOO'), [400, 405]);
  add('CONNECT', get('localhost:443', 'CONNECT'), [400, 405, null]);
  add('broken header', raw('GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n'));
  add('huge header', get('/', 'GET', `X-Big: ${'b'.repeat(20000)}\r\n`));
  add('bad version', raw('GET / HTTP/9.9\r\n\r\n'));
  add('garbage', raw(Buffer.from([0, 1, 2, 255, 13, 10, 13, 10])));
  add('bad length', raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
  add('bad chunk', raw('POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'));
  for (const target of hostileTargets(300))
    add(`fuzz ${target}`, get(target), [200, 301, ...expect4xx]);

  const problems: string[] = [];
  for (const c of cases) {
    const answer = await c.answer;
    if (!c.expected.includes(answer.status)) problems.push(`${c.name}: ${answer.status}`);
    if (answer.body.includes(SECRET)) problems.push(`${c.name}: served a file outside the root`);
    const location = /\r\nLocation: ([^\r]*)/i.exec(answer.head)?.[1];
    if (location && !/^\/(?!\/)/.test(location)) problems.push(`${c.name}: Location ${location}`);
  }
  expect(problems).toEqual([]);
  expect(cases.length).toBeGreaterThan(300);
  expect(server.exitCode).toBeNull();

  // Still serving, as before.
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<html');
});

test('every spelling of a page gets that page’s headers', async () => {
  for (const target of ['/contact/', '/%63ontact/', '/contact/index.html', '//contact/']) {
    const answer = await get(target);
    expect(`${target} ${answer.status}`).toBe(`${target} 200`);
    expect(answer.head).toMatch(/\r\nContent-Security-Policy: [^\r]*frame-ancestors 'none'/i);
  }
  const redirect = await get('/.//evil.com/..%2fcontact?x=1');
  expect(redirect.status).toBe(301);
  expect(redirect.head).toMatch(/\r\nLocation: \/contact\/\?x=1\r\n/i);
});

test('a missing asset is not cached, the deploy files are not served, aliases keep the query', async () => {
  const chunk = await get('/_next/static/chunks/missing.js');
  expect(chunk.status).toBe(404);
  expect(chunk.head).not.toMatch(/immutable/);
  expect(chunk.head).toMatch(/\r\nCache-Control: no-store/i);
  for (const file of ['/_headers', '/_redirects']) expect((await get(file)).status).toBe(404);
  const alias = /^(\S+) (\S+) 301$/m.exec(fs.readFileSync(path.join(OUT, '_redirects'), 'utf8'));
  const moved = await get(`${alias?.[1]}?utm_source=flyer`);
  expect(moved.status).toBe(301);
  expect(moved.head).toContain(`Location: ${alias?.[2]}?utm_source=flyer`);
  const spanish = await get('/es/nada/');
  expect(spanish.status).toBe(404);
  expect(spanish.body).toContain('<html lang="es"');
});
