// next-sitemap scans the exported HTML (output: 'export'). scripts/postbuild.ts
// writes .next/sitemap-routes.json first, from the same route table the pages
// use, so aliases, the offline page and the 404 page are left out and every URL
// carries its reciprocal hreflang alternates (absolute, built here because
// next-sitemap's alternateRefs only prefixes paths) and the day its content last
// changed (scripts/postbuild/lastmod.ts; no lastmod when that is unknown).
const fs = require('node:fs');
const path = require('node:path');

const siteUrl = (process.env.SITE_URL || 'https://www.prairiespine.example').replace(/\/+$/, '');
const routesFile = path.join(__dirname, '.next', 'sitemap-routes.json');
const { canonical, exclude, lastmod } = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
const canonicalSet = new Set(canonical);

const english = (loc) => (loc === '/es/' ? '/' : loc.startsWith('/es/') ? loc.slice(3) : loc);
const spanish = (loc) => (english(loc) === '/' ? '/es/' : `/es${english(loc)}`);

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
      priority: english(loc) === '/' ? 1 : 0.7,
      lastmod: lastmod[loc],
      alternateRefs: [
        { href: `${siteUrl}${english(loc)}`, hreflang: 'en', hrefIsAbsolute: true },
        { href: `${siteUrl}${spanish(loc)}`, hreflang: 'es', hrefIsAbsolute: true },
        { href: `${siteUrl}${english(loc)}`, hreflang: 'x-default', hrefIsAbsolute: true },
      ],
    };
  },
};
