export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** One value per language; a missing language is a type error. */
export type Localized<T = string> = Record<Locale, T>;

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

/** BCP 47 tags for Open Graph and JSON-LD. */
export const localeTags: Record<Locale, { lang: string; og: string; name: string }> = {
  en: { lang: 'en-US', og: 'en_US', name: 'English' },
  es: { lang: 'es-US', og: 'es_US', name: 'Español' },
};
