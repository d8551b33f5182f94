import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { VARIANT_WIDTHS, variantPath, variantWidths } from '@/lib/images';
import { walk } from '@/lib/walk';
import { noCache, type StepCache } from './step-cache';

const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * The largest picture the export keeps: a photograph committed bigger (by hand,
 * or before the editor reduced uploads) is reduced in out/, never shipped as
 * the original. The editor writes uploads at this size already (lib/cms/config.ts).
 */
export const PHOTO_MAX = { longSide: 2400, bytes: 500_000 };

/** Whether a content photograph is over PHOTO_MAX, and is reduced to it. */
async function overLimit(file: string): Promise<boolean> {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  return Math.max(width, height) > PHOTO_MAX.longSide || fs.statSync(file).size > PHOTO_MAX.bytes;
}

/**
 * A picture written again with no metadata but what draws it right: its colour profile and
 * its orientation. GPS position, camera serial, maker notes, XMP, IPTC and comments are
 * dropped, however the file was committed (the editor's uploads are clean already; a file
 * committed by hand may not be). A content photograph over PHOTO_MAX (`reduce`) is reduced
 * to it at the same time (icons and sharing images keep their size).
 */
async function cleanPhoto(file: string, { content = true, reduce = false } = {}): Promise<Buffer> {
  const { format, orientation } = await sharp(file).metadata();
  const image = () => {
    // sharp keeps no metadata unless asked: the profile, and the orientation tag alone.
    // From the file, not a buffer: libvips keeps a file it decoded for the next quality.
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
  return output;
}

/**
 * What decides this step's output besides the pictures themselves: with a cache, a picture
 * whose bytes, role and these settings are unchanged is read back, not encoded again.
 */
export const IMAGES_VERSION = JSON.stringify({
  sharp: sharp.versions,
  PHOTO_MAX,
  VARIANT_WIDTHS,
  variant: { quality: 78 },
  step: 1,
});

/** Content images live here; icons and social-sharing images are used as they are. */
const CONTENT_DIRS = ['illustrations', 'images', 'media'];

/**
 * Every raster picture of the export cleaned of its metadata (cleanPhoto), then
 * WebP variants of every raster content image, at the widths
 * components/ui/picture.tsx asks for, each original first reduced to PHOTO_MAX.
 * With a cache (postbuild.ts), a picture already cleaned or sized from the same bytes
 * is read back byte for byte instead of encoded again.
 */
export async function writeImageVariants(out: string, cache: StepCache = noCache): Promise<string> {
  const everywhere = walk(out).filter((f) => RASTER.test(f));
  const files = CONTENT_DIRS.flatMap((d) => walk(path.join(out, d))).filter((f) => RASTER.test(f));
  let written = 0;
  let reduced = 0;
  for (const file of everywhere) {
    const input = fs.readFileSync(file);
    const content = files.includes(file);
    const reduce = content && (await overLimit(file));
    if (reduce) reduced += 1;
    const role = `${content ? 'content' : 'icon'}${reduce ? ', reduced' : ''}`;
    fs.writeFileSync(
      file,
      await cache.once([role, input], () => cleanPhoto(file, { content, reduce })),
    );
  }
  for (const file of files) {
    const src = `/${path.relative(out, file).split(path.sep).join('/')}`;
    const input = fs.readFileSync(file);
    const { width = 0 } = await sharp(file).metadata();
    for (const w of variantWidths(width)) {
      const dest = path.join(out, variantPath(src, w));
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      const variant = () => sharp(file).resize({ width: w }).webp({ quality: 78 }).toBuffer();
      fs.writeFileSync(dest, await cache.once([`variant ${w}`, input], variant));
      written += 1;
    }
  }
  return `${files.length} raster images (${reduced} reduced), ${written} variants, ${everywhere.length} cleaned of metadata`;
}
