/** The site's origin, from SITE_URL at build time (docs/decisions.md, section 1). */
export const siteUrl = (process.env.SITE_URL || 'https://www.prairiespine.example').replace(
  /\/+$/,
  '',
);

/** The one way to build an absolute URL from a site path. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
