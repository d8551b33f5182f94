import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Locale } from '@/lib/i18n';
import { localizePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

/**
 * The structured data that needs no content loaded: components that the
 * editor's preview renders too (breadcrumbs, the JSON-LD element) import it
 * from here, so the editor's bundle carries no file-reading code.
 */

export type Crumb = { name: string; path: string };

/** Breadcrumbs from the home page to the current page; paths are English, localised here. */
export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(localizePath(c.path, locale)),
    })),
  };
}

export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
