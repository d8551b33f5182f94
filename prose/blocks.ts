import path from 'node:path';
import type { AnyTxtNode, TxtDocumentNode } from '@textlint/ast-node-types';
import type { Locale } from '../lib/i18n';
import plugin from './textlint-plugin-copy';

export type Block = { text: string; line: number; type: string };

/** The blocks of copy textlint reads in a file: paragraphs, headings and table cells. */
export const BLOCK_TYPES = new Set(['Paragraph', 'Header', 'TableCell']);

/** The blocks of copy of one language in a content file, as the prose linter reads them. */
export function copyBlocks(source: string, file: string, language: Locale): Block[] {
  const processor = new plugin.Processor({ language });
  const result = processor.processor(path.extname(file)).preProcess(source, file);
  const ast = ('ast' in result ? result.ast : result) as TxtDocumentNode;
  const blocks: Block[] = [];
  const walk = (node: AnyTxtNode): void => {
    if (BLOCK_TYPES.has(node.type)) {
      // A table cell's source holds the pipes around it.
      const text = node.type === 'TableCell' ? node.raw.replace(/^\|?\s*|\s*\|?$/g, '') : node.raw;
      if (text.trim()) blocks.push({ text, line: node.loc.start.line, type: node.type });
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(ast);
  return blocks;
}
