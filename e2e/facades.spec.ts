import { expect, type Page } from '@playwright/test';
import { clinic, formatAddress } from '../lib/content/clinic';
import { dictionary } from '../lib/ui';
import { localizePath, routes } from '../lib/routes';
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
      `https://www.youtube-nocookie.com/embed/${clinic().vendors.youtubeVideoId}?autoplay=1&rel=0`,
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
      clinic().phone.href,
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
      await expect(status.getByRole('link', { name: clinic().phone.display })).toHaveAttribute(
        'href',
        clinic().phone.href,
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

    test(`the consultation form shows its fields, loads nothing on focus, then loads from its button (${locale})`, async ({
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
        await expect(widget.getByText(label)).toBeVisible();
      }
      const button = widget.getByRole('button', { name: t('formContinue') });
      // A picture of the form: its fields take no keyboard stop, the button is the one way in.
      await expect(widget.locator('input, select, textarea, [tabindex]')).toHaveCount(0);
      // Tab from the stop before the form to its button: focus alone asks no vendor.
      await page
        .getByRole('main')
        .getByRole('link', { name: clinic().phone.display })
        .first()
        .focus();
      for (let i = 0; i < 20 && !(await button.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      expect(thirdParty.requests).toEqual([]);
      const before = await widget.boundingBox();
      await page.keyboard.press('Enter');
      const frame = widget.locator('iframe');
      await expect(frame).toHaveAttribute('src', clinic().vendors.leadForm);
      await expect(frame).toHaveAttribute('title', 'Complimentary Consultation - Home Page');
      await expect(frame).toBeFocused();
      expect((await widget.boundingBox())?.height).toBe(before?.height);
      expect(new Set(hosts(thirdParty.requests))).toEqual(
        new Set([new URL(clinic().vendors.leadForm).host]),
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
      // A click on the picture of the form asks for it, as its button does.
      await widget.getByText(t('formFieldName')).click();
      await expect(widget.getByTestId('widget-fallback')).toBeVisible();
      await expect(widget.getByRole('link', { name: new RegExp(t('callNow')) })).toHaveAttribute(
        'href',
        clinic().phone.href,
      );
      await expect(widget.getByRole('link', { name: t('emailUs') })).toHaveAttribute(
        'href',
        `mailto:${clinic().email}`,
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
      await expect(summary).toContainText(clinic().reviews.rating.toFixed(1));
      await expect(summary).toContainText(t('reviewBadgeShort', { count: clinic().reviews.count }));
      await expect(summary.locator('svg')).toHaveCount(5 + 1); // five stars and the link's icon
      await expect(
        summary.getByRole('link', { name: new RegExp(t('readAllReviews')) }),
      ).toHaveAttribute('href', clinic().reviews.listingUrl);
      // No quotes before the vendor's own: only the figures.
      await expect(widget.locator('blockquote, q')).toHaveCount(0);
      expect(thirdParty.requests).toEqual([]);
      await widget.getByRole('button', { name: t('loadReviews') }).click();
      await expect(widget.locator('iframe')).toHaveAttribute('src', clinic().vendors.reviewsFrame);
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
      await expect(picture).toHaveAttribute('alt', new RegExp(clinic().shortName));
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(widget).toContainText(formatAddress());
      await expect(
        widget.getByRole('link', { name: new RegExp(t('getDirections')) }),
      ).toHaveAttribute('href', clinic().vendors.directions);
      // The contact page loads its own form on arrival; the map waits for the visitor.
      const mapHost = new URL(clinic().vendors.mapEmbed).host;
      expect(hosts(thirdParty.requests)).not.toContain(mapHost);
      await widget.getByRole('button', { name: t('loadMap') }).click();
      await expect(widget.locator('iframe')).toHaveAttribute('src', clinic().vendors.mapEmbed);
      expect(hosts(thirdParty.requests)).toContain(mapHost);
    });
  }
});

/**
 * Each facade pressed from the keyboard, with its vendor answering (stubbed)
 * and blocked: the trigger is a real button, and focus follows the answer
 * into the frame or to the fallback's first link, never back to the page.
 */
test.describe('facades by keyboard', () => {
  const CONTACT: Record<Locale, string> = { en: '/contact/', es: '/es/contact/' };
  const focusedOnBody = (page: Page) =>
    page.evaluate(() => !document.activeElement || document.activeElement === document.body);

  for (const locale of LOCALES) {
    const t = dictionary(locale);
    for (const blocked of [false, true]) {
      const vendor = blocked ? 'blocked' : 'stubbed';

      test(`video, reviews and form on the home page (${locale}, vendor ${vendor})`, async ({
        page,
      }) => {
        await guardThirdParty(page, { block: blocked });
        await page.goto(HOME[locale]);
        await hydrated(page);
        for (const [name, key] of [
          ['video', 'Enter'],
          ['reviews', 'Space'],
          ['lead-form', 'Enter'],
        ] as const) {
          const widget = page.locator(`[data-widget="${name}"]`);
          const status = widget.getByRole('status');
          await expect(status, `${name}: its status region waits, empty`).toBeEmpty();
          const trigger = widget.getByTestId(`${name}-load`);
          // A link in the HTML, a button once the page's JavaScript runs.
          await expect(trigger).toHaveJSProperty('tagName', 'BUTTON');
          await trigger.focus();
          await page.keyboard.press(key);
          if (blocked) {
            await expect(
              widget.getByTestId('widget-fallback').getByRole('link').first(),
            ).toBeFocused();
            await expect(status).toHaveText(t('fallbackTitle'));
          } else {
            await expect(widget.locator('iframe')).toBeFocused();
            // The next Tab reaches the vendor's first control, inside the frame (WCAG 2.4.3).
            await page.keyboard.press('Tab');
            await expect(widget.frameLocator('iframe').locator(':focus'), name).toHaveCount(1);
          }
          expect(await focusedOnBody(page), name).toBe(false);
        }
      });

      test(`the contact map and the footer's translator (${locale}, vendor ${vendor})`, async ({
        page,
      }) => {
        await guardThirdParty(page, { block: blocked });
        await page.goto(CONTACT[locale]);
        await hydrated(page);
        // The contact form loads on arrival without taking focus from the visitor.
        await expect(page.locator('[data-widget="contact-form"]')).toHaveAttribute(
          'data-state',
          blocked ? 'failed' : 'loaded',
        );
        expect(await focusedOnBody(page)).toBe(true);
        const map = page.locator('[data-widget="map"]');
        await map.getByRole('button', { name: t('loadMap') }).focus();
        await page.keyboard.press('Enter');
        await expect(
          blocked
            ? map.getByTestId('widget-fallback').getByRole('link').first()
            : map.locator('iframe'),
        ).toBeFocused();
        if (!blocked) {
          await page.keyboard.press('Tab');
          await expect(map.frameLocator('iframe').locator(':focus')).toHaveCount(1);
        }
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('button', { name: t('moreLanguages') }).focus();
        await page.keyboard.press('Space');
        await expect(
          blocked
            ? footer.getByRole('status').getByRole('link', { name: clinic().phone.display })
            : footer.getByTestId('translator-container').getByRole('combobox'),
        ).toBeFocused();
      });
    }

    test(`the family dialog opens on Space and gives focus back on Escape (${locale})`, async ({
      page,
    }) => {
      await guardThirdParty(page);
      await page.goto(locale === 'en' ? '/about/meet-our-team/' : '/es/about/meet-our-team/');
      await hydrated(page);
      const trigger = page.getByTestId('family-button');
      await expect(trigger).toHaveJSProperty('tagName', 'BUTTON');
      await trigger.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  }
});
