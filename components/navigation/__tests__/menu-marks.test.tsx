import { render, screen } from '@testing-library/react';
import { DesktopNav } from '@/components/header/desktop-nav';
import { MobileNav } from '@/components/header/mobile-nav';
import { Profiler } from 'react';
import { FixedPagePath } from '@/components/header/page-path';
import { inSection, MenuLink, MenuMarks, SectionSummary } from '@/components/navigation/menu-marks';
import { headerMenu, type NavItem } from '@/lib/navigation';

let pathname: string | null = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const Menu = () => (
  <>
    <details>
      <SectionSummary section={['/services/', '/services/acupuncture/']}>Services</SectionSummary>
      <MenuLink href="/es/servicios/acupuntura/" page="/services/acupuncture/">
        Acupuntura
      </MenuLink>
    </details>
    <MenuLink href="/es/" page="/" section={['/']}>
      Inicio
    </MenuLink>
  </>
);

describe('the current page in the shared header', () => {
  it('marks the entry of the page shown, and its section, from the address', () => {
    pathname = '/es/servicios/acupuntura/';
    render(
      <MenuMarks>
        <Menu />
      </MenuMarks>,
    );
    expect(screen.getByRole('link', { name: 'Acupuntura' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Services')).toHaveAttribute('data-active', 'true');
    const home = screen.getByRole('link', { name: 'Inicio' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveAttribute('data-active', 'false');
    expect(home).toHaveAttribute('href', '/es/');
  });

  it('moves the marks when the address changes, without rendering the menu again', () => {
    pathname = '/es/servicios/acupuntura/';
    const renders = jest.fn();
    // The same element each time, as the layout's header is across the router's navigations.
    const menu = (
      <Profiler id="menu" onRender={renders}>
        <Menu />
      </Profiler>
    );
    const { rerender } = render(<MenuMarks>{menu}</MenuMarks>);
    expect(renders).toHaveBeenCalledTimes(1);
    pathname = '/es';
    rerender(<MenuMarks>{menu}</MenuMarks>);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Acupuntura' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Services')).toHaveAttribute('data-active', 'false');
    const home = screen.getByRole('link', { name: 'Inicio' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('data-active', 'true');
    pathname = '/es/servicios/acupuntura/';
    rerender(<MenuMarks>{menu}</MenuMarks>);
    expect(screen.getByRole('link', { name: 'Acupuntura' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Services')).toHaveAttribute('data-active', 'true');
    expect(home).not.toHaveAttribute('aria-current');
  });

  it('marks nothing in a frame that names no current entry (the 404 page)', () => {
    pathname = '/services/acupuncture/';
    render(
      <FixedPagePath path="/" current="">
        <Menu />
      </FixedPagePath>,
    );
    expect(screen.getByRole('link', { name: 'Acupuntura' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Services')).toHaveAttribute('data-active', 'false');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('moves the marks of the real menus to what each page renders itself', () => {
    // Every entry down to the second level, and the first one below each, in English: the
    // markup is the same in both languages, with English paths in data-menu-page.
    const pagesOf = (items: NavItem[], depth = 1): string[] =>
      items.flatMap((item) => [
        item.href,
        ...(depth < 2 ? pagesOf(item.children ?? [], depth + 1) : []),
        ...(item.children?.[0] ? [item.children[0].href] : []),
      ]);
    const marks = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-menu-page], [data-menu-section]')].map(
        (el) =>
          `${el.textContent} ${el.getAttribute('aria-current')} ${el.getAttribute('data-active')}`,
      );
    // The slide-in menu asks the window's width; a phone's.
    const media = { matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
    const menus = (
      <>
        <DesktopNav locale="en" />
        <MobileNav locale="en" />
      </>
    );
    for (const page of new Set(pagesOf(headerMenu('en')))) {
      pathname = '/';
      const moved = render(<MenuMarks>{menus}</MenuMarks>);
      pathname = page;
      moved.rerender(<MenuMarks>{menus}</MenuMarks>);
      // What the page renders itself, as exported (no effect has run on it).
      const fresh = render(
        <FixedPagePath path={page} current={page}>
          {menus}
        </FixedPagePath>,
      );
      expect(marks(moved.container)).toEqual(marks(fresh.container));
      expect(marks(fresh.container).join()).toContain(' page ');
      moved.unmount();
      fresh.unmount();
    }
  });

  it('counts home as a section of its own page only', () => {
    expect(inSection(['/'], '/blog/')).toBe(false);
    expect(inSection(['/'], '/')).toBe(true);
    expect(inSection(['/services/'], '/services/chiropractic/back-pain/')).toBe(true);
    expect(inSection(['/services/'], '')).toBe(false);
  });
});
