import fs from 'node:fs';
import path from 'node:path';
import { ExifTool } from 'exiftool-vendored';
import { expect, test } from '@playwright/test';
import { OUT } from './support';

/**
 * No published picture or document tells where it was taken or by which camera:
 * exiftool (the npm package exiftool-vendored, on the system's perl) reads
 * every JPEG, PNG, WebP and PDF of the export. scripts/postbuild/images-metadata.test.ts
 * proves the step on pictures committed with GPS and a serial.
 */
const PRIVATE = /^GPS|SerialNumber$|^OwnerName$|^MakerNote|^UserComment$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : files(full);
    return /\.(jpe?g|png|webp|pdf)$/i.test(entry.name) ? [full] : [];
  });
}

test('exiftool finds no GPS position or camera serial in any picture or document of out/', async () => {
  test.setTimeout(120_000);
  const found = files(OUT);
  // The icons, the sharing pictures, their WebP sizes and the CV PDFs at least.
  expect(found.length).toBeGreaterThan(20);
  const exiftool = new ExifTool({ taskTimeoutMillis: 30_000 });
  try {
    const left: string[] = [];
    for (const file of found) {
      const tags = Object.keys(await exiftool.read(file)).filter((k) => PRIVATE.test(k));
      if (tags.length > 0) left.push(`${path.relative(OUT, file)}: ${tags.join(', ')}`);
    }
    expect(left).toEqual([]);
  } finally {
    await exiftool.end();
  }
});
