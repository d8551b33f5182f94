import { dictionary } from '@/content/ui';
import type { Locale } from '@/lib/i18n';
import { withBrand } from '@/lib/metadata';

/** Title and description of the 404 page in a language (one file; postbuild writes the Spanish copy). */
export function notFoundMeta(locale: Locale): { title: string; description: string } {
  const t = dictionary(locale);
  return { title: withBrand(`404: ${t('notFoundHeading')}`), description: `${t('notFoundText')}.` };
}

export type NotFoundKind = 'generic' | 'service' | 'injury' | 'post';
export const notFoundKinds: NotFoundKind[] = ['generic', 'service', 'injury', 'post'];

/**
 * Which 404 message fits a missing path, and in which language (SPEC.md
 * section 8). Self-contained on purpose: the 404 page inlines its source
 * as the script that picks the message before the first paint.
 */
export function notFoundCase(pathname: string): { locale: 'en' | 'es'; kind: NotFoundKind } {
  const path = pathname.toLowerCase();
  const es = path === '/es' || path.indexOf('/es/') === 0;
  const rest = es ? path.slice(3) : path;
  let kind: NotFoundKind = 'generic';
  if (rest.indexOf('/services/chiropractic/injuries/') === 0) kind = 'injury';
  else if (rest.indexOf('/services/chiropractic/') === 0) kind = 'service';
  else if (rest.indexOf('/blog/') === 0) kind = 'post';
  return { locale: es ? 'es' : 'en', kind: kind };
}

/** The inline script of the 404 page: sets <html lang>, data-locale and data-case. */
export const notFoundScript = `(function(){try{var c=(${notFoundCase.toString()})(location.pathname);var d=document.documentElement;d.lang=c.locale;d.setAttribute('data-locale',c.locale);d.setAttribute('data-case',c.kind);}catch(e){}})();`;
