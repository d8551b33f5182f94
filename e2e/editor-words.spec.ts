import { expect, test } from '@playwright/test';
import { localRepository, signInLocally } from './editor-local';

/**
 * The words staff read in the editor (docs/editing.md): every collection's name is shown whole
 * in the sidebar, never cut off with an ellipsis.
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
