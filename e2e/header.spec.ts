import { expect, test } from '@playwright/test';
import { guardThirdParty, hydrated, watchConsole } from './support';

test.beforeEach(async ({ page }) => {
  await guardThirdParty(page);
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('stays at the top and gains a shadow after 100 px of scroll', async ({ page }) => {
    await page.goto('/services/acupuncture/');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const box = await page
      .getByRole('link', { name: /Prairie Spine/ })
      .first()
      .boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 999).toBeLessThan(80);
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.mouse.wheel(0, -600);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('shows the info bar with address, phone, socials and the language switch', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(
      header.getByText(/9550 Lackman Rd, Suite 100, Lenexa, KS 66219/).filter({ visible: true }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: '(913) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+19135550142',
    );
    await expect(header.getByRole('link', { name: /Facebook/ }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(header.getByRole('link', { name: /Instagram/ }).first()).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(header.getByRole('link', { name: /YouTube/ }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/appointment/',
    );
    await expect(header.getByRole('link', { name: 'New Patient Special' })).toHaveAttribute(
      'href',
      '/new-patient-special/',
    );
    await expect(header.getByTestId('auto-banner')).toHaveAttribute(
      'href',
      '/services/auto-injury/',
    );
  });

  test('opens a dropdown on hover and closes it 150 ms after the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const services = nav.locator('details[data-dropdown]').first();
    await nav.getByText('Services', { exact: true }).hover();
    await expect(services).toHaveAttribute('open', '');
    await expect(nav.getByRole('link', { name: 'All services' })).toBeVisible();
    // Leave towards the page body and check the dropdown lingers, then closes.
    await page.mouse.move(640, 700);
    const stillOpen = await services.evaluate((d) => (d as HTMLDetailsElement).open);
    expect(stillOpen).toBe(true);
    await expect(services).not.toHaveAttribute('open', '', { timeout: 1000 });
  });

  test('opens the nested chiropractic flyouts on hover', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByText('Services', { exact: true }).hover();
    await nav.getByRole('link', { name: 'Chiropractic', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Spine-Related' })).toBeVisible();
    await nav.getByRole('link', { name: 'Spine-Related' }).hover();
    const sciatica = nav.getByRole('link', { name: 'Sciatica' });
    await expect(sciatica).toBeVisible();
    await sciatica.click();
    await expect(page).toHaveURL(/\/services\/chiropractic\/spine-related\/sciatica\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Relieving Sciatic Nerve Pain in Lenexa',
    );
  });

  test('is fully usable by keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const summary = nav.locator('summary', { hasText: 'Patients' });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(nav.locator('details[data-dropdown]', { hasText: 'Patients' })).toHaveAttribute(
      'open',
      '',
    );
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Patient resources');
    // Tabbing into Services reveals the flyouts through focus alone.
    const services = nav.locator('summary', { hasText: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Chiropractic');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Spine-Related');
    await expect(page.locator(':focus')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      nav.locator('details[data-dropdown]', { hasText: 'Services' }),
    ).not.toHaveAttribute('open', '');
    await expect(services).toBeFocused();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('opens a full-height slide-in menu that locks scrolling and keeps focus inside', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.locator('details[data-mobile-menu] > summary');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.locator('xpath=..').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(700);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    // Collapsible groups.
    await menu.getByText('Services', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'All services' })).toBeVisible();
    // Focus stays inside: Shift+Tab from the toggle wraps to the last item of the menu.
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    const focusedInside = await page.evaluate(
      () => document.activeElement?.closest('details[data-mobile-menu]') !== null,
    );
    expect(focusedInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(errors).toEqual([]);
  });

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('details[data-mobile-menu] > summary').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('is forced closed when the window grows to 1024 px', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('details[data-mobile-menu] > summary').click();
    await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.locator('details[data-mobile-menu]')).not.toHaveAttribute('open', '');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });
});
