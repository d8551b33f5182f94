import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@textlint/config-loader';
import { TextlintKernelDescriptor } from '@textlint/kernel';
import { registerImportHook, registerResolveHook } from '@textlint/resolver';
import { createLinter } from 'textlint';
import type { Locale } from '../lib/i18n';
import type { ProseRuleTexts } from './check';

/**
 * The prose linter: textlint, once per language, with the configuration of that language's
 * folder, prose/<language>/.textlintrc.json. The folder names the language, as it does for the
 * content: the plugin (textlint-plugin-copy.ts) is told it here and gives the rules only that
 * language's strings, so a Spanish dictionary never reads English and the reverse.
 */
export const PROSE_DIR = __dirname;

/** The files that hold copy: every Markdown, YAML and TypeScript file under content/. */
export function copyFiles(root = process.cwd()): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.(md|ya?ml|ts)$/.test(entry.name) && !/\.test\.ts$|^README\.md$/.test(entry.name)
        ? [file]
        : [];
    });
  // The UI labels are copy too.
  const labels = [path.join(root, 'lib', 'ui.ts')];
  return [...new Set([...walk(path.join(root, 'content')), ...labels.filter(fs.existsSync)])];
}

let hooked = false;

/**
 * textlint resolves the configuration's `copy` plugin as `textlint-plugin-copy` and the rule
 * `health-claims` as `textlint-rule-health-claims`: those are found in this folder. And textlint
 * loads every module with import(), which Jest's sandbox does not allow; every module it loads
 * here (ours and the npm ones) is CommonJS, so it is required instead.
 */
function findLocalModules() {
  if (hooked) return;
  hooked = true;
  registerResolveHook((name) => {
    const file = path.join(PROSE_DIR, `${name}.ts`);
    return fs.existsSync(file) ? { url: file } : undefined;
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  registerImportHook(async (specifier) => ({ exports: { default: require(specifier) } }));
}

/** The texts of a language's rule files, as its .textlintrc.json names them. */
export function proseRuleTexts(language: Locale): ProseRuleTexts {
  const dir = path.join(PROSE_DIR, language);
  const config = JSON.parse(fs.readFileSync(path.join(dir, '.textlintrc.json'), 'utf8')) as {
    rules: {
      prh: { rulePaths: string[] };
      'health-claims': { claims: string };
      statements: { statements: string };
      'cited-claims': { efficacy: string; sources: string; notClaims: string };
    };
  };
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  return {
    terms: config.rules.prh.rulePaths.map(read),
    claims: read(config.rules['health-claims'].claims),
    statements: read(config.rules.statements.statements),
    efficacy: read(config.rules['cited-claims'].efficacy),
    sources: read(config.rules['cited-claims'].sources),
    notClaims: read(config.rules['cited-claims'].notClaims),
  };
}

/** A textlint linter for one language's copy (lintFiles, lintText). */
export async function createProseLinter(language: Locale) {
  findLocalModules();
  const configFilePath = path.join(PROSE_DIR, language, '.textlintrc.json');
  const loaded = await loadConfig({ configFilePath });
  if (!loaded.ok) {
    const causes = loaded.error.errors.map((e) => e.message).join('\n');
    throw new Error(`${configFilePath}: ${loaded.error.message}\n${causes}`);
  }
  const { rules, filterRules, plugins } = loaded.config;
  const texts = proseRuleTexts(language);
  const descriptor = new TextlintKernelDescriptor({
    // Our rules take their rule file's text (so the editor's preview runs them in the browser).
    rules: rules.map((r) =>
      r.ruleId === 'health-claims'
        ? { ...r, options: { claimsText: texts.claims } }
        : r.ruleId === 'statements'
          ? { ...r, options: { statementsText: texts.statements } }
          : r.ruleId === 'cited-claims'
            ? {
                ...r,
                options: {
                  efficacyText: texts.efficacy,
                  sourcesText: texts.sources,
                  notClaimsText: texts.notClaims,
                },
              }
            : r,
    ),
    filterRules,
    // Only the configured plugins: textlint's own Markdown plugin would read .md files first,
    // without their front matter.
    plugins: plugins.map((p) => (p.pluginId === 'copy' ? { ...p, options: { language } } : p)),
    configBaseDir: path.dirname(configFilePath),
  });
  return createLinter({ descriptor });
}
