import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { clinic } from '../lib/content/clinic';
import { cvLines, cvPath } from '../lib/cv';
import { locales } from '../lib/i18n';
import { OUT } from './support';

/**
 * The CV PDFs read back by Poppler's pdftotext (Debian's poppler-utils, which
 * scripts/ensure-chromium.mjs installs): each says exactly the lines lib/cv.ts
 * makes from the clinic facts (lib/cv.test.ts holds those to the facts), on one page.
 */
const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

for (const locale of locales) {
  test(`the ${locale} CV states the clinic facts of lib/cv.ts and nothing else`, () => {
    const file = path.join(OUT, cvPath(locale));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(words(text)).toBe(
      words(
        cvLines(locale)
          .map((l) => l.text)
          .join('\n'),
      ),
    );
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toContain(
      `Title:           ${clinic().doctor.name}, ${clinic().doctor.credentials}`,
    );
  });
}
