import fs from 'node:fs';
import path from 'node:path';

type Options = {
  /** Folders left out wherever they are, by name (the folder of Next's own files in out/). */
  skip?: readonly string[];
  /** Which files to list, by name; every file when absent. */
  keep?: (name: string) => boolean;
};

/**
 * Every file under `dir`, as full paths; none when `dir` is missing. A link to a folder is
 * followed (the editor's tests link the site's pictures in). The one directory walker of the
 * build steps, the content checks and the end-to-end tests.
 */
export function walk(dir: string, { skip = [], keep }: Options = {}): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (fs.statSync(full).isDirectory())
      return skip.includes(entry.name) ? [] : walk(full, { skip, keep });
    return !keep || keep(entry.name) ? [full] : [];
  });
}
