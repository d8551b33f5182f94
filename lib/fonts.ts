import localFont from 'next/font/local';

/**
 * Figtree, self-hosted from @fontsource (next/font/google would download at
 * build time). One variable file, Latin subset: it covers Spanish too.
 */
export const figtree = localFont({
  src: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  variable: '--font-figtree',
  weight: '300 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
