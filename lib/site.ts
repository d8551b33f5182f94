/** The site's origin, from SITE_URL at build time (docs/decisions.md, section 1). */
export const siteUrl = (process.env.SITE_URL || 'https://www.prairiespine.example').replace(
  /\/+$/,
  '',
);

/** The one way to build an absolute URL from a site path. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The editor's own origin, from EDITOR_URL at build time (`https://edit.<the clinic's domain>`),
 * or null while it is unset: the editor then stays at /admin/ on the site's origin, as on this
 * machine. On an origin of its own, the editor's storage (where Sveltia CMS keeps the staff
 * member's sign-in) is out of reach of every script on the public pages, vendors' included; the
 * site's /admin/ redirects there (docs/launching.md, "The editor's own address").
 */
export function editorOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const value = env.EDITOR_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`EDITOR_URL is not an address: ${value} (say https://edit.example.com)`);
  }
  // Cloudflare Pages redirects only to https:// addresses (and the editor holds a token).
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `EDITOR_URL must be an https:// origin, with no path: ${value} (say https://edit.example.com)`,
    );
  const site = new URL(env.SITE_URL || 'https://www.prairiespine.example').origin;
  if (url.origin === site)
    throw new Error(
      `EDITOR_URL must be another host name than SITE_URL (${site}): on the site's own origin, its pages' scripts could read the staff member's sign-in`,
    );
  return url.origin;
}
