import { expect, test, type Locator, type Page } from '@playwright/test';
import YAML from 'yaml';
import { onePagePdf } from '@/lib/one-page-pdf';
import { localRepository, pane, repositoryFile, signInLocally } from './editor-local';

/**
 * The forms page's printable forms (docs/editing.md, "Printable forms (PDF)"): a form's PDF is
 * one file for both languages. Picked in the English pane, the Spanish form has it too, in the
 * same place in the list; only the title is typed in each language.
 */

/** A small PDF that opens: one empty page. */
const PDF = onePagePdf();

/** Sveltia draws a long form's lower fields as they scroll into view: scrolls to the list. */
async function scrollToList(page: Page, pane: Locator) {
  const list = pane.getByRole('group', { name: /Printable forms \(PDF\).*Field/ }).first();
  const box = await pane.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) / 2);
  for (let i = 0; i < 40 && (await list.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await list.scrollIntoViewIfNeeded();
  return list;
}

test('a printable form’s PDF, picked in English, is the Spanish form’s too', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const page = await localRepository(context);
  await signInLocally(page, '#/collections/pages/entries/forms');
  const list = await scrollToList(page, pane(page, 'English'));
  await list.getByRole('button', { name: /^Add/ }).first().click();
  await list.getByRole('textbox', { name: 'Title', exact: true }).fill('New patient intake');
  await page.screenshot({ path: test.info().outputPath('forms-added.png') });
  await list.getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await (
    await chooser
  ).setFiles({ name: 'new-patient-intake.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('forms-english.png') });
  // The Spanish pane: the form is there with its file; its title is typed in Spanish.
  await page
    .getByRole('group', { name: /^Preview .English. Content$/ })
    .getByRole('radio', { name: /^Spanish/ })
    .click();
  const spanish = await scrollToList(page, pane(page, 'Spanish'));
  await page.screenshot({ path: test.info().outputPath('forms-spanish.png') });
  await spanish
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Admisión de paciente nuevo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  // The editor closes the entry back to its list: the blank "Creating" header of its closing
  // panel is gone within a second, and the list is there.
  await expect(page.getByText('Creating', { exact: true })).toBeHidden({ timeout: 1000 });
  await expect(page.getByRole('row', { name: /Patient forms/ }).first()).toBeVisible();
  const saved = YAML.parse(await repositoryFile(page, 'content/pages/forms.yaml')) as Record<
    'en' | 'es',
    { printableForms: { title: string; file: string }[] }
  >;
  expect(saved.en.printableForms).toEqual([
    { title: 'New patient intake', file: '/media/new-patient-intake.pdf' },
  ]);
  expect(saved.es.printableForms).toEqual([
    { title: 'Admisión de paciente nuevo', file: '/media/new-patient-intake.pdf' },
  ]);
});
