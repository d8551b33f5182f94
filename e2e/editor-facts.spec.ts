import { expect, test } from '@playwright/test';
import { localRepository, pane, repositoryFile, signInLocally } from './editor-local';

/**
 * The previews follow a changed clinic fact before any build (docs/editing.md, "What staff can
 * change"): a renamed doctor's bio shows the name as it is typed, and once saved, other entries'
 * previews ({{doctor}} in a service) show it too; so do a new phone number ({{phone}} in a post)
 * and new weekly hours (beside a closure).
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

test('the phone and the hours changed: a post’s and a closure’s previews follow', async ({
  context,
}) => {
  const page = await localRepository(context);
  await signInLocally(page, '#/collections/settings/entries/clinic');
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await expect(phone).toHaveValue('(913) 555-0142');
  await phone.fill('(913) 555-0199');
  // Fridays become closed.
  const hours = page.getByRole('group', { name: /Opening hours.*Field/ }).first();
  await hours.scrollIntoViewIfNeeded();
  await hours.getByRole('button', { name: 'Expand All' }).click();
  const days = hours.getByRole('group', { name: /Days.*Field/ }).first();
  await days.getByRole('button', { name: /Remove .Friday/ }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  const saved = await repositoryFile(page, 'content/clinic.yaml');
  expect(saved).toContain('phone: (913) 555-0199\n');
  expect(saved).not.toContain('      - Friday\n');

  // A post that gives the phone, in both languages.
  await page.goto('/admin/#/collections/posts/entries/why-posture-matters');
  const post = page.frameLocator('iframe').first();
  await expect(post.getByRole('link', { name: '(913) 555-0199' }).first()).toBeVisible();
  await expect(post.getByRole('link', { name: '(913) 555-0199' }).first()).toHaveAttribute(
    'href',
    'tel:+19135550199',
  );
  await expect(post.getByText('(913) 555-0142')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('post-preview-phone.png') });

  // A new closure's preview: the weekly hours as saved, Friday closed.
  await page.goto('/admin/#/collections/closures/new');
  await pane(page, 'English')
    .getByRole('textbox', { name: 'Note', exact: true })
    .fill('Closed for our staff training day');
  const closure = page.frameLocator('iframe').first();
  await expect(closure.locator('body')).toContainText(/Monday\s*–\s*Thursday/);
  await expect(closure.locator('body')).not.toContainText(/Monday\s*–\s*Friday/);
  await page.screenshot({ path: test.info().outputPath('closure-preview-hours.png') });
});
