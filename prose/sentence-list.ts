/**
 * `tsx prose/sentence-list.ts <language> [files…]`: every sentence of the copy of one language,
 * one JSON line each ({ file, line, text }), in the units the claims check reads (a paragraph,
 * heading, list item or table cell split into sentences). The labelled set of the claims check
 * (prose/labelled/) was made from this list by reading it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale } from '../lib/i18n';
import { copyFiles } from './linter';
import { copyBlocks } from './blocks';
import { splitSentences } from './sentences';

const [language, ...args] = process.argv.slice(2);
if (!language || !isLocale(language)) throw new Error('usage: sentence-list.ts <en|es> [files…]');
const files = args.length ? args.map((f) => path.resolve(f)) : copyFiles();
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  for (const block of copyBlocks(source, file, language)) {
    for (const s of splitSentences(block.text)) {
      const line = block.line + (block.text.slice(0, s.start).match(/\n/g)?.length ?? 0);
      const out = { file: path.relative(process.cwd(), file), line, text: s.text };
      process.stdout.write(`${JSON.stringify(out)}\n`);
    }
  }
}
