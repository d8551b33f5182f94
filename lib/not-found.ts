import { dictionary } from '@/lib/ui';
import {
  defaultLocale,
  localeInfo,
  locales,
  localizePath,
  untranslatedPath,
  type Locale,
} from '@/lib/i18n';
import { withBrand } from '@/lib/metadata';
import { routes } from '@/lib/routes';

/** Title and description of the 404 page in a language (one file; postbuild writes the Spanish copy). */
export function notFoundMeta(locale: Locale): { title: string; description: string } {
  const t = dictionary(locale);
  return { title: withBrand(`404: ${t('notFoundHeading')}`), description: `${t('notFoundText')}.` };
}

export type NotFoundKind = 'generic' | 'service' | 'injury' | 'post';
export const notFoundKinds: NotFoundKind[] = ['generic', 'service', 'injury', 'post'];

/** The languages with a path prefix, as [locale, prefix] pairs, longest prefix first. */
const prefixes = locales
  .filter((l) => localeInfo[l].prefix !== '')
  .map((l) => [l, localeInfo[l].prefix] as const)
  .sort((a, b) => b[1].length - a[1].length);

/**
 * The folders whose missing pages get their own message, in every language's
 * words (and in the English words the Spanish pages had before), most specific
 * first: injuries, then chiropractic services, then the blog.
 */
const sections: readonly (readonly [NotFoundKind, string])[] = (
  [
    ['injury', routes.category('injuries')],
    ['service', routes.service('chiropractic')],
    ['post', routes.blog],
  ] as const
).flatMap(([kind, path]) =>
  locales.flatMap((l) =>
    [...new Set([localizePath(path, l), untranslatedPath(path, l)])].map(
      (localized) => [kind, localized] as const,
    ),
  ),
);

/**
 * Which 404 message fits a missing path, and in which language (docs/decisions.md,
 * section 7). Self-contained on purpose: the 404 page inlines its source
 * as the script that picks the message before the first paint, so the
 * languages and folders come in as arguments.
 */
function caseOfPath(
  pathname: string,
  prefixed: readonly (readonly [Locale, string])[],
  folders: readonly (readonly [NotFoundKind, string])[],
  fallback: Locale,
): { locale: Locale; kind: NotFoundKind } {
  const path = pathname.toLowerCase();
  let locale = fallback;
  for (const [code, prefix] of prefixed) {
    if (path === prefix || path.indexOf(prefix + '/') === 0) {
      locale = code;
      break;
    }
  }
  let kind: NotFoundKind = 'generic';
  for (const [name, folder] of folders) {
    if (path.indexOf(folder) === 0) {
      kind = name;
      break;
    }
  }
  return { locale: locale, kind: kind };
}

export function notFoundCase(pathname: string): { locale: Locale; kind: NotFoundKind } {
  return caseOfPath(pathname, prefixes, sections, defaultLocale);
}

/** The inline script of the 404 page: sets <html lang>, data-locale and data-case. */
export const notFoundScript = `(function(){try{var c=(${caseOfPath.toString()})(location.pathname,${JSON.stringify(prefixes)},${JSON.stringify(sections)},${JSON.stringify(defaultLocale)});var d=document.documentElement;d.lang=c.locale;d.setAttribute('data-locale',c.locale);d.setAttribute('data-case',c.kind);}catch(e){}})();`;
