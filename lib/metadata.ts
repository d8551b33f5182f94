import type { Metadata } from 'next';
import { isDemo } from '@/lib/launch';
import { clinic } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import { defaultLocale, localeInfo, locales, type Locale } from '@/lib/i18n';
import { localizePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { DESCRIPTION_RANGE, TITLE_MAX } from '@/lib/content/fields';

/** A sharing image and what it shows, in the page's language (`og:image:alt`). */
export type OgImage = { url: string; width: number; height: number; alt: string };

export const DEFAULT_OG_IMAGE = { url: '/og/default.png', width: 1200, height: 630 } as const;

/** The site's sharing image, described in a language. */
export function defaultOgImage(locale: Locale): OgImage {
  return {
    ...DEFAULT_OG_IMAGE,
    alt: dictionary(locale)('socialImageAlt', { brand: clinic().name }),
  };
}

export type PageMeta = {
  locale: Locale;
  /** English path of the page ("/services/acupuncture/"); the Spanish twin is derived. */
  path: string;
  title: string;
  description: string;
  image?: OgImage;
  type?: 'website' | 'article';
  publishedTime?: string;
  keywords?: string[];
  noindex?: boolean;
  /** An RSS feed to announce in the head: its site path and title. */
  feed?: { path: string; title: string };
  /** The languages the page is published in (all, unless a post's translation is pending). */
  languages?: readonly Locale[];
};

export { DESCRIPTION_RANGE, TITLE_MAX };

/** Adds the brand suffix when the title lacks the brand and the whole still fits in a result. */
export function withBrand(title: string): string {
  const branded = `${title}${clinic().titleSuffix}`;
  return title.includes(clinic().brandWord) || branded.length > TITLE_MAX ? title : branded;
}

/**
 * Canonical URL of a page plus its reciprocal hreflang alternates, all absolute, in the
 * languages it is published in.
 */
export function alternatesFor(
  path: string,
  locale: Locale,
  published: readonly Locale[] = locales,
): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const l of published) languages[localeInfo[l].hreflang] = absoluteUrl(localizePath(path, l));
  languages['x-default'] = absoluteUrl(localizePath(path, defaultLocale));
  return { canonical: absoluteUrl(localizePath(path, locale)), languages };
}

/** The metadata of every page: title, description, canonical, alternates, Open Graph. */
export function buildMetadata(meta: PageMeta): Metadata {
  const title = withBrand(meta.title);
  const image = meta.image ?? defaultOgImage(meta.locale);
  const url = absoluteUrl(localizePath(meta.path, meta.locale));
  return {
    title: { absolute: title },
    description: meta.description,
    keywords: meta.keywords,
    alternates: {
      ...alternatesFor(meta.path, meta.locale, meta.languages),
      ...(meta.feed
        ? {
            types: {
              'application/rss+xml': [{ url: absoluteUrl(meta.feed.path), title: meta.feed.title }],
            },
          }
        : {}),
    },
    // A demo deploy (lib/launch.ts) is kept out of search engines on every page.
    robots: isDemo()
      ? { index: false, follow: false }
      : meta.noindex
        ? { index: false, follow: true }
        : undefined,
    openGraph: {
      title,
      description: meta.description,
      url,
      siteName: clinic().name,
      locale: localeInfo[meta.locale].og,
      alternateLocale: (meta.languages ?? locales)
        .filter((l) => l !== meta.locale)
        .map((l) => localeInfo[l].og),
      type: meta.type ?? 'website',
      ...(meta.publishedTime ? { publishedTime: meta.publishedTime } : {}),
      images: [
        {
          url: absoluteUrl(image.url),
          width: image.width,
          height: image.height,
          alt: image.alt,
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: meta.description,
      images: [{ url: absoluteUrl(image.url), alt: image.alt }],
    },
  };
}
