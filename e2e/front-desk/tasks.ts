import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localRepository, pane, repositoryFile } from '../editor-local';
import { Task } from './steps';

/**
 * The seven front-desk tasks of docs/editing.md ("Seven front-desk tasks, timed"), done in the
 * real editor (the export's /admin/, local mode on a copy of content/, as the e2e editor specs
 * run it) as a person does them: from the editor's first screen, by its sidebar and buttons.
 * Each task counts its steps and times them (./steps.ts), checks the file it meant to change,
 * and leaves a screenshot. Run by hand (about two minutes), on a build:
 *
 *   E2E_PORT=4600 node scripts/with-node.mjs npx playwright test -c e2e/front-desk/config.ts
 */

const TODAY = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });

/** The editor opened on a fresh copy of the content, at its first screen. */
async function editor(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toBeVisible();
}

const save = async (task: Task) => {
  await task.click(task.page.getByRole('button', { name: 'Save', exact: true }), 'Save');
  // A save that converts an uploaded photo takes longer on a busy machine.
  await expect(task.page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible({
    timeout: 30_000,
  });
};

/** Opens a collection from the sidebar, then one entry of its list. */
async function open(task: Task, collection: string, entry: string) {
  await task.click(task.page.getByRole('treeitem', { name: collection }), collection);
  await task.click(task.page.getByRole('row', { name: entry }).first(), entry);
}

/**
 * Scrolls a pane as a person does until Sveltia has drawn `target` (it draws a long form's lower
 * fields only once they scroll into view), then brings it into view.
 */
async function reach(page: Page, where: Locator, target: Locator) {
  const box = await where.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) / 2);
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await target.first().scrollIntoViewIfNeeded();
  return target.first();
}

/** Switches the second pane to Spanish, beside English. */
const spanishBeside = (task: Task) =>
  task.click(
    task.page
      .getByRole('group', { name: /^Preview .English. Content$/ })
      .getByRole('radio', { name: /^Spanish/ }),
    'Spanish (second pane)',
  );

const finish = async (task: Task, file: string) => {
  await task.page.screenshot({ path: test.info().outputPath(file) });
  return task.done();
};

/** A phone photo (small) and a printable PDF, as staff have them on the computer. */
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'front-desk-'));
const photo = path.join(files, 'emily-carter-2026.jpg');
const intake = path.join(files, 'New patient intake.pdf');
test.beforeAll(async () => {
  await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#2f6f7e' } })
    .jpeg()
    .toFile(photo);
  const body =
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  fs.writeFileSync(intake, body);
});

test.beforeEach(async ({ context, page }) => {
  (await localRepository(context)).close();
  await editor(page);
});

test('1. change the weekly hours: Saturdays close at noon', async ({ page }) => {
  const task = new Task(page, 'Change the weekly hours');
  await open(task, 'Clinic facts and notices', 'Clinic facts');
  // The clinic facts are one language-free file: one pane, whatever its name.
  const facts = page.getByRole('group', { name: /^Edit .*Content$/ }).first();
  const hours = await reach(
    page,
    facts,
    facts.getByRole('group', { name: /Opening hours.*Field/ }),
  );
  // The list shows each row folded to one line: Saturday's is opened to change it.
  await task.click(
    hours
      .getByRole('group')
      .filter({ hasText: 'Saturday: 09:00 to 13:00' })
      .last()
      .getByRole('button', { name: 'Expand' }),
    'Saturday (open the row)',
  );
  await task.type(
    hours.getByRole('textbox', { name: 'Closes', exact: true }).first(),
    '12:00',
    'Saturday: Closes 12:00',
  );
  await save(task);
  expect
    .soft(await repositoryFile(page, 'content/clinic.yaml'))
    .toContain('opens: 09:00\n    closes: 12:00');
  await finish(task, 'task-1-hours.png');
});

test('2. add a holiday closure: Christmas Eve', async ({ page }) => {
  const task = new Task(page, 'Add a holiday closure');
  const year = Number(TODAY.slice(0, 4)) + (TODAY >= `${TODAY.slice(0, 4)}-12-24` ? 1 : 0);
  const day = `${year}-12-24`;
  await task.click(
    page.getByRole('treeitem', { name: 'Holiday closures and special hours' }),
    'Holiday closures and special hours',
  );
  await task.click(page.getByRole('button', { name: 'Create New Entry' }), 'New');
  const english = pane(page, 'English');
  await task.type(
    english.getByRole('textbox', { name: 'First day', exact: true }),
    day,
    'First day',
  );
  await task.type(
    english.getByRole('textbox', { name: 'Note', exact: true }),
    'Closed for Christmas Eve',
    'Note',
  );
  await spanishBeside(task);
  await task.type(
    pane(page, 'Spanish').getByRole('textbox', { name: 'Note', exact: true }),
    'Cerrado por Nochebuena',
    'Note (Spanish)',
  );
  await save(task);
  expect
    .soft(await repositoryFile(page, `content/closures/${day}.yaml`))
    .toContain('note: Cerrado por Nochebuena');
  await finish(task, 'task-2-closure.png');
});

test('3. a post in English now, its Spanish later', async ({ page }) => {
  const task = new Task(page, 'Publish a post in English, Spanish later; then the Spanish');
  const slug = 'our-new-saturday-hours';
  await task.click(page.getByRole('treeitem', { name: 'Blog posts' }), 'Blog posts');
  await task.click(page.getByRole('button', { name: 'Create New Entry' }), 'New');
  const english = pane(page, 'English');
  const box = (where: typeof english, name: string) =>
    where.getByRole('textbox', { name, exact: true });
  await task.type(box(english, 'Title'), 'Our New Saturday Hours', 'Title');
  await task.type(
    box(english, 'Summary for cards and search results'),
    'From January our Lenexa office opens on Saturday mornings for adjustments.',
    'Summary for cards',
  );
  await task.type(
    box(english, 'Summary for the feeds'),
    'Saturday mornings are now open for appointments.',
    'Summary for the feeds',
  );
  await task.type(box(english, 'Date'), TODAY, 'Date');
  await task.click(english.getByRole('combobox', { name: 'Category' }), 'Category');
  await task.click(
    page.getByRole('option', { name: 'Practice Information' }),
    'Practice Information',
  );
  await reach(page, english, box(english, 'Article'));
  await task.write(
    box(english, 'Article'),
    'From January, we open on Saturdays from 9 to 1. Walk-ins are welcome, as on weekdays.',
    'Article',
  );
  await task.click(english.getByRole('switch', { name: /Spanish later/ }), 'Spanish later');
  await save(task);
  expect
    .soft(await repositoryFile(page, `content/blog/en/${slug}.md`))
    .toMatch(/^translationPending: true$/m);

  // A week later: the Spanish.
  await task.click(page.getByRole('row', { name: /Our New Saturday Hours/ }).first(), 'The post');
  await spanishBeside(task);
  const spanish = pane(page, 'Spanish');
  await task.type(box(spanish, 'Title'), 'Nuestro nuevo horario de los sábados', 'Title (Spanish)');
  await task.type(
    box(spanish, 'Summary for cards and search results'),
    'Desde enero, nuestra clínica de Lenexa abre los sábados por la mañana para ajustes.',
    'Summary for cards (Spanish)',
  );
  await task.type(
    box(spanish, 'Summary for the feeds'),
    'Los sábados por la mañana ahora atendemos con cita.',
    'Summary for the feeds (Spanish)',
  );
  await task.type(
    box(spanish, 'Address of the Spanish page'),
    'nuestro-nuevo-horario-de-los-sabados',
    'Address of the Spanish page',
  );
  await reach(page, spanish, box(spanish, 'Article'));
  await task.write(
    box(spanish, 'Article'),
    'Desde enero abrimos los sábados de 9 a 1. Atendemos sin cita, como entre semana.',
    'Article (Spanish)',
  );
  await task.click(english.getByRole('switch', { name: /Spanish later/ }), 'Spanish later: off');
  await expect.soft(english.getByRole('switch', { name: /Spanish later/ })).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('task-3-before-save.png') });
  await save(task);
  // The first save's "Entry saved" may still show: the file is read until the save lands.
  await expect
    .poll(() => repositoryFile(page, `content/blog/en/${slug}.md`))
    .not.toMatch(/^translationPending: true$/m);
  expect
    .soft(await repositoryFile(page, `content/blog/es/${slug}.md`))
    .toContain('title: Nuestro nuevo horario de los sábados');
  await finish(task, 'task-3-post.png');
});

test('4. change a team member’s role and photo', async ({ page }) => {
  const task = new Task(page, 'Change a team member’s role and photo');
  await open(task, 'Team', 'Emily Carter');
  const english = pane(page, 'English');
  await task.type(
    english.getByRole('textbox', { name: 'Role', exact: true }),
    'Office Lead',
    'Role',
  );
  await spanishBeside(task);
  await task.type(
    pane(page, 'Spanish').getByRole('textbox', { name: 'Role', exact: true }),
    'Coordinadora de la oficina',
    'Role (Spanish)',
  );
  await task.click(
    english.getByRole('button', { name: /Replace|Browse/ }).first(),
    'Replace (photo)',
  );
  await task.file(
    page.getByRole('dialog').getByRole('button', { name: 'Upload' }),
    photo,
    'Upload: the new photo',
  );
  await task.click(page.getByRole('dialog').getByRole('button', { name: 'Insert' }), 'Insert');
  // The field shows "Processing a file" while the photo is converted, then the photo.
  task.read('The new photo in the field');
  await expect(english.getByText('/media/emily-carter-2026.webp')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('task-4-inserted.png') });
  await task.type(
    english.getByRole('textbox', { name: /Photo description/ }),
    'Emily Carter, our office lead, at the front desk.',
    'Photo description',
  );
  await task.type(
    pane(page, 'Spanish').getByRole('textbox', { name: /Photo description/ }),
    'Emily Carter, nuestra coordinadora de la oficina, en la recepción.',
    'Photo description (Spanish)',
  );
  await save(task);
  const file = await repositoryFile(page, 'content/team/emily-carter.yaml');
  expect.soft(file).toContain('role: Office Lead');
  // The photo is written once converted: the file is read until it names the new photo.
  await expect
    .poll(() => repositoryFile(page, 'content/team/emily-carter.yaml'), { timeout: 20_000 })
    .toMatch(/photo: \/media\/emily-carter-2026\.webp/);
  await finish(task, 'task-4-team.png');
});

test('5. rename the doctor', async ({ page }) => {
  const task = new Task(page, 'Rename the doctor');
  await open(task, 'Team', 'Dr. Ryan Whitaker');
  await task.type(
    pane(page, 'English').getByRole('textbox', { name: 'Name', exact: true }),
    'Dr. Ryan Whitaker-Lee',
    'Name',
  );
  task.read('The preview: his bio with the new name');
  await expect(
    page
      .frameLocator('iframe')
      .first()
      .getByText(/Whitaker-Lee, D\.C\./),
  ).toBeVisible();
  await save(task);
  expect
    .soft(await repositoryFile(page, 'content/team/dr-ryan-whitaker.yaml'))
    .toContain('name: Dr. Ryan Whitaker-Lee\n');
  await finish(task, 'task-5-doctor.png');
});

test('6. delete a category that posts use', async ({ page }) => {
  const task = new Task(page, 'Delete a category that posts use');
  await open(task, 'Blog categories', 'Posture');
  const uses = page
    .frameLocator('iframe')
    .first()
    .getByRole('region', { name: 'Before you publish' });
  await expect(uses).toContainText('Before you delete or rename it');
  await expect.soft(uses).toContainText(/Why Posture Matters|why-posture-matters/);
  task.read('The preview: “Before you delete or rename it” lists the posts');
  await task.click(page.getByRole('button', { name: 'Show Editor Options' }), '⋮ (options)');
  await task.click(page.getByRole('menuitem', { name: 'Delete' }), 'Delete');
  task.read('The question: delete this entry?');
  await task.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }), 'Delete');
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toBeVisible();
  await finish(task, 'task-6-category.png');
});

test('7. add a printable intake PDF to the forms page', async ({ page }) => {
  const task = new Task(page, 'Add a printable intake PDF to the forms page');
  await task.click(page.getByRole('treeitem', { name: 'Pages', exact: true }), 'Pages');
  await task.click(page.getByRole('row', { name: /Patient forms/ }).first(), 'Patient forms');
  const english = pane(page, 'English');
  const list = await reach(
    page,
    english,
    english.getByRole('group', { name: /Printable forms \(PDF\)/ }),
  );
  await task.click(list.getByRole('button', { name: /^Add/ }).first(), 'Add (printable forms)');
  await task.type(
    list.getByRole('textbox', { name: 'Title', exact: true }),
    'New patient intake',
    'Title',
  );
  await task.click(
    list.getByRole('button', { name: /Browse|Upload/ }).first(),
    'Browse (PDF file)',
  );
  await task.file(
    page.getByRole('dialog').getByRole('button', { name: 'Upload' }),
    intake,
    'Upload: the PDF',
  );
  await task.click(page.getByRole('dialog').getByRole('button', { name: 'Insert' }), 'Insert');
  await spanishBeside(task);
  const spanish = await reach(
    page,
    pane(page, 'Spanish'),
    pane(page, 'Spanish').getByRole('group', { name: /Printable forms \(PDF\).*Field/ }),
  );
  await task.type(
    spanish.getByRole('textbox', { name: 'Title', exact: true }),
    'Formulario de ingreso para pacientes nuevos',
    'Title (Spanish)',
  );
  await save(task);
  expect
    .soft(await repositoryFile(page, 'content/pages/forms.yaml'))
    .toContain('new-patient-intake.pdf');
  await finish(task, 'task-7-pdf.png');
});
