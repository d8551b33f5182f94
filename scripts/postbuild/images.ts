import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { variantPath, variantWidths } from '@/lib/images';
import { walk } from '@/lib/walk';

const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * The largest picture the export keeps: a photograph committed bigger (by hand,
 * or before the editor reduced uploads) is reduced in out/, never shipped as
 * the original. The editor writes uploads at this size already (lib/cms/config.ts).
 */
export const PHOTO_MAX = { longSide: 2400, bytes: 500_000 };

/**
 * Writes an exported picture again, in place, with no metadata but what draws it
 * right: its colour profile and its orientation. GPS position, camera serial,
 * maker notes, XMP, IPTC and comments are dropped, however the file was
 * committed (the editor's uploads are clean already; a file committed by hand
 * may not be). A content photograph larger than PHOTO_MAX is reduced to it at
 * the same time (icons and sharing images keep their size). Returns whether it was reduced.
 */
export async function cleanPhoto(file: string, { content = true } = {}): Promise<boolean> {
  const { width = 0, height = 0, format, orientation } = await sharp(file).metadata();
  const reduce =
    content &&
    (Math.max(width, height) > PHOTO_MAX.longSide || fs.statSync(file).size > PHOTO_MAX.bytes);
  const image = () => {
    // sharp keeps no metadata unless asked: the profile, and the orientation tag alone.
    const clean = sharp(file)
      .keepIccProfile()
      .withExif(orientation ? { IFD0: { Orientation: String(orientation) } } : {});
    return reduce
      ? clean.resize(PHOTO_MAX.longSide, PHOTO_MAX.longSide, {
          fit: 'inside',
          withoutEnlargement: true,
        })
      : clean;
  };
  let output = Buffer.alloc(0);
  // A photograph within the limits is written at a high quality (PNG is lossless).
  for (const quality of reduce ? [82, 72, 62, 52] : [90, 82, 72, 62, 52]) {
    output = await (
      format === 'png'
        ? image().png(
            reduce ? { quality, compressionLevel: 9, palette: true } : { compressionLevel: 9 },
          )
        : format === 'webp'
          ? image().webp({ quality })
          : image().jpeg({ quality, mozjpeg: true })
    ).toBuffer();
    if (!content || output.length <= PHOTO_MAX.bytes) break;
  }
  fs.writeFileSync(file, output);
  return reduce;
}

/** Content images live here; icons and social-sharing images are used as they are. */
const CONTENT_DIRS = ['illustrations', 'images', 'media'];

/**
 * Every raster picture of the export cleaned of its metadata (cleanPhoto), then
 * WebP variants of every raster content image, at the widths
 * components/ui/picture.tsx asks for, each original first reduced to PHOTO_MAX.
 */
export async function writeImageVariants(out: string): Promise<string> {
  const everywhere = walk(out).filter((f) => RASTER.test(f));
  const files = CONTENT_DIRS.flatMap((d) => walk(path.join(out, d))).filter((f) => RASTER.test(f));
  let written = 0;
  let reduced = 0;
  for (const file of everywhere)
    if (await cleanPhoto(file, { content: files.includes(file) })) reduced += 1;
  for (const file of files) {
    const src = `/${path.relative(out, file).split(path.sep).join('/')}`;
    const { width = 0 } = await sharp(file).metadata();
    for (const w of variantWidths(width)) {
      const dest = path.join(out, variantPath(src, w));
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      await sharp(file).resize({ width: w }).webp({ quality: 78 }).toFile(dest);
      written += 1;
    }
  }
  return `${files.length} raster images (${reduced} reduced), ${written} variants, ${everywhere.length} cleaned of metadata`;
}
