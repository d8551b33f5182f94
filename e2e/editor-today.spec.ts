import { expect, test } from '@playwright/test';
import { localRepository, signInLocally } from './editor-local';

/**
 * "Today" in the editor's date picker is the day in Lenexa (the clinic's time zone), as the build
 * counts days: at 21:00 in Lenexa the day by UTC is already the next one, and a post dated "today"
 * by a browser on UTC would wait a day with nothing saying why (docs/editing.md, "Scheduled posts
 * and the daily build").
 */

const ZONE = 'America/Chicago';
const dayIn = (date: Date, timeZone: string) => date.toLocaleDateString('en-CA', { timeZone });

test.use({ timezoneId: 'UTC' });

test('"Today" at 21:00 in Lenexa, in a browser on UTC, is the day in Lenexa', async ({
  context,
}) => {
  const lenexa = dayIn(new Date(), ZONE);
  // 21:00 in Lenexa: 02:00 or 03:00 UTC of the next day (summer or winter time).
  const evening = ['02', '03']
    .map((h) => new Date(Date.parse(`${lenexa}T${h}:00:00Z`) + 86_400_000))
    .find((d) => d.toLocaleTimeString('en-GB', { timeZone: ZONE }).startsWith('21:00'));
  expect(evening).toBeDefined();
  const page = await localRepository(context);
  await page.clock.setFixedTime(evening as Date);
  await signInLocally(page, '#/collections/posts/new');
  expect(await page.evaluate(() => new Date().toISOString().slice(0, 10))).not.toBe(lenexa);

  const date = page.getByRole('group', { name: /\bDate\W+Field$/ }).first();
  await date.getByRole('button', { name: 'Today' }).click();
  await expect(date.locator('input[type="date"]')).toHaveValue(lenexa);
});
