import fs from 'node:fs';
import path from 'node:path';
import {
  COMMON_HEADERS,
  FILE_POLICY,
  FILE_POLICY_PATHS,
  ICON_CACHE,
  ICONS,
  IMMUTABLE,
  REVALIDATE,
  inlineScripts,
  metaPolicy,
  sitePolicy,
} from '@/lib/security';
import { EDITOR_OPENER_POLICY, EDITOR_PATH, editorPolicy } from '@/lib/cms/config';
import { localeInfo, localizePath, locales } from '@/lib/i18n';
import type { Redirect } from '@/lib/routes';
import { editorOrigin, siteUrl } from '@/lib/site';
import { isDemo } from '@/lib/launch';
import { publicDir } from '@/lib/content/pictures';
import { NEXT_DIR, STATIC_PREFIX } from './next-contract';
import { widgetPages } from '@/lib/widgets';
import {
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
  speculationRules,
} from '@/lib/speculation';
import { walk } from '@/lib/walk';

/** A rule of `_headers`; `detach` drops headers that broader rules set (Cloudflare Pages' `! Name`). */
export type HeaderRule = { path: string; headers: [string, string][]; detach?: string[] };
/** A page (site path) whose policy is its own. */
export type PagePolicy = { path: string; csp: string };

/** Cloudflare Pages reads at most this many rules from `_headers`, and lines of at most 2,000 characters. */
export const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 };

/** Where the sample nginx server block is written: beside the site, never inside it. */
export const NGINX_CONF = path.join('deploy', 'nginx.conf');

const htmlFiles = (dir: string) =>
  walk(dir, { skip: [NEXT_DIR], keep: (name) => name.endsWith('.html') });

/**
 * The inline scripts of the pages the build generated, for the policy's hashes:
 * never of a file `next build` copied from public/ (an uploaded page's script
 * would be allowed on every page). A copied HTML file with an inline script
 * stops the build: the check of public/ (scripts/prebuild/public-files.ts)
 * should have refused it, and its script is no script the site knows.
 */
export function generatedScripts(out: string, pub: string) {
  const all = htmlFiles(out);
  const copied = (file: string) => fs.existsSync(path.join(pub, path.relative(out, file)));
  const unknown = all.filter((f) => copied(f) && inlineScripts(fs.readFileSync(f, 'utf8')).length);
  if (unknown.length > 0)
    throw new Error(
      `postbuild: ${unknown.map((f) => path.relative(out, f)).join(', ')}: an inline script in a file copied from public/, which no policy allows: remove the file from public/`,
    );
  const files = all.filter((f) => !copied(f));
  return { files, scripts: files.flatMap((f) => inlineScripts(fs.readFileSync(f, 'utf8'))) };
}

/** The headers of every response: security, and the pages' speculation rules (lib/speculation.ts). */
const siteHeaders = (csp: string): [string, string][] => [
  ...COMMON_HEADERS,
  ['Content-Security-Policy', csp],
  ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`],
  // A demo deploy (lib/launch.ts) is kept out of search engines.
  ...(isDemo() ? [['X-Robots-Tag', 'noindex, nofollow'] as [string, string]] : []),
];

/**
 * The editor's own headers. Its sign-in opens the git host's login in a popup,
 * which answers the page that opened it with postMessage: the site's opener
 * policy (`same-origin`) would cut that link, so /admin/ allows its popups.
 */
export const editorHeaders = (): [string, string][] => [
  ['Content-Security-Policy', editorPolicy()],
  ['Cross-Origin-Opener-Policy', EDITOR_OPENER_POLICY],
  ['X-Robots-Tag', 'noindex, nofollow'],
  ['Cache-Control', 'no-cache'],
];

/**
 * The rules of `_headers` (Netlify, Cloudflare Pages): the security headers
 * on every response, a year of caching for hashed assets, a day for the
 * icons, none for the service worker; HTML keeps the hosts' default, `public,
 * max-age=0, must-revalidate` on both. A page with a policy of its own
 * detaches the site policy and sets its own: Cloudflare joins two values of
 * one header with a comma, which for Content-Security-Policy means both
 * policies apply and the page could only be stricter, never allow more.
 */
export function headerRules(
  csp: string,
  pages: PagePolicy[] = [],
  editorHere = true,
): HeaderRule[] {
  return [
    { path: '/*', headers: siteHeaders(csp) },
    ...pages.map((p): HeaderRule => ({
      path: p.path,
      detach: ['Content-Security-Policy'],
      headers: [['Content-Security-Policy', p.csp]],
    })),
    // The content editor (staff only), while it is on the site's origin: its own policies,
    // never indexed, never cached. On its own origin it has a `_headers` of its own.
    ...(editorHere
      ? [
          {
            path: `${EDITOR_PATH}*`,
            detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'],
            headers: editorHeaders(),
          },
        ]
      : []),
    // Uploads and drawings opened on their own run nothing and load nothing.
    ...FILE_POLICY_PATHS.map((p): HeaderRule => ({
      path: p,
      detach: ['Content-Security-Policy'],
      headers: [['Content-Security-Policy', FILE_POLICY]],
    })),
    { path: SPECULATION_RULES_PATH, headers: [['Content-Type', SPECULATION_RULES_TYPE]] },
    // The pages' React payloads (index.txt) are data for the router, never a search result.
    { path: '/*.txt', headers: [['X-Robots-Tag', 'noindex']] },
    { path: `${STATIC_PREFIX}*`, headers: [['Cache-Control', IMMUTABLE]] },
    ...ICONS.map((icon): HeaderRule => ({ path: icon, headers: [['Cache-Control', ICON_CACHE]] })),
    { path: '/service-worker.js', headers: [['Cache-Control', 'no-cache']] },
  ];
}

export const formatHeaders = (rules: HeaderRule[]) =>
  `${rules
    .map((r) =>
      [
        r.path,
        ...(r.detach ?? []).map((name) => `  ! ${name}`),
        ...r.headers.map(([k, v]) => `  ${k}: ${v}`),
      ].join('\n'),
    )
    .join('\n')}\n`;

/**
 * Headers of the export, from one source (lib/security.ts):
 * - `out/_headers` for Netlify and Cloudflare Pages;
 * - `deploy/nginx.conf`, a complete nginx server block with the same headers,
 *   the 404 pages and the alias redirects (outside out/, so it is not served);
 * - a <meta> CSP in the 404 pages, for hosts that serve them without headers.
 */
export function writeHeaders(
  out: string,
  redirects: readonly Redirect[] = [],
  {
    editor = editorOrigin(),
    conf = NGINX_CONF,
    pub = publicDir(),
  }: { editor?: string | null; conf?: string; pub?: string } = {},
): string {
  const { files, scripts } = generatedScripts(out, pub);
  const csp = sitePolicy(scripts);
  const pages = widgetPages().flatMap((page) =>
    locales.map((l): PagePolicy => ({
      path: localizePath(page, l),
      csp: sitePolicy(scripts, page),
    })),
  );

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

  const rules = headerRules(csp, pages, !editor);
  fs.writeFileSync(path.join(out, '_headers'), formatHeaders(rules));
  fs.writeFileSync(path.join(out, SPECULATION_RULES_PATH), JSON.stringify(speculationRules));
  fs.mkdirSync(path.dirname(conf), { recursive: true });
  fs.writeFileSync(conf, nginxConf(csp, redirects, pages, editor));
  return `_headers with ${rules.length} rules (${pages.length} of ${files.length} pages with a policy of their own), ${conf}`;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** Where the certificate goes: placeholders for the deploying host's own (Let's Encrypt's layout). */
export const TLS_PLACEHOLDERS = {
  certificate: '/etc/letsencrypt/live/HOST/fullchain.pem',
  key: '/etc/letsencrypt/live/HOST/privkey.pem',
};

/**
 * Server blocks for nginx, to be included from its `http` block (Debian: copy
 * the file to /etc/nginx/conf.d/): the site over TLS (HTTP/2; `listen … http2`,
 * which nginx 1.22 needs, 1.25 and later still accept), and plain HTTP
 * answering 301 to the same address over HTTPS. Every header is set with
 * `always`, so redirects and 404 pages carry them too. nginx drops the
 * server's add_header lines in a location that sets its own, so a page with
 * a policy of its own repeats them all in its location.
 */
export function nginxConf(
  csp: string,
  redirects: readonly Redirect[],
  pages: PagePolicy[] = [],
  editorUrl: string | null = null,
): string {
  const host = new URL(siteUrl).hostname;
  const addHeaders = (policy: string, indent: string) =>
    [
      ...siteHeaders(policy).map(([k, v]) => `add_header ${k} ${quote(v)} always;`),
      'add_header Cache-Control $prairie_spine_cache_control always;',
      // Empty (so not sent) but for the payload files: nginx sends no header with an empty value.
      'add_header X-Robots-Tag $prairie_spine_robots always;',
    ]
      .map((line) => `${indent}${line}`)
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
  // A folder's address ends in its index.html (the index directive's internal redirect).
  const pagePolicies = pages
    .map((p) => `    location = ${p.path}index.html {\n${addHeaders(p.csp, '        ')}\n    }`)
    .join('\n');
  // The content editor's headers: its own policy, never indexed, never cached.
  const editorLines = (indent: string) =>
    [
      ...COMMON_HEADERS.filter(([k]) => !editorHeaders().some(([name]) => name === k)),
      ...editorHeaders(),
    ]
      .map(([k, v]) => `${indent}add_header ${k} ${quote(v)} always;`)
      .join('\n');
  // Uploads and every SVG: the file policy (nginx drops the server's headers here too).
  const filePolicy = (location: string) =>
    `    location ${location} {\n${addHeaders(FILE_POLICY, '        ')}\n    }`;
  const files = [filePolicy('^~ /media/'), filePolicy('~* \\.svg$')].join('\n');
  // On the site's origin, or a redirect to its own (the query and #/ route kept).
  const editor = editorUrl
    ? [
        `    # The content editor is on its own origin (EDITOR_URL): the site's address redirects there.`,
        `    location = ${EDITOR_PATH.replace(/\/$/, '')} { return 302 ${editorUrl}${EDITOR_PATH}$is_args$args; }`,
        `    location ${EDITOR_PATH} { return 302 ${editorUrl}$request_uri; }`,
      ].join('\n')
    : [`    location ${EDITOR_PATH} {`, editorLines('        '), '    }'].join('\n');
  const tls = (key: keyof typeof TLS_PLACEHOLDERS, name = host) =>
    TLS_PLACEHOLDERS[key].replace('HOST', name);
  const editorHost = editorUrl ? new URL(editorUrl).hostname : '';
  return `# nginx server blocks for the exported site, generated by scripts/postbuild/headers.ts
# from the same source as out/_headers. Copy out/ to /var/www/prairie-spine and this
# file to /etc/nginx/conf.d/prairie-spine.conf (it belongs in nginx's http block), put
# the certificate where ssl_certificate says, then \`nginx -t && systemctl reload nginx\`.

# Hashed assets for a year, icons for a day; the service worker and pages revalidate on every visit.
# $uri is read when the headers are sent, after index and error_page have run.
map $uri $prairie_spine_cache_control {
    ~^${STATIC_PREFIX} ${quote(IMMUTABLE)};
    /service-worker.js "no-cache";
${ICONS.map((icon) => `    ${icon} ${quote(ICON_CACHE)};`).join('\n')}
    default ${quote(REVALIDATE)};
}

# The pages' React payloads (index.txt) are data for the router, never a search result.
map $uri $prairie_spine_robots {
    ~\\.txt$ "noindex";
    default ${isDemo() ? '"noindex, nofollow"' : '""'};
}

# Plain HTTP: every address moves to HTTPS.
server {
    listen 80;
    listen [::]:80;
    server_name ${host};
    server_tokens off;
    return 301 https://${host}$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${host};
    ssl_certificate ${tls('certificate')};
    ssl_certificate_key ${tls('key')};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:prairie_spine:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;

    root /var/www/prairie-spine;
    index index.html;
    charset utf-8;
    charset_types text/css application/javascript text/xml application/xml application/rss+xml text/plain;
    server_tokens off;
    # Redirects say /path/, not https://host:port/path/ (right behind a proxy too).
    absolute_redirect off;

    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript text/javascript application/json application/xml application/rss+xml image/svg+xml text/plain;

${addHeaders(csp, '    ')}

${notFoundPages}

    # Pages with a policy of their own (the headers again: nginx drops the server's in a location that sets any).
${pagePolicies}
${editor}

    # Uploads and drawings opened on their own run nothing and load nothing.
${files}

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
${
  editorUrl
    ? `
# The content editor on its own origin (EDITOR_URL): out-editor/, copied to
# /var/www/prairie-spine-editor. Its address / opens it at /admin/.
server {
    listen 80;
    listen [::]:80;
    server_name ${editorHost};
    server_tokens off;
    return 301 https://${editorHost}$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${editorHost};
    ssl_certificate ${tls('certificate', editorHost)};
    ssl_certificate_key ${tls('key', editorHost)};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:prairie_spine_editor:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;

    root /var/www/prairie-spine-editor;
    index index.html;
    charset utf-8;
    server_tokens off;
    absolute_redirect off;
    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml;

${editorLines('    ')}

    error_page 404 /404.html;
    location = / { return 302 ${EDITOR_PATH}; }
    location = /_headers { return 404; }
    location = /_redirects { return 404; }
}
`
    : ''
}`;
}
