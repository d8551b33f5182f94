import type { TextlintRuleReporter } from '@textlint/types';
import YAML from 'yaml';
import { isLocale } from '../lib/i18n';

/**
 * textlint rule `statements`: what a given page must say, or must never say, read from the
 * language's `statements.yml` (option `statementsText`, its text: prose/linter.ts reads it). Each key
 * names the copy it applies to by its path under content/ without the language folder, and
 * with or without its extension (`legal/hipaa-policy` is content/legal/<language>/hipaa-policy.md,
 * `blog/*.md` is every post, `*` matching within a folder); each entry is `{ id, reason, must }` or `{ id, reason, mustNot }`,
 * a case-insensitive regular expression matched against the page's text in the language.
 */
export type Statement = { id: string; reason: string; must?: RegExp; mustNot?: RegExp };

const parsed = new Map<string, Map<string, Statement[]>>();

export function parseStatements(source: string, file = 'statements.yml'): Map<string, Statement[]> {
  const cached = parsed.get(source);
  if (cached) return cached;
  const data: unknown = YAML.parse(source);
  if (!data || typeof data !== 'object') throw new Error(`${file}: expected a mapping of pages`);
  const pages = new Map<string, Statement[]>();
  for (const [key, list] of Object.entries(data)) {
    if (!Array.isArray(list)) throw new Error(`${file}: ${key} must be a list of statements`);
    pages.set(
      key,
      list.map((entry: Record<string, unknown>) => {
        const { id, reason, must, mustNot } = entry;
        const pattern = (p: unknown) => (typeof p === 'string' ? new RegExp(p, 'iu') : undefined);
        if (typeof id !== 'string' || typeof reason !== 'string' || !(must || mustNot))
          throw new Error(`${file}: ${key}: a statement needs an id, a reason and must or mustNot`);
        return { id, reason, must: pattern(must), mustNot: pattern(mustNot) };
      }),
    );
  }
  parsed.set(source, pages);
  return pages;
}

/**
 * The page a copy file is, as statements.yml names it: `legal/hipaa-policy.md`, from its
 * path (absolute, or from the project folder; the part from its `content` folder on).
 */
export function pageOf(filePath: string): string {
  const parts = filePath.split(/[\\/]/);
  const content = parts.lastIndexOf('content');
  const inContent = content === -1 ? parts : parts.slice(content + 1);
  return inContent.filter((part) => part && !isLocale(part)).join('/');
}

/** Whether a key of statements.yml names a page: `*` for any name, the extension optional. */
export function namesPage(key: string, page: string): boolean {
  const escaped = key.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const extension = /\.[^./*]+$/.test(key) ? '' : '\\.[^./]+';
  return new RegExp(`^${escaped.join('[^/]*')}${extension}$`).test(page);
}

const reporter: TextlintRuleReporter<{ statementsText?: string }> = (context, options) => {
  const pages = parseStatements(options?.statementsText ?? '{}');
  const { getSource, getFilePath, report, RuleError, locator } = context;
  return {
    Document(document) {
      const file = getFilePath();
      // A page with no copy in this language (the other language's Markdown) says nothing.
      if (!file || document.children.length === 0) return;
      const page = pageOf(file);
      const text = getSource(document);
      for (const [key, statements] of pages) {
        if (!namesPage(key, page)) continue;
        for (const { id, reason, must, mustNot } of statements) {
          if (must && !must.test(text)) {
            const message = `${page} must say ${id}: ${reason} (/${must.source}/)`;
            report(document, new RuleError(message, { padding: locator.range([0, 1]) }));
          }
          for (const m of mustNot ? text.matchAll(new RegExp(mustNot.source, 'giu')) : []) {
            const message = `${page} must not say ${id}: ${reason} ("${m[0]}")`;
            const padding = locator.range([m.index, m.index + m[0].length]);
            report(document, new RuleError(message, { padding }));
          }
        }
      }
    },
  };
};

export default reporter;
