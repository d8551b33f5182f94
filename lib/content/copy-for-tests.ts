import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh copy of content/ for each test of a suite, under a temporary folder
 * named after the suite (`prefix`): CONTENT_DIR points the loaders at it, so a
 * test can break a file without touching the site's own. Removed after the
 * suite. Returns the copy's content folder.
 */
export function contentCopyForEachTest(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const content = path.join(root, 'content');
  beforeEach(() => {
    fs.rmSync(content, { recursive: true, force: true });
    fs.cpSync(path.join(process.cwd(), 'content'), content, { recursive: true });
    process.env.CONTENT_DIR = content;
  });
  afterAll(() => {
    delete process.env.CONTENT_DIR;
    fs.rmSync(root, { recursive: true, force: true });
  });
  return content;
}
