/** @textlint/resolver 15 ships without type declarations: the two hooks prose/linter.ts uses. */
declare module '@textlint/resolver' {
  type Context = { parentModule: string };
  export function registerResolveHook(
    hook: (name: string, context: Context) => { url: string } | undefined,
  ): void;
  export function registerImportHook(
    hook: (specifier: string, context: Context) => Promise<{ exports: unknown } | undefined>,
  ): void;
}

// textlint's rule and filter packages ship no types: each is a textlint module.
declare module 'textlint-rule-prh' {
  import type { TextlintRuleModule } from '@textlint/types';
  const rule: TextlintRuleModule;
  export default rule;
}
declare module 'textlint-filter-rule-allowlist' {
  import type { TextlintFilterRuleReporter } from '@textlint/types';
  const filter: TextlintFilterRuleReporter;
  export default filter;
}
