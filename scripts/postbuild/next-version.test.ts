/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { unpackFixtures } from './__fixtures__/next-fixtures';
import { fence } from './next-contract';

/**
 * The steps that rewrite Next.js's output are tested against files captured
 * from a real build (scripts/postbuild/__fixtures__). After an upgrade to a new
 * minor or major version those captures are old: this test stops the suite
 * until they are taken again from the new version (docs/upgrading.md). A patch
 * release only warns: the contract (next-contract.ts) and the steps' tests on
 * the captures decide whether it still fits.
 */
const installed = (name: string) =>
  (
    JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
      version: string;
    }
  ).version;

it('the captured Next.js output comes from the installed minor version of Next.js and React', () => {
  const { dir, next, react } = unpackFixtures();
  fs.rmSync(dir, { recursive: true, force: true });
  const checks = [
    fence('next', installed('next'), next),
    fence('react', installed('react'), react),
  ];
  for (const { warning } of checks) if (warning) console.warn(warning);
  expect(checks.flatMap((c) => c.failure ?? [])).toEqual([]);
});

describe('the version fence', () => {
  it('passes the very version the fixtures come from', () => {
    expect(fence('next', '16.4.5', '16.4.5')).toEqual({ failure: null, warning: null });
  });

  it('only warns on a patch release, naming both versions', () => {
    const { failure, warning } = fence('next', '16.4.6', '16.4.5');
    expect(failure).toBeNull();
    expect(warning).toBe(
      'next 16.4.6 is installed, the fixtures come from next 16.4.5: a patch release, checked by the contract tests',
    );
  });

  it.each([
    ['16.5.0', '16.4.5'],
    ['17.0.0', '16.4.5'],
    ['16.3.8', '16.4.5'],
    ['16.4.5', undefined],
  ])('fails on %s against fixtures of %s, saying what to do', (now, captured) => {
    const { failure, warning } = fence('next', now, captured);
    expect(warning).toBeNull();
    expect(failure).toBe(
      `next ${now} is installed, the fixtures come from next ${captured ?? '(unknown)'}: capture them again (docs/upgrading.md, step 3)`,
    );
  });
});
