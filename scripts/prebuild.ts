// Files rendered before `next build` copies public/ into out/: raster icons
// and social-sharing images from their SVG sources, and the doctor's CV PDFs
// and the contact map picture from the clinic facts. All are generated, so none can drift from the source.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeCvPdfs } from './prebuild/cv-pdf';
import { writeLocationMap } from './prebuild/location-map';

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

/** An .ico holding one 32×32 PNG (the format allows PNG images since Windows Vista). */
async function writeFavicon() {
  const png = await sharp(path.join(pub, 'favicon.svg'), { density: 300 })
    .resize(32, 32)
    .png()
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  fs.writeFileSync(path.join(pub, 'favicon.ico'), Buffer.concat([header, png]));
}

async function main() {
  const jobs: [string, string, number, number][] = [
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
  await Promise.all([...jobs.map(([src, dest, w, h]) => render(src, dest, w, h)), writeFavicon()]);
  console.log(`prebuild: rendered ${jobs.length} raster images`);
  console.log(`prebuild: wrote ${await writeCvPdfs(pub)}`);
  console.log(`prebuild: wrote ${writeLocationMap(pub)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
