import { expect, test } from '@playwright/test';
import { localRepository, pane, signInLocally } from './editor-local';

/**
 * The words staff read in the editor (docs/editing.md): every collection's name is shown whole
 * in the sidebar, never cut off with an ellipsis; the Spanish pane's hints are in Spanish, and
 * the Spanish page's address is asked for in the Spanish pane only.
 */

test('the sidebar shows every collection’s name whole', async ({ context }) => {
  const page = await localRepository(context);
  await signInLocally(page);
  const items = page.getByRole('treeitem');
  await expect(items.first()).toBeVisible();
  // A name is cut where an element of its item clips its text (an ellipsis, or hidden overflow).
  const names = await items.evaluateAll((nodes) =>
    nodes.map((node) => ({
      name: (node.textContent ?? '').trim(),
      cut: [node, ...node.querySelectorAll('*')].some(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      ),
    })),
  );
  expect(names.length).toBeGreaterThan(10);
  await page.screenshot({ path: test.info().outputPath('sidebar.png') });
  expect(names.filter((n) => n.cut).map((n) => n.name)).toEqual([]);
});

test('the Spanish pane’s hints are in Spanish; the Spanish address is asked for there only', async ({
  context,
}) => {
  const page = await localRepository(context);
  await signInLocally(page, '#/collections/posts/entries/why-posture-matters');
  await page.getByRole('radio', { name: 'Spanish' }).last().click();
  const english = pane(page, 'English');
  const spanish = pane(page, 'Spanish');
  const title = (p: typeof english) => p.getByRole('group', { name: /Title\W+Field$/ });
  await expect(title(english)).toContainText('At most 60 characters');
  await expect(title(spanish)).toContainText('Como máximo 60 caracteres');
  await expect(title(spanish)).not.toContainText('At most 60 characters');
  const address = (p: typeof english) =>
    p.getByRole('group', { name: /Address of the Spanish page\W+Field$/ });
  await expect(address(spanish)).toBeVisible();
  await expect(address(spanish)).toContainText('Solo en español');
  await expect(address(english)).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('panes.png') });
});
