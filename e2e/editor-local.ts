import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The editor's local mode ("Work with Local Repository") on a copy of content/, as
 * e2e/editor.spec.ts drives it: the operating system's folder picker is the one thing
 * stubbed, and hands the editor the copy in the origin's private file system. Every tab of
 * a browser context shares that copy, as two tabs share the project folder on a computer.
 */

const ROOT = path.resolve(__dirname, '..');
/** The copy's folder in the origin private file system. */
export const REPO = 'repo';

/** Every file of content/ (and `extra` texts) by its path in the repository, as base64, and what git needs. */
export function repositoryFiles(extra: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(extra).map(([file, text]) => [file, Buffer.from(text).toString('base64')]),
    ),
    '.git/HEAD': Buffer.from('ref: refs/heads/main\n').toString('base64'),
    'public/media/.gitkeep': '',
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files[file] = fs.readFileSync(path.join(ROOT, file)).toString('base64');
    }
  };
  walk('content');
  return files;
}

/** Stubs the operating system's folder picker: it hands the editor the copy in private storage. */
export const stubFolderPicker = (target: Page | BrowserContext) =>
  target.addInitScript((folder) => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
  }, REPO);

/** Writes a fresh copy of `files` into the private storage of the editor's origin (`origin`). */
export async function writeRepository(page: Page, files: Record<string, string>, origin = '') {
  await page.goto(`${origin}/admin/config.yml`);
  await page.evaluate(
    async ({ files, folder }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const root = await storage.getDirectoryHandle(folder, { create: true });
      for (const [file, base64] of Object.entries(files)) {
        const parts = file.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(parts.at(-1) as string, { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { files, folder: REPO },
  );
}

/** Stubs the folder picker in every tab of the context, and writes a fresh copy of content/. */
export async function localRepository(context: BrowserContext) {
  await stubFolderPicker(context);
  const page = await context.newPage();
  await writeRepository(page, repositoryFiles());
  return page;
}

/**
 * Opens the editor in the tab on the local repository, then the entry at `hash`. A second
 * tab finds the folder already chosen, as Sveltia remembers it, and opens on it directly.
 */
export async function signInLocally(page: Page, hash = '') {
  await page.goto('/admin/');
  const posts = page.getByRole('treeitem', { name: 'Blog posts' });
  const local = page.getByRole('button', { name: 'Work with Local Repository' });
  await expect(posts.or(local)).toBeVisible();
  if (await local.isVisible()) await local.click();
  await expect(posts).toBeVisible();
  if (hash) await page.goto(`/admin/${hash}`);
}

/** A file of the copy as it is now, by its path in the repository. */
export const repositoryFile = (page: Page, file: string) =>
  page.evaluate(
    async ({ file, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = file.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1) as string)).getFile()).text();
    },
    { file, folder: REPO },
  );

/** One language's pane of the entry being edited. */
export const pane = (page: Page, language: 'English' | 'Spanish') =>
  page.getByRole('group', { name: new RegExp(`^Edit .${language}. Content$`) });
