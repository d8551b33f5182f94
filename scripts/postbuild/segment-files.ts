import fs from 'node:fs';
import path from 'node:path';
import { walk } from '@/lib/walk';
import { NEXT_DIR, NextFormatError, PAGE_PAYLOAD, SEGMENT_FILE } from './next-contract';

/**
 * Next.js writes each page's React payload twice over: whole (`index.txt`) and
 * split into segment files (`__next.<segment>.txt`, `__next._tree.txt`,
 * `__next._full.txt`) for its own link prefetching. The site's router asks for
 * `index.txt` only (components/navigation/page-prefetch.ts; e2e/navigation.spec.ts fails
 * on any other request), so the segment files are never fetched: 596 files and
 * 31 MB of the export, about 9 files per added post. They are not shipped.
 *
 * This relies on Next's file names: a build with none of them means Next
 * changed how it writes payloads, and stops with that message (the captured
 * fixtures and scripts/postbuild/next-version.test.ts fence it too).
 */
export { SEGMENT_FILE };

const files = (dir: string) => walk(dir, { skip: [NEXT_DIR] });

export function removeSegmentFiles(out: string): string {
  const all = files(out);
  const segments = all.filter((f) => SEGMENT_FILE.test(path.basename(f)));
  const pages = all.filter((f) => path.basename(f) === PAGE_PAYLOAD);
  if (segments.length === 0 || pages.length === 0)
    throw new NextFormatError(
      `${segments.length} segment files (${SEGMENT_FILE}) and ${pages.length} ${PAGE_PAYLOAD} payloads in out/ (scripts/postbuild/segment-files.ts)`,
    );
  const bytes = segments.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  for (const file of segments) fs.rmSync(file);
  return `${segments.length} segment files removed (${(bytes / 1e6).toFixed(1)} MB); ${pages.length} index.txt payloads kept`;
}
