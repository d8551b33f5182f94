// The local server (`npm run serve`, scripts/wrangler-dev.mjs, the hardened project's
// server) answers odd requests as a host does: a bad path gets 400 or 404, an odd method
// 405, and no answer names a folder of the machine. Raw requests over a socket: a browser
// sends none of these.
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localeInfo } from '../lib/i18n';

const SPANISH = localeInfo.es.prefix;

/** What must never be in an answer: the machine's folders and wrangler's own errors. */
const MACHINE = [path.resolve('out'), process.cwd(), 'node_modules', '[wrangler]', 'Error:'];

type Answer = { status: number; headers: string; body: string };

/** One request written as given on a fresh connection; the whole answer. */
function send(lines: string, body = ''): Promise<Answer> {
  const { hostname, port } = new URL(test.info().project.use.baseURL as string);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${lines}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(
      `${lines}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n` +
        `${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`,
    );
  });
}

const expectNoMachine = (what: string, answer: Answer) => {
  for (const word of MACHINE) expect(`${what}: ${answer.body}`).not.toContain(word);
};

test('a deploy file, a path below a file or a NUL gets 400 or 404, naming no folder', async () => {
  const paths = [
    // The host's own files, as people and scanners spell them.
    ...['/_headers', '/_headers/', '/_redirects', '/_redirects/', '//_redirects', '/./_redirects'],
    ...['/x/../_redirects', '/%5Fredirects', '/%5F%72edirects', '/_redirect%73', '/_redirects%2f'],
    ...['/_redirects%2F.', '/_redirects/index.html', '/_redirects?x=1', `${SPANISH}/_redirects/`],
    // A path below a file.
    ...['/favicon.ico/', '/robots.txt/x'],
    // NUL and other control characters.
    ...['/%00', '/foo%00bar', '/index.html%00', '/_next/%00x', '/blog/%0d%0aSet-Cookie:x'],
  ];
  for (const p of paths) {
    const answer = await send(`GET ${p} HTTP/1.1`);
    expect([400, 404], `${p} answered ${answer.status}`).toContain(answer.status);
    expectNoMachine(p, answer);
  }
  // The host's files answer the site's own 404 page, in the language of their folder.
  const notFound = await send('GET /_redirects HTTP/1.1');
  expect(notFound.body).toContain('<html lang="en"');
  expect((await send(`GET ${SPANISH}/_redirects/ HTTP/1.1`)).body).toContain(
    `<html lang="${localeInfo.es.hreflang}"`,
  );
});

test('an odd method gets 405 and the methods allowed, naming no folder', async () => {
  const requests: [string, string?][] = [
    ['OPTIONS * HTTP/1.1'],
    ['OPTIONS / HTTP/1.1'],
    ['CONNECT 127.0.0.1:80 HTTP/1.1'],
    ['TRACE / HTTP/1.1'],
    ['PUT / HTTP/1.1', 'hello'],
    ['PUT /blog/ HTTP/1.1', 'x'.repeat(70_000)],
    ['POST / HTTP/1.1', 'name=x'],
    ['DELETE / HTTP/1.1'],
    ['PATCH / HTTP/1.1', '{}'],
    ['FOO / HTTP/1.1'],
  ];
  for (const [line, body] of requests) {
    const answer = await send(line, body);
    expect(answer.status, `${line} answered ${answer.status}`).toBe(405);
    expect(answer.headers).toMatch(/^allow: GET, HEAD$/im);
    expectNoMachine(line, answer);
  }
});

test('pages still answer GET and HEAD', async () => {
  const page = await send('GET / HTTP/1.1');
  expect(page.status).toBe(200);
  expect(page.headers).toMatch(/^content-security-policy: /im);
  expect((await send('HEAD /blog/ HTTP/1.1')).status).toBe(200);
  expect((await send('GET /no-such-page/ HTTP/1.1')).status).toBe(404);
});
