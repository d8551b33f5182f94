import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PAYLOAD_GLOBAL, STATIC_PREFIX } from './next-contract';

/**
 * next-contract.ts is the one module that knows Next's private formats. This test reads every
 * source file but the tests (which build fixtures of those formats) for Next's private names:
 * its folder in out/, its payload global and segment files, React's fiber key and the build's
 * id file. Comment lines do not count: prose may describe a format.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const PRIVATE = /_next\b|__next[._]|__reactFiber|BUILD_ID/;
const CONTRACT = 'scripts/postbuild/next-contract.ts';

/**
 * Lines that must copy a value of the contract, and why: each such line must hold the value
 * exactly as the contract has it, so that changing it there fails here until they follow.
 */
const COPIES: Record<string, { values: string[]; why: string }> = {
  'components/service-worker-registrar.tsx': {
    values: [STATIC_PREFIX],
    why: 'a browser module: the contract reads files and cannot ship to pages',
  },
  'scripts/postbuild/defer-scripts.ts': {
    values: [PAYLOAD_GLOBAL],
    why: 'the inline loader is JavaScript source written into every page, not a module',
  },
};

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && fs.existsSync(path.join(ROOT, f)))
  .filter((f) => !/\.(test|spec)\.[cm]?[jt]sx?$|__fixtures__\//.test(f) && f !== CONTRACT);

/** The lines of a file that name a private format, outside comments. */
function privateLines(file: string): string[] {
  return fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line) && PRIVATE.test(line))
    .map((line) => line.trim());
}

it('finds the source files to read', () => {
  expect(sources).toEqual(expect.arrayContaining(['scripts/bench.ts', ...Object.keys(COPIES)]));
});

it('leaves Next’s private names to next-contract.ts', () => {
  const found = sources.flatMap((file) =>
    privateLines(file)
      .filter((line) => !COPIES[file]?.values.some((value) => line.includes(value)))
      .map((line) => `${file}: ${line}`),
  );
  expect(found).toEqual([]);
});

it.each(Object.entries(COPIES))('%s still copies the contract (%#)', (file) => {
  expect(privateLines(file).length).toBeGreaterThan(0);
});
