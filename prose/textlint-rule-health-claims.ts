import type { AnyTxtNode, TxtNode } from '@textlint/ast-node-types';
import type { TextlintRuleReporter } from '@textlint/types';
import { findClaims, parseClaims } from './health-claims';

/**
 * textlint rule `health-claims`: reports every claim of the language's claims file (option
 * `claimsText`, its text: prose/linter.ts reads it) that a paragraph, heading or table cell
 * makes without the context that allows it. See prose/health-claims.ts.
 */
const BLOCKS = new Set(['Paragraph', 'Header', 'TableCell']);
/** A list or table is one paragraph for a source link, as it is one block of Markdown. */
const GROUPS = new Set(['List', 'Table']);

const reporter: TextlintRuleReporter<{ claimsText?: string }> = (context, options) => {
  const claims = parseClaims(options?.claimsText ?? 'claims: []');
  const { getSource, report, RuleError, locator } = context;

  const check = (block: TxtNode, group: TxtNode | undefined) => {
    const text = getSource(block);
    for (const { claim, start, end, match } of findClaims(
      text,
      claims,
      getSource(group ?? block),
    )) {
      const message = `${claim.reason} ("${match}", claim ${claim.id})`;
      report(block, new RuleError(message, { padding: locator.range([start, end]) }));
    }
  };

  const walk = (node: AnyTxtNode, group: TxtNode | undefined): void => {
    if (BLOCKS.has(node.type)) return check(node, group);
    if (!('children' in node)) return;
    for (const child of node.children) walk(child, GROUPS.has(node.type) ? (group ?? node) : group);
  };

  return { Document: (document) => walk(document, undefined) };
};

export default reporter;
