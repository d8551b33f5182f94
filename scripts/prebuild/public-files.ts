import fs from 'node:fs';
import path from 'node:path';
import { fileProblem } from '@/lib/public-files';

/**
 * Files under public/ that the build writes itself, so never checked as uploads:
 * the editor's folder (scripts/prebuild/admin.ts deletes it and writes it whole
 * before `next build` copies it) and the favicon (rewritten from favicon.svg).
 */
const WRITTEN_BY_THE_BUILD = ['admin', 'favicon.ico'];

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(base, full).split(path.sep).join('/');
    if (dir === base && WRITTEN_BY_THE_BUILD.includes(entry.name)) return [];
    // A folder may be a link to one (the editor's tests link the site's pictures in).
    return fs.statSync(full).isDirectory() ? walk(full, base) : [relative];
  });
}

/**
 * Every file under public/ that is not an accepted picture or document
 * (lib/public-files.ts), one line each, naming the file and the fix:
 * `npm run build` stops on any before `next build` copies them into out/.
 */
export function publicFileProblems(dir: string): string[] {
  return walk(dir).flatMap((file) => {
    const problem = fileProblem(`public/${file}`, fs.readFileSync(path.join(dir, file)));
    return problem ? [problem] : [];
  });
}
