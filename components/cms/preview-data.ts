import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { factsFor } from '@/components/cms/edited-facts';
import { fill, isLocale, locales, type Locale } from '@/lib/i18n';

/** What the editor hands a preview, and the entry's data as the site's components take it. */
export type Props = CustomPreviewTemplateProps;

/** The language being previewed: the editor writes it into the preview frame's <html lang>. */
export const languageOf = (props: Props): Locale => {
  const lang = props.document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : (locales[0] as Locale);
};

/** The entry's data as plain values, its placeholders filled in the language. */
export function dataOf<T>(props: Props): T {
  const locale = languageOf(props);
  const facts = factsFor(locale, props.entry);
  const filled = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value, facts);
    if (Array.isArray(value)) return value.map(filled);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v)]));
    return value;
  };
  return filled(props.entry.get('data')?.toJS?.() ?? {}) as T;
}
