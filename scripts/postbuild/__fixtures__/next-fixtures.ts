// Files of a real `next build` of this project, as Next.js wrote them, for the
// unit tests of the steps that rewrite its output (defer-scripts, payload-css,
// not-found-copies): the not-found page and the smallest ordinary page, with
// every file those steps read (HTML, index.txt, segment payloads, stylesheet).
// They are kept as one Brotli-compressed JSON file (about 35 KB instead of
// 1.2 MB of text: each page inlines the stylesheet and the header's menus).
//
// Capture them again after an upgrade of Next.js, after `next build` and
// before the postbuild rewrites out/ (docs/upgrading.md):
//
//   npx tsx scripts/prebuild.ts && npx next build && npx tsx scripts/postbuild/__fixtures__/next-fixtures.ts
//   npx tsx scripts/postbuild.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { walk } from '@/lib/walk';

export const FIXTURE_FILE = path.join(__dirname, 'next-export.json.br');

type Capture = { next: string; react?: string; files: Record<string, string> };

/** The captured files written into a fresh temporary folder laid out like out/. */
export function unpackFixtures(): {
  dir: string;
  next: string;
  react: string | undefined;
  files: string[];
} {
  const capture = JSON.parse(
    zlib.brotliDecompressSync(fs.readFileSync(FIXTURE_FILE)).toString('utf8'),
  ) as Capture;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-export-'));
  for (const [rel, text] of Object.entries(capture.files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return { dir, next: capture.next, react: capture.react, files: Object.keys(capture.files) };
}

const pages = (dir: string) =>
  walk(dir, { skip: ['_next'], keep: (name) => name === 'index.html' });

function capture(out: string) {
  const notFound = path.join(out, '404.html');
  if (!fs.existsSync(notFound)) throw new Error('next-fixtures: run `next build` first');
  if (fs.readFileSync(notFound, 'utf8').includes('<script data-loader>'))
    throw new Error('next-fixtures: out/ is rewritten already; run `next build` again');
  const ordinary = pages(out)
    .filter((f) => fs.readFileSync(f, 'utf8').includes('/_next/static/'))
    .sort((a, b) => fs.statSync(a).size - fs.statSync(b).size)[0];
  if (!ordinary) throw new Error('next-fixtures: no page found');
  const dir = path.dirname(ordinary);
  const files = [notFound, ...fs.readdirSync(dir).map((f) => path.join(dir, f))].filter(
    (f) => f.endsWith('.html') || f.endsWith('.txt'),
  );
  for (const file of [...files])
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/<style\b[^>]*\bdata-href="([^"]+)"/g))
      if (!files.includes(path.join(out, m[1] as string)))
        files.push(path.join(out, m[1] as string));
  const version = (name: string) =>
    (
      JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      }
    ).version;
  const next = version('next');
  const bundle: Capture = {
    next,
    react: version('react'),
    files: Object.fromEntries(
      files.map((f) => [
        path.relative(out, f).split(path.sep).join('/'),
        fs.readFileSync(f, 'utf8'),
      ]),
    ),
  };
  const packed = zlib.brotliCompressSync(JSON.stringify(bundle), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  fs.mkdirSync(path.dirname(FIXTURE_FILE), { recursive: true });
  fs.writeFileSync(FIXTURE_FILE, packed);
  console.log(`next-fixtures: Next.js ${next}, ${Object.keys(bundle.files).join(', ')}`);
  console.log(
    `next-fixtures: wrote ${path.relative(process.cwd(), FIXTURE_FILE)} (${packed.length} bytes)`,
  );
}

if (require.main === module) capture(path.resolve(process.argv[2] ?? 'out'));
