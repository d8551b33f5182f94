/**
 * The languages of the site, in one place: everything else asks this module
 * (lib/i18n-literals.test.ts fails on a language code or prefix written
 * anywhere else outside content/ and the route folders). To add a language,
 * see "Adding a language" in the README.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** The language of the root paths, of `x-default` and of pages that cannot tell. */
export const defaultLocale: Locale = 'en';

/** One value per language; a missing language is a type error. */
export type Localized<T = string> = Record<Locale, T>;

type LocaleInfo = {
  /** Path prefix of its pages: '' at the root, else '/xx' (no trailing slash). */
  prefix: string;
  /** Its own name, in itself: the language switch shows it. */
  label: string;
  /** `hreflang` of alternate links and `lang` of <html>. */
  hreflang: string;
  /** BCP 47 tag for Intl formats, JSON-LD `inLanguage` and RSS. */
  lang: string;
  /** Open Graph `og:locale`. */
  og: string;
  /** The flag components/icons.tsx draws beside the label. */
  flag: 'usa' | 'spain';
  /** The language the switch in the header links to. */
  other: Locale;
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    prefix: '',
    label: 'English',
    hreflang: 'en',
    lang: 'en-US',
    og: 'en_US',
    flag: 'usa',
    other: 'es',
  },
  es: {
    prefix: '/es',
    label: 'Español',
    hreflang: 'es',
    lang: 'es-US',
    og: 'es_US',
    flag: 'spain',
    other: 'en',
  },
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return localeInfo[locale].other;
}

/** The prefixed languages, longest prefix first: the order to match a path against. */
const prefixed = locales
  .filter((l) => localeInfo[l].prefix !== '')
  .sort((a, b) => localeInfo[b].prefix.length - localeInfo[a].prefix.length);

/** The language a path belongs to: "/es/blog/" → es, "/essential/" → en. */
export function localeOfPath(path: string): Locale {
  return (
    prefixed.find((l) => {
      const prefix = localeInfo[l].prefix;
      return path === prefix || path.startsWith(`${prefix}/`);
    }) ?? defaultLocale
  );
}

/** A path without its language prefix: the same page in the default language. */
export function delocalizePath(path: string): string {
  const prefix = localeInfo[localeOfPath(path)].prefix;
  return path.slice(prefix.length) || '/';
}

/** The same page in a language: "/blog/" → "/es/blog/", "/es/" → "/". */
export function localizePath(path: string, locale: Locale): string {
  return `${localeInfo[locale].prefix}${delocalizePath(path)}`;
}

/** A date format in the language ("April 28, 2025" / "28 de abril de 2025" with dateStyle long). */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(localeInfo[locale].lang, options);
}

/** A list format in the language ("a, b, and c" / "a, b y c"). */
export function listFormat(locale: Locale, options: Intl.ListFormatOptions) {
  return new Intl.ListFormat(localeInfo[locale].lang, options);
}

/**
 * The one interpolation syntax of the site, in content and UI strings alike:
 * {{name}}. lib/placeholders.ts fills clinic facts with it.
 */
export const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Replaces each {{name}} with its value; a name without a value is left as written. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
