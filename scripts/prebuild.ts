// Files rendered before `next build` copies public/ into out/: raster icons
// and social-sharing images from their SVG sources, and the doctor's CV PDF
// from the clinic facts. All are generated, so none can drift from the source.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeCvPdf } from './prebuild/cv-pdf';

const pub = path.resolve('public');

async function render(src: string, dest: string, width: number, height: number) {
  const input = path.join(pub, src);
  if (!fs.existsSync(input)) throw new Error(`prebuild: missing ${src}`);
  fs.mkdirSync(path.dirname(path.join(pub, dest)), { recursive: true });
  await sharp(input, { density: 300 })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toFile(path.join(pub, dest));
}

async function main() {
  const jobs: [string, string, number, number][] = [
    ['favicon.svg', 'icon-192.png', 192, 192],
    ['favicon.svg', 'icon-512.png', 512, 512],
    ['favicon.svg', 'apple-touch-icon.png', 180, 180],
    ['og/default.svg', 'og/default.png', 1200, 630],
  ];
  const blogDir = path.join(pub, 'illustrations', 'blog');
  for (const file of fs.existsSync(blogDir) ? fs.readdirSync(blogDir) : []) {
    if (file.endsWith('.svg'))
      jobs.push([
        `illustrations/blog/${file}`,
        `og/blog/${file.replace(/\.svg$/, '.png')}`,
        1200,
        630,
      ]);
  }
  await Promise.all(jobs.map(([src, dest, w, h]) => render(src, dest, w, h)));
  console.log(`prebuild: rendered ${jobs.length} raster images`);
  console.log(`prebuild: wrote ${writeCvPdf(pub)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
