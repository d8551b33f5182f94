/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Comments and documents name only files and folders that are in the
 * repository: every path they give (`lib/content/kinds.ts`, `docs/editing.md`,
 * `content/pages/`) exists, or is one the build writes.
 */
const ROOT = path.resolve(__dirname, '..');
const TOP = ['app', 'components', 'content', 'lib', 'prose', 'scripts', 'e2e', 'docs', 'public'];
const PATH = new RegExp(
  `(?<![\\w./@-])(?:${TOP.join('|')}|\\.github|\\.ci)/[\\w./()\\[\\]-]*[\\w)\\]/]`,
  'g',
);
/**
 * Paths with a placeholder or a pattern stand for many files
 * (`content/blog/<locale>/<slug>.md`); an example names none (`content/x.yaml`,
 * the French of docs/content.md's "Adding a language").
 */
const PATTERN = /[<>*{}…$]|\.\.\.|\[|\/\/$|\/x\.\w+$|example|no-such|\bfr\b/;
/** What the build writes, which is not in the repository. */
const BUILT = /^(public\/(admin|generated|documents|og\/.*\.png|media)|out\/|deploy\/)/;

/** The files under version control that can hold a comment or a document. */
function sources(): string[] {
  return (
    execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|css|md|yml|yaml|json|toml)$/.test(f))
      // Tests name the files of their fixtures, which they make themselves.
      .filter((f) => !/\.(test|spec)\.tsx?$/.test(f))
      .filter((f) => !f.startsWith('content/') && f !== 'package-lock.json')
      .filter((f) => fs.existsSync(path.join(ROOT, f)))
  );
}

it('every path a comment or a document names exists', () => {
  const named = sources().flatMap((file) =>
    [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(PATH)]
      .map((m) => m[0].replace(/[.)]+$/, ''))
      .filter((p) => !PATTERN.test(p))
      // Cut inside a shell escape (`app/\(es\)`): not a path as written.
      .filter((p) => (p.match(/\(/g) ?? []).length === (p.match(/\)/g) ?? []).length)
      .map((p) => ({ file, path: p })),
  );
  expect(named.length).toBeGreaterThan(100);
  // A module may be named without its extension (`lib/i18n`).
  const exists = (p: string) =>
    ['', '.ts', '.tsx', '.mjs'].some((ext) =>
      fs.existsSync(path.join(ROOT, `${p.replace(/\/$/, '')}${ext}`)),
    );
  const missing = named.filter(({ path: p }) => !BUILT.test(p) && !exists(p));
  expect(missing).toEqual([]);
});
