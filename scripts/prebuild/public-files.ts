import fs from 'node:fs';
import path from 'node:path';
import { fileProblem } from '@/lib/public-files';
import { walk } from '@/lib/walk';

/**
 * Files under public/ that the build writes itself, so never checked as uploads:
 * the editor's folder (scripts/prebuild/admin.ts deletes it and writes it whole
 * before `next build` copies it) and the favicon (rewritten from favicon.svg).
 */
const WRITTEN_BY_THE_BUILD = ['admin', 'favicon.ico'];

/** Every file under public/, as its path there, but what the build writes itself. */
const publicFiles = (dir: string): string[] =>
  walk(dir)
    .map((full) => path.relative(dir, full).split(path.sep).join('/'))
    .filter((file) => !WRITTEN_BY_THE_BUILD.includes(file.split('/')[0] as string));

/**
 * Every file under public/ that is not an accepted picture or document
 * (lib/public-files.ts), one line each, naming the file and the fix:
 * `npm run build` stops on any before `next build` copies them into out/.
 */
export function publicFileProblems(dir: string): string[] {
  return publicFiles(dir).flatMap((file) => {
    const problem = fileProblem(`public/${file}`, fs.readFileSync(path.join(dir, file)));
    return problem ? [problem] : [];
  });
}
