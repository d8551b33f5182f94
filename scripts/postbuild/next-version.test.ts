/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { unpackFixtures } from './__fixtures__/next-fixtures';

/**
 * The steps that rewrite Next.js's output are tested against files captured
 * from a real build (scripts/postbuild/__fixtures__/next-export.json.br). After
 * an upgrade those captures are old: this test stops the suite until they are
 * taken again from the new version (docs/upgrading.md).
 */
const installed = (name: string) =>
  (
    JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
      version: string;
    }
  ).version;

it('the captured Next.js output comes from the installed Next.js and React', () => {
  const { dir, next, react } = unpackFixtures();
  fs.rmSync(dir, { recursive: true, force: true });
  const mismatch = (name: string, captured: string | undefined) =>
    installed(name) === captured
      ? []
      : [
          `${name} ${installed(name)} is installed, the fixtures come from ${name} ${captured ?? '(unknown)'}: capture them again (docs/upgrading.md, step 3)`,
        ];
  expect([...mismatch('next', next), ...mismatch('react', react)]).toEqual([]);
});
