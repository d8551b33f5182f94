import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * For a Jest file of content checks: a fresh copy of content/ before each test, named by
 * CONTENT_DIR, removed after the file's last test. The tests break the copy, never the
 * content. Returns the copy's folder.
 */
export function contentCopyForEachTest(name: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
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
