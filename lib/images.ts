/**
 * Responsive variants for raster images. `scripts/postbuild/images.ts` writes
 * `out/_img/<path>-<width>.webp` for every JPEG, PNG or WebP under public/, at each
 * of these widths up to the image's own width; components compute the same
 * names, so a photograph dropped in later needs no code change.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export function isVector(src: string): boolean {
  return src.toLowerCase().endsWith('.svg');
}

/**
 * The build writes variants of the site's own photographs (addresses under
 * public/); a picture from elsewhere (the editor's preview of an upload) has none.
 */
export function hasVariants(src: string): boolean {
  return src.startsWith('/') && !isVector(src);
}

export function variantPath(src: string, width: number): string {
  const withoutExt = src.replace(/\.[a-z0-9]+$/i, '');
  return `/_img${withoutExt}-${width}.webp`;
}

export function variantWidths(intrinsicWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < intrinsicWidth);
  const largest = Math.min(intrinsicWidth, Math.max(...VARIANT_WIDTHS));
  // A photograph wider than the largest size: that size once, not twice.
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

export function webpSrcSet(src: string, intrinsicWidth: number): string {
  return variantWidths(intrinsicWidth)
    .map((w) => `${variantPath(src, w)} ${w}w`)
    .join(', ');
}
