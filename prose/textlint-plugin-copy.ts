import path from 'node:path';
import type { AnyTxtNode, TxtDocumentNode, TxtNodeRange } from '@textlint/ast-node-types';
import { parse as parseMarkdown } from '@textlint/markdown-to-ast';
import type {
  TextlintMessage,
  TextlintPluginCreator,
  TextlintPluginOptions,
  TextlintPluginPreProcessResult,
} from '@textlint/types';
import ts from 'typescript';
import { isMap, isScalar, isSeq, parseDocument, type Scalar } from 'yaml';
import { isLocale, locales, type Locale } from '../lib/i18n';
import { documentOf, paragraphsOf, Shadow } from './shadow';

/**
 * textlint plugin `copy`: reads the site's copy in each of its forms and gives textlint the
 * strings of ONE language, the `language` option (prose/lint.ts sets it from the folder of the
 * configuration). The language of a string is the nearest language code on its path: the last
 * key (YAML) or property or variable name (TypeScript) above it that is a language of
 * lib/i18n.ts, else the language folder of its file (`content/blog/<language>/…`). Strings in no language (slugs, ids, clinic facts
 * outside a `{ en, es }` pair) are not copy and are left out.
 *
 * - Markdown: textlint's own Markdown tree; the front matter's strings are added as paragraphs.
 * - YAML: one paragraph (holding one Str) per string scalar.
 * - TypeScript content modules: one paragraph per string literal (a template's literal parts
 *   each on their own).
 *
 * Data files are read through a shadow text (prose/shadow.ts): messages name the file's line.
 */

type Found = { value: string; from: number; to: number; keys: readonly string[] };

/** The nearest language code on a path of folders and keys (the last one wins). */
export function languageOf(segments: readonly string[]): Locale | undefined {
  return segments.findLast(isLocale);
}

function foldersOf(filePath: string | undefined): string[] {
  return filePath ? path.relative(process.cwd(), path.dirname(filePath)).split(path.sep) : [];
}

/** Where a scalar's text starts: after a quote, or on the line after a block header (`|`, `>`). */
function contentStart(source: string, scalar: Scalar): number {
  const [start] = scalar.range ?? [0];
  if (scalar.type === 'QUOTE_DOUBLE' || scalar.type === 'QUOTE_SINGLE') return start + 1;
  if (scalar.type === 'BLOCK_LITERAL' || scalar.type === 'BLOCK_FOLDED') {
    const line = source.indexOf('\n', start) + 1;
    return line + (/^ */.exec(source.slice(line))?.[0].length ?? 0);
  }
  return start;
}

/** Every non-empty string scalar of a YAML text, in order, with the keys above it. */
function yamlStrings(source: string): Found[] {
  const doc = parseDocument(source);
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message).join('\n'));
  const found: Found[] = [];
  const visit = (node: unknown, keys: string[]) => {
    if (isScalar(node) && typeof node.value === 'string' && node.value.trim()) {
      const from = contentStart(source, node);
      found.push({ value: node.value, from, to: node.range?.[1] ?? from, keys });
    } else if (isMap(node)) {
      for (const pair of node.items)
        visit(pair.value, [...keys, isScalar(pair.key) ? String(pair.key.value) : '']);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...keys, String(i)]));
    }
  };
  visit(doc.contents, []);
  return found;
}

/** The property and variable names above a TypeScript node, outermost first. */
function namesAbove(node: ts.Node): string[] {
  const names: string[] = [];
  for (let p = node.parent; p; p = p.parent) {
    if (
      (ts.isPropertyAssignment(p) || ts.isVariableDeclaration(p)) &&
      !ts.isComputedPropertyName(p.name)
    )
      names.unshift(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : '');
  }
  return names;
}

/** Every string literal of a TypeScript module (not a key, import or type), in order. */
function typescriptStrings(source: string, fileName: string): Found[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  /** A literal's text starts after its quote (or `}`) and ends before its quote (or `${`). */
  const add = (node: ts.Node, value: string, closing = 1) => {
    const [from, to] = [node.getStart(file) + 1, node.getEnd() - closing];
    if (value.trim()) found.push({ value, from, to, keys: namesAbove(node) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isPropertyAssignment(node)) return visit(node.initializer);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return add(node, node.text);
    if (ts.isTemplateExpression(node)) {
      add(node.head, node.head.text, 2);
      for (const { literal } of node.templateSpans)
        add(literal, literal.text, ts.isTemplateTail(literal) ? 1 : 2);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The text and tree of a data file: its strings of the language, on their own lines. */
function dataDocument(source: string, strings: Found[]): TextlintPluginPreProcessResult {
  const shadow = new Shadow(source);
  const ranges = strings.map((s) => shadow.write(s.value, s.from, s.to));
  return { text: shadow.text, ast: documentOf(shadow.text, paragraphsOf(shadow.text, ranges)) };
}

function shifted<T extends AnyTxtNode>(node: T, by: number): T {
  const range: TxtNodeRange = [node.range[0] + by, node.range[1] + by];
  if (!('children' in node)) return { ...node, range };
  return { ...node, range, children: node.children.map((child) => shifted(child, by)) };
}

/** A Markdown file: its tree, with the front matter's strings as paragraphs before the body. */
function markdownDocument(source: string): TextlintPluginPreProcessResult {
  const tree = parseMarkdown(source);
  const [first, ...body] = tree.children;
  // The front matter: a node of the type Yaml, which the node types do not list.
  if (!first || first.range[0] !== 0 || !/^---\r?\n/.test(first.raw)) return tree;
  const offset = first.range[0] + first.raw.indexOf('\n') + 1;
  const yaml = source.slice(offset, first.raw.lastIndexOf('\n---') + first.range[0]);
  const strings = yamlStrings(yaml).map((s) => ({
    ...s,
    from: s.from + offset,
    to: s.to + offset,
  }));
  const shadow = new Shadow(source);
  const ranges = strings.map((s) => shadow.write(s.value, s.from, s.to));
  const by = shadow.copy(first.range[1], source.length);
  const children = [...paragraphsOf(shadow.text, ranges), ...body.map((n) => shifted(n, by))];
  return { text: shadow.text, ast: documentOf(shadow.text, children) };
}

const nothing = (source: string): TxtDocumentNode => documentOf(source, []);

class CopyProcessor {
  private readonly language: Locale;

  constructor(options: TextlintPluginOptions = {}) {
    const { language } = options;
    if (typeof language !== 'string' || !isLocale(language))
      throw new Error(
        `textlint-plugin-copy: the language option must be one of ${locales.join(', ')}`,
      );
    this.language = language;
  }

  availableExtensions() {
    return ['.md', '.yaml', '.yml', '.ts'];
  }

  processor(extension: string) {
    const language = this.language;
    return {
      preProcess(source: string, filePath?: string): TextlintPluginPreProcessResult {
        const folders = foldersOf(filePath);
        const mine = (s: Found) => languageOf([...folders, ...s.keys]) === language;
        if (extension === '.md')
          return languageOf(folders) === language ? markdownDocument(source) : nothing(source);
        if (extension === '.ts')
          return dataDocument(
            source,
            typescriptStrings(source, filePath ?? 'copy.ts').filter(mine),
          );
        return dataDocument(source, yamlStrings(source).filter(mine));
      },
      postProcess(messages: TextlintMessage[], filePath?: string) {
        return { messages, filePath: filePath ?? '<copy>' };
      },
    };
  }
}

const plugin: TextlintPluginCreator = { Processor: CopyProcessor };
export default plugin;
