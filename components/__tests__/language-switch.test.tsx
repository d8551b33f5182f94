import { render, screen } from '@testing-library/react';
import { LanguageSwitch } from '@/components/header/language-switch';
import { FixedPagePath } from '@/components/header/page-path';

let pathname: string | null = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('LanguageSwitch', () => {
  it('links an English page to its Spanish twin, named in Spanish', () => {
    pathname = '/services/acupuncture/';
    render(<LanguageSwitch locale="en" />);
    const link = screen.getByRole('link', { name: /Español/ });
    expect(link).toHaveAttribute('href', '/es/servicios/acupuntura/');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
  });

  it('links a Spanish page back to English, with or without the trailing slash', () => {
    pathname = '/es';
    const { unmount } = render(<LanguageSwitch locale="es" />);
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/');
    unmount();
    pathname = '/es/blog/pagina/2';
    render(<LanguageSwitch locale="es" />);
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/blog/page/2/');
  });

  it('follows the page a frame outside the layouts names (the 404 page switches to home)', () => {
    pathname = '/es/no-such-page/';
    render(
      <FixedPagePath path="/" current="">
        <LanguageSwitch locale="es" />
      </FixedPagePath>,
    );
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/');
  });
});
