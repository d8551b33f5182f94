import type { ISitemapField } from 'next-sitemap';
import { languagesOf } from '@/lib/blog';
import { alternatesFor } from '@/lib/metadata';
import { localizePath, routes } from '@/lib/routes';
import { sitePaths } from '@/lib/static-params';
import { lastModified } from './lastmod';

/**
 * What next-sitemap.config.js lists: every canonical page of the route table
 * in every language it is published in (a post whose translation is pending: English only) (no alias, offline, search or 404 page), keyed by its
 * site path, with the hreflang alternates its own head declares
 * (lib/metadata.ts) and the day its content last changed, where known.
 */
export function sitemapFields(): Map<string, ISitemapField> {
  const fields = new Map<string, ISitemapField>();
  for (const path of sitePaths())
    for (const locale of languagesOf(path)) {
      const loc = localizePath(path, locale);
      const { languages = {} } = alternatesFor(path, locale, languagesOf(path));
      fields.set(loc, {
        loc,
        changefreq: 'monthly',
        priority: path === routes.home ? 1 : 0.7,
        lastmod: lastModified(path, locale),
        alternateRefs: Object.entries(languages).map(([hreflang, href]) => ({
          hreflang,
          href: String(href),
          hrefIsAbsolute: true,
        })),
      });
    }
  return fields;
}
