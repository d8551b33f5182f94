import { expect } from '@playwright/test';
import { clinic, formatAddress } from '../lib/content/clinic';
import { practicePages } from '../lib/content/pages';
import { hoursRows } from '../lib/hours';
import { localizePath, routes } from '../lib/routes';
import { guardThirdParty, hydrated, watchConsole } from './support';
import { test } from './tab';

test.describe('widget pages load their vendor on arrival', () => {
  test('the booking script renders into its container and is removed on leaving', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const thirdParty = await guardThirdParty(page);
    await page.goto('/appointment/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule Your Appointment');
    await expect(page.locator('#booking-widget').getByTestId('vendor-booking-form')).toBeVisible();
    await expect(page.locator('script[data-booking-widget]')).toHaveAttribute(
      'src',
      clinic().vendors.bookingScript,
    );
    expect(thirdParty.requests.map((r) => r.url())).toContain(clinic().vendors.bookingScript);
    // Leave by client-side navigation: the script and the vendor's markup go.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('script[data-booking-widget]')).toHaveCount(0);
    await expect(page.getByTestId('vendor-booking-form')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a blocked booking vendor shows the fallback', async ({ page }) => {
    const errors = watchConsole(page, { ignoreBlocked: true });
    await guardThirdParty(page, { block: true });
    await page.goto(localizePath(routes.appointment, 'es'));
    await expect(
      page.locator('[data-widget="booking"]').getByTestId('widget-fallback'),
    ).toBeVisible();
    await expect(
      page.locator('[data-widget="booking"]').getByRole('link', { name: /Llame ahora/ }),
    ).toHaveAttribute('href', clinic().phone.href);
    expect(errors).toEqual([]);
  });

  for (const [path, widget, src] of [
    ['/about/testimonials/', 'reviews', clinic().vendors.reviewsFrame],
    ['/contact/', 'contact-form', clinic().vendors.contactForm],
    ['/new-patient-special/', 'new-patient-form', clinic().vendors.newPatientForm],
  ] as const) {
    test(`${path} loads its ${widget} frame on arrival and falls back when blocked`, async ({
      page,
    }) => {
      await guardThirdParty(page);
      await page.goto(path);
      const frame = page.locator(`[data-widget="${widget}"] iframe`);
      await expect(frame).toHaveAttribute('src', src);
      await expect(frame).toHaveAttribute('title', /.+/);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await guardThirdParty(page, { block: true });
      await page.goto(localizePath(path, 'es'));
      await expect(
        page.locator(`[data-widget="${widget}"]`).getByTestId('widget-fallback'),
      ).toBeVisible();
    });
  }

  test('the reviews frame is 60% of the viewport high', async ({ page }) => {
    await guardThirdParty(page);
    await page.goto('/about/testimonials/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      practicePages().testimonials.copy.en.title,
    );
    const box = await page.locator('[data-widget="reviews"]').boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(Math.round(800 * 0.6));
  });
});

test('the contact page shows the hours, address and ways to reach us from the config', async ({
  page,
}) => {
  await guardThirdParty(page);
  for (const locale of ['en', 'es'] as const) {
    await page.goto(localizePath(routes.contact, locale));
    const rows = page.locator('main [data-testid="hours-table"] tr');
    const expected = hoursRows(locale, clinic().hours);
    await expect(rows).toHaveCount(expected.length);
    for (const [i, row] of expected.entries()) {
      await expect(rows.nth(i).locator('th')).toHaveText(row.days);
      await expect(rows.nth(i).locator('td')).toHaveText(row.hours);
    }
    const main = page.getByRole('main').locator('address');
    await expect(main.getByText(formatAddress())).toBeVisible();
    await expect(
      main.getByRole('link', { name: clinic().phone.display, exact: true }),
    ).toHaveAttribute('href', clinic().phone.href);
    await expect(main.getByRole('link', { name: clinic().email })).toHaveAttribute(
      'href',
      `mailto:${clinic().email}`,
    );
    const directions = main.getByRole('link', { name: /directions|Cómo llegar/ });
    await expect(directions).toHaveAttribute('href', clinic().vendors.directions);
    await expect(directions).toHaveAttribute('target', '_blank');
  }
});

test('the intake buttons open the external services in a new tab, safely', async ({
  page,
  context,
}) => {
  await guardThirdParty(context);
  await page.goto('/patients/forms/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    practicePages().forms.copy.en.title,
  );
  for (const [name, url] of [
    ['Non Auto Injury Intake Form', clinic().vendors.intakeNonAuto],
    ['Auto Accident Related Intake Form', clinic().vendors.intakeAuto],
  ] as const) {
    const link = page.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  }
  await expect(page.getByRole('link', { name: /PDF/ }).first()).toHaveAttribute(
    'href',
    clinic().vendors.pdfReader,
  );
});

test.describe('the chiropractic family dialog', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`traps focus, locks scroll and closes three ways at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await guardThirdParty(page);
      await page.goto('/about/meet-our-team/');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        practicePages().team.copy.en.title,
      );
      const button = page.getByRole('button', { name: 'Our Chiropractic Family' });
      const dialog = page.getByRole('dialog');

      await button.click();
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .toBe('hidden');
      await expect(dialog.getByRole('link', { name: /CV/ })).toHaveAttribute(
        'href',
        clinic().doctor.cv,
      );
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () =>
            !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
        );
        expect(inside).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.overflow))
        .toBe('');

      await button.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('the CV is a real PDF', async ({ request }) => {
    const response = await request.get(clinic().doctor.cv);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('the team page names both assistants with their start dates', async ({ page }) => {
  await guardThirdParty(page);
  await page.goto('/about/meet-our-team/');
  await expect(page.getByTestId('assistant').filter({ hasText: 'Sofia Martinez' })).toContainText(
    'January 2020',
  );
  await expect(page.getByTestId('assistant').filter({ hasText: 'Emily Carter' })).toContainText(
    'January 2024',
  );
  await page.goto(localizePath(routes.team, 'es'));
  await expect(page.getByTestId('assistant').filter({ hasText: 'Sofia Martinez' })).toContainText(
    'enero de 2020',
  );
});

test('"Get a Complimentary Consultation" reaches the booking page by a full page load', async ({
  page,
}) => {
  await guardThirdParty(page);
  await page.goto('/services/chiropractic/spine-related/neck-pain/');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: 'Get a Complimentary Consultation' }).first().click();
  await expect(page).toHaveURL(/\/appointment\/$/);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined();
});
