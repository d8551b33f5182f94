import crypto from 'node:crypto';
import { widgetSources } from '@/lib/widgets';

/**
 * The security headers of the export. The Content-Security-Policy allows the
 * constant inline scripts of the export by their hashes (no 'unsafe-inline'
 * or 'unsafe-eval' for scripts) and each vendor's scripts by their exact
 * URLs. A page reached by client-side navigation keeps the policy of the page
 * the visitor arrived on, so what any page may lead to by a router link is
 * allowed on every page: the footer's translator, the frames (home, contact,
 * testimonials and the forms are router links from everywhere; a frame runs in
 * its own origin) and 'wasm-unsafe-eval' (the 404 page, served at any unknown
 * address, searches the index for suggestions). A script only one page runs
 * (the booking vendor's) is allowed on that page alone, whose links are full
 * page loads (lib/widgets.ts: `pages`).
 */

export function sha256(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Contents of the inline scripts a browser will execute, now or when the
 * loader brings a deferred one to life (JSON-LD data blocks are not scripts).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    if (/\s(?:data-)?src=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (
      type &&
      !/^(text|application)\/(javascript|ecmascript)$|^module$|^text\/x-deferred$/.test(type)
    )
      continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * The Content-Security-Policy of a page (an English path with a policy of its
 * own, lib/widgets.ts `widgetPages`) or, without one, of every other page,
 * from the inline scripts the export contains (each allowed by its hash) and
 * the widgets of lib/widgets.ts.
 */
export function sitePolicy(scripts: Iterable<string>, page?: string): string {
  const hashes = [...new Set([...scripts].map(sha256))].sort();
  const frames = widgetSources('frame-src');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Site search (Pagefind) compiles its WebAssembly on the page: the search page and the
    // 404 page's suggestions. 'wasm-unsafe-eval' permits WebAssembly compilation only, not eval().
    [
      'script-src',
      ["'self'", "'wasm-unsafe-eval'", ...hashes, ...widgetSources('script-src', page)],
    ],
    ['style-src', ["'self'", "'unsafe-inline'", ...widgetSources('style-src')]],
    ['img-src', ["'self'", 'data:', ...widgetSources('img-src')]],
    ['font-src', ["'self'"]],
    // Facades check a vendor answers (a no-cors fetch) before showing its frame.
    ['connect-src', ["'self'", ...widgetSources('connect-src')]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The same policy without the directives a <meta> element cannot carry. */
export function metaPolicy(csp: string): string {
  return csp
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
}

/** Features the site never uses, denied to it and to every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Headers every response carries. */
export const COMMON_HEADERS: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Uploads (/media/) and every SVG, opened on their own: a sandbox (no script, no
 * form, a unique origin) that loads nothing. An SVG's own <style> and style
 * attributes still draw it; `nosniff` (COMMON_HEADERS) keeps a browser from
 * reading a file as another type. A picture shown by an <img> is never run anyway.
 */
export const FILE_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";
/** The addresses FILE_POLICY covers (`_headers` patterns). */
export const FILE_POLICY_PATHS = ['/media/*', '/*.svg'];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/**
 * The site's icons, kept a day: a browser asks for the favicon again at every
 * client-side navigation, and a day-old icon is as good as a new one.
 */
export const ICONS = ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/icon-512.png'];
export const ICON_CACHE = 'public, max-age=86400';
