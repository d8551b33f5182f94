import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPendingPosts, readPostAddresses } from './lib/post-addresses.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files for any static host: every page is path/index.html.
  output: 'export',
  trailingSlash: true,
  // The default loader needs a server; images are pre-sized files (see components/ui/picture.tsx).
  images: { unoptimized: true },
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) just before it builds;
  // TYPECHECKED=1 spares the build a second pass of the same check.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  reactStrictMode: true,
  // The project is its own root, even inside a folder with another lockfile (the growth
  // bench builds copies under .bench/).
  turbopack: { root },
  // The blog posts' addresses in Spanish, and the posts whose Spanish is pending, from their
  // files: lib/i18n.ts needs them in the browser too (the language switch of a post).
  // `npm run dev` reads them when it starts.
  env: {
    POST_ADDRESSES: JSON.stringify(
      readPostAddresses(fs, path, process.env.CONTENT_DIR ?? path.join(root, 'content')),
    ),
    PENDING_POSTS: JSON.stringify(
      readPendingPosts(fs, path, process.env.CONTENT_DIR ?? path.join(root, 'content')),
    ),
  },
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

export default nextConfig;
