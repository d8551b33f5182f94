/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { variantPath, webpSrcSet } from '@/lib/images';
import { PHOTO_MAX, writeImageVariants } from './images';

describe('writeImageVariants', () => {
  it('writes the WebP sizes that <Picture> asks for, for a photograph dropped into the site', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    fs.mkdirSync(path.join(out, 'images'), { recursive: true });
    await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#0e6e6e' } })
      .jpeg()
      .toFile(path.join(out, 'images', 'front-desk.jpg'));
    const report = await writeImageVariants(out);
    expect(report).toBe('1 raster images (0 reduced), 4 variants, 1 cleaned of metadata');
    const srcset = webpSrcSet('/images/front-desk.jpg', 1000);
    expect(srcset).toBe(
      '/_img/images/front-desk-320.webp 320w, /_img/images/front-desk-640.webp 640w, /_img/images/front-desk-960.webp 960w, /_img/images/front-desk-1000.webp 1000w',
    );
    for (const width of [320, 640, 960, 1000]) {
      const file = path.join(out, variantPath('/images/front-desk.jpg', width));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('reduces a photograph committed larger than the site shows, and makes sizes of a WebP', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    fs.mkdirSync(path.join(out, 'media'), { recursive: true });
    const big = path.join(out, 'media', 'phone.webp');
    await sharp({
      create: {
        width: 2800,
        height: 2100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 16 },
      },
    })
      .webp({ quality: 100 })
      .toFile(big);
    expect(fs.statSync(big).size).toBeGreaterThan(PHOTO_MAX.bytes);
    expect(await writeImageVariants(out)).toBe(
      '1 raster images (1 reduced), 5 variants, 1 cleaned of metadata',
    );
    const meta = await sharp(big).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(PHOTO_MAX.longSide);
    expect(fs.statSync(big).size).toBeLessThanOrEqual(PHOTO_MAX.bytes);
    expect(fs.existsSync(path.join(out, variantPath('/media/phone.webp', 1920)))).toBe(true);
    fs.rmSync(out, { recursive: true, force: true });
  }, 60_000);
});
