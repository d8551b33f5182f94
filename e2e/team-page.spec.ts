import { expect } from '@playwright/test';
import { practicePages } from '../lib/content/pages';
import { cvPath } from '../lib/cv';
import { locales, type Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

const TEAM = Object.fromEntries(locales.map((l) => [l, localizePath(routes.team, l)]));

test.describe('the team page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, path] of Object.entries(TEAM) as [Locale, string][]) {
    test(`"${practicePages.team.copy[locale].familyButton}" leads to the group picture and the CV (${locale})`, async ({
      page,
    }) => {
      await guardThirdParty(page);
      await page.goto(path);
      const family = page.locator('#chiropractic-family');
      await page.getByRole('link', { name: practicePages.team.copy[locale].familyButton }).click();
      await expect(page).toHaveURL(/#chiropractic-family$/);
      await expect(family).toBeVisible();
      await expect(family).toBeInViewport();
      await expect(
        family.getByRole('heading', {
          name: practicePages.team.copy[locale].dialogHeading,
        }),
      ).toBeVisible();
      const group = family.getByRole('img', {
        name: practicePages.team.copy[locale].familyImageAlt,
      });
      await expect(group).toBeVisible();
      await expect
        .poll(() => group.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(family.getByTestId('cv-link')).toHaveAttribute('href', cvPath(locale));
      // The close button needs JavaScript, so it is not offered.
      await expect(family.getByRole('button')).toHaveCount(0);
    });
  }
});
