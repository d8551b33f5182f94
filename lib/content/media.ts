import fs from 'node:fs';
import path from 'node:path';
import { publicDir } from '@/lib/content/pictures';
import { contentDir } from '@/lib/content/read';
import { walk } from '@/lib/walk';

/**
 * The uploads (public/media/) that no content file names, by address
 * ("/media/old-photo.webp"): the export leaves them out (scripts/postbuild.ts),
 * and the editor's preview lists them (lib/content/findings.ts), so a file
 * uploaded and then taken out of every page is never published by a side door.
 */
export function unusedMedia(): string[] {
  const uploads = publicDir('media');
  const files = walk(uploads).map(
    (file) => `/media/${path.relative(uploads, file).split(path.sep).join('/')}`,
  );
  if (files.length === 0) return [];
  const copy = walk(contentDir())
    .filter((file) => /\.(md|ya?ml|txt)$/.test(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  return files.filter((address) => !copy.includes(address));
}
