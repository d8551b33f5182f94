import { expect } from '@playwright/test';
import { clinic } from '../content/clinic';
import { teamPage } from '../content/pages';
import { peopleAlt } from '../content/people-images';
import { locales, type Locale } from '../lib/i18n';
import { fillPlaceholders } from '../lib/placeholders';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

const TEAM = Object.fromEntries(locales.map((l) => [l, localizePath(routes.team, l)]));

test.describe('the team page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, path] of Object.entries(TEAM) as [Locale, string][]) {
    test(`"${teamPage[locale].familyButton}" leads to the group picture and the CV (${locale})`, async ({
      page,
    }) => {
      await guardThirdParty(page);
      await page.goto(path);
      const family = page.locator('#chiropractic-family');
      await page.getByRole('link', { name: teamPage[locale].familyButton }).click();
      await expect(page).toHaveURL(/#chiropractic-family$/);
      await expect(family).toBeVisible();
      await expect(family).toBeInViewport();
      await expect(
        family.getByRole('heading', {
          name: fillPlaceholders(teamPage[locale].dialogHeading, locale),
        }),
      ).toBeVisible();
      const group = family.getByRole('img', {
        name: fillPlaceholders(peopleAlt['chiropractic-family'][locale], locale),
      });
      await expect(group).toBeVisible();
      await expect
        .poll(() => group.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(family.getByTestId('cv-link')).toHaveAttribute('href', clinic.doctor.cv);
      // The close button needs JavaScript, so it is not offered.
      await expect(family.getByRole('button')).toHaveCount(0);
    });
  }
});
