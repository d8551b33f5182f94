import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { variantPath, variantWidths } from '@/lib/images';

const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * The largest picture the export keeps: a photograph committed bigger (by hand,
 * or before the editor reduced uploads) is reduced in out/, never shipped as
 * the original. The editor writes uploads at this size already (lib/cms/config.ts).
 */
export const PHOTO_MAX = { longSide: 2400, bytes: 500_000 };

/** Reduces an exported photograph in place to PHOTO_MAX; true when it was larger. */
export async function reducePhoto(file: string): Promise<boolean> {
  const { width = 0, height = 0, format } = await sharp(file).metadata();
  if (Math.max(width, height) <= PHOTO_MAX.longSide && fs.statSync(file).size <= PHOTO_MAX.bytes)
    return false;
  const resized = () =>
    sharp(file).resize(PHOTO_MAX.longSide, PHOTO_MAX.longSide, {
      fit: 'inside',
      withoutEnlargement: true,
    });
  let output = Buffer.alloc(0);
  for (const quality of [82, 72, 62, 52]) {
    const image = resized();
    output = await (
      format === 'png'
        ? image.png({ quality, compressionLevel: 9, palette: true })
        : format === 'webp'
          ? image.webp({ quality })
          : image.jpeg({ quality, mozjpeg: true })
    ).toBuffer();
    if (output.length <= PHOTO_MAX.bytes) break;
  }
  fs.writeFileSync(file, output);
  return true;
}
/** Content images live here; icons and social-sharing images are used as they are. */
const CONTENT_DIRS = ['illustrations', 'images', 'media'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * WebP variants of every raster content image, at the widths
 * components/ui/picture.tsx asks for, each original first reduced to PHOTO_MAX.
 */
export async function writeImageVariants(out: string): Promise<string> {
  const files = CONTENT_DIRS.flatMap((d) => walk(path.join(out, d))).filter((f) => RASTER.test(f));
  let written = 0;
  let reduced = 0;
  for (const file of files) {
    if (await reducePhoto(file)) reduced += 1;
    const src = `/${path.relative(out, file).split(path.sep).join('/')}`;
    const { width = 0 } = await sharp(file).metadata();
    for (const w of variantWidths(width)) {
      const dest = path.join(out, variantPath(src, w));
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      await sharp(file).resize({ width: w }).webp({ quality: 78 }).toFile(dest);
      written += 1;
    }
  }
  return `${files.length} raster images (${reduced} reduced), ${written} variants`;
}
