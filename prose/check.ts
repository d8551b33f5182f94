import { TextlintKernel } from '@textlint/kernel';
import markdown from '@textlint/textlint-plugin-markdown';
import allowlist from 'textlint-filter-rule-allowlist';
import prh from 'textlint-rule-prh';
import healthClaims from './textlint-rule-health-claims';
import statements from './textlint-rule-statements';
import citedClaims from './textlint-rule-cited-claims';

/**
 * The prose rules of one language as texts (prose/<language>/: the term
 * dictionaries, claims.yml, statements.yml), and a check of a piece of copy
 * against them with textlint's own kernel: the rules `npm run lint:prose` runs,
 * in a form that also runs in the browser, where the editor's preview lists
 * what the copy being written breaks before staff publish it.
 */
export type ProseRuleTexts = {
  terms: string[];
  claims: string;
  statements: string;
  /** The language's efficacy.yml and content/sources.yaml: the claims check (prose/claims.ts). */
  efficacy: string;
  sources: string;
  /** The language's not-claims.yml: sentences a medical editor signed off as claiming nothing. */
  notClaims: string;
};

export type ProseProblem = { line: number; message: string };

const kernel = new TextlintKernel();

/**
 * The problems of a text of one language: `text` is Markdown (each string of a
 * data file a paragraph of its own, as the linter's copy plugin reads it), and
 * `file` the content file it comes from (statements.yml names pages by it).
 */
export async function checkProse(
  text: string,
  file: string,
  rules: ProseRuleTexts,
): Promise<ProseProblem[]> {
  const result = await kernel.lintText(text, {
    ext: '.md',
    filePath: file,
    plugins: [{ pluginId: 'markdown', plugin: markdown }],
    rules: [
      {
        ruleId: 'prh',
        rule: prh,
        options: {
          ruleContents: rules.terms,
          checkLink: true,
          checkBlockQuote: true,
          checkEmphasis: true,
          checkHeader: true,
        },
      },
      { ruleId: 'health-claims', rule: healthClaims, options: { claimsText: rules.claims } },
      { ruleId: 'statements', rule: statements, options: { statementsText: rules.statements } },
      {
        ruleId: 'cited-claims',
        rule: citedClaims,
        options: {
          efficacyText: rules.efficacy,
          sourcesText: rules.sources,
          notClaimsText: rules.notClaims,
        },
      },
    ],
    // Placeholders ({{phone}}) are not words of the copy.
    filterRules: [
      {
        ruleId: 'allowlist',
        rule: allowlist,
        options: { allow: ['/\\{\\{\\s*[\\w.]+\\s*\\}\\}/'] },
      },
    ],
  });
  return result.messages.map((m) => ({ line: m.line, message: m.message.replace(/\n/g, ' — ') }));
}
