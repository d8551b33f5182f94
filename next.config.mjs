/** @type {import('next').NextConfig} */
const nextConfig = {
  // Plain files for any static host: every page is path/index.html.
  output: 'export',
  trailingSlash: true,
  // The default loader needs a server; images are pre-sized files (see components/ui/picture.tsx).
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Two root layouts (English at the root, Spanish under /es) share one 404 page.
    globalNotFound: true,
    // The stylesheet travels inside each page: no render-blocking request before the first paint.
    inlineCss: true,
  },
};

export default nextConfig;
