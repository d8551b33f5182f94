import { expect } from '@playwright/test';
import { getPosts } from '../lib/blog';
import { clinic } from '../lib/content/clinic';
import { practicePages } from '../lib/content/pages';
import { credentialsOf } from '../lib/content/credentials';
import { teamMember } from '../lib/content/team';
import { cvPath } from '../lib/cv';
import { locales, type Locale } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty } from './support';
import { test } from './tab';

const TEAM = Object.fromEntries(locales.map((l) => [l, localizePath(routes.team, l)]));

test.describe('the team page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, path] of Object.entries(TEAM) as [Locale, string][]) {
    test(`"${practicePages().team.copy[locale].familyButton}" leads to the group picture and the CV (${locale})`, async ({
      page,
    }) => {
      await guardThirdParty(page);
      await page.goto(path);
      const family = page.locator('#chiropractic-family');
      await page
        .getByRole('link', { name: practicePages().team.copy[locale].familyButton })
        .click();
      await expect(page).toHaveURL(/#chiropractic-family$/);
      await expect(family).toBeVisible();
      await expect(family).toBeInViewport();
      await expect(
        family.getByRole('heading', {
          name: practicePages().team.copy[locale].dialogHeading,
        }),
      ).toBeVisible();
      const group = family.getByRole('img', {
        name: practicePages().team.copy[locale].familyImageAlt,
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

test.describe('a practitioner’s profile', () => {
  for (const locale of locales) {
    test(`is reached from the team page and from a post's byline, and states the credentials (${locale})`, async ({
      page,
    }) => {
      await guardThirdParty(page);
      const doctor = teamMember(clinic().doctor.id).copy[locale];
      const profile = localizePath(routes.practitioner(clinic().doctor.id), locale);
      await page.goto(TEAM[locale] as string);
      await page.getByTestId('profile-link').click();
      await expect(page).toHaveURL(new RegExp(`${profile}$`));
      const credentials = page.getByTestId('credentials');
      // Only what a patient can check: each license links its board's lookup, and a number
      // or a school that is still a sample (content/samples.yaml) is never stated.
      const checkable = credentialsOf(clinic().doctor.id, doctor, locale);
      for (const [i, license] of (doctor.licenses ?? []).entries()) {
        await expect(credentials).toContainText(license.state);
        await expect(credentials.locator(`a[href="${license.lookup}"]`)).toHaveCount(1);
        if (checkable.licenses[i]?.number) await expect(credentials).toContainText(license.number);
        else await expect(credentials).not.toContainText(license.number);
      }
      await expect(credentials).toContainText(doctor.degree ?? 'no degree');
      if (checkable.school) await expect(credentials).toContainText(checkable.school);
      else await expect(credentials).not.toContainText(doctor.school ?? 'no school');
      // The Person node names his credentials, for search engines, with the same care.
      const person = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .flatMap((s) => JSON.parse(s.textContent ?? '[]'))
            .flat()
            .find((node: { '@type'?: string }) => node['@type'] === 'Person'),
        );
      expect(person.hasCredential.map((c: { identifier?: string }) => c.identifier)).toEqual(
        expect.arrayContaining(checkable.licenses.flatMap((l) => (l.number ? [l.number] : []))),
      );
      expect(person.sameAs).toEqual(
        expect.arrayContaining((doctor.licenses ?? []).map((l) => l.lookup)),
      );
      const post = getPosts(locale)[0]?.slug ?? '';
      await page.goto(localizePath(routes.post(post), locale));
      await page.getByRole('link', { name: clinic().doctor.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`${profile}$`));
    });
  }
});
