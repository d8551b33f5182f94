/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ExifTool } from 'exiftool-vendored';
import { writeImageVariants } from './images';

/**
 * A picture committed by hand (not through the editor) as a phone writes it: GPS
 * position, camera serial and owner, a comment, the orientation tag and a colour
 * profile, at a size and weight the build would otherwise publish byte for byte.
 * exiftool (the npm package exiftool-vendored: the Perl script, on the system's
 * perl) reads every file the step leaves.
 */
const exiftool = new ExifTool({ taskTimeoutMillis: 30_000 });
afterAll(() => exiftool.end());

const PRIVATE = /^GPS|SerialNumber$|^OwnerName$|^MakerNote|^Comment$|^UserComment$/;

async function phonePicture(file: string, format: 'jpeg' | 'png' | 'webp') {
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7d6b' } })
    .withIccProfile('p3')
    [format]()
    .toFile(file);
  await exiftool.write(
    file,
    {
      GPSLatitude: 38.9536,
      GPSLatitudeRef: 'N',
      GPSLongitude: 94.7336,
      GPSLongitudeRef: 'W',
      SerialNumber: 'SN-4471-0932',
      OwnerName: 'Front Desk',
      Make: 'Phone Maker',
      Model: 'Phone 15',
      UserComment: 'front desk, Lenexa',
      'Orientation#': 6,
    },
    { writeArgs: ['-overwrite_original'] },
  );
}

it('strips GPS, serials and comments from every raster picture of the export, keeping profile and orientation', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'images-metadata-'));
  fs.mkdirSync(path.join(out, 'media'));
  fs.mkdirSync(path.join(out, 'og'));
  const files = [
    path.join(out, 'media', 'front-desk.jpg'),
    path.join(out, 'media', 'waiting-room.png'),
    path.join(out, 'media', 'treatment-room.webp'),
    // Outside the content folders too: a sharing picture committed by hand.
    path.join(out, 'og', 'shared.jpg'),
  ];
  for (const file of files)
    await phonePicture(
      file,
      file.endsWith('.png') ? 'png' : file.endsWith('.webp') ? 'webp' : 'jpeg',
    );
  // The fixtures carry what the step must remove (the test could fail).
  const before = await exiftool.read(files[0] as string);
  expect(Object.keys(before).filter((k) => PRIVATE.test(k))).toEqual(
    expect.arrayContaining(['GPSLatitude', 'SerialNumber']),
  );
  for (const file of files) expect(fs.statSync(file).size).toBeLessThan(500_000);

  await writeImageVariants(out);

  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? walk(full) : [full];
    });
  const all = walk(out);
  expect(all.length).toBeGreaterThan(files.length);
  for (const file of all) {
    const tags = await exiftool.read(file);
    const left = Object.keys(tags).filter((k) => PRIVATE.test(k));
    expect({ file: path.relative(out, file), left }).toEqual({
      file: path.relative(out, file),
      left: [],
    });
    expect(JSON.stringify(tags)).not.toContain('SN-4471-0932');
  }
  for (const file of files) {
    const tags = (await exiftool.read(file)) as Record<string, unknown>;
    expect(tags.Orientation).toBe(6);
    expect(String(tags.ProfileDescription)).toMatch(/P3/);
  }
  fs.rmSync(out, { recursive: true, force: true });
}, 120_000);
