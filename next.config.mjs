import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { readPageAddresses } from './lib/post-addresses.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const baseConfig = {
  // Plain files for any static host: every page is path/index.html.
  output: 'export',
  trailingSlash: true,
  // The default loader needs a server; images are pre-sized files (see components/ui/picture.tsx).
  images: { unoptimized: true },
  poweredByHeader: false,
  env: {
    // The pages' own addresses in each language, from their content files, for the pages'
    // scripts: the menu marks and the language switch read an address back to its page
    // (lib/i18n.ts). The posts' stay out: that table would grow with the blog.
    PAGE_ADDRESSES: JSON.stringify(
      readPageAddresses(fs, path, process.env.CONTENT_DIR ?? path.join(root, 'content')),
    ),
  },
  // `npm test` type-checks the whole project (tests included) just before it builds;
  // TYPECHECKED=1 spares the build a second pass of the same check.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  reactStrictMode: true,
  // The project is its own root, even inside a folder with another lockfile (the growth
  // bench builds copies under .bench/).
  turbopack: { root },
  // A page renders in well under a second; Next gives up on one after 60 s. On a loaded
  // 2-core machine (CI running beside a build) three legal pages once ran past that, so the
  // limit is 300 s: a slow machine finishes, a page that truly hangs still fails.
  staticPageGenerationTimeout: 300,
  experimental: {
    // Two root layouts (English at the root, Spanish under /es) share one 404 page.
    globalNotFound: true,
    // The stylesheet travels inside each page: no render-blocking request before the first paint.
    inlineCss: true,
    // One page-rendering worker per core (Next leaves one core to itself by default): on
    // 2 cores the 152 pages render in 11.5 s instead of 16 s.
    cpus: os.availableParallelism(),
  },
};

/**
 * The development server (`npm run dev`, `npm run cms`) serves public/ file by file: /admin/
 * is no file, so it reached the `[legal]` page and answered 500 ("missing param"). A static
 * host answers a folder with its index.html; here the development server does the same for the
 * editor. Only there: an export has no rewrites (Next warns once that they do not apply to it).
 */
const devRewrites = {
  async rewrites() {
    return { beforeFiles: [{ source: '/admin/', destination: '/admin/index.html' }] };
  },
};

/** @param {string} phase */
export default function nextConfig(phase) {
  return phase === PHASE_DEVELOPMENT_SERVER ? { ...baseConfig, ...devRewrites } : baseConfig;
}
