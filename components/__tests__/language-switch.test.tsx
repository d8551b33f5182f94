import { render, screen } from '@testing-library/react';
import { LanguageSwitch } from '@/components/header/language-switch';

describe('LanguageSwitch', () => {
  it('links an English page to its Spanish twin, named in Spanish', () => {
    render(<LanguageSwitch locale="en" path="/services/acupuncture/" />);
    const link = screen.getByRole('link', { name: /Español/ });
    expect(link).toHaveAttribute('href', '/es/services/acupuncture/');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
  });

  it('links a Spanish page back to English', () => {
    render(<LanguageSwitch locale="es" path="/" />);
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/');
  });
});
