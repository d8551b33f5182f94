import { expect } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import { clinic, formatAddress } from '../content/clinic';
import { dictionary } from '../content/ui';
import type { Locale } from '../lib/i18n';
import { LOCATION_MAP_SRC } from '../lib/location-map';
import { widgets } from '../lib/widgets';
import { guardThirdParty, hydrated, watchConsole } from './support';
import { test } from './tab';

const HOME: Record<Locale, string> = { en: '/', es: '/es/' };
const LOCALES = Object.keys(HOME) as Locale[];
const hosts = (requests: { url(): string }[]) => requests.map((r) => new URL(r.url()).host);

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
    await page.waitForLoadState('load');
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
    await page.waitForLoadState('load');
    expect(thirdParty.requests).toEqual([]);
    await page.getByTestId('translator-button').click();
    await expect(
      page.getByTestId('translator-container').getByRole('combobox', { name: 'Translate' }),
    ).toBeVisible();
    expect(thirdParty.requests.map((r) => new URL(r.url()).host)).toEqual(['translate.google.com']);
  });

  for (const locale of LOCALES) {
    test(`the translator's failure gives the phone number and a retry (${locale})`, async ({
      page,
    }) => {
      const t = dictionary(locale);
      await guardThirdParty(page, { block: true });
      await page.goto(HOME[locale]);
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByTestId('translator-button').click();
      const status = footer.getByRole('status').filter({ hasText: t('translatorFailed') });
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', { name: clinic.phone.display })).toHaveAttribute(
        'href',
        clinic.phone.href,
      );
      // The vendor answers again: the retry loads it.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await guardThirdParty(page);
      await footer.getByRole('button', { name: t('translatorRetry') }).click();
      await expect(
        footer.getByTestId('translator-container').getByRole('combobox', { name: 'Translate' }),
      ).toBeVisible();
      await expect(status).toBeHidden();
    });
  }
});

/** Each facade looks like what it loads, loads nothing before the visitor acts, and then loads in place. */
test.describe('facades that show what they load', () => {
  for (const locale of LOCALES) {
    const t = dictionary(locale);

    test(`the consultation form shows its fields and loads on focus (${locale})`, async ({
      page,
    }) => {
      const thirdParty = await guardThirdParty(page);
      await page.goto(HOME[locale]);
      await hydrated(page);
      const widget = page.locator('[data-widget="lead-form"]');
      for (const label of [
        t('formFieldName'),
        t('formFieldPhone'),
        t('formFieldPain'),
        t('formFieldTime'),
      ]) {
        await expect(widget.getByLabel(label)).toBeVisible();
      }
      await expect(widget.getByRole('link', { name: t('formContinue') })).toHaveAttribute(
        'href',
        clinic.vendors.leadForm,
      );
      expect(thirdParty.requests).toEqual([]);
      // Focusing a field (here by keyboard: Tab from the field before) loads the vendor form in place.
      const before = await widget.boundingBox();
      await widget.getByLabel(t('formFieldPain')).focus();
      const frame = widget.locator('iframe');
      await expect(frame).toHaveAttribute('src', clinic.vendors.leadForm);
      await expect(frame).toHaveAttribute('title', 'Complimentary Consultation - Home Page');
      await expect(frame).toBeFocused();
      expect((await widget.boundingBox())?.height).toBe(before?.height);
      expect(new Set(hosts(thirdParty.requests))).toEqual(
        new Set([new URL(clinic.vendors.leadForm).host]),
      );
    });

    test(`the consultation form falls back to call and email when blocked (${locale})`, async ({
      page,
    }) => {
      const errors = watchConsole(page, { ignoreBlocked: true });
      await guardThirdParty(page, { block: true });
      await page.goto(HOME[locale]);
      await hydrated(page);
      const widget = page.locator('[data-widget="lead-form"]');
      await widget.getByLabel(t('formFieldName')).click();
      await expect(widget.getByTestId('widget-fallback')).toBeVisible();
      await expect(widget.getByRole('link', { name: new RegExp(t('callNow')) })).toHaveAttribute(
        'href',
        clinic.phone.href,
      );
      await expect(widget.getByRole('link', { name: t('emailUs') })).toHaveAttribute(
        'href',
        `mailto:${clinic.email}`,
      );
      await expect(widget.locator('iframe')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(`the reviews show the rating summary, then the reviews frame (${locale})`, async ({
      page,
    }) => {
      const thirdParty = await guardThirdParty(page);
      await page.goto(HOME[locale]);
      await hydrated(page);
      const widget = page.locator('[data-widget="reviews"]');
      const summary = widget.getByTestId('reviews-summary');
      await expect(summary).toContainText(clinic.reviews.rating.toFixed(1));
      await expect(summary).toContainText(t('reviewBadgeShort', { count: clinic.reviews.count }));
      await expect(summary.locator('svg')).toHaveCount(5 + 1); // five stars and the link's icon
      await expect(
        summary.getByRole('link', { name: new RegExp(t('readAllReviews')) }),
      ).toHaveAttribute('href', clinic.reviews.listingUrl);
      // No quotes before the vendor's own: only the figures.
      await expect(widget.locator('blockquote, q')).toHaveCount(0);
      expect(thirdParty.requests).toEqual([]);
      await widget.getByRole('link', { name: t('loadReviews') }).click();
      await expect(widget.locator('iframe')).toHaveAttribute('src', clinic.vendors.reviewsFrame);
      expect(hosts(thirdParty.requests).every((h) => h === new URL(widgets.reviews.url).host)).toBe(
        true,
      );
    });

    test(`the contact map shows the location, address and directions, then the map (${locale})`, async ({
      page,
    }) => {
      const thirdParty = await guardThirdParty(page);
      await page.goto(localizePath(routes.contact, locale));
      await hydrated(page);
      const widget = page.locator('[data-widget="map"]');
      await widget.scrollIntoViewIfNeeded();
      const picture = widget.locator(`img[src="${LOCATION_MAP_SRC}"]`);
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('alt', new RegExp(clinic.shortName));
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(widget).toContainText(formatAddress());
      await expect(
        widget.getByRole('link', { name: new RegExp(t('getDirections')) }),
      ).toHaveAttribute('href', clinic.vendors.directions);
      // The contact page loads its own form on arrival; the map waits for the visitor.
      const mapHost = new URL(clinic.vendors.mapEmbed).host;
      expect(hosts(thirdParty.requests)).not.toContain(mapHost);
      await widget.getByRole('link', { name: t('loadMap') }).click();
      await expect(widget.locator('iframe')).toHaveAttribute('src', clinic.vendors.mapEmbed);
      expect(hosts(thirdParty.requests)).toContain(mapHost);
    });
  }
});
