import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { localRepository, pane, repositoryFile, signInLocally } from './editor-local';

/**
 * No edit is lost, as the front desk works (docs/editing.md, "Unsaved changes"): Esc
 * closes a dropdown and never the entry, a draft left by Cancel, Back or a reload is
 * offered back, leaving with unsaved changes asks first, and of two tabs saving the same
 * file, the second is refused rather than writing over the first. The editor runs in its
 * local mode on a copy of content/ (e2e/editor-local.ts).
 */

const TEAM_MEMBER = '#/collections/team/entries/emily-carter';
const FILE = 'content/team/emily-carter.yaml';

/** The entry's field in English, typed into as a person does (a click, then the keyboard). */
async function typeAtEnd(page: Page, label: string, words: string) {
  await pane(page, 'English').getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(words);
}

const role = (page: Page) =>
  pane(page, 'English').getByRole('textbox', { name: 'Role', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const cancelButton = (page: Page) => page.getByRole('button', { name: 'Cancel Editing' });

/** Sveltia backs a draft up half a second after the last keystroke, in IndexedDB. */
const backups = (page: Page) =>
  page.evaluate(async () => {
    const [info] = await indexedDB.databases();
    if (!info?.name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(info.name as string);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('draft-backups')) return db.close() ?? 0;
    const count = await new Promise<number>((resolve) => {
      const request = db.transaction('draft-backups').objectStore('draft-backups').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  });

/** The editor asks to restore the draft; staff say yes. */
async function restoreDraft(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: 'Restore Draft' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
}

test('Esc in the Days dropdown of the hours closes the dropdown, never the entry', async ({
  context,
}) => {
  const page = await localRepository(context);
  await signInLocally(page, '#/collections/settings/entries/clinic');
  const hours = page.getByRole('group', { name: /Opening hours.*Field/ }).first();
  await hours.scrollIntoViewIfNeeded();
  await hours.getByRole('button', { name: 'Expand All' }).click();
  const days = hours.getByRole('group', { name: /Days.*Field/ }).first();
  // Fridays become closed; then the dropdown opened to look, and closed with Esc.
  await days.getByRole('button', { name: /Remove .Friday/ }).click();
  await days.getByRole('combobox').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(cancelButton(page)).toBeVisible();
  await expect(days.getByRole('button', { name: /Remove .Friday/ })).toHaveCount(0);
  // Esc again, from the field: still the entry, with its change.
  await page.keyboard.press('Escape');
  await expect(cancelButton(page)).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
});

test('Cancel, Back and a reload keep the draft, and leaving asks first', async ({ context }) => {
  const page = await localRepository(context);
  await signInLocally(page, TEAM_MEMBER);
  await typeAtEnd(page, 'Role', ' and Office Lead');
  await expect.poll(() => backups(page)).toBe(1);

  // Cancel Editing: the draft is offered back when the entry is opened again.
  await cancelButton(page).click();
  await page.goto(`/admin/${TEAM_MEMBER}`);
  await restoreDraft(page);
  await expect(role(page)).toHaveValue('Chiropractic Assistant and Office Lead');

  // The browser's Back button, then the entry again.
  await page.goBack();
  await expect(cancelButton(page)).toBeHidden();
  await page.goto(`/admin/${TEAM_MEMBER}`);
  await restoreDraft(page);
  await expect(role(page)).toHaveValue('Chiropractic Assistant and Office Lead');

  // A reload with the change unsaved: the browser asks first ("Leave site?").
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await restoreDraft(page);
  await expect(role(page)).toHaveValue('Chiropractic Assistant and Office Lead');
  // Nothing was written until staff save.
  expect(await repositoryFile(page, FILE)).toContain('role: Chiropractic Assistant\n');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  expect(await repositoryFile(page, FILE)).toContain(
    'role: Chiropractic Assistant and Office Lead\n',
  );
});

test('a saved entry leaves without a question', async ({ context }) => {
  const page = await localRepository(context);
  await signInLocally(page, TEAM_MEMBER);
  await expect(role(page)).toHaveValue('Chiropractic Assistant');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(role(page)).toHaveValue('Chiropractic Assistant');
  expect(asked).toEqual([]);
});

test('two tabs saving one file: the second is refused, and the first change stays', async ({
  context,
}) => {
  const a = await localRepository(context);
  await signInLocally(a, TEAM_MEMBER);
  const b = await context.newPage();
  await signInLocally(b, TEAM_MEMBER);
  await expect(role(b)).toHaveValue('Chiropractic Assistant');

  // Tab A: her role.
  await role(a).fill('Lead Chiropractic Assistant');
  await saveButton(a).click();
  await expect(a.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  expect(await repositoryFile(a, FILE)).toContain('role: Lead Chiropractic Assistant\n');

  // Tab B, opened before A saved: her photo's description.
  await typeAtEnd(b, 'Photo description', ' Photo taken at the clinic.');
  await saveButton(b).click();
  const refusal = b.getByRole('alertdialog');
  await expect(refusal).toContainText('Nothing was saved: this file changed after you opened');
  await refusal.screenshot({ path: test.info().outputPath('refused.png') });
  const file = await repositoryFile(b, FILE);
  expect(file).toContain('role: Lead Chiropractic Assistant\n');
  expect(file).not.toContain('Photo taken at the clinic.');

  // As the message says: reload, and make the change again on the file as it is now.
  await refusal.getByRole('button', { name: 'OK' }).click();
  b.once('dialog', (dialog) => void dialog.accept());
  await b.reload();
  const offered = b.getByRole('alertdialog', { name: 'Restore Draft' });
  await expect(offered).toBeVisible();
  await offered.getByRole('button', { name: 'Discard' }).click();
  await expect(role(b)).toHaveValue('Lead Chiropractic Assistant');
  await typeAtEnd(b, 'Photo description', ' Photo taken at the clinic.');
  await saveButton(b).click();
  await expect(b.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  const both = await repositoryFile(b, FILE);
  expect(both).toContain('role: Lead Chiropractic Assistant\n');
  expect(both).toContain('Photo taken at the clinic.');
});

test('Save pressed as a new photo goes in waits for it, says why, and the photo is saved', async ({
  context,
}) => {
  // A phone photo's size, which the editor takes a second or two to convert.
  const photo = test.info().outputPath('emily-carter-2026.jpg');
  await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#2f6f7e',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .jpeg()
    .toFile(photo);
  const page = await localRepository(context);
  await signInLocally(page, TEAM_MEMBER);
  await role(page).fill('Office Lead');
  const english = pane(page, 'English');
  await english.getByRole('button', { name: 'Replace' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(photo);
  const told: string[] = [];
  page.on('dialog', (dialog) => {
    told.push(dialog.message());
    void dialog.accept();
  });
  // Ctrl+S at once, as the picker's dialog closes: saved then, the file kept the old photo (the
  // dialog hands the photo over only after it has closed).
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
  await page.keyboard.press('Control+S');
  await expect.poll(() => told.length).toBe(1);
  expect(told[0]).toMatch(/^Nothing was saved yet: a picture or file you added is still being/);
  // Save clicked while the field converts the photo: saved then, "This field is required". The
  // click is made in the page, in the same task that sees the field processing: Playwright's own
  // click waits for the page to settle, and on a busy machine the photo can be in by then.
  await expect(english.getByText(/^Processing a file/)).toBeVisible();
  const clickedWhileProcessing = await page.evaluate(() => {
    const processing = document.querySelector('.empty.processing') !== null;
    document.querySelector<HTMLElement>('button[aria-keyshortcuts$="+S"]')?.click();
    return processing;
  });
  expect(clickedWhileProcessing).toBe(true);
  await expect.poll(() => told.length).toBe(2);
  expect(await repositoryFile(page, FILE)).toContain('role: Chiropractic Assistant\n');
  // Once the photo shows, Save saves it, with the role typed before it.
  await expect(english.getByText('/media/emily-carter-2026.webp')).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  const file = await repositoryFile(page, FILE);
  expect(file).toContain('role: Office Lead\n');
  expect(file).toMatch(/^ {2}photo: \/media\/emily-carter-2026\.webp$/m);
  expect(file).not.toContain('emily-carter.svg');
  expect(told).toHaveLength(2);
});
