/**
 * npm run lint:prose — lints the site's copy (prose/linter.ts) in every language and prints
 * each problem with its file, line and reason. Exits non-zero when there is one.
 * With file arguments, lints those files instead of all the copy.
 */
import path from 'node:path';
import { loadLinterFormatter } from 'textlint';
import { locales } from '../lib/i18n';
import { copyFiles, createProseLinter } from './linter';

async function main() {
  const args = process.argv.slice(2);
  const files = args.length ? args.map((f) => path.resolve(f)) : copyFiles();
  const formatter = await loadLinterFormatter({
    formatterName: 'stylish',
    color: Boolean(process.stdout.isTTY),
  });
  let problems = 0;
  for (const language of locales) {
    const linter = await createProseLinter(language);
    const results = (await linter.lintFiles(files))
      .filter((r) => r.messages.length > 0)
      .map((r) => ({
        filePath: path.relative(process.cwd(), r.filePath),
        // One line per problem (prh adds its reason on a second line), and no offer to fix:
        // textlint would rewrite the text it read, which for a data file is not the file.
        messages: r.messages.map((m) => ({
          ...m,
          message: m.message.replace(/\n/g, ' — '),
          fix: undefined,
        })),
      }));
    problems += results.reduce((n, r) => n + r.messages.length, 0);
    if (results.length) console.log(`Prose (${language}):\n${formatter.format(results)}`);
  }
  console.log(
    problems
      ? `Prose: ${problems} problem(s). The rules live in prose/ (docs/content.md, "Prose rules").`
      : `Prose: ${files.length} files of copy, ${locales.join(' and ')}: no problems.`,
  );
  process.exitCode = problems ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
