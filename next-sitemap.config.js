// next-sitemap's configuration. scripts/postbuild.ts runs next-sitemap under
// tsx, so this file reads the project's TypeScript directly: next-sitemap
// scans the exported pages (output: 'export') and `transform` keeps exactly
// those the route table calls canonical, in every language, with their
// hreflang alternates (absolute URLs) and lastmod (scripts/postbuild/sitemap.ts).
const { siteUrl } = require('./lib/site.ts');
const { sitemapFields } = require('./scripts/postbuild/sitemap.ts');

const fields = sitemapFields();
// A demo deploy (SITE_ENV=demo, lib/launch.ts) asks every robot to stay away.
const demo = process.env.SITE_ENV === 'demo';

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  outDir: 'out',
  output: 'export',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  robotsTxtOptions: {
    policies: [demo ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' }],
  },
  transform: async (_config, path) => fields.get(path.endsWith('/') ? path : `${path}/`) ?? null,
};
