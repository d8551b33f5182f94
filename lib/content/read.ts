import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';
import { found } from '@/lib/content/fields';
import { defaultLocale, locales, type Locale } from '@/lib/i18n';

/**
 * Reading content files. Every file is checked against its schema; every
 * problem becomes one line naming the file, the field and the language, and
 * all of a kind's problems are reported together (ContentError).
 *
 * Two layouts, the editor's (Decap CMS i18n):
 * - a YAML file with both languages inside, `{ en: {...}, es: {...} }`;
 * - Markdown with front matter, one file per language: `<folder>/<locale>/<slug>.md`.
 * Fields listed as `shared` (a date, a category, a picture) are the same in both languages.
 */

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** The content folder; CONTENT_DIR points the loaders at another copy (tests). */
export const contentDir = (...parts: string[]) =>
  path.join(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'), ...parts);

/**
 * A loader: `read` runs when first asked, and its result is kept for as long as
 * the content folder is the same one (a test that points CONTENT_DIR at a copy
 * gets that copy read). Nothing is read when a module is imported; a problem is
 * thrown by the call that asks, and asked again by the next one. `key` says what else the
 * result depends on.
 */
export function loader<T>(read: () => T, key: () => string = () => contentDir()): () => T {
  let kept: { key: string; value: T } | undefined;
  return () => {
    const now = key();
    if (kept?.key !== now) kept = { key: now, value: read() };
    return kept.value;
  };
}

/** Where a file is, as a person reads it in a message. */
const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** A content file as messages name it: "content/pages/home.yaml". */
export const contentFile = (...parts: string[]) => shown(contentDir(...parts));

/** One line per zod issue: "content/x.yaml: title (es): is missing". */
function describe(file: string, issues: readonly z.core.$ZodIssue[], locale?: Locale): string[] {
  const line = (path: readonly PropertyKey[], text: string) =>
    `${shown(file)}: ${path.map(String).join('.') || '(file)'}${locale ? ` (${locale})` : ''}: ${text}`;
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => line([...issue.path, key], 'unknown field'))
      : [line(issue.path, message(issue))],
  );
}

function message(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  if (input === undefined && issue.code === 'invalid_type') return 'is missing';
  if (issue.code === 'invalid_type' && !issue.message.includes('found'))
    return `must be ${issue.expected === 'string' ? 'text' : issue.expected}; found ${found(input)}`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.join(', ')}`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `needs at least ${String(issue.minimum)}`;
  return issue.message;
}

/**
 * A YAML error as a person can act on it, at the line to change (`offset`: the
 * lines before `source` in the file, the front matter's ---):
 * - a quote never closed: the line where it opens, not where YAML gave up;
 * - a field written twice: its name, its language and both lines;
 * - anything else: YAML's own first line.
 * `locale`: the language of a one-language file (a post's); in a file with
 * both, the language whose part holds the line.
 */
function yamlErrorText(
  file: string,
  where: string,
  source: string,
  offset: number,
  error: YAML.YAMLError,
  locale?: Locale,
): string {
  const lines = source.split('\n');
  const at = (error.linePos?.[0]?.line ?? 0) - 1;
  const head = (line: number) => `${file}: YAML syntax error${where} at line ${line + 1 + offset}`;
  const languageAt = (line: number) =>
    locale ??
    lines
      .slice(0, line + 1)
      .reverse()
      .map((l) => /^([a-z]{2}):\s*$/.exec(l)?.[1])
      .find((l): l is Locale => (locales as readonly string[]).includes(l ?? ''));
  const quote = /^Missing closing (['"])quote/.exec(error.message)?.[1];
  if (quote && at >= 0) {
    const opens = lines
      .slice(0, at + 1)
      .map((l, i) => ({ i, l }))
      .reverse()
      .find(({ l }) => new RegExp(`^\\s*(- +)?([^\\s#:][^:#]*: +)?${quote}`).test(l));
    if (opens)
      return `${head(opens.i)}: the ${quote} that opens this value is never closed: end the value with ${quote}${quote === "'" ? " (an apostrophe inside it is written '')" : ' (a " inside it is written \\")'}.`;
  }
  if (error.code === 'DUPLICATE_KEY' && at >= 0) {
    const [, indent = '', key = ''] = /^(\s*(?:- +)?)([^:#]+?):/.exec(lines[at] ?? '') ?? [];
    // The same field before it, in the same part of the file (above it, no line less indented).
    let first = -1;
    for (let i = at - 1; i >= 0 && first < 0; i--) {
      const l = lines[i] ?? '';
      if (l.trim() && l.length - l.trimStart().length < indent.length) break;
      if (l.startsWith(`${indent}${key}:`)) first = i;
    }
    const language = languageAt(at);
    return `${head(at)}: the field ${key}${language ? ` (${language})` : ''} is written twice${first >= 0 ? `, here and at line ${first + 1 + offset}` : ''}: keep one of them.`;
  }
  return `${head(Math.max(at, 0))}: ${error.message.split('\n')[0]}`;
}

function readYamlFile(file: string): unknown {
  if (!fs.existsSync(file)) throw new ContentError([`${shown(file)}: the file is missing`]);
  const doc = YAML.parseDocument(withoutMark(fs.readFileSync(file, 'utf8')), {
    prettyErrors: true,
  });
  if (doc.errors.length > 0) {
    const text = withoutMark(fs.readFileSync(file, 'utf8'));
    throw new ContentError(doc.errors.map((e) => yamlErrorText(shown(file), '', text, 0, e)));
  }
  return doc.toJS();
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A byte-order mark, which some Windows editors put before the text: not part of it. */
const withoutMark = (text: string) => text.replace(/^\uFEFF/, '');

/** A Markdown file's front matter, with the text after it as `body`. */
function readMarkdownFile(file: string): unknown {
  if (!fs.existsSync(file)) throw new ContentError([`${shown(file)}: the file is missing`]);
  const raw = withoutMark(fs.readFileSync(file, 'utf8'));
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new ContentError([`${shown(file)}: no front matter (it starts with ---)`]);
  const doc = YAML.parseDocument(match[1] ?? '', { prettyErrors: true });
  if (doc.errors.length > 0) {
    const locale = locales.find((l) => path.basename(path.dirname(file)) === l);
    throw new ContentError(
      doc.errors.map((e) =>
        yamlErrorText(shown(file), ' in the front matter', match[1] ?? '', 1, e, locale),
      ),
    );
  }
  const data: unknown = doc.toJS() ?? {};
  const fields = data && typeof data === 'object' ? data : {};
  const body = raw.slice(match[0].length).trim();
  return body ? { ...fields, body } : fields;
}

/** A content file as written, before its schema reads it (Markdown: front matter and `body`). */
export const readRaw = (file: string): unknown =>
  file.endsWith('.md') ? readMarkdownFile(file) : readYamlFile(file);

/**
 * A field left empty is a field left out: the editor saves a cleared field as
 * "" (or an empty list), and a hand-written file may too. Optional fields then
 * read as absent, and required ones as missing.
 */
export function withoutBlanks(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutBlanks);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== '' && v !== null && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, withoutBlanks(v)]),
  );
}

/** Reads `data` with `schema` as the build does, blanks left out; issues carry what was found. */
export const parseContent = <S extends z.ZodType>(schema: S, data: unknown) =>
  schema.safeParse(withoutBlanks(data), { reportInput: true });

function parse<S extends z.ZodType>(schema: S, data: unknown, file: string, locale?: Locale) {
  const result = parseContent(schema, data);
  if (!result.success) throw new ContentError(describe(file, result.error.issues, locale));
  return result.data as z.infer<S>;
}

/**
 * A shared field's value in one language: `list.field` names that field of each item of a list,
 * in order (the forms page's PDFs: each form's title is per language, its file is not).
 */
function sharedValue(copy: object, key: string): unknown {
  const [name = key, field] = key.split('.');
  const value = (copy as Record<string, unknown>)[name];
  if (!field || !Array.isArray(value)) return value;
  return value.map((item: unknown) => (item as Record<string, unknown> | null)?.[field]);
}

/** Shared fields must agree: the editor duplicates them, a hand edit may not. */
function sameShared<T extends object>(
  copies: Record<Locale, T>,
  shared: readonly string[],
  file: (l: Locale) => string,
) {
  const [first, ...others] = locales;
  // A file (a picture, a PDF) is shown by its address.
  const value = (locale: Locale, key: string) =>
    JSON.stringify(sharedValue(copies[locale], key), (_, v: unknown) =>
      v && typeof v === 'object' && 'src' in v ? v.src : v,
    );
  const problems = others.flatMap((locale) =>
    shared
      .filter((key) => value(locale, key) !== value(first, key))
      .map(
        (key) =>
          `${shown(file(locale))}: ${key} (${locale}): must be the same in every language${key.includes('.') ? ', in the same order' : ''} (${first} has ${value(first, key)})`,
      ),
  );
  if (problems.length > 0) throw new ContentError(problems);
}

/** Runs every read, then reports all their problems at once. */
export function collect<T>(reads: readonly (() => T)[]): T[] {
  const problems: string[] = [];
  const results: T[] = [];
  for (const read of reads) {
    try {
      results.push(read());
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return results;
}

/**
 * A problem of a field the languages share (a date, a picture) is the same
 * problem in every language: within one file, it is reported once.
 */
function once<T>(shared: readonly string[], read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const isShared = (problem: string) =>
      shared.some((field) => new RegExp(`: ${field}[.\\w]* \\(\\w+\\): `).test(problem));
    const key = (problem: string) =>
      isShared(problem) ? problem.replace(/ \((\w+)\): /, ': ') : problem;
    const seen = new Set<string>();
    throw new ContentError(
      error.problems.filter((problem) => !seen.has(key(problem)) && seen.add(key(problem))),
    );
  }
}

/** A YAML file of one kind, not by language (the clinic facts). */
export function readYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  return parse(schema, readYamlFile(file), file);
}

/** A YAML file holding both languages: `{ en: {...}, es: {...} }`. */
export function readBilingualYaml<S extends z.ZodType>(
  file: string,
  schema: S,
  shared: readonly string[] = [],
): Record<Locale, z.infer<S>> {
  const data = readYamlFile(file);
  const byLocale = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const extra = Object.keys(byLocale).filter(
    (key) => !(locales as readonly string[]).includes(key),
  );
  const problems = extra.map(
    (key) => `${shown(file)}: ${key}: not a language (${locales.join(', ')})`,
  );
  const copies = once(shared, () =>
    collect(
      locales.map((locale) => () => {
        if (byLocale[locale] === undefined)
          throw new ContentError([`${shown(file)}: (${locale}): the ${locale} version is missing`]);
        return [locale, parse(schema, byLocale[locale], file, locale)] as const;
      }),
    ),
  );
  if (problems.length > 0) throw new ContentError(problems);
  const result = Object.fromEntries(copies) as Record<Locale, z.infer<S>>;
  sameShared(result as Record<Locale, object>, shared, () => file);
  return result;
}

/** The YAML files of a folder, by slug (file name without .yaml). */
export function yamlSlugs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => path.basename(f, '.yaml'))
    .sort();
}

/** The slugs of a Markdown folder kind: every file of every language. */
export function markdownSlugs(dir: string): string[] {
  const slugs = locales.flatMap((locale) => {
    const folder = path.join(dir, locale);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.md'))
      .map((f) => path.basename(f, '.md'));
  });
  return [...new Set(slugs)].sort();
}

/** Whether a post is a draft: its default-language file sets `draft` (the editor's "Draft"). */
export const isDraft = (raw: unknown) =>
  Boolean(raw && typeof raw === 'object' && (raw as { draft?: unknown }).draft === true);

/**
 * Whether a post's other languages wait for their translation: its default-language file sets
 * `translationPending` (the editor's "Spanish later").
 */
export const isPendingCopy = (raw: unknown) =>
  Boolean(
    raw &&
    typeof raw === 'object' &&
    (raw as { translationPending?: unknown }).translationPending === true,
  );

/**
 * One Markdown entry in every language: `<dir>/<locale>/<slug>.md`. A post whose translation is
 * pending reads its other languages' empty fields from the default language: they are checked
 * as the default's, and the loaders leave the post out of those languages (lib/blog.ts).
 */
export function readBilingualMarkdown<S extends z.ZodType>(
  dir: string,
  slug: string,
  schema: S,
  shared: readonly string[] = [],
): Record<Locale, z.infer<S>> {
  const file = (locale: Locale) => path.join(dir, locale, `${slug}.md`);
  let first: unknown;
  try {
    first = readMarkdownFile(file(defaultLocale));
  } catch {
    // named below, with the other languages' problems
  }
  const copies = collect(
    locales.map((locale) => () => {
      const raw = readMarkdownFile(file(locale));
      const data = isPendingCopy(first)
        ? { ...(withoutBlanks(first) as object), ...(withoutBlanks(raw) as object) }
        : raw;
      return [locale, parse(schema, data, file(locale), locale)] as const;
    }),
  );
  const result = Object.fromEntries(copies) as Record<Locale, z.infer<S>>;
  sameShared(result as Record<Locale, object>, shared, file);
  return result;
}
