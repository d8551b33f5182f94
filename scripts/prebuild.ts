// Before `next build`: first every file under public/ is checked to be a picture or a
// document (scripts/prebuild/public-files.ts) and every content file against its schema
// (a problem stops the build before it writes anything); then the files
// `next build` copies from public/ into out/ are rendered: raster icons and
// social-sharing images from their pictures, and the doctor's CV PDFs (one per language) and the
// contact map picture from the clinic facts. All are generated, so none can
// drift from the source.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { articleWarnings } from '@/lib/content/article-checks';
import { contentProblems } from '@/lib/content/check';
import { ogImage, publicDir } from '@/lib/content/pictures';
import { launchCheck } from '@/lib/launch';
import { formatSamplesLeft } from '@/lib/samples';
import { publicFileProblems } from './prebuild/public-files';

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
  const problems = [...publicFileProblems(publicDir()), ...(await contentProblems())];
  if (problems.length > 0) {
    console.error(`The content has ${problems.length} problem(s); nothing was built:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log('prebuild: every file under public/ is a picture or a document');
  console.log('prebuild: every content file passes its schema');
  for (const warning of articleWarnings()) console.warn(`prebuild: ${warning}`);
  // Without a list that covers the live pages, a page renamed or deleted would answer 404.
  // `npm run cms` (the editor on this machine) publishes nothing: a stale list does not stop it.
  const { addressListProblems, recordFirstAddresses } = await import('@/lib/content/moved-pages');
  const recorded = recordFirstAddresses();
  if (recorded) console.log(`prebuild: ${recorded}`);
  const listed = addressListProblems();
  if (listed.length > 0 && process.env.npm_lifecycle_event !== 'cms') {
    console.error(`Nothing was built:\n${listed.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  // On a real host, samples are not published (lib/launch.ts, docs/launching.md).
  const launch = launchCheck();
  if (launch.refuse) {
    console.error(
      `The build is for a real host, and ${launch.left.length} sample value(s) are left; nothing was built. Replace them with the clinic’s own (docs/launching.md), or build a demo with SITE_ENV=demo:\n${formatSamplesLeft(launch.left)}`,
    );
    process.exit(1);
  }
  if (launch.target === 'demo')
    console.log('prebuild: a demo build: every page says so and is noindex');
  // The loaders read the content when imported: only now that it is known to be sound.
  const { getPosts } = await import('@/lib/blog');
  const { writeCvPdfs } = await import('./prebuild/cv-pdf');
  const { writeLocationMap } = await import('./prebuild/location-map');
  const { writeAdmin } = await import('./prebuild/admin');
  const jobs: [string, string, number, number][] = [
    ['favicon.svg', 'icon-512.png', 512, 512],
    ['favicon.svg', 'apple-touch-icon.png', 180, 180],
    ['og/default.svg', 'og/default.png', 1200, 630],
  ];
  // A post's social-sharing picture is its own picture or its category's, cut to 1200 by 630.
  const pictures = new Set(getPosts('en').map((post) => post.image.src));
  for (const src of pictures) jobs.push([src.slice(1), ogImage(src).slice(1), 1200, 630]);
  await Promise.all([...jobs.map(([src, dest, w, h]) => render(src, dest, w, h)), writeFavicon()]);
  console.log(`prebuild: rendered ${jobs.length} raster images`);
  console.log(`prebuild: wrote ${await writeCvPdfs(pub)}`);
  console.log(`prebuild: wrote ${writeLocationMap(pub)}`);
  console.log(`prebuild: wrote ${await writeAdmin(pub)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
