import type { ImageFile } from '@/lib/content/pictures';
import { hasVariants, webpSrcSet } from '@/lib/images';

type Props = {
  image: ImageFile;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  /** Above the fold: load eagerly with high priority (the page's LCP image). */
  priority?: boolean;
  className?: string;
};

/**
 * Every image of the site: explicit width and height (no layout shift), lazy
 * below the fold, and for photographs a WebP srcset written at build time.
 */
export function Picture({ image, alt, sizes = '100vw', priority = false, className = '' }: Props) {
  const common = {
    src: image.src,
    width: image.width,
    height: image.height,
    alt,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    className,
  };
  // next/image needs a server or a loader; these files are already sized (see lib/images.ts).
  /* eslint-disable @next/next/no-img-element */
  if (!hasVariants(image.src)) {
    return <img {...common} alt={alt} />;
  }
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet(image.src, image.width)} sizes={sizes} />
      <img {...common} alt={alt} />
    </picture>
  );
  /* eslint-enable @next/next/no-img-element */
}
