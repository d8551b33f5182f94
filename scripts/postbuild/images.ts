import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { variantPath, variantWidths } from '@/lib/images';

const RASTER = /\.(jpe?g|png)$/i;
/** Content images live here; icons and social-sharing images are used as they are. */
const CONTENT_DIRS = ['illustrations', 'images', 'media'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** WebP variants of every raster content image, at the widths components/ui/picture.tsx asks for. */
export async function writeImageVariants(out: string): Promise<string> {
  const files = CONTENT_DIRS.flatMap((d) => walk(path.join(out, d))).filter((f) => RASTER.test(f));
  let written = 0;
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
  return `${files.length} raster images, ${written} variants`;
}
