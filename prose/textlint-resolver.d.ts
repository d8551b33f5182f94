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
