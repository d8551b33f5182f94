/**
 * @jest-environment node
 *
 * One name per thing: every Spanish string of the content (the articles and
 * legal pages under content/ and the `es` side of every TypeScript content
 * module) uses the glossary's terms, never a rejected variant, and every
 * English string uses US spelling. Placeholders are filled first, so the
 * text checked is the text a visitor reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { britishSpellings, spanishGlossary, type GlossaryEntry } from '@/content/glossary';
import { isLocale, locales, type Locale } from '@/lib/i18n';
import { readMarkdownFile } from '@/lib/markdown-file';
import { fillPlaceholders } from '@/lib/placeholders';

/**
 * Titles and descriptions belong to the metadata rewrite (issue 12) and are
 * fixed there: a violation in one of these fields is tolerated until then,
 * and only these. An entry that no longer occurs fails, so the list shrinks.
 */

type Text = { where: string; locale: Locale; field: string; text: string };

const root = path.join(process.cwd(), 'content');

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const files = walk(root);

/** Articles and legal pages: the folder names the language. */
function markdownTexts(): Text[] {
  return files
    .filter((f) => f.endsWith('.md') && !f.endsWith('README.md'))
    .flatMap((file) => {
      const locale = path.basename(path.dirname(file));
      if (!isLocale(locale)) return [];
      const { data, body } = readMarkdownFile(file, locale);
      const where = path.relative(root, file);
      const fields = Object.entries(data)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([field, text]) => ({ where: `${where} ${field}`, locale, field, text }));
      return [...fields, { where: `${where} body`, locale, field: 'body', text: body }];
    });
}

/** Every string under a `{ en, es }` node of a module's exports, with its path. */
function localizedStrings(value: unknown, trail: string[], locale?: Locale): Text[] {
  if (typeof value === 'string') {
    if (!locale) return [];
    const field = trail.at(-1) ?? '';
    return [{ where: trail.join('.'), locale, field, text: fillPlaceholders(value, locale) }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => localizedStrings(v, [...trail, String(i)], locale));
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const localized = locales.every((l) => l in record);
    return Object.entries(record).flatMap(([key, v]) =>
      localized && isLocale(key)
        ? localizedStrings(v, [...trail, key], key)
        : localizedStrings(v, [...trail, key], locale),
    );
  }
  return [];
}

/** Index modules last: a string is reported where it is written, not where it is re-exported. */
const modules = files
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('glossary.ts'))
  .sort((a, b) => Number(a.endsWith('index.ts')) - Number(b.endsWith('index.ts')));

let texts: Text[] = [];

beforeAll(async () => {
  const fromModules: Text[] = [];
  // An index module re-exports filled copies: report a string where it is written.
  const seen = new Set<string>();
  for (const file of modules) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const t of localizedStrings({ ...exports }, [path.relative(root, file)])) {
      const key = `${t.locale} ${t.field} ${t.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      fromModules.push({ ...t, where: t.where.replace(/^([^.]+\.ts)\./, '$1 ') });
    }
  }
  texts = [...markdownTexts(), ...fromModules];
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A variant as a whole word or phrase, any case, any whitespace between its words. */
const pattern = (variant: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${variant.split(/\s+/).map(escape).join('\\s+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );

type Violation = { where: string; variant: string; term: string; field: string };

function violations(locale: Locale, glossary: readonly GlossaryEntry[]): Violation[] {
  const checks = glossary.flatMap((entry) =>
    entry.reject.map((variant) => ({ variant, term: entry.term, re: pattern(variant) })),
  );
  return texts
    .filter((t) => t.locale === locale)
    .flatMap((t) =>
      checks
        .filter((c) => c.re.test(t.text))
        .map((c) => ({ where: t.where, variant: c.variant, term: c.term, field: t.field })),
    );
}

const report = (list: Violation[]) =>
  list.map((v) => `${v.where}: "${v.variant}" (write "${v.term}")`);

describe('glossary', () => {
  it('reads the content of both languages', () => {
    for (const locale of locales) {
      const mine = texts.filter((t) => t.locale === locale);
      expect(mine.some((t) => t.where.startsWith(`blog/${locale}/`))).toBe(true);
      expect(mine.some((t) => t.where.startsWith(`legal/${locale}/`))).toBe(true);
      expect(mine.some((t) => t.where.startsWith('ui.ts '))).toBe(true);
      expect(mine.some((t) => t.where.startsWith('conditions/'))).toBe(true);
    }
  });

  it('keeps each glossary entry consistent with itself', () => {
    for (const entry of [...spanishGlossary, ...britishSpellings]) {
      for (const variant of entry.reject) expect(pattern(variant).test(entry.term)).toBe(false);
    }
  });

  it('uses one Spanish name per thing and no calque', () => {
    expect(report(violations('es', spanishGlossary))).toEqual([]);
  });

  it('writes English with US spelling', () => {
    expect(report(violations('en', britishSpellings))).toEqual([]);
  });

  it('fills Spanish titled names with their article', () => {
    const spanish = texts.filter((t) => t.locale === 'es');
    const bare = spanish.filter((t) =>
      /(?:^|[^\p{L}])(?:de|a|con|por|para)\s+Dr\.?\s/iu.test(t.text),
    );
    expect(bare.map((t) => t.where)).toEqual([]);
    const doubled = spanish.filter((t) => /\b(?:el|del|al)\s+(?:el|del|al)\s+Dr\b/iu.test(t.text));
    expect(doubled.map((t) => t.where)).toEqual([]);
  });
});
