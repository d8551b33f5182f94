import path from 'node:path';
import { ExifTool } from 'exiftool-vendored';
import { expect, test } from '@playwright/test';
import { OUT } from './support';
import { walk } from '../lib/walk';

/**
 * No published picture or document tells where it was taken or by which camera:
 * exiftool (the npm package exiftool-vendored, on the system's perl) reads
 * every JPEG, PNG, WebP and PDF of the export. scripts/postbuild/images-metadata.test.ts
 * proves the step on pictures committed with GPS and a serial.
 */
const PRIVATE = /^GPS|SerialNumber$|^OwnerName$|^MakerNote|^UserComment$/;

const files = (dir: string) =>
  walk(dir, { skip: ['_next'], keep: (name) => /\.(jpe?g|png|webp|pdf)$/i.test(name) });

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
