import { expect, test as freshTest, type Page } from '@playwright/test';
import { localizePath, routes } from '../lib/routes';
import { CLOSE_DELAY_MS } from '../components/header/desktop-menu';
import { DESKTOP_MIN_WIDTH } from '../components/header/mobile-menu';
import { clinic } from '../lib/content/clinic';
import { conditions } from '../lib/content/conditions';
import { dictionary } from '../lib/ui';
import { localeInfo, otherLocale, type Locale } from '../lib/i18n';
import { headerMenu } from '../lib/navigation';
import { FORCED_FONTS, headerProblems, missingFonts } from './layout';
import { guardThirdParty, hydrated, watchConsole } from './support';
import { test } from './tab';

const HOME: Record<Locale, string> = { en: '/', es: '/es/' };
const LOCALES = Object.keys(HOME) as Locale[];
const other = otherLocale;

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
    // The shadow is the header's ::after, faded in (its opacity is the compositor's to animate).
    const shadow = (el: Element) => {
      const after = getComputedStyle(el, '::after');
      return { boxShadow: after.boxShadow, opacity: after.opacity };
    };
    await expect.poll(() => header.evaluate(shadow)).toMatchObject({ opacity: '1' });
    expect((await header.evaluate(shadow)).boxShadow).not.toBe('none');
    await page.mouse.wheel(0, -600);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(() => header.evaluate(shadow)).toMatchObject({ opacity: '0' });
  });

  test('moves the current-page marks as the router goes, and back (es)', async ({ page }) => {
    const t = dictionary('es');
    await page.goto(localizePath(routes.service('acupuncture'), 'es'));
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole('navigation', { name: t('mainNavigation'), exact: true });
    const services = nav.locator('summary', { hasText: t('services') });
    const acupuncture = nav.locator(
      `a[href="${localizePath(routes.service('acupuncture'), 'es')}"]`,
    );
    const home = nav.getByRole('link', { name: t('home'), exact: true });
    const marked = async (here: boolean) => {
      await expect(services).toHaveAttribute('data-active', String(here));
      if (here) await expect(acupuncture).toHaveAttribute('aria-current', 'page');
      else await expect(acupuncture).not.toHaveAttribute('aria-current');
      if (here) await expect(home).not.toHaveAttribute('aria-current');
      else await expect(home).toHaveAttribute('aria-current', 'page');
      await expect(home).toHaveAttribute('data-active', String(!here));
    };
    await marked(true);
    await home.click();
    await expect(page).toHaveURL(HOME.es);
    await marked(false);
    await page.goBack();
    await expect(page).toHaveURL(localizePath(routes.service('acupuncture'), 'es'));
    await marked(true);
    // Both were the router's navigations: the document is the one loaded first.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('shows the info bar with address, phone, socials and the language switch', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(
      header.getByText(/9550 Lackman Rd, Suite 100, Lenexa, KS 66219/).filter({ visible: true }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Call (913) 555-0142' })).toHaveAttribute(
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
    await expect(header.getByRole('link', { name: 'New Patient Special' }).first()).toHaveAttribute(
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
    // Leave towards the page body: it lingers CLOSE_DELAY_MS, then closes (timed in the page,
    // so a busy machine cannot make the check race the timer).
    await services.evaluate((d) => {
      const w = window as Window & { closedAfter?: Promise<number> };
      w.closedAfter = new Promise((resolve) => {
        let left = 0;
        d.addEventListener('pointerout', (e) => {
          const to = (e as PointerEvent).relatedTarget;
          if (!(to instanceof Node && d.contains(to))) left = performance.now();
        });
        d.addEventListener('toggle', () => {
          if (!(d as HTMLDetailsElement).open) resolve(performance.now() - left);
        });
      });
    });
    await page.mouse.move(640, 700);
    const closedAfter = await page.evaluate(
      () => (window as Window & { closedAfter?: Promise<number> }).closedAfter,
    );
    expect(closedAfter).toBeGreaterThanOrEqual(CLOSE_DELAY_MS - 5);
    expect(closedAfter).toBeLessThan(1000);
    await expect(services).not.toHaveAttribute('open', '');
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
      conditions().find((c) => c.slug === 'sciatica')?.copy.en.title ?? 'no sciatica page',
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

freshTest.describe('mobile header', () => {
  freshTest.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  freshTest(
    'opens a full-height slide-in menu that locks scrolling and keeps focus inside',
    async ({ page }) => {
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
      // The page behind is out of reach while the menu is open, and back when it closes.
      await expect(page.locator('main')).toHaveAttribute('inert');
      await expect(page.locator('footer')).toHaveAttribute('inert');
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
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.overflow))
        .toBe('');
      expect(errors).toEqual([]);
    },
  );

  freshTest('closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('details[data-mobile-menu] > summary').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  freshTest(
    `is forced closed when the window grows to ${DESKTOP_MIN_WIDTH} px`,
    async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.locator('details[data-mobile-menu] > summary').click();
      await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
      await page.setViewportSize({ width: DESKTOP_MIN_WIDTH - 1, height: 800 });
      await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
      await page.setViewportSize({ width: DESKTOP_MIN_WIDTH, height: 800 });
      await expect(page.locator('details[data-mobile-menu]')).not.toHaveAttribute('open', '');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.overflow))
        .toBe('');
    },
  );
});

/** Every width from 320 to 1920 px in steps of 16, in each language, with each forced font. */
test.describe('the header fits every width and font', () => {
  for (const locale of LOCALES) {
    test(`${HOME[locale]} in ${FORCED_FONTS.join(', ')}`, async ({ page }) => {
      // 101 resizes: about 25 s on an idle machine, more when the suite runs in parallel.
      test.slow();
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(HOME[locale]);
      await hydrated(page);
      expect(await missingFonts(page, FORCED_FONTS), 'fonts not installed').toEqual([]);
      // The header alone is under test here (the crawl checks every page's content at phone
      // widths): without the page body each of the 101 resizes lays out far less.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('body > :not(header):not(script)')) el.remove();
      });
      await expect(page.locator('main')).toHaveCount(0);
      const problems: string[] = [];
      for (let width = 320; width <= 1920; width += 16) {
        await page.setViewportSize({ width, height: 800 });
        const found = await headerProblems(page, FORCED_FONTS);
        problems.push(...found.map((p) => `${width} px, ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

/** The top-level entries with a dropdown, and the first link of each, from the menu data. */
function dropdowns(locale: Locale) {
  return headerMenu(locale)
    .filter((item) => item.children?.length)
    .map((item) => ({ label: item.label, first: item.children?.[0]?.label ?? '' }));
}

async function centre(page: Page, label: string, nav: ReturnType<Page['getByRole']>) {
  const box = await nav.locator('summary', { hasText: label }).boundingBox();
  if (!box) throw new Error(`${label} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('menus answer a click as well as hover', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const locale of LOCALES) {
    const t = dictionary(locale);
    test(`hover, wait, click keeps each menu open; a second click closes it (${locale})`, async ({
      page,
    }) => {
      await page.goto(HOME[locale]);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('mainNavigation'), exact: true });
      for (const { label, first } of dropdowns(locale)) {
        const details = nav.locator('details[data-dropdown]', { hasText: label });
        const link = nav.getByRole('link', { name: first, exact: true });
        const at = await centre(page, label, nav);
        // The real pointer sequence: move onto the entry, wait, click.
        await page.mouse.move(at.x, at.y, { steps: 4 });
        await expect(details).toHaveAttribute('open', '');
        await page.waitForTimeout(CLOSE_DELAY_MS * 2);
        await page.mouse.click(at.x, at.y);
        await page.waitForTimeout(CLOSE_DELAY_MS * 2);
        await expect(details, `${label} stays open under the pointer`).toHaveAttribute('open', '');
        await expect(link).toBeVisible();
        // Opened by a click, it stays open when the pointer leaves …
        await page.mouse.move(at.x, 700, { steps: 4 });
        await page.waitForTimeout(CLOSE_DELAY_MS * 2);
        await expect(details).toHaveAttribute('open', '');
        // … until the second click.
        await page.mouse.move(at.x, at.y, { steps: 4 });
        await page.waitForTimeout(CLOSE_DELAY_MS * 2);
        await page.mouse.click(at.x, at.y);
        await expect(details).not.toHaveAttribute('open', '');
        await expect(link).toBeHidden();
        await page.mouse.move(at.x, 700, { steps: 4 });
      }
    });

    test(`a click toggles each menu and Escape closes it, returning focus (${locale})`, async ({
      page,
    }) => {
      await page.goto(HOME[locale]);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('mainNavigation'), exact: true });
      for (const { label, first } of dropdowns(locale)) {
        const details = nav.locator('details[data-dropdown]', { hasText: label });
        const summary = nav.locator('summary', { hasText: label });
        await summary.click();
        await expect(details).toHaveAttribute('open', '');
        await expect(nav.getByRole('link', { name: first, exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(details).not.toHaveAttribute('open', '');
        await expect(summary).toBeFocused();
        await summary.click();
        await expect(details).toHaveAttribute('open', '');
        await summary.click();
        await expect(details).not.toHaveAttribute('open', '');
        // Keyboard: Enter opens and closes it the same way.
        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(details).toHaveAttribute('open', '');
        await page.keyboard.press('Enter');
        await expect(details).not.toHaveAttribute('open', '');
        await page.mouse.move(640, 700);
      }
    });
  }
});

freshTest.describe('menus open on tap', () => {
  freshTest.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  for (const locale of LOCALES) {
    freshTest(`a tap opens each menu, a second tap closes it (${locale})`, async ({ page }) => {
      const t = dictionary(locale);
      await page.goto(HOME[locale]);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('mainNavigation'), exact: true });
      for (const { label, first } of dropdowns(locale)) {
        const details = nav.locator('details[data-dropdown]', { hasText: label });
        const summary = nav.locator('summary', { hasText: label });
        await summary.tap();
        await expect(details).toHaveAttribute('open', '');
        await expect(nav.getByRole('link', { name: first, exact: true })).toBeVisible();
        await page.waitForTimeout(CLOSE_DELAY_MS * 2);
        await expect(details).toHaveAttribute('open', '');
        await summary.tap();
        await expect(details).not.toHaveAttribute('open', '');
      }
    });
  }
});

test.describe('a call action stays in the sticky row', () => {
  for (const locale of LOCALES) {
    test(`at every kind of width after scrolling (${locale})`, async ({ page }) => {
      const t = dictionary(locale);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(HOME[locale]);
      await hydrated(page);
      const call = page.getByTestId('header-call');
      await expect(call).toHaveAttribute('href', clinic().phone.href);
      await expect(call).toHaveAccessibleName(`${t('callUs')} ${clinic().phone.display}`);
      for (const width of [320, 375, 640, 768, 1024, 1279, 1280, 1536, 1920]) {
        await page.setViewportSize({ width, height: 700 });
        await page.evaluate(() => window.scrollTo(0, 2500));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        // The header's sticking offset follows the new width a frame later (its ResizeObserver).
        await expect
          .poll(
            async () => {
              const { y = -1, height = 0 } = (await call.boundingBox()) ?? {};
              return y >= 0 && y + height <= 80;
            },
            { message: `call action in the sticky row at ${width} px` },
          )
          .toBe(true);
        const box = await call.boundingBox();
        expect(box, `call action at ${width} px`).not.toBeNull();
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(80);
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
        // Nothing covers it: the element at its centre is the link itself.
        const onTop = await page.evaluate(
          ([x, y]) =>
            document
              .elementFromPoint(x as number, y as number)
              ?.closest('[data-testid="header-call"]') !== null,
          [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
        );
        expect(onTop, `call action is on top at ${width} px`).toBe(true);
        // The number itself shows once there is room for it.
        if (width >= 768) await expect(call).toContainText(clinic().phone.display);
      }
    });
  }
});

freshTest.describe('the language switch in the slide-in menu', () => {
  freshTest.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  for (const locale of LOCALES) {
    freshTest(`leads to the same page in the other language (${locale})`, async ({ page }) => {
      const path = localizePath(routes.service('acupuncture'), locale);
      const target = other(locale);
      await page.goto(path);
      await hydrated(page);
      await page.locator('details[data-mobile-menu] > summary').click();
      const panel = page.locator('details[data-mobile-menu]');
      const link = panel.getByRole('link', { name: localeInfo[other(locale)].label });
      await expect(link).toBeVisible();
      await link.click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(localizePath(routes.service('acupuncture'), target));
      await expect(page.locator('html')).toHaveAttribute('lang', target);
    });
  }
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the menu opens and its language switch works (${locale})`, async ({ page }) => {
      const t = dictionary(locale);
      await page.goto(HOME[locale]);
      await expect(page.getByTestId('header-call')).toBeVisible();
      await page.locator('details[data-mobile-menu] > summary').click();
      const panel = page.locator('details[data-mobile-menu]');
      await expect(panel.getByRole('navigation', { name: t('menu') })).toBeVisible();
      await panel.getByRole('link', { name: localeInfo[other(locale)].label }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', other(locale));
      await expect.poll(() => new URL(page.url()).pathname).toBe(HOME[other(locale)]);
    });
  }
});

test.describe('Escape and focus close the dropdowns', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const locale of LOCALES) {
    const t = dictionary(locale);
    test(`Escape closes a menu opened by hover, with focus outside it (${locale})`, async ({
      page,
    }) => {
      await page.goto(HOME[locale]);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('mainNavigation'), exact: true });
      // Focus sits in the page below, where the open menu covers the heading.
      await page.getByRole('main').getByRole('link').first().focus();
      for (const { label, first } of dropdowns(locale)) {
        const details = nav.locator('details[data-dropdown]', { hasText: label });
        const at = await centre(page, label, nav);
        await page.mouse.move(at.x, at.y, { steps: 4 });
        await expect(details).toHaveAttribute('open', '');
        await expect(nav.getByRole('link', { name: first, exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(details).not.toHaveAttribute('open', '');
        // Focus stays where the visitor had it.
        expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
        await page.mouse.move(640, 700);
      }
    });

    test(`moving focus to the next top-level entry closes the previous menu (${locale})`, async ({
      page,
    }) => {
      await page.goto(HOME[locale]);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('mainNavigation'), exact: true });
      const [services, patients] = dropdowns(locale);
      const first = nav.locator('details[data-dropdown]', { hasText: services?.label });
      await nav.locator('summary', { hasText: services?.label }).focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('open', '');
      await nav.locator('summary', { hasText: patients?.label }).focus();
      await expect(first).not.toHaveAttribute('open', '');
    });
  }
});
