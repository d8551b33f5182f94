import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { Locale } from '@/lib/i18n';
import { fillPlaceholders } from '@/lib/placeholders';

export type MarkdownFile = { data: Record<string, unknown>; body: string; file: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Reads a Markdown file with YAML front matter; placeholders are filled everywhere. */
export function readMarkdownFile(file: string, locale: Locale): MarkdownFile {
  const raw = fillPlaceholders(fs.readFileSync(file, 'utf8'), locale, file);
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new Error(`${file}: missing front matter`);
  const data = (YAML.parse(match[1] ?? '') ?? {}) as Record<string, unknown>;
  const body = raw.slice(match[0].length).trim();
  return { data, body, file };
}

/** Markdown files of a content folder, by slug (file name without .md). */
export function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.basename(f, '.md'))
    .sort();
}

export function requireString(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${file}: front matter "${key}" must be a non-empty string`);
  }
  return value.trim();
}

/** The content folder; CONTENT_DIR points the loaders at another copy (the content fixture test). */
export const contentDir = (...parts: string[]) =>
  path.join(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'), ...parts);
