import { expect, test, type Page } from '@playwright/test';
import { pane } from './editor-local';
import { githubStub } from './github-stub';

/**
 * Two tabs on one entry, on the real host: GitHub's API is stubbed (e2e/github-stub.ts) with a
 * repository of content/, and staff are signed in as Sveltia keeps a sign-in. With the editorial
 * workflow (the site's setting) a save is a commit on the entry's own branch; the second tab's
 * save, made from the version both tabs opened, is refused with the message local mode gives, and
 * its typing is kept in the editor (docs/editing.md, "Two people, or two tabs, on one entry").
 */

const TEAM_MEMBER = '#/collections/team/entries/emily-carter';
const FILE = 'content/team/emily-carter.yaml';
const BRANCH = 'cms/team/emily-carter';

const role = (page: Page) =>
  pane(page, 'English').getByRole('textbox', { name: 'Role', exact: true });
const description = (page: Page) =>
  pane(page, 'English').getByRole('textbox', { name: 'Photo description', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

async function openEntry(page: Page) {
  await page.goto('/admin/');
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toBeVisible();
  await page.goto(`/admin/${TEAM_MEMBER}`);
  await expect(role(page)).toHaveValue('Chiropractic Assistant');
}

/** Saves the entry; with the editorial workflow Sveltia then offers to send it for review. */
async function save(page: Page) {
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  const review = page.getByRole('alertdialog', { name: 'Send for Review' });
  await review.getByRole('button', { name: 'Later' }).click();
  await expect(review).toBeHidden();
}

test('two tabs on GitHub: the second save is refused, the first change stays', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const github = githubStub();
  await github.install(context);
  const a = await context.newPage();
  await openEntry(a);
  const b = await context.newPage();
  await openEntry(b);

  await role(a).fill('Lead Chiropractic Assistant');
  await save(a);
  expect(github.file(FILE, BRANCH)).toContain('role: Lead Chiropractic Assistant\n');

  await description(b).click();
  await b.keyboard.press('End');
  await b.keyboard.type(' Photo taken at the clinic.');
  await saveButton(b).click();
  const refusal = b.getByRole('alertdialog');
  await expect(refusal).toContainText('Nothing was saved: this file changed after you opened');
  await refusal.screenshot({ path: test.info().outputPath('refused.png') });
  const file = github.file(FILE, BRANCH) ?? '';
  expect(file).toContain('role: Lead Chiropractic Assistant\n');
  expect(file).not.toContain('Photo taken at the clinic.');
  expect(github.file(FILE)).toContain('role: Chiropractic Assistant\n');

  // Nothing typed is lost: the entry stays open with tab B's words, ready to save again.
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(description(b)).toHaveValue(/Photo taken at the clinic\.$/);
  await expect(saveButton(b)).toBeEnabled();

  // Tab A saves again over its own draft (reopened, as Sveltia closes it after a draft): allowed.
  // Tab B's words are kept in this browser too: reopening the entry offers them as a draft to
  // restore. Tab A declines them, and goes on from its own saved draft.
  await a.goto(`/admin/${TEAM_MEMBER}`);
  const offered = a.getByRole('alertdialog', { name: 'Restore Draft' });
  await expect(offered).toBeVisible();
  await offered.getByRole('button', { name: 'Discard' }).click();
  await expect(role(a)).toHaveValue('Lead Chiropractic Assistant');
  await role(a).click();
  await a.keyboard.press('End');
  await a.keyboard.type(' and Office Lead');
  await expect(role(a)).toHaveValue('Lead Chiropractic Assistant and Office Lead');
  await save(a);
  expect(github.file(FILE, BRANCH)).toContain(
    'role: Lead Chiropractic Assistant and Office Lead\n',
  );
  expect(github.unexpected).toEqual([]);
});
