import YAML from 'yaml';
import { jsonSchemaOf } from '@/lib/cms/config';
import type { Kind } from '@/lib/content/kinds';
import { locales } from '@/lib/i18n';

/**
 * The form the editor writes a content file in, so that every file is kept in
 * it and a save changes only the lines of the fields that were edited.
 *
 * Sveltia orders an entry's fields as the configuration lists them (the
 * schema's order), leaves out empty optional fields, and writes YAML with the
 * yaml package: two-space indents, list items indented, no line folding,
 * strings plain where YAML allows and single-quoted where it does not
 * (lib/cms/config.ts, `YAML_OUTPUT`). A Markdown post is that YAML between
 * `---` lines, a blank line, then the article.
 *
 * Comments do not survive a save: what a file needs to say goes in its
 * schema's labels and hints, which the editor shows beside each field.
 */

type Json = ReturnType<typeof jsonSchemaOf>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/**
 * `data` with its keys in the schema's order (unknown keys after, by name),
 * empty optional ones left out, and no whitespace at the end of a text.
 */
export function ordered(data: unknown, json: Json | undefined): unknown {
  if (Array.isArray(data)) return data.map((item) => ordered(item, json?.items));
  // A multi-line text loses its final line break in the editor (`|-`, not `|`).
  if (typeof data === 'string') return data.replace(/\s+$/, '');
  if (!data || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  const properties = json?.properties ?? {};
  const required = new Set(json?.required ?? []);
  const known = Object.keys(properties).filter((key) => key in record);
  const unknown = Object.keys(record)
    .filter((key) => !(key in properties))
    .sort();
  return Object.fromEntries(
    [...known, ...unknown]
      .filter((key) => required.has(key) || !isEmpty(record[key]))
      .map((key) => [key, ordered(record[key], properties[key])]),
  );
}

/** YAML as the editor writes it. */
export const editorYaml = (data: unknown) =>
  YAML.stringify(data, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();

/** A content file's text in the editor's form, from its data as read (`readRaw`). */
export function canonicalText(kind: Kind, file: string, data: unknown): string {
  const json = jsonSchemaOf(kind.schema);
  if (file.endsWith('.md')) {
    const { body, ...fields } = (data ?? {}) as Record<string, unknown>;
    const head = `---\n${editorYaml(ordered(fields, json))}\n---\n`;
    return typeof body === 'string' && body.trim() ? `${head}\n${body.trim()}\n` : head;
  }
  if (kind.layout === 'facts') return `${editorYaml(ordered(data, json))}\n`;
  const byLocale = (data ?? {}) as Record<string, unknown>;
  const languages = [
    ...locales.filter((l) => l in byLocale),
    ...Object.keys(byLocale).filter((key) => !(locales as readonly string[]).includes(key)),
  ];
  return `${editorYaml(Object.fromEntries(languages.map((l) => [l, ordered(byLocale[l], json)])))}\n`;
}
