import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { fileProblem } from '@/lib/public-files';

/** A picture under public/ with its intrinsic size (width and height attributes: no layout shift). */
export type ImageFile = { src: string; width: number; height: number };

/** The public folder; PUBLIC_DIR points the loaders at another copy (tests). */
export const publicDir = (...parts: string[]) =>
  path.join(process.env.PUBLIC_DIR ?? path.join(process.cwd(), 'public'), ...parts);

export const pictureExists = (src: string) => fs.existsSync(publicDir(src));

/** Whether a picture file can be read as a picture (not empty, not text named .jpg). */
export function pictureReadable(src: string): boolean {
  try {
    const { width, height } = imageSize(fs.readFileSync(publicDir(src)));
    return Boolean(width && height);
  } catch {
    return false;
  }
}

/**
 * Why a picture under public/ may not be published (lib/public-files.ts: an SVG
 * with a script, a handler or a link out, a file that is not what its name says),
 * or undefined. The same check the build runs on every file under public/.
 */
export const pictureProblem = (src: string): string | undefined =>
  fileProblem(`public${src}`, fs.readFileSync(publicDir(src)));

const sizes = new Map<string, ImageFile>();

/** "/media/front-desk.jpg" → its file's size, read once. Photographs and SVG alike. */
export function pictureFile(src: string): ImageFile {
  const known = sizes.get(src);
  if (known) return known;
  const { width, height } = imageSize(fs.readFileSync(publicDir(src)));
  if (!width || !height) throw new Error(`${src}: the picture has no width and height`);
  const file = { src, width, height };
  sizes.set(src, file);
  return file;
}

/** The social-sharing copy of a picture: a 1200 by 630 PNG that scripts/prebuild.ts renders. */
export const ogImage = (src: string) => `/og${src.replace(/\.\w+$/, '')}.png`;
