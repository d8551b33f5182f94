import { expect, test } from '@playwright/test';
import { clinic } from '../content/clinic';
import { guardThirdParty, hydrated, watchConsole } from './support';

test.describe('click-to-load facades', () => {
  test('the home video loads the privacy-enhanced player with autoplay only after a click', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const thirdParty = await guardThirdParty(page);
    await page.goto('/');
    await hydrated(page);
    const video = page.locator('[data-widget="video"]');
    await video.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(thirdParty.requests).toEqual([]);
    const before = await video.boundingBox();
    await video.getByText('Click to load video').click();
    const frame = video.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${clinic.vendors.youtubeVideoId}?autoplay=1&rel=0`,
    );
    await expect(frame).toHaveAttribute('title', 'Take a tour of our clinic');
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    const after = await video.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(before?.height ?? 0).toBeGreaterThan(250);
    expect(
      thirdParty.requests.every((r) => new URL(r.url()).hostname === 'www.youtube-nocookie.com'),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the home lead form, reviews and the contact map load their frames on click', async ({
    page,
  }) => {
    await guardThirdParty(page);
    await page.goto('/');
    await hydrated(page);
    await page.locator('[data-widget="lead-form"]').getByText('Load the consultation form').click();
    await expect(page.locator('[data-widget="lead-form"] iframe')).toHaveAttribute(
      'title',
      'Complimentary Consultation - Home Page',
    );
    await page.locator('[data-widget="reviews"]').getByText('Show patient reviews').click();
    await expect(page.locator('[data-widget="reviews"] iframe')).toHaveAttribute(
      'src',
      clinic.vendors.reviewsFrame,
    );
    await page.goto('/contact/');
    await hydrated(page);
    await page.locator('[data-widget="map"]').getByText('Show map').click();
    await expect(page.locator('[data-widget="map"] iframe')).toHaveAttribute(
      'src',
      clinic.vendors.mapEmbed,
    );
  });

  test('a blocked vendor shows the fallback panel and no error of ours', async ({ page }) => {
    const errors = watchConsole(page, { ignoreBlocked: true });
    await guardThirdParty(page, { block: true });
    await page.goto('/es/');
    await hydrated(page);
    const video = page.locator('[data-widget="video"]');
    await video.getByText('Haga clic para cargar el video').click();
    await expect(video.getByTestId('widget-fallback')).toBeVisible();
    await expect(video.getByRole('link', { name: /Llame ahora/ })).toHaveAttribute(
      'href',
      clinic.phone.href,
    );
    await expect(video.locator('iframe')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the translator loads only when "More languages" is clicked', async ({ page }) => {
    const thirdParty = await guardThirdParty(page);
    await page.goto('/about/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(thirdParty.requests).toEqual([]);
    await page.getByTestId('translator-button').click();
    await expect(
      page.getByTestId('translator-container').getByRole('combobox', { name: 'Translate' }),
    ).toBeVisible();
    expect(thirdParty.requests.map((r) => new URL(r.url()).host)).toEqual(['translate.google.com']);
  });

  test('the translator reports a failure in words', async ({ page }) => {
    await guardThirdParty(page, { block: true });
    await page.goto('/es/');
    await hydrated(page);
    await page.getByTestId('translator-button').click();
    await expect(
      page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'traductor' }),
    ).toBeVisible();
  });
});
