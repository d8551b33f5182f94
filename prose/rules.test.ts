/**
 * @jest-environment node
 *
 * The rules files hold together: every language has its configuration, every dictionary rule
 * proves itself with an example, every claim tied to a clinic fact still matches the facts, and
 * every page named in statements.yml still exists. The rules themselves are data; this test
 * never lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { clinic } from '@/lib/content/clinic';
import { locales } from '@/lib/i18n';
import { parseClaims } from '@/prose/health-claims';
import { copyFiles, PROSE_DIR } from '@/prose/linter';
import { parseStatements, namesPage, pageOf } from '@/prose/textlint-rule-statements';

const file = (locale: string, name: string) => path.join(PROSE_DIR, locale, name);

/** A prh dictionary, as far as this test reads it. */
type Dictionary = { rules: { expected: string; specs?: { from: string; to: string }[] }[] };

describe.each(locales.map((l) => [l]))('the %s rules', (locale) => {
  it('have a configuration in the folder named after the language', () => {
    expect(fs.existsSync(file(locale, '.textlintrc.json'))).toBe(true);
  });

  it('give each dictionary rule a spec that changes the text', () => {
    const dictionary: Dictionary = YAML.parse(fs.readFileSync(file(locale, 'terms.yml'), 'utf8'));
    expect(dictionary.rules.length).toBeGreaterThan(0);
    for (const { expected, specs = [] } of dictionary.rules) {
      expect(`${expected}: ${specs.length} specs`).not.toMatch(/: 0 specs$/);
      for (const spec of specs) expect(spec.from).not.toBe(spec.to);
    }
  });

  it('tie each claim about a clinic fact to a fact that is still false', () => {
    const facts = parseClaims(fs.readFileSync(file(locale, 'claims.yml'), 'utf8')).filter(
      (c) => c.fact,
    );
    for (const claim of facts) {
      const value = (claim.fact ?? '')
        .split('.')
        .reduce<unknown>(
          (v, key) => (v && typeof v === 'object' ? Reflect.get(v, key) : v),
          clinic(),
        );
      // When the clinic starts to offer it, the claim is no longer untrue: revisit the rule.
      expect(`${claim.id}: ${claim.fact} = ${String(value)}`).toMatch(/ = false$/);
    }
  });

  it('name only pages that exist in statements.yml', () => {
    const pages = copyFiles().map(pageOf);
    for (const key of parseStatements(
      fs.readFileSync(file(locale, 'statements.yml'), 'utf8'),
    ).keys())
      expect(`${key}: ${pages.some((page) => namesPage(key, page))}`).toBe(`${key}: true`);
  });
});

describe('the copy files', () => {
  it('include the content in every form and the UI labels', () => {
    const files = copyFiles().map((f) => path.relative(process.cwd(), f));
    for (const pattern of [/^content\/blog\/[^/]+\/.+\.md$/, /\.ya?ml$/, /^lib\/ui\.ts$/])
      expect(files.some((f) => pattern.test(f))).toBe(true);
    expect(files).toContain(path.relative(process.cwd(), require.resolve('@/lib/ui')));
    expect(files.some((f) => /\.test\.ts$|README\.md$/.test(f))).toBe(false);
  });
});
