/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localeInfo, locales } from '@/lib/i18n';

/**
 * Issue 14, point 2: the languages live in lib/i18n.ts, and everything else
 * asks it. This test reads every tracked source and config file and fails on
 * a language code or path prefix written as a literal ('es', "es", `es`,
 * '/es…, "/es…, or /\/es…/ in a regular expression) for every language
 * but the default one (whose paths have no prefix).
 *
 * Not read:
 * - lib/i18n.ts itself, the one place they belong;
 * - content/ (copy is written per language) and the route files under app/(xx)/
 *   (one folder per language: its layout names its language);
 * - tests and specs (*.test.*, *.spec.*): they name the languages whose output they assert;
 * - Markdown, the lock file and public/ (documentation, data, built assets);
 * - the excerpts of a real build the postbuild tests read (scripts/postbuild/__fixtures__/next-export/).
 */
const ROOT = path.resolve(__dirname, '..');

/** Files that must name a language themselves, and why. */
const ALLOWED: Record<string, string> = {
  'netlify.toml':
    "Netlify reads it before the build; its one rule (a language's 404 page, with status 404) is one that Cloudflare Pages rejects in the generated _redirects.",
  'app/globals.css':
    'CSS cannot compare two attributes: the bilingual 404 page hides the other blocks with one rule pair per language.',
};

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|toml|ya?ml|json|html)$/;

function skipped(file: string): boolean {
  return (
    file === 'lib/i18n.ts' ||
    file === 'package-lock.json' ||
    file.startsWith('content/') ||
    file.startsWith('public/') ||
    file.startsWith('scripts/postbuild/__fixtures__/next-export/') ||
    /^app\/\([^)]+\)\//.test(file) ||
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
    !SOURCE.test(file)
  );
}

/** Literals naming a prefixed language: its code in quotes or its path prefix. */
function literalsOf(code: string, prefix: string): RegExp {
  const escape = (text: string) => text.replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&');
  const c = escape(code);
  const p = escape(prefix);
  const regexPrefix = escape(prefix.replace(/\//g, '\\/'));
  // A prefix counts when no letter follows it: "/es/x/" and `/es${path}`, never "/essential/".
  return new RegExp(`'${c}'|"${c}"|\`${c}\`|['"\`]${p}(?![\\w-])|${regexPrefix}(?![\\w-])`);
}

function languageLiterals(files: readonly { file: string; text: string }[]): string[] {
  const patterns = locales
    .filter((l) => localeInfo[l].prefix !== '')
    .map((l) => literalsOf(l, localeInfo[l].prefix));
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .flatMap((line, i) =>
        patterns.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !skipped(file) && fs.existsSync(path.join(ROOT, file)));

describe('language literals outside lib/i18n.ts', () => {
  it('reads the sources (and finds a planted literal)', () => {
    expect(tracked).toEqual(expect.arrayContaining(['lib/routes.ts', 'scripts/postbuild.ts']));
    expect(
      languageLiterals([
        { file: 'x.ts', text: "const a = 1;\nif (locale === 'es') go('/es/blog/');" },
        { file: 'y.ts', text: 'const spanish = /^\\/es\\//;' },
        { file: 'z.ts', text: 'const ok = "/essential/".length;\nconst x = `/es${path}`;' },
      ]),
    ).toEqual([
      "x.ts:2: if (locale === 'es') go('/es/blog/');",
      'y.ts:1: const spanish = /^\\/es\\//;',
      'z.ts:2: const x = `/es${path}`;',
    ]);
  });

  it('finds none outside the allowed files', () => {
    const files = tracked
      .filter((file) => !Object.hasOwn(ALLOWED, file))
      .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
    expect(languageLiterals(files)).toEqual([]);
  });

  it('allows only files that still need it', () => {
    const files = Object.keys(ALLOWED).map((file) => ({
      file,
      text: fs.readFileSync(path.join(ROOT, file), 'utf8'),
    }));
    const stale = Object.keys(ALLOWED).filter(
      (file) => !languageLiterals(files).some((hit) => hit.startsWith(`${file}:`)),
    );
    expect(stale).toEqual([]);
  });
});
