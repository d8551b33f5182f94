import { expect, test } from '@playwright/test';
import { localRepository, pane, repositoryFile, signInLocally } from './editor-local';

/**
 * The preview follows a renamed doctor before any build (docs/editing.md, "What happens on a
 * mistake"): his bio's preview shows the name as it is typed, and once saved, other entries'
 * previews ({{doctor}} in a service) show it too.
 */

const NEW_NAME = 'Dr. Ryan Whitaker-Lee';

test('the doctor renamed: his bio’s preview, then a service’s, show the new name', async ({
  context,
}) => {
  const page = await localRepository(context);
  await signInLocally(page, '#/collections/team/entries/dr-ryan-whitaker');
  const name = pane(page, 'English').getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Dr. Ryan Whitaker');
  await name.fill(NEW_NAME);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByText(`${NEW_NAME}, D.C., grew up`)).toBeVisible();
  await expect(preview.getByText('Dr. Ryan Whitaker, D.C., grew up')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  expect(await repositoryFile(page, 'content/team/dr-ryan-whitaker.yaml')).toContain(
    `name: ${NEW_NAME}\n`,
  );

  await page.goto('/admin/#/collections/services/entries/acupuncture');
  const service = page.frameLocator('iframe').first();
  await expect(service.getByText(`given by ${NEW_NAME}`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('service-preview.png') });
});
