import crypto from 'node:crypto';
import { clinic, vendorOrigin } from '@/content/clinic';

/**
 * The security headers of the export, computed per page from its HTML:
 * every inline script is allowed by its hash (no 'unsafe-inline' or
 * 'unsafe-eval' for scripts), and a vendor's origin is allowed only on the
 * pages whose HTML refers to it. scripts/postbuild/headers.ts writes them as
 * a `_headers` file and an nginx.conf from this one source.
 */

export type VendorKind = 'frame' | 'script';

/** The clinic's vendors as the pages use them: in a frame, or as a script. */
type VendorUse = { name: string; url: string; kind: VendorKind; marker: string };

export const vendorUses: VendorUse[] = (
  [
    {
      name: 'leadForm',
      url: clinic.vendors.leadForm,
      kind: 'frame',
      marker: clinic.vendors.leadForm,
    },
    {
      name: 'contactForm',
      url: clinic.vendors.contactForm,
      kind: 'frame',
      marker: clinic.vendors.contactForm,
    },
    {
      name: 'newPatientForm',
      url: clinic.vendors.newPatientForm,
      kind: 'frame',
      marker: clinic.vendors.newPatientForm,
    },
    {
      name: 'reviewsFrame',
      url: clinic.vendors.reviewsFrame,
      kind: 'frame',
      marker: clinic.vendors.reviewsFrame,
    },
    {
      name: 'mapEmbed',
      url: clinic.vendors.mapEmbed,
      kind: 'frame',
      marker: clinic.vendors.mapEmbed,
    },
    {
      name: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/',
      kind: 'frame',
      marker: 'https://www.youtube-nocookie.com/embed/',
    },
    {
      name: 'bookingScript',
      url: clinic.vendors.bookingScript,
      kind: 'script',
      marker: clinic.vendors.bookingScript,
    },
    {
      name: 'translatorScript',
      url: clinic.vendors.translatorScript,
      kind: 'script',
      marker: clinic.vendors.translatorScript,
    },
  ] satisfies VendorUse[]
).filter((v) => v.url && vendorOrigin(v.url));

/**
 * Google's page translator fetches its code, styles and images from these
 * origins besides the script's own; they are allowed wherever it is.
 */
export const TRANSLATOR_COMPANIONS = {
  script: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  style: ['https://www.gstatic.com'],
  img: [
    'https://www.gstatic.com',
    'https://www.google.com',
    'https://translate.google.com',
    'https://translate.googleapis.com',
  ],
  connect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
};

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
 * Vendors a page refers to, found in its HTML (props of facades and widgets
 * travel with it). The query string is left out: the page's data escapes `&`.
 */
export function vendorsOf(html: string) {
  return vendorUses.filter((v) => html.includes(v.marker.split('?')[0] as string));
}

export type PagePolicy = { csp: string; vendors: string[] };

/**
 * The Content-Security-Policy of one page, from its HTML and, when the
 * payload was moved out of the HTML, the text of its payload file.
 */
export function pagePolicy(html: string, payload = ''): PagePolicy {
  // Widget props travel in the page's React Server Components payload, which may live in its own file.
  const vendors = vendorsOf(`${html}\n${payload}`);
  const origins = (kind: VendorKind) => [
    ...new Set(vendors.filter((v) => v.kind === kind).map((v) => vendorOrigin(v.url) as string)),
  ];
  const translator = vendors.some((v) => v.name === 'translatorScript');
  const companions = (key: keyof typeof TRANSLATOR_COMPANIONS) =>
    translator ? TRANSLATOR_COMPANIONS[key] : [];
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  const frameOrigins = origins('frame');
  const scriptOrigins = origins('script');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...scriptOrigins, ...companions('script')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...companions('style')]],
    ['img-src', ["'self'", 'data:', ...companions('img')]],
    ['font-src', ["'self'"]],
    // Facades check a vendor answers (a no-cors fetch) before showing its frame.
    ['connect-src', ["'self'", ...frameOrigins, ...scriptOrigins, ...companions('connect')]],
    ['frame-src', frameOrigins.length ? frameOrigins : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return {
    csp: directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; '),
    vendors: vendors.map((v) => v.name),
  };
}

/** The same policy without the directives a <meta> element cannot carry. */
export function metaPolicy(csp: string): string {
  return csp
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
}

/** A page with no scripts at all: the alias redirect pages. */
export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

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

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
