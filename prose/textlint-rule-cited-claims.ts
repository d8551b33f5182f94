import type { AnyTxtNode, TxtNode } from '@textlint/ast-node-types';
import type { TextlintRuleReporter } from '@textlint/types';
import YAML from 'yaml';
import { findUnsupportedClaims, parseLexicon, parseNotClaims, type Coverage } from './claims';

/**
 * textlint rule `cited-claims`: every claim of efficacy cites, in its sentence, a source whose
 * coverage includes its treatment and condition (prose/claims.ts). Options are texts, so that
 * the editor's preview runs the rule in the browser: `efficacyText` (the language's
 * efficacy.yml), `sourcesText` (content/sources.yaml) and `notClaimsText` (the language's
 * not-claims.yml, the sentences a medical editor signed off). A table cell is read with its
 * column's heading ("What may help" makes every cell under it a claim).
 */
const BLOCKS = new Set(['Paragraph', 'Header', 'TableCell']);

const registries = new Map<string, Map<string, Coverage>>();

export function coverageOf(sourcesText: string): Map<string, Coverage> {
  const cached = registries.get(sourcesText);
  if (cached) return cached;
  const data = (YAML.parse(sourcesText) ?? {}) as { sources?: Partial<Coverage>[] };
  const map = new Map(
    (data.sources ?? []).flatMap((s) =>
      s.id
        ? [
            [
              s.id,
              { id: s.id, treatments: s.treatments ?? [], conditions: s.conditions ?? [] },
            ] as const,
          ]
        : [],
    ),
  );
  registries.set(sourcesText, map);
  return map;
}

type Options = { efficacyText?: string; sourcesText?: string; notClaimsText?: string };

const reporter: TextlintRuleReporter<Options> = (context, options) => {
  const lexicon = parseLexicon(options?.efficacyText ?? '');
  const notClaims = parseNotClaims(options?.notClaimsText ?? '[]');
  const sources = coverageOf(options?.sourcesText ?? 'sources: []');
  const { getSource, report, RuleError, locator, getFilePath } = context;
  const file = getFilePath() ?? '';
  const cell = (node: TxtNode) => getSource(node).replace(/^\|?\s*|\s*\|?$/g, '');

  const check = (block: TxtNode, header: string) => {
    const text = getSource(block);
    for (const f of findUnsupportedClaims(text, file, lexicon, sources, header, notClaims)) {
      const shown = f.sentence.length > 90 ? `${f.sentence.slice(0, 87)}…` : f.sentence;
      report(
        block,
        new RuleError(`“${shown}”: ${f.message}`, { padding: locator.range([f.start, f.end]) }),
      );
    }
  };

  const walk = (node: AnyTxtNode, header: string): void => {
    if (BLOCKS.has(node.type)) return check(node, header);
    if (!('children' in node)) return;
    if (node.type === 'Table') {
      const kids = (n: TxtNode | undefined) =>
        n && 'children' in n ? (n.children as TxtNode[]) : [];
      const [head, ...rows] = kids(node);
      const headings = kids(head).map(cell);
      for (const c of kids(head)) check(c, '');
      for (const row of rows) kids(row).forEach((c, i) => check(c, headings[i] ?? ''));
      return;
    }
    for (const child of node.children) walk(child, header);
  };

  return { Document: (document) => walk(document, '') };
};

export default reporter;
