import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '../lib/closure-days';
import { localizePath, matchRoute, routes } from '../lib/routes';
import { REPO, repositoryFiles, stubFolderPicker, writeRepository } from './editor-local';
import { OUT } from './support';

/**
 * The content editor as the front desk uses it, making the front desk's
 * mistakes: the real Sveltia CMS of the export (/admin/) in Chromium, in its
 * local mode ("Work with Local Repository"), which reads and writes a folder
 * through the browser's File System Access API, as `npm run cms` has staff do.
 * The one thing stubbed is the operating system's folder picker: it hands the
 * editor a copy of content/ in the origin's private file system. After each
 * save the copy is read back into a folder on disk, which the build's own
 * loaders read (e2e/editor-probe.ts): what the editor accepts is what the site
 * shows, and `npm test`'s content checks pass on it.
 */

const ROOT = path.resolve(__dirname, '..');

/**
 * Sveltia draws the lower fields of a long form as they scroll into view (a post's article is
 * below its review fields): scroll the pane as a person does, until the field is there.
 */
async function scrollToField(page: Page, pane: Locator, name: string | Locator) {
  const target = typeof name === 'string' ? pane.getByRole('textbox', { name }) : name;
  const box = await pane.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) / 2);
  for (let i = 0; i < 30 && (await target.count()) === 0; i++) await page.mouse.wheel(0, 400);
}

/** Opens the editor on a fresh copy of the content (and `extra` files), on the local repository. */
async function openEditor(page: Page, hash = '', extra: Record<string, string> = {}) {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !/^(blob|data):/.test(url.protocol))
      outside.push(url.href);
  });
  await stubFolderPicker(page);
  await writeRepository(page, repositoryFiles(extra));
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toBeVisible();
  if (hash) await page.goto(`/admin/${hash}`);
  // Sveltia asks GitHub's status page whether GitHub is up; nothing else leaves the machine.
  return () => outside.filter((u) => !u.startsWith('https://www.githubstatus.com/'));
}

/** The copy as the editor left it, written to a folder on disk. */
async function readBack(page: Page): Promise<string> {
  const files = await page.evaluate(async (folder) => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory')
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          out[`${prefix}${name}`] = btoa(binary);
        }
      }
    };
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
    for (const part of ['content', 'public'])
      await walk(await root.getDirectoryHandle(part), `${part}/`);
    return out;
  }, REPO);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  for (const [file, base64] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), Buffer.from(base64, 'base64'));
  }
  // The site's own pictures, which the content names (the editor only writes public/media).
  for (const entry of fs.readdirSync(path.join(ROOT, 'public')))
    if (!['media', 'admin'].includes(entry))
      fs.symlinkSync(path.join(ROOT, 'public', entry), path.join(folder, 'public', entry));
  return folder;
}

/** The environment without a faked clock around the suite (`test:changed-content -- --all`). */
const realClock = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) =>
        !name.startsWith('FAKETIME') && !(name === 'LD_PRELOAD' && /faketime/.test(value ?? '')),
    ),
  ) as NodeJS.ProcessEnv;

/** Runs a script of the build on the edited folder instead of the project's content. */
const onEdited = (folder: string, script: string, args: string[] = [], clock?: string) =>
  spawnSync(
    clock ? 'faketime' : process.execPath,
    [...(clock ? [clock, process.execPath] : []), '--import', 'tsx', script, ...args],
    {
      cwd: ROOT,
      env: {
        // A clock of its own replaces the suite's, which faketime would otherwise warn of.
        ...(clock ? realClock() : process.env),
        CONTENT_DIR: path.join(folder, 'content'),
        PUBLIC_DIR: path.join(folder, 'public'),
      },
      encoding: 'utf8',
    },
  );

/** What the build's loaders make of the edited folder (see e2e/editor-probe.ts), on a day. */
function probe(folder: string, clock?: string) {
  const run = onEdited(folder, 'e2e/editor-probe.ts', [], clock);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

const read = (folder: string, file: string) => fs.readFileSync(path.join(folder, file), 'utf8');

/** One language's pane of the entry being edited. */
const pane = (page: Page, language: 'English' | 'Spanish') =>
  page.getByRole('group', { name: new RegExp(`^Edit .${language}. Content$`) });

/** Shows Spanish beside English (the second pane shows the preview until staff choose). */
async function sideBySide(page: Page) {
  const second = page.getByRole('group', { name: /^Preview .English. Content$/ });
  await second.getByRole('radio', { name: /^Spanish/ }).click();
  await expect(pane(page, 'Spanish')).toBeVisible();
}

/** A field in both languages. */
const field = (page: Page, label: string) => ({
  en: pane(page, 'English').getByRole('textbox', { name: label, exact: true }),
  es: pane(page, 'Spanish').getByRole('textbox', { name: label, exact: true }),
});

/** Types a date into a date field with the keyboard, month, day and year, as a person does. */
async function typeDate(input: Locator, day: string) {
  const [year, month, date] = day.split('-');
  // Focus lands on the month, as a click on the field's start or a Tab does.
  await input.focus();
  await input.page().keyboard.type(`${month}${date}${year}`);
}

/** Saves the entry; the editor goes back to its collection once the files are written. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved|published/i })).toBeVisible();
}

/** The refusal staff see when a field breaks a rule: nothing is written. */
async function refused(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /please correct/i })).toBeVisible();
}

/** The "Before you publish" list at the top of the preview. */
const checks = (page: Page) =>
  page.frameLocator('iframe').first().getByRole('region', { name: 'Before you publish' });

/** A photograph from a phone: 6000 × 4000 pixels, about 12 MB of JPEG. */
async function phonePhoto(): Promise<string> {
  const file = path.join(os.tmpdir(), 'editor-phone-photo.jpg');
  if (fs.existsSync(file)) return file;
  const [width, height] = [6000, 4000];
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f6f7e"/><stop offset="1" stop-color="#f3e3c3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.5"/></svg>`;
  await sharp(grain, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(light) }])
    .jpeg({ quality: 97 })
    .toFile(file);
  return file;
}

test('a post as staff write it: a 12 MB phone photo, two plain paragraphs, no headings', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const photo = await phonePhoto();
  expect(fs.statSync(photo).size).toBeGreaterThan(12_000_000);
  const outside = await openEditor(page, '#/collections/posts/new');
  // The collection's button says what it makes.
  await expect(page.getByText(/Creating .blog post/i)).toBeVisible();
  const first = await probe(path.join(ROOT));
  await sideBySide(page);
  const title = field(page, 'Title');
  await title.en.fill('Our New Saturday Hours');
  await title.es.fill('Nuestro nuevo horario de los sábados');
  const excerpt = field(page, 'Summary for cards and search results');
  await excerpt.en.fill(
    'Starting in December, our Lenexa office is open Saturday mornings for adjustments and acupuncture.',
  );
  await excerpt.es.fill(
    'Desde diciembre, nuestra clínica de Lenexa abre los sábados por la mañana para ajustes y acupuntura.',
  );
  const summary = field(page, 'Summary for the feeds');
  await summary.en.fill('Saturday mornings are now open for appointments and walk-ins.');
  await summary.es.fill('Los sábados por la mañana ahora atendemos con cita y sin cita.');
  // The Spanish page's own address, which the editor asks for in Spanish only.
  await field(page, 'Address of the Spanish page').es.fill('nuestro-nuevo-horario-de-los-sabados');
  await typeDate(field(page, 'Date').en, first.today);
  // Categories are offered by their names, not their file names.
  await pane(page, 'English').getByRole('combobox', { name: 'Category' }).click();
  await expect(page.getByRole('option', { name: 'practice-information' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Practice Information' }).click();

  // The photo straight from the phone, uploaded as staff do.
  const started = Date.now();
  await pane(page, 'English').getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(photo);
  await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const alt = field(page, 'Picture description');
  await alt.en.fill('Our front desk on a Saturday morning.');
  // The Spanish pane draws its lower fields as they scroll into view.
  await scrollToField(page, pane(page, 'Spanish'), 'Picture description');
  await alt.es.fill('Nuestra recepción un sábado por la mañana.');
  const uploadMs = Date.now() - started;

  // Two plain paragraphs in each language, no headings.
  const body = { en: pane(page, 'English'), es: pane(page, 'Spanish') };
  await scrollToField(page, body.en, 'Article');
  await body.en.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('From December, we open on Saturdays from 9 to 1.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Walk-ins are welcome, as on weekdays.');
  await scrollToField(page, body.es, 'Article');
  await body.es.getByRole('textbox', { name: 'Article' }).click();
  await page.keyboard.type('Desde diciembre abrimos los sábados de 9 a 1.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Atendemos sin cita, como entre semana.');

  // The preview shows the photo at once, before anything is saved, and nothing to fix.
  await pane(page, 'Spanish').getByRole('radio', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe').first();
  const shown = preview.locator('img').first();
  await expect(shown).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(checks(page)).toContainText('Nothing to change');
  await expect(checks(page)).toContainText('headings');

  const saving = Date.now();
  await save(page);
  const saveMs = Date.now() - saving;
  const folder = await readBack(page);
  const slug = 'our-new-saturday-hours';
  const en = read(folder, `content/blog/en/${slug}.md`);
  expect(en).toContain('title: Our New Saturday Hours');
  expect(en).toMatch(/^image: \/media\/editor-phone-photo\.webp$/m);
  expect(en).toContain('From December, we open on Saturdays from 9 to 1.\n\nWalk-ins are welcome');
  const es = read(folder, `content/blog/es/${slug}.md`);
  expect(es).toContain('imageAlt: Nuestra recepción un sábado por la mañana.');
  expect(es).toMatch(/^address: nuestro-nuevo-horario-de-los-sabados$/m);
  expect(en).not.toMatch(/^address:/m);
  // Reduced in the browser before it was saved: no multi-megabyte original is kept.
  const stored = path.join(folder, 'public/media/editor-phone-photo.webp');
  const meta = await sharp(stored).metadata();
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2400);
  expect(fs.statSync(stored).size).toBeLessThan(500_000);
  expect(fs.readdirSync(path.join(folder, 'public/media'))).not.toContain('editor-phone-photo.jpg');

  // The build takes it: first in both languages, with its WebP sizes, everywhere a post is listed,
  // and with nothing `npm test` would ask to fix.
  const site = probe(folder);
  expect(site.problems).toEqual([]);
  expect(site.fixes).toEqual([]);
  expect(site.en[0]).toMatchObject({ slug, imageAlt: 'Our front desk on a Saturday morning.' });
  expect(site.es[0]).toMatchObject({
    slug,
    imageAlt: 'Nuestra recepción un sábado por la mañana.',
  });
  expect(site.variants).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/_img\/media\/editor-phone-photo-\d+\.webp$/),
    ]),
  );
  // English at its slug, Spanish at the address typed for it.
  const addresses = {
    en: routes.post(slug),
    es: `${localizePath(routes.blog, 'es')}nuestro-nuevo-horario-de-los-sabados/`,
  };
  for (const locale of ['en', 'es'] as const) {
    const address = addresses[locale];
    expect(site.sitemap).toContain(address);
    expect(site.html[locale].rss).toContain(address);
  }
  // …and the prose rules `npm test` runs pass on its words.
  const lint = onEdited(folder, 'prose/lint.ts', [
    path.join(folder, `content/blog/en/${slug}.md`),
    path.join(folder, `content/blog/es/${slug}.md`),
  ]);
  expect(lint.stdout).toContain('no problems');
  expect(lint.status).toBe(0);
  expect(outside()).toEqual([]);
  test.info().annotations.push({
    type: 'figures',
    description: `photo chosen to inserted ${uploadMs} ms; save to files on disk ${saveMs} ms`,
  });
});

test('English now, Spanish later: the Spanish waits, and English pasted into it is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openEditor(page, '#/collections/posts/new');
  const { today } = probe(ROOT);
  const english = pane(page, 'English');
  await english.getByRole('textbox', { name: 'Title', exact: true }).fill('Our New Saturday Hours');
  await english
    .getByRole('textbox', { name: 'Summary for cards and search results', exact: true })
    .fill('From January our Lenexa office opens on Saturday mornings for adjustments.');
  await english
    .getByRole('textbox', { name: 'Summary for the feeds', exact: true })
    .fill('Saturday mornings are now open for appointments.');
  await typeDate(english.getByRole('textbox', { name: 'Date', exact: true }), today);
  await english.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Practice Information' }).click();
  await english.getByRole('switch', { name: /Spanish later/ }).click();
  // The preview says what goes live and what waits.
  await expect(checks(page)).toContainText('Nothing to change');
  await expect(checks(page)).toContainText('the Spanish page waits');

  // The English title pasted into the Spanish pane ("Copy from English") is named at once.
  await sideBySide(page);
  const title = field(page, 'Title');
  await title.es.fill('Our New Saturday Hours');
  await pane(page, 'Spanish').getByRole('radio', { name: 'Preview' }).click();
  await expect(checks(page)).toContainText('Spanish: title: this is the English text');
  await sideBySide(page);
  await title.es.fill('');

  // Saved with the Spanish empty: the English is published, the Spanish waits.
  await save(page);
  const folder = await readBack(page);
  const slug = 'our-new-saturday-hours';
  expect(read(folder, `content/blog/en/${slug}.md`)).toMatch(/^translationPending: true$/m);
  const site = probe(folder);
  expect(site.problems).toEqual([]);
  expect(site.fixes).toEqual([]);
  expect(site.en[0].slug).toBe(slug);
  expect(site.es.map((p: { slug: string }) => p.slug)).not.toContain(slug);
  expect(site.sitemap).toContain(routes.post(slug));
  expect(
    site.sitemap.filter((loc: string) => loc.startsWith('/es/') && loc.includes(slug)),
  ).toEqual([]);
  expect(site.html.en.rss).toContain(routes.post(slug));
  expect(site.html.es.rss).not.toContain(slug);
  // The list of posts says the Spanish waits.
  await page.goto('/admin/#/collections/posts');
  await expect(
    page.getByRole('gridcell', { name: `Our New Saturday Hours · ${today} · Spanish later` }),
  ).toBeVisible();
});

test('a closure: dates typed with the keyboard, a year typed wrong, Spanish left empty', async ({
  page,
}) => {
  await openEditor(page, '#/collections/closures/new');
  const { today } = probe(ROOT);
  const day = addDays(today, 5);
  const first = field(page, 'First day');
  const note = field(page, 'Note');
  await typeDate(first.en, day);
  await expect(first.en).toHaveValue(day);
  await note.en.fill('Closed for our staff training day');

  // Spanish left empty, with the preview shown beside English: refused, Spanish flagged.
  await refused(page);
  await expect(page.getByRole('radio', { name: 'Spanish (error)' }).first()).toBeVisible();
  // A year typed wrong (1906 for this year) is refused with its reason.
  await first.en.fill('');
  await typeDate(first.en, `1906${day.slice(4)}`);
  await sideBySide(page);
  await note.es.fill('Cerrado por un día de capacitación del personal');
  await refused(page);
  await expect(page.getByRole('group', { name: /First day/ }).first()).toContainText(
    new RegExp(addDays(today, -365).slice(0, 4)),
  );
  // As typed, it is saved as typed.
  await first.en.fill('');
  await typeDate(first.en, day);
  await save(page);
  const folder = await readBack(page);
  expect(read(folder, `content/closures/${day}.yaml`)).toBe(
    `en:\n  start: ${day}\n  note: Closed for our staff training day\nes:\n  start: ${day}\n  note: Cerrado por un día de capacitación del personal\n`,
  );
  const site = probe(folder);
  expect(site.problems).toEqual([]);
  for (const [locale, words] of [
    ['en', 'Closed for our staff training day'],
    ['es', 'Cerrado por un día de capacitación del personal'],
  ] as const) {
    expect(site.html[locale].banner).toContain(words);
    expect(site.html[locale].hours).toContain(words);
  }
  expect(site.specialHours).toEqual(
    expect.arrayContaining([expect.objectContaining({ validFrom: day, validThrough: day })]),
  );
});

test('a closure’s preview shows the weekly hours, and a day gone by with its year', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, '#/collections/closures/new');
  const { today } = probe(ROOT);
  const past = addDays(today, -300);
  await typeDate(field(page, 'First day').en, past);
  await field(page, 'Note').en.fill('Closed for Christmas Eve');
  const preview = page.frameLocator('iframe').first();
  // The real weekly hours around the closure, not "Monday – Sunday: Closed".
  await expect(preview.locator('body')).toContainText('8:00');
  await expect(preview.locator('body')).not.toContainText(/Monday\s*–\s*Sunday/);
  // Last year's date is named, with its year, before it is saved.
  await expect(checks(page)).toContainText(`${past.slice(0, 4)}, which has passed`);
  await page.screenshot({ path: test.info().outputPath('closure-preview.png') });
});

test('a second closure for a day that has one is named before it is published', async ({
  page,
}) => {
  const taken = addDays(probe(ROOT).today, 10);
  await openEditor(page, '#/collections/closures/new', {
    [`content/closures/${taken}.yaml`]: `en:\n  start: ${taken}\n  note: Closed\nes:\n  start: ${taken}\n  note: Cerrado\n`,
  });
  await typeDate(field(page, 'First day').en, taken);
  await field(page, 'Note').en.fill('Closed');
  await expect(checks(page)).toContainText(
    `Another closure (${taken}) is already set for ${taken}`,
  );
});

test('the preview toggled once, every later entry still asks for both languages', async ({
  page,
}) => {
  await openEditor(page, '#/collections/posts/entries/why-posture-matters');
  // Spanish beside English, then the preview instead, as the reviewer did.
  await sideBySide(page);
  const second = page.getByRole('group', { name: /^Edit .Spanish. Content$/ });
  await second.getByRole('radio', { name: 'Preview' }).click();
  await page.goto('/admin/#/collections/closures/new');
  await typeDate(field(page, 'First day').en, probe(ROOT).today);
  await field(page, 'Note').en.fill('Closed early');
  await refused(page);
  await expect(page.getByRole('radio', { name: 'Spanish (error)' }).first()).toBeVisible();
});

test('a one-word edit of the home page changes one line of its file', async ({ page }) => {
  await openEditor(page, '#/collections/pages/entries/home');
  const subheadline = pane(page, 'English').getByRole('textbox', { name: 'Sub-headline' });
  const before = await subheadline.inputValue();
  await subheadline.fill(before.replace('thorough', 'careful'));
  await save(page);
  const folder = await readBack(page);
  const [was, now] = [
    fs.readFileSync(path.join(ROOT, 'content/pages/home.yaml'), 'utf8').split('\n'),
    read(folder, 'content/pages/home.yaml').split('\n'),
  ];
  expect(now).toHaveLength(was.length);
  expect(now.filter((line, i) => line !== was[i])).toEqual([
    expect.stringContaining('Gentle, careful chiropractic care'),
  ]);
});

test('a deleted post answers with a redirect, and links to it follow', async ({ page }) => {
  const { links } = probe(ROOT) as { links: { slug: string; links: string[] }[] };
  const linked = links.flatMap((p) => p.links.map((href) => ({ from: p.slug, href })));
  const post = (href: string) => {
    const match = matchRoute(href);
    return match?.kind === 'post' && match.locale === 'en' ? match.params.slug : undefined;
  };
  const target = linked.find((l) => post(l.href));
  expect(target).toBeDefined();
  const gone = post(target?.href ?? '') as string;
  await openEditor(page, `#/collections/posts/entries/${gone}`);
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toBeVisible();
  const folder = await readBack(page);
  expect(fs.existsSync(path.join(folder, `content/blog/en/${gone}.md`))).toBe(false);
  const site = probe(folder);
  expect(site.problems).toEqual([]);
  expect(site.fixes).toEqual([]);
  expect(site.redirects).toEqual(
    expect.arrayContaining([
      { from: routes.post(gone), to: routes.blog },
      { from: localizePath(routes.post(gone), 'es'), to: localizePath(routes.blog, 'es') },
    ]),
  );
  const after = (site.links as typeof links).find((p) => p.slug === target?.from);
  expect(after?.links).not.toContain(routes.post(gone));
  expect(after?.links).toContain(routes.blog);
});

test('a renamed post answers at its old address with a redirect to the new one', async ({
  page,
}) => {
  const old = 'why-posture-matters';
  await openEditor(page, `#/collections/posts/entries/${old}`);
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit Slug' }).click();
  const panel = page.getByRole('group', { name: 'Slug' });
  await panel.getByRole('button', { name: 'Edit Slug' }).click();
  await panel.getByRole('textbox', { name: 'Slug' }).fill('posture-basics');
  await panel.getByRole('button', { name: 'Done' }).click();
  await save(page);
  const folder = await readBack(page);
  expect(fs.existsSync(path.join(folder, 'content/blog/en/posture-basics.md'))).toBe(true);
  const site = probe(folder);
  expect(site.redirects).toEqual(
    expect.arrayContaining([{ from: routes.post(old), to: routes.post('posture-basics') }]),
  );
  // The Spanish page keeps the address its own file gives it: in the sitemap, redirected from
  // nowhere.
  const spanish = localizePath(routes.post(old), 'es');
  expect(spanish).not.toContain(old);
  expect(site.sitemap).toContain(spanish);
  expect(site.redirects.map((r: { from: string }) => r.from)).not.toContain(spanish);
});

test('a post dated next month waits for its day, out of every list', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, '#/collections/posts/entries/why-posture-matters');
  const { today } = probe(ROOT);
  const later = addDays(today, 30);
  await typeDate(pane(page, 'English').getByRole('textbox', { name: 'Date', exact: true }), later);
  // Its "updated" day would now be before its date, which the preview names: cleared.
  await expect(checks(page)).toContainText('The updated day is before the post’s date');
  await pane(page, 'English')
    .getByRole('group', { name: /Updated/ })
    .getByRole('button', { name: 'Clear' })
    .click();
  await expect(checks(page)).toContainText('Nothing to change');
  await save(page);
  const folder = await readBack(page);
  const slug = 'why-posture-matters';
  const now = probe(folder);
  expect(now.problems).toEqual([]);
  expect(now.en.map((p: { slug: string }) => p.slug)).not.toContain(slug);
  expect(now.sitemap).not.toContain(routes.post(slug));
  expect(now.searched).not.toContain(routes.post(slug));
  expect(now.html.en.rss).not.toContain(routes.post(slug));
  // On its day (the daily build), it is in every list.
  const onItsDay = probe(folder, `${later} 12:00:00`);
  expect(onItsDay.today).toBe(later);
  expect(onItsDay.en[0].slug).toBe(slug);
  expect(onItsDay.sitemap).toContain(routes.post(slug));
  expect(onItsDay.html.es.rss).toContain(localizePath(routes.post(slug), 'es'));
  // The list of posts shows it under "Scheduled", with its day.
  await page.goto('/admin/#/collections/posts');
  await expect(page.getByText(/^Scheduled: goes live on its date/).first()).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toHaveAccessibleName('Why Posture Matters');
  await expect(
    page.getByRole('gridcell', { name: `Why Posture Matters · ${later}` }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('scheduled-list.png') });
});

test('a post marked Draft is built nowhere, its preview and the list say so', async ({ page }) => {
  test.setTimeout(180_000);
  const slug = 'why-posture-matters';
  await openEditor(page, `#/collections/posts/entries/${slug}`);
  const date = await pane(page, 'English')
    .getByRole('textbox', { name: 'Date', exact: true })
    .inputValue();
  await pane(page, 'English')
    .getByRole('switch', { name: /Draft \(not published\)/ })
    .click();
  // The preview says it is a draft, and what that means.
  await expect(checks(page)).toContainText('Draft: this post is not published');
  await page.screenshot({ path: test.info().outputPath('draft-preview.png') });
  await save(page);
  const folder = await readBack(page);
  for (const locale of ['en', 'es'])
    expect(read(folder, `content/blog/${locale}/${slug}.md`)).toMatch(/^draft: true$/m);
  const site = probe(folder);
  expect(site.problems).toEqual([]);
  expect(site.fixes).toEqual([]);
  for (const locale of ['en', 'es'] as const) {
    const page = localizePath(routes.post(slug), locale);
    expect(site[locale].map((p: { slug: string }) => p.slug)).not.toContain(slug);
    expect(site.html[locale].rss).not.toContain(page);
    expect(site.sitemap).not.toContain(page);
    // Its published addresses lead to the blog, as a deleted post's do.
    expect(site.redirects).toContainEqual({
      from: page,
      to: localizePath(routes.blog, locale),
    });
  }
  expect(site.searched).not.toContain(routes.post(slug));
  // The list of posts shows "Draft", and its Draft filter lists it.
  await page.goto('/admin/#/collections/posts');
  await expect(
    page.getByRole('gridcell', { name: `Why Posture Matters · ${date} · Draft` }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('draft-list.png') });
});

test('the front desk’s own words: hours rows name their days, one list of posts', async ({
  page,
}) => {
  await openEditor(page, '#/collections/posts');
  const posts = fs.readdirSync(path.join(ROOT, 'content/blog/en')).length;
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toContainText(String(posts));
  await expect(page.getByRole('button', { name: 'Create New Entry' })).toBeVisible();
  await page.goto('/admin/#/collections/settings/entries/clinic');
  // The list draws its rows as they scroll into view.
  await page
    .getByRole('group', { name: /Opening hours.*Field/ })
    .first()
    .scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Monday, .* Friday: 08:00 to 17:00$/).first()).toBeVisible();
  await expect(page.getByText('Saturday: 09:00 to 13:00')).toBeVisible();
  // Back and forward never show an empty form.
  await page.goto('/admin/#/collections/posts/entries/why-posture-matters');
  const title = pane(page, 'English').getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Why Posture Matters');
  await page.goBack();
  await page.goForward();
  await expect(title).toHaveValue('Why Posture Matters');
});

test('a hand-written file that breaks a rule stops the build before it writes anything', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-hand-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(folder, 'content'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'public'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'public')))
    if (entry !== 'admin')
      fs.symlinkSync(path.join(ROOT, 'public', entry), path.join(folder, 'public', entry));
  fs.writeFileSync(
    path.join(folder, 'content/blog/en/hand-written.md'),
    '---\ntitle: Hand Written\ndate: 2026-13-01\ncategory: no-such-category\n---\nText.\n',
  );
  const run = onEdited(folder, 'scripts/prebuild.ts');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('nothing was built');
  expect(run.stderr).toMatch(/hand-written\.md: date \(en\)/);
  expect(run.stderr).toMatch(/hand-written\.md: category \(en\)/);
  expect(run.stderr).toMatch(/es\/hand-written\.md: the file is missing/);
  expect(run.stdout).not.toContain('rendered');
  fs.rmSync(folder, { recursive: true, force: true });
});

test('the public pages load nothing of the editor, and no list of pages names it', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const url of ['/', '/blog/', '/es/', '/contact/']) {
    await page.goto(url);
    // A pointer resting on a link prefetches its page: still nothing of the editor.
    await page.locator('main a[data-router]').first().hover();
    await page.waitForTimeout(300);
  }
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter((p) => p.startsWith('/admin/'))).toEqual([]);
  const lists = ['sitemap.xml', 'pagefind/pages-en.json', 'blog/rss.xml'].filter((f) =>
    fs.existsSync(path.join(OUT, f)),
  );
  expect(lists).toContain('sitemap.xml');
  for (const file of lists)
    expect(fs.readFileSync(path.join(OUT, file), 'utf8')).not.toContain('/admin/');
});

test('every upload path takes only what the build publishes: a scripted SVG and a page are refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-uploads-'));
  const file = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const scripted = file(
    'badge.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><s:script href="/media/steal.js"/><rect width="10" height="10"/></svg>',
  );
  const offer = file(
    'offer.html',
    "<!doctype html><script>fetch('/?'+localStorage.length)</script>",
  );
  const drawing = file(
    'clinic-map.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0e6e6e"/></svg>',
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'alert') alerts.push(dialog.message());
    void dialog.accept();
  });
  await openEditor(page, '#/collections/posts/new');

  // A post's picture field: Browse, then Upload, and "All files" chosen in the picker.
  const browse = pane(page, 'English').getByRole('button', { name: 'Browse' });
  await scrollToField(page, pane(page, 'English'), browse);
  await browse.click();
  for (const [upload, reason] of [
    [scripted, /badge\.svg: the SVG holds a <s:script> element, a link to another file/],
    [offer, /offer\.html: the site publishes only pictures and documents/],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(upload);
    await expect.poll(() => alerts.at(-1) ?? '').toMatch(reason);
  }
  expect(alerts).toHaveLength(2);
  await expect(page.getByRole('dialog').getByText('badge.svg')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The Assets page, with its own Upload.
  await page.goto('/admin/#/assets');
  await page.getByText('Global Assets').click();
  // The dialog asks for files; with files chosen it asks to confirm (an alert dialog).
  const choosing = page.getByRole('dialog', { name: 'Upload New Assets' });
  const uploading = choosing.or(page.getByRole('alertdialog', { name: 'Upload New Assets' }));
  for (const [upload, accepted] of [
    [offer, false],
    [scripted, false],
    [drawing, true],
  ] as const) {
    await page.getByRole('button', { name: 'Upload New Assets' }).last().click();
    const chooser = page.waitForEvent('filechooser');
    await choosing.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles(upload);
    const name = path.basename(upload);
    if (accepted) {
      await expect(uploading.getByText(name)).toBeVisible();
      await uploading.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(uploading).toHaveCount(0);
    } else {
      await expect.poll(() => alerts.at(-1) ?? '').toContain(`${name}: `);
      await expect(uploading.getByText(name)).toHaveCount(0);
      await uploading.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  expect(alerts).toHaveLength(4);
  const folder = await readBack(page);
  expect(fs.readdirSync(path.join(folder, 'public', 'media')).sort()).toEqual([
    '.gitkeep',
    'clinic-map.svg',
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(folder, { recursive: true, force: true });
});
