/**
 * @jest-environment node
 *
 * Every {{placeholder}} written in the copy (Markdown, YAML and the TypeScript content modules,
 * the UI labels included) names a clinic fact or a value a component fills when it renders:
 * fillPlaceholders knows it. A typo or a new name fails here, with its file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, PLACEHOLDER } from '@/lib/i18n';
import { fillPlaceholders } from '@/lib/content/placeholders';
import { copyFiles } from '@/prose/linter';

const known = (name: string) => {
  try {
    fillPlaceholders(`{{${name}}}`, defaultLocale);
    return true;
  } catch {
    return false;
  }
};

describe('placeholders in the copy', () => {
  it('knows a clinic fact and rejects a made-up name', () => {
    expect(known('phone')).toBe(true);
    expect(known('phoneNumberTypo')).toBe(false);
  });

  it('names only known values', () => {
    const unknown = copyFiles().flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(PLACEHOLDER)]
            .filter((m) => !known(m[1] ?? ''))
            .map((m) => `${path.relative(process.cwd(), file)}:${i + 1} ${m[0]}`),
        ),
    );
    expect(unknown).toEqual([]);
  });
});
