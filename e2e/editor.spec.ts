import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { addDays } from '../lib/closure-days';
import { localizePath, routes } from '../lib/routes';
import { freePort, OUT } from './support';

/**
 * The content editor as the front desk uses it: the real Decap CMS of the
 * export (/admin/) in Chromium, on Decap's local backend (decap-server, the
 * one `npm run cms` starts) writing into a copy of content/ and public/. Each
 * entry saved is then read by the build's own loaders (e2e/editor-probe.ts):
 * what staff publish is what the site shows.
 */
test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(__dirname, '..');
let repo = '';
let backend: ChildProcess | undefined;
let api = '';

/** A copy of the content, and the site's pictures linked, with an empty media folder to upload into. */
function contentCopy(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(folder, 'content'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'public', 'media'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'public')))
    if (!['media', 'admin'].includes(entry))
      fs.symlinkSync(path.join(ROOT, 'public', entry), path.join(folder, 'public', entry));
  return folder;
}

/** Decap's local backend (decap-server, as `npm run cms` starts it) on `folder`; its API address. */
async function startBackend(folder: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}/api/v1`;
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        GIT_REPO_DIRECTORY: folder,
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(() =>
      fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      }).then(
        (r) => r.ok,
        () => false,
      ),
    )
    .toBe(true);
  return { server, address };
}

test.beforeAll(async () => {
  repo = contentCopy();
  ({ server: backend, address: api } = await startBackend(repo));
});

/**
 * Stops a backend, then removes its folder. A git command the backend started may still be
 * writing in .git for a moment (CI once failed here with ENOTEMPTY): Node's own retries,
 * on that error among others, wait for it.
 */
async function stopBackend(server: ChildProcess | undefined, folder: string) {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill();
    await exited;
  }
  if (folder) fs.rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

test.afterAll(() => stopBackend(backend, repo));

/** Runs a script of the build on the edited folder instead of the project's content. */
const onEdited = (script: string, folder = repo) =>
  spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONTENT_DIR: path.join(folder, 'content'),
      PUBLIC_DIR: path.join(folder, 'public'),
    },
    encoding: 'utf8',
  });

/** What the build's loaders make of the edited folder (see e2e/editor-probe.ts). */
function probe(folder = repo) {
  const run = onEdited('e2e/editor-probe.ts', folder);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

/** Opens the editor on the local backend, signed in; nothing leaves this machine. */
async function openEditor(page: Page, hash = '', backendApi = api) {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // The exported configuration, pointed at this backend. It is read from out/ rather than
  // fetched through the file server: such a fetch once failed with ECONNRESET in CI, most
  // likely the test's kept-alive socket meeting the server's close, nothing of the editor.
  const config = fs
    .readFileSync(path.join(OUT, 'admin', 'config.yml'), 'utf8')
    .replace(/^local_backend: true$/m, `local_backend:\n  url: ${backendApi}`);
  await page.route('**/admin/config.yml', (route) =>
    route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: config }),
  );
  await page.goto('/admin/index.html');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Blog posts', exact: true })).toBeVisible();
  if (hash) await page.goto(`/admin/index.html${hash}`);
  return () => requests.filter((u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith('data:'));
}

/** The English (first) and Spanish (second) copy of a field in the side-by-side panes. */
const field = (page: Page, label: string) => {
  const both = page.getByLabel(label, { exact: true });
  return { en: both.nth(0), es: both.nth(1) };
};

/** A request to the backend that writes an entry: saving it, or publishing a saved draft. */
const writesEntry = (response: Response) =>
  /"action":"(persistEntry|publishUnpublishedEntry)"/.test(response.request().postData() ?? '');

/**
 * Publishes the entry open in the editor and, unless the editor refuses it,
 * returns once the backend has answered: every file of the entry is written
 * then (decap-server writes the text files first, then the pictures).
 */
async function publish(page: Page, { refused = false } = {}) {
  const written = refused ? undefined : page.waitForResponse(writesEntry);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await written;
}

async function choose(select: Locator, option: string) {
  await select.click();
  await select.page().getByRole('option', { name: option, exact: true }).click();
}

test('staff publish a post in English and Spanish with a photo they upload', async ({ page }) => {
  test.setTimeout(180_000);
  const outside = await openEditor(page, '#/collections/posts/new');
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
  await field(page, 'Date').en.fill('2026-11-24');
  await choose(field(page, 'Category').en, 'practice-information');

  // The photo: uploaded from the computer in the media library, as staff do.
  const photo = await sharp({
    create: { width: 1600, height: 1067, channels: 3, background: '#2f6f7e' },
  })
    .jpeg()
    .toBuffer();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'front-desk.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const alt = field(page, 'Picture description (optional)');
  await alt.en.fill('Our front desk on a Saturday morning.');
  await alt.es.fill('Nuestra recepción un sábado por la mañana.');
  const body = page.locator('[data-slate-editor="true"]');
  await body.nth(0).click();
  await page.keyboard.type('From December, we open on Saturdays from 8 to noon.');
  await body.nth(1).click();
  await page.keyboard.type('Desde diciembre abrimos los sábados de 8 a mediodía.');

  await publish(page);
  const slug = 'our-new-saturday-hours';
  const en = read(`content/blog/en/${slug}.md`);
  expect(en).toContain('title: Our New Saturday Hours');
  expect(en).toMatch(/^date: 2026-11-24$/m);
  expect(en).toMatch(/^category: practice-information$/m);
  expect(en).toMatch(/^image: \/media\/front-desk\.jpg$/m);
  expect(en).toContain('From December, we open on Saturdays from 8 to noon.');
  const es = read(`content/blog/es/${slug}.md`);
  expect(es).toContain('title: Nuestro nuevo horario de los sábados');
  expect(es).toMatch(/^image: \/media\/front-desk\.jpg$/m);
  expect(fs.readFileSync(path.join(repo, 'public/media/front-desk.jpg'))).toEqual(photo);

  // The build takes it: newest first in both languages, with its own photo in WebP widths.
  const site = probe();
  expect(site.problems).toEqual([]);
  expect(site.en[0]).toMatchObject({
    slug,
    title: 'Our New Saturday Hours',
    image: { src: '/media/front-desk.jpg', width: 1600, height: 1067 },
    imageAlt: 'Our front desk on a Saturday morning.',
    variants: true,
  });
  expect(site.es[0]).toMatchObject({
    slug,
    imageAlt: 'Nuestra recepción un sábado por la mañana.',
  });
  expect(site.variants).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/_img\/media\/front-desk-\d+\.webp$/)]),
  );
  // …and is everywhere a page is listed, in both languages.
  for (const locale of ['en', 'es'] as const) {
    const address = localizePath(routes.post(slug), locale);
    expect(site.sitemap).toContain(address);
    expect(site.html[locale].rss).toContain(address);
  }
  expect(site.searched).toContain(routes.post(slug));
  expect(outside()).toEqual([]);
});

test('a holiday closure five days ahead is shown in the banner and in the structured data', async ({
  page,
}) => {
  await openEditor(page, '#/collections/closures/new');
  const { today } = probe();
  const day = addDays(today, 5);
  await field(page, 'First day').en.fill(day);
  const note = field(page, 'Note');
  await note.en.fill('Closed for our staff training day');
  await note.es.fill('Cerrado por un día de capacitación del personal');
  await publish(page);
  const file = 'content/closures/closed-for-our-staff-training-day.yaml';
  expect(read(file)).toContain(`start: ${day}`);

  // A closure already past, written by hand, next to it.
  fs.writeFileSync(
    path.join(repo, 'content/closures/past-closure.yaml'),
    `en:\n  start: ${addDays(today, -3)}\n  note: A day already past\nes:\n  start: ${addDays(today, -3)}\n  note: Un día ya pasado\n`,
  );
  const site = probe();
  const closure = { start: day, end: day, note: expect.objectContaining({}) };
  // The banner and every hours table show it, in each language; never the past one.
  for (const [locale, note] of [
    ['en', 'Closed for our staff training day'],
    ['es', 'Cerrado por un día de capacitación del personal'],
  ] as const) {
    expect(site.html[locale].banner).toContain(`data-closure-from="${addDays(day, -14)}"`);
    expect(site.html[locale].banner).toContain(note);
    expect(site.html[locale].hours).toContain(note);
    for (const part of ['banner', 'hours'] as const)
      expect(site.html[locale][part]).not.toMatch(/already past|ya pasado/);
  }
  expect(site.upcoming).toEqual(expect.arrayContaining([expect.objectContaining(closure)]));
  expect(site.banner.map((c: { start: string }) => c.start)).toContain(day);
  expect(site.specialHours).toEqual(
    expect.arrayContaining([expect.objectContaining({ validFrom: day, validThrough: day })]),
  );
});

test('changing the weekday closing time changes the hours and the structured data', async ({
  page,
}) => {
  await openEditor(page, '#/collections/settings/entries/clinic');
  // The weekday row, collapsed in the list: its first button opens it.
  const weekdays = page.getByText('Opens 08:00, closes 17:00', { exact: true });
  await weekdays.locator('xpath=..').getByRole('button').first().click();
  const closes = page.getByLabel('Closes', { exact: true }).first();
  await closes.fill('17:30');
  await publish(page);
  expect(read('content/clinic.yaml')).toMatch(/closes: "?17:30"?/);
  const site = probe();
  expect(site.hours[0].closes).toBe('17:30');
  expect(site.openingHours[0]).toMatchObject({ closes: '17:30' });
  // The footer and the hours tables (the contact page's among them) follow, in both languages.
  for (const [locale, time] of [
    ['en', '5:30 PM'],
    ['es', '5:30 p.m.'],
  ] as const) {
    expect(site.html[locale].footer).toContain(time);
    expect(site.html[locale].hours).toContain(time);
  }
});

test('an entry that breaks a rule is refused with the reason, and nothing is written', async ({
  page,
}) => {
  await openEditor(page, '#/collections/posts/new');
  const before = fs.readdirSync(path.join(repo, 'content/blog/en')).length;
  const title = field(page, 'Title');
  await title.en.fill('A Title Much Too Long for Search Results to Show It in Full');
  await title.es.fill('Un título');
  await publish(page, { refused: true });
  await expect(page.getByText('At most 60 characters').first()).toBeVisible();
  expect(fs.readdirSync(path.join(repo, 'content/blog/en'))).toHaveLength(before);
});

test('a hand-written file that breaks a rule stops the build before it writes anything', () => {
  fs.writeFileSync(
    path.join(repo, 'content/blog/en/hand-written.md'),
    '---\ntitle: Hand Written\ndate: 2026-13-01\ncategory: no-such-category\n---\nText.\n',
  );
  const run = onEdited('scripts/prebuild.ts');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('nothing was built');
  expect(run.stderr).toMatch(/hand-written\.md: date \(en\)/);
  expect(run.stderr).toMatch(/hand-written\.md: category \(en\)/);
  expect(run.stderr).toMatch(/es\/hand-written\.md: the file is missing/);
  expect(run.stdout).not.toContain('rendered');
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
    fs.existsSync(path.join(ROOT, 'out', f)),
  );
  expect(lists).toContain('sitemap.xml');
  for (const file of lists)
    expect(fs.readFileSync(path.join(ROOT, 'out', file), 'utf8')).not.toContain('/admin/');
});

test.describe('drafts, as the front desk saves them on GitHub', () => {
  /**
   * Decap's local backend in git mode keeps drafts as its GitHub backend does
   * (the editorial workflow): a save is a commit on a branch of the entry's
   * own, cms/<collection>/<slug>, and Publish merges it into the branch the
   * site is built from. Until then the site does not show it.
   */
  const identity = {
    GIT_AUTHOR_NAME: 'Front Desk',
    GIT_AUTHOR_EMAIL: 'frontdesk@example.org',
    GIT_COMMITTER_NAME: 'Front Desk',
    GIT_COMMITTER_EMAIL: 'frontdesk@example.org',
  };
  let site = '';
  let server: ChildProcess | undefined;
  let address = '';
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: site, encoding: 'utf8', env: { ...process.env, ...identity } })
      .stdout;

  test.beforeAll(async () => {
    site = contentCopy();
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'The site as it is');
    ({ server, address } = await startBackend(site, { MODE: 'git', ...identity }));
  });

  test.afterAll(() => stopBackend(server, site));

  test('a saved closure waits on its own branch until it is published', async ({ page }) => {
    await openEditor(page, '#/collections/closures/new', address);
    const { today } = probe(site);
    const day = addDays(today, 9);
    await field(page, 'First day').en.fill(day);
    const note = field(page, 'Note');
    await note.en.fill('Closed for the office move');
    await note.es.fill('Cerrado por la mudanza de la oficina');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const branch = 'cms/closures/closed-for-the-office-move';
    const file = 'content/closures/closed-for-the-office-move.yaml';
    // Saved once the editor offers its status; the backend is back on the main branch then.
    await expect(page.getByRole('button', { name: /^Status/ })).toBeVisible();
    await expect.poll(() => git('branch', '--show-current').trim()).toBe('main');
    expect(git('branch', '--list', branch)).toContain(branch);
    expect(git('show', `${branch}:${file}`)).toContain(`start: ${day}`);
    // The branch the site is built from has no trace of it, and neither has the site.
    expect(git('ls-tree', '--name-only', 'main', file)).toBe('');
    expect(probe(site).banner.map((c: { start: string }) => c.start)).not.toContain(day);

    // Someone sets it to Ready and publishes it: merged, the branch gone, on the site.
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('menuitem', { name: 'Ready', exact: true }).click();
    // Publishing a draft asks for confirmation first.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await publish(page);
    await expect.poll(() => git('ls-tree', '--name-only', 'main', file).trim()).toBe(file);
    expect(asked).toEqual([expect.stringMatching(/publish/i)]);
    // The backend merges, then deletes the branch: a second step that may still be running.
    await expect.poll(() => git('branch', '--list', branch)).toBe('');
    const built = probe(site);
    expect(built.problems).toEqual([]);
    expect(built.banner.map((c: { start: string }) => c.start)).toContain(day);
    expect(built.html.es.banner).toContain('Cerrado por la mudanza de la oficina');
  });
});
