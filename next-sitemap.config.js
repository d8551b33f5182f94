// next-sitemap scans the exported HTML (output: 'export'). scripts/postbuild.ts
// writes .next/sitemap-routes.json first, from the same route table the pages
// use, so aliases, the offline page and the 404 page are left out and every URL
// carries its reciprocal hreflang alternates (the languages come from
// lib/i18n.ts through that file: this config is plain JavaScript; absolute URLs
// are built here because next-sitemap's alternateRefs only prefixes paths) and the day its content last
// changed (scripts/postbuild/lastmod.ts; no lastmod when that is unknown).
const fs = require('node:fs');
const path = require('node:path');

const siteUrl = (process.env.SITE_URL || 'https://www.prairiespine.example').replace(/\/+$/, '');
const routesFile = path.join(__dirname, '.next', 'sitemap-routes.json');
const { canonical, exclude, lastmod, alternates, home } = JSON.parse(
  fs.readFileSync(routesFile, 'utf8'),
);
const canonicalSet = new Set(canonical);

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  outDir: 'out',
  output: 'export',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  changefreq: 'monthly',
  autoLastmod: false,
  exclude,
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/' }] },
  transform: async (config, rawLoc) => {
    const loc = rawLoc.endsWith('/') ? rawLoc : `${rawLoc}/`;
    if (!canonicalSet.has(loc)) return null;
    return {
      loc,
      changefreq: config.changefreq,
      priority: home.includes(loc) ? 1 : 0.7,
      lastmod: lastmod[loc],
      alternateRefs: alternates[loc].map(([hreflang, href]) => ({
        href: `${siteUrl}${href}`,
        hreflang,
        hrefIsAbsolute: true,
      })),
    };
  },
};
