import fs from 'node:fs';
import path from 'node:path';
import {
  COMMON_HEADERS,
  ICON_CACHE,
  ICONS,
  IMMUTABLE,
  REVALIDATE,
  inlineScripts,
  metaPolicy,
  sitePolicy,
} from '@/lib/security';
import { localeInfo, locales } from '@/lib/i18n';
import type { Redirect } from '@/lib/routes';
import {
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  speculationRules,
} from '@/lib/speculation';

export type HeaderRule = { path: string; headers: [string, string][] };

/** Cloudflare Pages reads at most this many rules from `_headers`, and lines of at most 2,000 characters. */
export const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 };

/** Where the sample nginx server block is written: beside the site, never inside it. */
export const NGINX_CONF = path.join('deploy', 'nginx.conf');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/** The headers of every response: security, and the pages' speculation rules (lib/speculation.ts). */
const siteHeaders = (csp: string): [string, string][] => [
  ...COMMON_HEADERS,
  ['Content-Security-Policy', csp],
  ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`],
];

/**
 * The rules of `_headers` (Netlify, Cloudflare Pages): the security headers
 * on every response, a year of caching for hashed assets, a day for the
 * icons, none for the service worker. HTML keeps the hosts' default, `public, max-age=0,
 * must-revalidate` on both; scripts/serve-out.mjs applies the same default.
 */
export function headerRules(csp: string): HeaderRule[] {
  return [
    { path: '/*', headers: siteHeaders(csp) },
    { path: SPECULATION_RULES_PATH, headers: [['Content-Type', SPECULATION_RULES_TYPE]] },
    { path: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE]] },
    ...ICONS.map((icon): HeaderRule => ({ path: icon, headers: [['Cache-Control', ICON_CACHE]] })),
    { path: '/service-worker.js', headers: [['Cache-Control', 'no-cache']] },
  ];
}

export const formatHeaders = (rules: HeaderRule[]) =>
  `${rules.map((r) => [r.path, ...r.headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n')}\n`;

/**
 * Headers of the export, from one source (lib/security.ts):
 * - `out/_headers` for Netlify and Cloudflare Pages;
 * - `deploy/nginx.conf`, a complete nginx server block with the same headers,
 *   the 404 pages and the alias redirects (outside out/, so it is not served);
 * - a <meta> CSP in the 404 pages, for hosts that serve them without headers.
 */
export function writeHeaders(out: string, redirects: readonly Redirect[] = []): string {
  const files = htmlFiles(out);
  const csp = sitePolicy(files.flatMap((f) => inlineScripts(fs.readFileSync(f, 'utf8'))));

  // The 404 pages carry the policy in a <meta> element too, placed before any script.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}">`;
  for (const file of locales.map((l) => path.join(localeInfo[l].prefix, '404.html'))) {
    const full = path.join(out, file);
    if (!fs.existsSync(full)) continue;
    const html = fs
      .readFileSync(full, 'utf8')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    // Right after <meta charset>, which must stay within the first 1024 bytes.
    const charset = /<meta charSet="utf-8"\/>/i;
    if (!charset.test(html)) throw new Error(`postbuild: ${file} has no <meta charset> to follow`);
    fs.writeFileSync(
      full,
      html.replace(charset, (tag) => `${tag}${meta}`),
    );
  }

  const rules = headerRules(csp);
  fs.writeFileSync(path.join(out, '_headers'), formatHeaders(rules));
  fs.writeFileSync(path.join(out, SPECULATION_RULES_PATH), JSON.stringify(speculationRules));
  fs.mkdirSync(path.dirname(NGINX_CONF), { recursive: true });
  fs.writeFileSync(NGINX_CONF, nginxConf(csp, redirects));
  return `_headers with ${rules.length} rules (one policy for ${files.length} pages), ${NGINX_CONF}`;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A server block for nginx, to be included from its `http` block (Debian:
 * copy it to /etc/nginx/conf.d/). Every header is set once at server level
 * with `always`, so redirects and 404 pages carry them too; no location sets
 * its own (that would drop the inherited ones).
 */
export function nginxConf(csp: string, redirects: readonly Redirect[]): string {
  const headers = siteHeaders(csp)
    .map(([k, v]) => `    add_header ${k} ${quote(v)} always;`)
    .join('\n');
  // The same redirects as _redirects (scripts/postbuild/aliases.ts), each old address
  // with and without its final slash.
  const redirectLocations = redirects
    .flatMap((r) => [r.from, r.from.replace(/\/$/, '')].map((from) => ({ from, to: r.to })))
    .map((r) => `    location = ${r.from} { return 301 ${r.to}$is_args$args; }`)
    .join('\n');
  // The root's 404 page, then one per language prefix.
  const notFoundPages = locales
    .map((l) => localeInfo[l].prefix)
    .sort((a, b) => a.length - b.length)
    .map((prefix) =>
      prefix
        ? `    location ${prefix}/ {\n        error_page 404 ${prefix}/404.html;\n    }`
        : '    error_page 404 /404.html;',
    )
    .join('\n');
  return `# nginx server block for the exported site, generated by scripts/postbuild/headers.ts
# from the same source as out/_headers. Copy out/ to /var/www/prairie-spine and this
# file to /etc/nginx/conf.d/prairie-spine.conf (it belongs in nginx's http block), then
# \`nginx -t && systemctl reload nginx\`. See the README for the TLS server block.

# Hashed assets for a year, icons for a day; the service worker and pages revalidate on every visit.
# $uri is read when the headers are sent, after index and error_page have run.
map $uri $prairie_spine_cache_control {
    ~^/_next/static/ ${quote(IMMUTABLE)};
    /service-worker.js "no-cache";
${ICONS.map((icon) => `    ${icon} ${quote(ICON_CACHE)};`).join('\n')}
    default ${quote(REVALIDATE)};
}

server {
    listen 80;
    server_name www.prairiespine.example;
    root /var/www/prairie-spine;
    index index.html;
    charset utf-8;
    charset_types text/css application/javascript text/xml application/xml application/rss+xml text/plain;
    server_tokens off;
    # Redirects say /path/, not http://host:port/path/ (right behind a TLS proxy too).
    absolute_redirect off;

    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript text/javascript application/json application/xml application/rss+xml image/svg+xml text/plain;

${headers}
    add_header Cache-Control $prairie_spine_cache_control always;

${notFoundPages}

    # The speculation rules file needs its own type (Chromium ignores application/json).
    location = ${SPECULATION_RULES_PATH} {
        types { }
        default_type ${SPECULATION_RULES_TYPE};
    }

    # Deploy files for other hosts: not part of the site.
    location = /_headers { return 404; }
    location = /_redirects { return 404; }

    # Old addresses (aliases, and pages before their words were translated), both
    # spellings, the query string kept.
${redirectLocations}
}
`;
}
