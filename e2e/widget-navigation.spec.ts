import { expect, type Page } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import {
  WIDGET_PAGES,
  guardThirdParty,
  hydrated,
  recordViolations,
  violations,
  watchConsole,
} from './support';
import { test } from './tab';

/**
 * A visitor who arrives on one page and follows a link to a widget page
 * keeps the first page's document, and so its security policy: the widget
 * must load all the same. Served by Cloudflare's runtime (the project's base
 * URL), vendors answered by stubs at the network layer.
 */
// The home page (with facades of its own) and a content page; the link followed is the
// header's on most pages, so more sources repeat the same trip.
const SOURCES = ['/services/acupuncture/', '/'];

/** The widget of a page, as it shows once its vendor has answered. */
const loadedWidget = (page: Page, widgetPage: string) =>
  widgetPage === routes.appointment
    ? page.getByTestId('vendor-booking-form')
    : page.locator('main [data-widget] iframe').first();

for (const locale of ['en', 'es'] as const) {
  for (const widgetPage of WIDGET_PAGES) {
    const target = localizePath(widgetPage, locale);
    const sources = SOURCES.map((s) => localizePath(s, locale)).filter((s) => s !== target);
    test(`${target} works when reached by a link from ${sources.length} other pages`, async ({
      page,
    }) => {
      await recordViolations(page);
      const errors = watchConsole(page);
      await guardThirdParty(page);
      let clientSide = 0;
      for (const source of sources) {
        await page.goto(source);
        await hydrated(page);
        await page.evaluate(
          () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
        );
        // The first link to the page, wherever it sits (header, menu, body), clicked as a script would.
        await page
          .locator(`a[href="${target}"]`)
          .first()
          .evaluate((a: HTMLAnchorElement) => a.click());
        await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
        await expect(loadedWidget(page, widgetPage)).toBeVisible();
        await expect(page.getByTestId('widget-fallback').filter({ visible: true })).toHaveCount(0);
        if (
          await page.evaluate(
            () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
          )
        )
          clientSide += 1;
        expect(`${source} → ${target}: ${(await violations(page)).join(' | ')}`).toBe(
          `${source} → ${target}: `,
        );
      }
      // The case that broke: the widget page rendered inside the first page's document.
      if (!widgetPage.endsWith('/appointment/')) expect(clientSide).toBe(sources.length);
      expect(errors).toEqual([]);
    });
  }
}
