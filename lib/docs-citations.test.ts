/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/** Comments cite only documents that are in the repository. */
const ROOT = path.resolve(__dirname, '..');
const DIRS = ['app', 'components', 'lib', 'scripts', 'e2e', 'prose', 'tools'];
const CITATION = /\b(?:docs\/[\w-]+\.md|[A-Z][A-Z_-]+\.md)\b/g;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs|js|css)$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f));
}

it('every document a comment cites exists', () => {
  const cited = DIRS.flatMap((d) => files(path.join(ROOT, d))).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(CITATION)].map((m) => ({
      file: path.relative(ROOT, file),
      doc: m[0],
    })),
  );
  expect(cited.length).toBeGreaterThan(5);
  expect(cited.filter(({ doc }) => !fs.existsSync(path.join(ROOT, doc)))).toEqual([]);
});
