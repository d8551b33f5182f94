import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TLS_PLACEHOLDERS } from '../scripts/postbuild/headers';
import { freePort, OUT } from './support';

/**
 * Debian's nginx serving out/ through the generated deploy/nginx.conf, over TLS
 * with a self-signed test certificate, its plain-HTTP server beside it: the
 * real host of real-hosts.spec.ts and editor-hardened.spec.ts.
 */
export const NGINX = '/usr/sbin/nginx';
export const NGINX_CONF = path.resolve(__dirname, '..', 'deploy', 'nginx.conf');

/** A self-signed certificate for 127.0.0.1, made by Debian's openssl, in `dir`. */
export function testCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      // localhost: the editor's own origin in editor-origin.spec.ts.
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** A placeholder path, for every host name: the site's and the editor's. */
const anyHost = (placeholder: string) =>
  new RegExp(placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('HOST', '[^/]+'), 'g');

/** Where a test's nginx reads its configuration and files: the build's, unless a test made its own. */
type Site = { conf?: string; root?: string; editorRoot?: string };

/**
 * The generated file with the test's roots, ports and certificate (IPv6 listeners dropped): the
 * site, and the editor's server blocks when the build has them (EDITOR_URL), on the same ports.
 */
function siteConf(
  dir: string,
  ports: { https: number; http: number },
  { conf = NGINX_CONF, root = OUT, editorRoot }: Site,
): string {
  const { cert, key } = testCertificate(dir);
  const text = fs
    .readFileSync(conf, 'utf8')
    .replace('root /var/www/prairie-spine;', `root ${root};`)
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace(anyHost(TLS_PLACEHOLDERS.certificate), cert)
    .replace(anyHost(TLS_PLACEHOLDERS.key), key);
  return editorRoot
    ? text.replace('root /var/www/prairie-spine-editor;', `root ${editorRoot};`)
    : text;
}

/** nginx with Debian's mime types and the generated server blocks, set up for the test. */
function nginxProcess(dir: string, ports: { https: number; http: number }, site: Site) {
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConf(dir, ports, site));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  client_body_temp_path ${dir}/b; proxy_temp_path ${dir}/p; fastcgi_temp_path ${dir}/f;
  uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  include ${dir}/site.conf;
}
`,
  );
  return spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
}

/** nginx on free ports; `cert` is the test certificate (for a client that checks it). */
export async function startNginx(site: Site & { ports?: { https: number; http: number } } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  const ports = site.ports ?? { https: await freePort(), http: await freePort() };
  const server = nginxProcess(dir, ports, site);
  return {
    origin: `https://127.0.0.1:${ports.https}`,
    plain: `http://127.0.0.1:${ports.http}`,
    cert: path.join(dir, 'cert.pem'),
    stop: () => {
      server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
