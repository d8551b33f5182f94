import { readPageAddresses, readPendingPosts, readPostAddresses } from '@/lib/post-addresses.mjs';

/**
 * The languages of the site, in one place: everything else asks this module
 * (lib/i18n-literals.test.ts fails on a language code or prefix written
 * anywhere else outside content/ and the route folders). To add a language,
 * see "Adding a language" in docs/content.md.
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

/**
 * The languages a team member may speak with patients, as BCP 47 tags: not the site's
 * languages, but the ones the editor offers for each person (content/team/, `languages`) and
 * the Person and ContactPoint structured data carry (`knowsLanguage`, `availableLanguage`).
 * English, Spanish and the languages most spoken at home in the Kansas City area after them.
 */
export const spokenLanguages = [
  'en',
  'es',
  'vi',
  'zh',
  'ar',
  'so',
  'fr',
  'ko',
  'pt',
  'de',
] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

/** A spoken language's name in a page's language: "Spanish", "español" (from Intl's data). */
export function languageName(code: SpokenLanguage, locale: Locale): string {
  return new Intl.DisplayNames([localeInfo[locale].lang], { type: 'language' }).of(code) ?? code;
}

/** "English and Spanish" / "inglés y español": the languages someone speaks, in a page's language. */
export function languageList(codes: readonly SpokenLanguage[], locale: Locale): string {
  return listFormat(locale, { style: 'long', type: 'conjunction' }).format(
    codes.map((code) => languageName(code, locale)),
  );
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

/**
 * The words of each language's addresses. Each entry maps the English path of
 * a page (or folder) to the word that replaces its last segment; paths nest,
 * so '/services/' and '/services/acupuncture/' give /es/servicios/acupuntura/.
 * A segment without an entry keeps its English word; files keep their names.
 * Here are only the words of the site's sections and fixed pages, which no
 * content file holds. A page that is content carries its own word in its
 * file, in the language's part: the `address` of a post, a legal page, a
 * service, a category, a condition or a team member (pageAddresses and
 * postAddresses below), so the editor creates a page with its address and no
 * code changes. English paths are the keys, so English needs no words. Words
 * are lower-case ASCII joined by hyphens: no accents in addresses.
 * lib/routes.test.ts checks that every page has its words and that a word
 * reads back to one page; the content check (lib/content/check.ts) that no two
 * pages share an address.
 */
const pathWords: Record<Locale, Readonly<Record<string, string>>> = {
  en: {},
  es: {
    '/services/': 'servicios',
    // "blog" is the word Spanish readers use and search for; keeping it keeps every
    // article's address and the feed's (feed readers follow a moved feed poorly).
    '/blog/': 'blog',
    '/blog/page/': 'pagina',
    '/patients/': 'pacientes',
    '/patients/forms/': 'formularios',
    '/patients/review-us/': 'dejenos-una-resena',
    '/new-patient-special/': 'oferta-para-pacientes-nuevos',
    '/about/': 'sobre-nosotros',
    '/about/meet-our-team/': 'nuestro-equipo',
    '/about/testimonials/': 'testimonios',
    '/contact/': 'contacto',
    '/appointment/': 'cita',
    '/search/': 'buscar',
    '/offline/': 'sin-conexion',
    '/sitemap/': 'mapa-del-sitio',
  },
};

/** A language's words read back: English parent path + word → the English segment. */
function readBack(words: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(
    Object.entries(words).map(([english, word]) => {
      const parent = english.slice(0, english.slice(0, -1).lastIndexOf('/') + 1);
      return [`${parent}${word}/`, english.slice(parent.length, -1)];
    }),
  );
}

/**
 * The blog's English path and a post's: the route table's `blog` and `post` (lib/routes.ts),
 * written here because the words of posts and the language switch need them, and the client
 * chunk that carries this module should not carry the route table.
 */
export const blogPath = '/blog/';
export const postPath = (slug: string) => `${blogPath}${slug}/`;

/**
 * Each language's blog posts' addresses, by post (its file name), from the
 * posts' own files (lib/post-addresses.mjs), wherever files can be read: the
 * build, its scripts and Jest. No public page's script carries them: a table of
 * every post would grow with the blog on every page and show a scheduled post's
 * address before its day. In a browser the language switch reads the other
 * language's address from the page itself (PageInLanguage in
 * components/header/page-path.tsx); the editor's build hands it the published
 * posts' addresses (scripts/prebuild/admin.ts).
 */
function postAddresses(): Record<string, Record<string, string>> {
  const handed = process.env.POST_ADDRESSES;
  if (handed) return JSON.parse(handed) as Record<string, Record<string, string>>;
  const fs = process.getBuiltinModule?.('node:fs');
  const nodePath = process.getBuiltinModule?.('node:path');
  if (!fs || !nodePath) return {};
  const content = process.env.CONTENT_DIR ?? nodePath.join(process.cwd(), 'content');
  return readPostAddresses(fs, nodePath, content);
}

/**
 * Each language's addresses of the pages that are content but posts, by English
 * path, from their files (lib/post-addresses.mjs). The build hands them to the
 * pages' scripts (next.config.mjs), where the menu marks and the language switch
 * read addresses back: a few dozen words, growing with the services, not the blog.
 * The build's scripts and Jest read the files.
 */
function pageAddresses(): Record<string, Record<string, string>> {
  const handed = process.env.PAGE_ADDRESSES;
  if (handed) return JSON.parse(handed) as Record<string, Record<string, string>>;
  const fs = process.getBuiltinModule?.('node:fs');
  const nodePath = process.getBuiltinModule?.('node:path');
  if (!fs || !nodePath) return {};
  const content = process.env.CONTENT_DIR ?? nodePath.join(process.cwd(), 'content');
  return readPageAddresses(fs, nodePath, content);
}

/**
 * The posts whose translation is pending, by file name, from their files (the build, its
 * scripts and Jest). A browser needs no list: the page's own alternate links leave the
 * language out (PageInLanguage in components/header/page-path.tsx).
 */
function pendingPosts(): string[] {
  const fs = process.getBuiltinModule?.('node:fs');
  const nodePath = process.getBuiltinModule?.('node:path');
  if (!fs || !nodePath) return [];
  const content = process.env.CONTENT_DIR ?? nodePath.join(process.cwd(), 'content');
  return readPendingPosts(fs, nodePath, content);
}

/**
 * Where the language switch of a page leads: the same page in the other language, or, for a
 * post whose translation is pending, that language's blog (the post waits for its words).
 * `pending` says so where the files cannot be read (in a browser, where only such a post's
 * links leave a language out); elsewhere the pending posts' files say it. No path is read
 * apart here: matchRoute (lib/routes.ts) is the one reader of path shapes.
 */
export function switchPath(path: string, locale: Locale, pending?: boolean): string {
  const english = delocalizePath(path);
  const waits =
    locale !== defaultLocale &&
    (pending ?? pendingPosts().some((slug) => postPath(slug) === english));
  return localizePath(waits ? blogPath : english, locale);
}

let allWords: Record<Locale, Readonly<Record<string, string>>> | undefined;
let allEnglishWords: Map<Locale, Map<string, string>> | undefined;

/** A language's words: the sections' (pathWords), its pages' and its posts' addresses. */
function wordsOf(locale: Locale): Readonly<Record<string, string>> {
  if (!allWords) {
    const posts = postAddresses();
    const pages = pageAddresses();
    allWords = Object.fromEntries(
      locales.map((l) => [
        l,
        {
          // The sections' words come last: a post cannot take the address of a part of the blog.
          ...(l === defaultLocale
            ? {}
            : {
                ...Object.fromEntries(
                  Object.entries(posts[l] ?? {}).map(([slug, word]) => [postPath(slug), word]),
                ),
                ...pages[l],
              }),
          ...pathWords[l],
        },
      ]),
    ) as Record<Locale, Readonly<Record<string, string>>>;
  }
  return allWords[locale];
}

function englishWordsOf(locale: Locale): Map<string, string> {
  allEnglishWords ??= new Map(locales.map((l) => [l, readBack(wordsOf(l))]));
  return allEnglishWords.get(locale) as Map<string, string>;
}

/**
 * Rewrites a path (without language prefix) segment by segment, walking the
 * English path of the folders above each one; `segment` gives the output word
 * and the English word of one segment.
 */
function rewrite(
  path: string,
  segment: (englishPath: string, word: string) => { out: string; english: string },
): string {
  let parent = '/';
  return path
    .split('/')
    .map((word) => {
      if (word === '') return word;
      const { out, english } = segment(parent, word);
      parent = `${parent}${english}/`;
      return out;
    })
    .join('/');
}

/**
 * Words a page's address had in a language before they changed, by English
 * path: the old address answers a 301 to the new one (lib/routes.ts).
 */
export const formerWords: Record<Locale, Readonly<Record<string, readonly string[]>>> = {
  en: {},
  es: {
    // Renamed to the glossary's names of the pages.
    '/healthcare-disclaimer/': ['aviso-de-salud'],
    '/hipaa-policy/': ['aviso-de-privacidad-hipaa'],
  },
};

/** A language's words for the pages' English paths, its posts' addresses included. */
export function pathWordsOf(locale: Locale): Readonly<Record<string, string>> {
  return wordsOf(locale);
}

/**
 * A path without its language prefix and in English words: the same page in the
 * default language ("/es/servicios/acupuntura/" → "/services/acupuncture/"). A
 * segment already in English (an address from before the words were
 * translated) reads as itself, so old addresses find their page too.
 */
export function delocalizePath(path: string): string {
  const locale = localeOfPath(path);
  const rest = path.slice(localeInfo[locale].prefix.length) || '/';
  const words = englishWordsOf(locale);
  return rewrite(rest, (parent, word) => {
    const english = words?.get(`${parent}${word}/`) ?? word;
    return { out: english, english };
  });
}

/** The same page in a language: "/blog/" → "/es/blog/", "/contact/" → "/es/contacto/", "/es/" → "/". */
export function localizePath(path: string, locale: Locale): string {
  const words = wordsOf(locale);
  const local = rewrite(delocalizePath(path), (parent, english) => ({
    out: words[`${parent}${english}/`] ?? english,
    english,
  }));
  return `${localeInfo[locale].prefix}${local}`;
}

/**
 * A page's address before its words were translated: its English path under the
 * language's prefix ("/es/contact/"). Old links use it; the build redirects it.
 */
export function untranslatedPath(path: string, locale: Locale): string {
  return `${localeInfo[locale].prefix}${delocalizePath(path)}`;
}

/** A date format in the language ("April 28, 2025" / "28 de abril de 2025" with dateStyle long). */
export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(localeInfo[locale].lang, options);
}

/** "9:00 AM" / "9:00" from "09:00", in the language's way of writing the hour. */
export function formatTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, h, m)),
  );
}

/** A list format in the language ("a, b, and c" / "a, b y c"). */
export function listFormat(locale: Locale, options: Intl.ListFormatOptions) {
  return new Intl.ListFormat(localeInfo[locale].lang, options);
}

/**
 * The one interpolation syntax of the site, in content and UI strings alike:
 * {{name}}. lib/content/placeholders.ts fills clinic facts with it.
 */
export const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Replaces each {{name}} with its value; a name without a value is left as written. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
